import type { Localized } from '@seabook/domain/i18n';
import type { Currency, CurrencyRate } from '@seabook/domain/money';
import type { ChargeBasis, ChargeStage, WmRule } from '@seabook/domain/pricing';
import type { FeeCode, ServiceKind } from '@seabook/domain/rates';
import type { PickupTariff, PortScope } from './index-model.ts';

/**
 * What a rates write takes (manage-rates.ts writes it, check-rate-sheet.ts checks it first): new LCL
 * services and FCL rates, published ones replaced in place, port charges, pickup tariffs and exchange rates.
 */

export type NewCharge = {
  code: FeeCode;
  stage: ChargeStage;
  currency: Currency;
  /** Minor units per unit of the basis. */
  unitPrice: number;
  basis: ChargeBasis;
  minAmount?: number;
  remark?: Localized | null;
};

export type NewLclService = {
  kind: ServiceKind;
  pol: string;
  pod: string;
  via?: string | null;
  carrier: string;
  weekdays: number[];
  cutoffDays: number;
  cargoCutDays: number;
  transitDays: number;
  validFrom: string;
  validTo: string;
  currency: Currency;
  /** Per W/M in minor units; null publishes the service without a price ("contact sales"). */
  oceanRate: number | null;
  rule?: WmRule;
  /** The service's own lines; ocean-stage lines must be in the service's currency. */
  charges?: NewCharge[];
};

/** Replaces the lines of one port and scope (origin, destination or FCL origin charges). */
export type NewPortCharges = { scope: PortScope; kind: ServiceKind; port: string; charges: NewCharge[] };

export type NewFclRate = {
  pol: string;
  pod: string;
  via?: string | null;
  carrier: string;
  containerType: string;
  currency: Currency;
  price: number;
  weekdays: number[];
  cutoffDays: number;
  transitDays: number;
  validFrom: string;
  validTo: string;
};

export type NewPickupTariff = PickupTariff & { pol: string; zone: 1 | 2 | 3 };

/** A published LCL service replaced in place: its lane, days, validity and ocean rate (its lines and W/M rule stay). */
export type LclServiceUpdate = Omit<NewLclService, 'rule' | 'charges'> & { id: number };
/** A published FCL rate replaced in place. */
export type FclRateUpdate = NewFclRate & { id: number };

/**
 * A rate sheet: new LCL services and FCL rates, published ones it replaces (by id), and the port
 * charges, pickup tariffs and exchange rates it sets.
 */
export type RateSheet = {
  services?: NewLclService[];
  serviceUpdates?: LclServiceUpdate[];
  portCharges?: NewPortCharges[];
  fcl?: NewFclRate[];
  fclUpdates?: FclRateUpdate[];
  pickupTariffs?: NewPickupTariff[];
  currencyRates?: CurrencyRate[];
};
