import { CURRENCIES, type Currency, UsdTotal } from '@seabook/domain/money';
import {
  type CargoMeasure,
  type ChargeContext,
  chargeAmount,
  chargeableWm,
  chargeContext,
  chargeQuantityMicro,
  lineAmount,
  type WmRule,
} from '@seabook/domain/pricing';
import type { ServiceEntry } from './index-model.ts';
import { type LaneTariff, type LinePrice, minimumCargo, serviceLinesOf } from './quote-lines.ts';
import type { Schedulable } from './sailings.ts';

/**
 * A lane's services as the search reads them: the numbers of every service side by side in typed arrays
 * (one array per field), built once per lane array and kept while the index keeps that array.
 *
 * Why: at a million rate lines a lane holds dozens of services, and the index's objects are spread over
 * hundreds of megabytes. A search that read each service's object, its lines and their objects spent
 * most of its time waiting for memory (a CPU profile put the time on the first field read of each
 * object). Here a search reads a few short arrays per lane, and only the page it answers touches the
 * services' objects. The prices it sorts by are the same numbers `linePrice` gives (lane-columns.test).
 */
export type LaneColumns = {
  entries: readonly ServiceEntry[];
  validFromDay: Int32Array;
  validToDay: Int32Array;
  cutoffDays: Int32Array;
  weekdayMask: Int32Array;
  transitDays: Int32Array;
  /** The service id as a number, the last tie-breaker of every sort. */
  serviceNo: Float64Array;
  /** 1 for a service with a published price, 0 without ("contact sales"). */
  priced: Uint8Array;
  /** Index into `rules` of the service's W/M rule (the index shares one object per distinct rule). */
  rule: Uint16Array;
  rules: readonly WmRule[];
  /** Index into `carriers` of the service's carrier. */
  carrier: Uint16Array;
  carriers: readonly string[];
  direct: Uint8Array;
  /**
   * The service's lines (its ocean freight first, then its own lines) are lines lineStart[i] to
   * lineStart[i + 1] − 1 of the line arrays; the ports' lines are the lane tariff's.
   */
  lineStart: Int32Array;
  lineUnitPrice: Float64Array;
  lineMinAmount: Float64Array;
  lineCurrency: Uint8Array;
  /** What a line counts: CHARGEABLE, BILLED, or this fixed quantity in millionths. */
  lineQuantity: Float64Array;
};

/** Line quantities that depend on the cargo: its chargeable W/M, or the ocean's billed W/M. */
const CHARGEABLE = -1;
const BILLED = -2;
/** Asks the domain what a line counts, with the cargo-dependent quantities marked. */
const PROBE: ChargeContext = chargeContext({ chargeableMicro: CHARGEABLE, billedMicro: BILLED });

const CURRENCY_INDEX = new Map<Currency, number>(CURRENCIES.map((c, i) => [c, i]));
const currencyAt = (i: number): Currency => CURRENCIES[i] ?? 'USD';

const built = new WeakMap<readonly ServiceEntry[], LaneColumns>();

/** The columns of a lane (the index's array of its services), built on its first search. */
export function laneColumns(entries: readonly ServiceEntry[]): LaneColumns {
  let columns = built.get(entries);
  if (!columns) {
    columns = buildColumns(entries);
    built.set(entries, columns);
  }
  return columns;
}

function buildColumns(entries: readonly ServiceEntry[]): LaneColumns {
  const n = entries.length;
  const rules: WmRule[] = [];
  const carriers: string[] = [];
  const indexOf = <T>(list: T[], value: T) => {
    const at = list.indexOf(value);
    return at >= 0 ? at : list.push(value) - 1;
  };
  const linesOf = entries.map(serviceLinesOf);
  const lineCount = linesOf.reduce((sum, lines) => sum + lines.length, 0);
  const c: LaneColumns = {
    entries,
    validFromDay: new Int32Array(n),
    validToDay: new Int32Array(n),
    cutoffDays: new Int32Array(n),
    weekdayMask: new Int32Array(n),
    transitDays: new Int32Array(n),
    serviceNo: new Float64Array(n),
    priced: new Uint8Array(n),
    rule: new Uint16Array(n),
    rules,
    carrier: new Uint16Array(n),
    carriers,
    direct: new Uint8Array(n),
    lineStart: new Int32Array(n + 1),
    lineUnitPrice: new Float64Array(lineCount),
    lineMinAmount: new Float64Array(lineCount),
    lineCurrency: new Uint8Array(lineCount),
    lineQuantity: new Float64Array(lineCount),
  };
  let line = 0;
  entries.forEach((e, i) => {
    c.validFromDay[i] = e.validFromDay;
    c.validToDay[i] = e.validToDay;
    c.cutoffDays[i] = e.cutoffDays;
    c.weekdayMask[i] = e.weekdayMask;
    c.transitDays[i] = e.transitDays;
    c.serviceNo[i] = Number(e.id);
    c.priced[i] = e.oceanRate === null ? 0 : 1;
    c.rule[i] = indexOf(rules, e.rule);
    c.carrier[i] = indexOf(carriers, e.carrier);
    c.direct[i] = e.via === null ? 1 : 0;
    c.lineStart[i] = line;
    for (const l of linesOf[i] ?? []) {
      c.lineUnitPrice[line] = l.unitPrice;
      c.lineMinAmount[line] = l.minAmount;
      c.lineCurrency[line] = CURRENCY_INDEX.get(l.currency) ?? 0;
      c.lineQuantity[line] = chargeQuantityMicro(l, PROBE);
      line++;
    }
  });
  c.lineStart[n] = line;
  return c;
}

/** A service of the columns as the sailing calendar reads it; one object, refilled for each service. */
export function scheduleView(): Schedulable & { at(c: LaneColumns, i: number): Schedulable } {
  return {
    weekdayMask: 0,
    validFromDay: 0,
    validToDay: 0,
    cutoffDays: 0,
    transitDays: 0,
    at(c, i) {
      this.weekdayMask = c.weekdayMask[i] ?? 0;
      this.validFromDay = c.validFromDay[i] ?? 0;
      this.validToDay = c.validToDay[i] ?? -1;
      this.cutoffDays = c.cutoffDays[i] ?? 0;
      this.transitDays = c.transitDays[i] ?? 0;
      return this;
    },
  };
}

/** What one W/M rule's services share for a cargo: what it bills and the ports' lines' amounts. */
type RuleCargo = { chargeableMicro: number; billedMicro: number; portAmounts: number[]; portCurrencies: Currency[] };

/**
 * The USD totals the lane's services sort by for one cargo (`linePrice(...).sortPrice`: cents, or
 * +Infinity without a price or a rate), computed from the columns: the ports' lines are priced once per
 * W/M rule, then each service adds its lines (its ocean freight among them). A service whose sum leaves the
 * safe integers is priced `exactly` (`linePrice`, on BigInt where needed).
 */
export function sortPrices(
  c: LaneColumns,
  cargo: CargoMeasure | null,
  tariff: LaneTariff,
  exactly: (entry: ServiceEntry) => LinePrice,
): Float64Array {
  const n = c.entries.length;
  const prices = new Float64Array(n);
  const byRule: (RuleCargo | undefined)[] = [];
  const ruleCargo = (r: number): RuleCargo => {
    const known = byRule[r];
    if (known) return known;
    const rule = c.rules[r] as WmRule;
    const ctx = chargeContext(chargeableWm(cargo ?? minimumCargo({ rule }), rule));
    const portLines = [...tariff.origin, ...tariff.destination];
    const made: RuleCargo = {
      chargeableMicro: ctx.chargeableMicro,
      billedMicro: ctx.oceanBilledMicro,
      portAmounts: portLines.map((line) => chargeAmount(line, ctx)),
      portCurrencies: portLines.map((line) => line.currency),
    };
    byRule[r] = made;
    return made;
  };
  for (let i = 0; i < n; i++) {
    if (c.priced[i] === 0) {
      prices[i] = Number.POSITIVE_INFINITY;
      continue;
    }
    const shared = ruleCargo(c.rule[i] ?? 0);
    const total = new UsdTotal(tariff.rates);
    for (let k = 0; k < shared.portAmounts.length; k++)
      total.add(shared.portAmounts[k] ?? 0, shared.portCurrencies[k] ?? 'USD');
    const end = c.lineStart[i + 1] ?? 0;
    for (let l = c.lineStart[i] ?? 0; l < end; l++) {
      const fixed = c.lineQuantity[l] ?? 0;
      const quantity = fixed === CHARGEABLE ? shared.chargeableMicro : fixed === BILLED ? shared.billedMicro : fixed;
      total.add(
        lineAmount(c.lineUnitPrice[l] ?? 0, quantity, c.lineMinAmount[l] ?? 0),
        currencyAt(c.lineCurrency[l] ?? 0),
      );
    }
    const usd = total.value();
    prices[i] =
      usd === undefined
        ? exactly(c.entries[i] as ServiceEntry).sortPrice
        : usd === null
          ? Number.POSITIVE_INFINITY
          : usd.amount;
  }
  return prices;
}
