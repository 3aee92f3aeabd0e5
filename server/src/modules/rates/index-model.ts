import type { Localized } from '@seabook/domain/i18n';
import type { Currency, CurrencyTable, Money } from '@seabook/domain/money';
import type { Charge, WmRule } from '@seabook/domain/pricing';
import type { ServiceKind } from '@seabook/domain/rates';

/**
 * What the in-memory rates index holds (rates-index.ts keeps it fresh, load-index.ts reads it): the
 * published, still-valid services grouped by lane, port charges, FCL rates, pickup tariffs and
 * exchange rates, with the keys every lookup uses.
 */

/** A tariff line as the index keeps it: a domain charge plus its remark. */
export type TariffLine = Charge & { remark: Localized | null };

export type ServiceEntry = {
  id: string;
  kind: ServiceKind;
  pol: string;
  pod: string;
  via: string | null;
  carrier: string;
  weekdays: number[];
  /** Bit (1 << isoWeekday) set for each sailing day. */
  weekdayMask: number;
  cutoffDays: number;
  cargoCutDays: number;
  transitDays: number;
  validFrom: string;
  validTo: string;
  validFromDay: number;
  validToDay: number;
  currency: Currency;
  /** Ocean freight per W/M in minor units; null when the service has no published price. */
  oceanRate: number | null;
  rule: WmRule;
  /** The service's own lines (ocean surcharges, hub fee, manifest filing), in sheet order. */
  serviceLines: TariffLine[];
};

/** One FCL sailing pattern of a carrier on a lane with a price per container type. */
export type FclEntry = {
  id: string;
  pol: string;
  pod: string;
  via: string | null;
  carrier: string;
  weekdays: number[];
  weekdayMask: number;
  cutoffDays: number;
  transitDays: number;
  validFrom: string;
  validTo: string;
  validFromDay: number;
  validToDay: number;
  containers: { type: string; price: Money }[];
};

export type PickupTariff = { basePrice: number; perWm: number; minAmount: number; leadDays: number };

export type PortScope = 'origin' | 'destination' | 'fcl_origin';

export type RatesIndex = {
  version: number;
  services: Map<string, ServiceEntry>;
  lanes: Map<string, ServiceEntry[]>;
  portLines: Map<string, TariffLine[]>;
  fclLanes: Map<string, FclEntry[]>;
  pickup: Map<string, PickupTariff>;
  rates: CurrencyTable;
  /** Answers derived from this index (price list, port lists, charge views), computed once. */
  derived: Map<string, unknown>;
};

export const laneKey = (kind: ServiceKind, pol: string, pod: string): string => `${kind}|${pol}|${pod}`;
export const portLinesKey = (scope: PortScope, kind: ServiceKind, port: string): string => `${scope}|${kind}|${port}`;
export const fclLaneKey = (pol: string, pod: string): string => `${pol}|${pod}`;
export const pickupKey = (pol: string, zone: number): string => `${pol}|${zone}`;

const NO_LINES: readonly TariffLine[] = Object.freeze([]);

/** The port's tariff lines of one scope (origin or destination charges, FCL origin charges). */
export function portLines(index: RatesIndex, scope: PortScope, kind: ServiceKind, port: string): readonly TariffLine[] {
  return index.portLines.get(portLinesKey(scope, kind, port)) ?? NO_LINES;
}

/** Computes a value once per index: it is dropped with the index when the rates change. */
export function derived<T>(index: RatesIndex, key: string, compute: () => T): T {
  if (index.derived.has(key)) return index.derived.get(key) as T;
  const value = compute();
  index.derived.set(key, value);
  return value;
}
