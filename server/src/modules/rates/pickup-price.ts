import { pickupFeeLines } from '@seabook/domain/price-booking';
import type { CargoMeasure } from '@seabook/domain/pricing';
import type { PickupPrice } from '@seabook/domain/rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { type PickupTariff, pickupKey } from './index-model.ts';
import { portRefOf } from './quote-lines.ts';
import { getRatesIndex } from './rates-index.ts';

/**
 * The seven regions of mainland China by two-digit GB/T 2260 province code, as logistics tariffs use
 * them. Hong Kong, Macao and Taiwan (81, 82, 71) belong to none: door pickup is mainland only.
 */
export const CHINA_REGIONS = {
  north: ['11', '12', '13', '14', '15'],
  northeast: ['21', '22', '23'],
  east: ['31', '32', '33', '34', '35', '36', '37'],
  central: ['41', '42', '43'],
  south: ['44', '45', '46'],
  southwest: ['50', '51', '52', '53', '54'],
  northwest: ['61', '62', '63', '64', '65'],
} as const;
export type ChinaRegion = keyof typeof CHINA_REGIONS;

const regionByProvince = new Map<string, ChinaRegion>(
  (Object.entries(CHINA_REGIONS) as [ChinaRegion, readonly string[]][]).flatMap(([region, codes]) =>
    codes.map((code) => [code, region] as const),
  ),
);

export function regionOf(provinceCode: string): ChinaRegion | null {
  return regionByProvince.get(provinceCode) ?? null;
}

/** Pickup zone: 1 in the port's province, 2 in the port's region, 3 anywhere else. */
export function pickupZone(cityProvince: string, portProvince: string): 1 | 2 | 3 {
  if (cityProvince === portProvince) return 1;
  const region = regionOf(cityProvince);
  return region !== null && region === regionOf(portProvince) ? 2 : 3;
}

/**
 * Door pickup from a city to a main port of loading (POST /v2/oe_smth/price): base price plus a price
 * per chargeable W/M, at least the zone's minimum. POL not a main port → 422 PORT_UNKNOWN; a city we
 * do not serve → 404 CITY_UNKNOWN.
 */
export async function pricePickup(
  db: Db,
  input: { city: string; pol: string; cargo: CargoMeasure },
): Promise<PickupPrice> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  const port = catalog.ports.get(input.pol);
  if (!port?.main) throw new AppError('PORT_UNKNOWN', { fields: { pol: 'PORT_UNKNOWN' } });
  const city = catalog.cities.get(input.city);
  if (!city) throw new AppError('CITY_UNKNOWN');
  const zone = pickupZone(city.provinceCode, port.province);
  const tariff = index.pickup.get(pickupKey(port.code, zone));
  if (!tariff) throw new AppError('CITY_UNKNOWN');
  const { fees, total } = pickupFeeLines(tariff, input.cargo);
  return {
    city: { code: city.code, name: city.name, province: city.province },
    pol: portRefOf(catalog, port.code),
    zone,
    leadDays: tariff.leadDays,
    fees,
    total,
  };
}

/**
 * The LCL door pickup tariff from a city to a port of loading, as an order's price takes it: null when
 * the city is not the catalogue's, the port not a main port, or the zone has no tariff.
 */
export async function pickupZoneTariff(db: Db, city: string, pol: string): Promise<PickupTariff | null> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  const port = catalog.ports.get(pol);
  const found = catalog.cities.get(city);
  if (!port?.main || !found) return null;
  return index.pickup.get(pickupKey(port.code, pickupZone(found.provinceCode, port.province))) ?? null;
}
