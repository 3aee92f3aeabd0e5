import type { ContainerCode } from '@seabook/domain/booking-rules';
import { type Currency, toDecimalString } from '@seabook/domain/money-rules';
import type { FclRateRow, LclRateRow, RateState } from '@seabook/domain/ops-rates';
import type { ServiceKind } from '@seabook/domain/quote-rules';

/**
 * The rate forms' values: exactly the domain input of a rate (LclRateInput, FclRateInput), so the form
 * validates with the same schema the server runs. Prices are typed in major units ("23.50"); a row's
 * minor units come back as that text for an edit.
 */

/** The two kinds of rate the desk lists: LCL services and FCL rates. */
export type RateKind = 'lcl' | 'fcl';
export type RowOf<K extends RateKind> = K extends 'lcl' ? LclRateRow : FclRateRow;

type CommonValues = {
  pol: string;
  pod: string;
  /** '' for a direct service. */
  via: string;
  carrier: string;
  weekdays: number[];
  cutoffDays: number;
  transitDays: number;
  validFrom: string;
  validTo: string;
  currency: Currency;
};
export type LclValues = CommonValues & { kind: ServiceKind; cargoCutDays: number; oceanRate: string };
export type FclValues = CommonValues & { containerType: ContainerCode; price: string };
export type ValuesOf<K extends RateKind> = K extends 'lcl' ? LclValues : FclValues;

/** A new rate: valid from today for three months, sailing on no day yet. */
function commonDefaults(today: string, validTo: string) {
  return {
    pol: '',
    pod: '',
    via: '',
    carrier: '',
    weekdays: [] as number[],
    cutoffDays: 3,
    transitDays: 20,
    validFrom: today,
    validTo,
    currency: 'USD' as Currency,
  };
}

function commonOf(row: LclRateRow | FclRateRow) {
  return {
    pol: row.pol,
    pod: row.pod,
    via: row.via ?? '',
    carrier: row.carrier,
    weekdays: row.weekdays,
    cutoffDays: row.cutoffDays,
    transitDays: row.transitDays,
    validFrom: row.validFrom,
    validTo: row.validTo,
    currency: row.currency,
  };
}

export function lclValues(row: LclRateRow | null, today: string, validTo: string): LclValues {
  if (!row) return { ...commonDefaults(today, validTo), kind: 'export', cargoCutDays: 2, oceanRate: '' };
  return {
    ...commonOf(row),
    kind: row.kind,
    cargoCutDays: row.cargoCutDays,
    oceanRate: row.oceanRate === null ? '' : toDecimalString(row.oceanRate, row.currency),
  };
}

export function fclValues(row: FclRateRow | null, today: string, validTo: string): FclValues {
  if (!row) return { ...commonDefaults(today, validTo), containerType: '40HQ', price: '' };
  return {
    ...commonOf(row),
    containerType: row.containerType as ContainerCode,
    price: toDecimalString(row.price, row.currency),
  };
}

/** The form's first values for a kind: the row's for an edit, the defaults for a new rate. */
export function valuesOf<K extends RateKind>(
  kind: K,
  row: RowOf<K> | null,
  today: string,
  validTo: string,
): ValuesOf<K> {
  return (
    kind === 'lcl'
      ? lclValues(row as LclRateRow | null, today, validTo)
      : fclValues(row as FclRateRow | null, today, validTo)
  ) as ValuesOf<K>;
}

/** Only a rate still in the search can be changed or withdrawn. */
export function isEditable(state: RateState): boolean {
  return state !== 'withdrawn';
}

/** "CNSHA → KRPUS → USLAX": the lane of a row. */
export function laneText(row: { pol: string; pod: string; via: string | null }): string {
  return row.via ? `${row.pol} → ${row.via} → ${row.pod}` : `${row.pol} → ${row.pod}`;
}
