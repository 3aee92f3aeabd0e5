import type { Db } from '../db/client.ts';
import {
  addMissingServiceTariffs,
  type ServiceTariffRow as NewServiceTariff,
} from '../modules/orders/orders.service.ts';

/**
 * Demo service tariffs (decision 017), loaded beside the demo rates into an empty table. Port `*` is
 * the default of its scope; Shanghai and Los Angeles (the showcase lane) have their own rows. Values
 * are in minor units and sit in the usual range of Chinese forwarders' published extras:
 * - customs declaration CNY 150 a declaration (Shanghai 200);
 * - palletising CNY 80 a pallet, stretch wrapping CNY 30 a pallet, weighing CNY 50, labels CNY 1 each
 *   (at least CNY 20);
 * - insurance 0.30 % of the insured amount above the free cover, at least CNY 50;
 * - FCL door trucking CNY 1,800 a container (Shanghai 1,600), whatever the box size, within the port's
 *   trucking area (decision 019);
 * - destination clearance USD 120 a B/L (Los Angeles USD 150); destination delivery USD 35 a W/M, at
 *   least USD 150.
 */
export const DEMO_SERVICE_TARIFFS: NewServiceTariff[] = [
  ...originRows('*', 15_000, 180_000),
  ...originRows('CNSHA', 20_000, 160_000),
  ...destinationRows('*', 12_000),
  ...destinationRows('USLAX', 15_000),
];

function originRows(port: string, declaration: number, trucking: number): NewServiceTariff[] {
  const row = (code: string, unitPrice: number, minAmount = 0, rateBp = 0): NewServiceTariff => ({
    scope: 'origin',
    port,
    code,
    currency: 'CNY',
    unitPrice,
    minAmount,
    rateBp,
  });
  return [
    row('declare_price', declaration),
    row('datuo_price', 8_000),
    row('add_mo_price', 3_000),
    row('chengzhong_price', 5_000),
    row('tiemai_price', 100, 2_000),
    row('insurance_price', 0, 5_000, 30),
    row('trailer_price', trucking),
  ];
}

function destinationRows(port: string, clearance: number): NewServiceTariff[] {
  const row = (code: string, unitPrice: number, minAmount = 0): NewServiceTariff => ({
    scope: 'destination',
    port,
    code,
    currency: 'USD',
    unitPrice,
    minAmount,
  });
  return [row('mdgqg_price', clearance), row('mdgsend_price', 3_500, 15_000)];
}

/**
 * Loads the demo service tariffs of every fee code the table has no row of: all of them into an empty
 * table, and a service added later (FCL trucking) into a demo database made before it. Codes with rows
 * are left as they are. False when nothing was missing.
 */
export function loadDemoServiceTariffs(db: Db): Promise<boolean> {
  return addMissingServiceTariffs(db, DEMO_SERVICE_TARIFFS);
}
