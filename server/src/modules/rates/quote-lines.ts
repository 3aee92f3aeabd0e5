import type { Carrier, PortRef } from '@seabook/domain/catalog';
import type { ErrorKey } from '@seabook/domain/errors';
import {
  type Currency,
  type Money,
  totalInUsd,
  totalsByCurrency,
  type UsdRates,
  UsdTotal,
  usdRatesOf,
} from '@seabook/domain/money';
import {
  type CargoMeasure,
  type Charge,
  type ChargeStage,
  chargeAmount,
  chargeableWm,
  chargeContext,
  formatWm,
  type PricedCharge,
  type PricedQuote,
  priceQuote,
  WM,
} from '@seabook/domain/pricing';
import { type ChargeView, feeName, lineId, parseLineId, type QuoteLine, type ServiceKind } from '@seabook/domain/rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { dayToIso, isoToDay, todayDay } from './clock.ts';
import { derived, portLines, type RatesIndex, type ServiceEntry, type TariffLine } from './index-model.ts';
import { getRatesIndex } from './rates-index.ts';
import { nextSailings, type Sailing, sailingOn } from './sailings.ts';

/**
 * Quote lines: the sailings of a service, its price for a cargo and the line the API answers with.
 * Shared by the search, the schedule, the detailed quote and the favourites list.
 */

/** Refuses a port pair that is unknown or the same port (422, with the field that is wrong). */
export function checkLanePorts(catalog: Catalog, pol: string, pod: string): void {
  const fields: Record<string, ErrorKey> = {};
  if (!catalog.ports.has(pol)) fields.pol = 'PORT_UNKNOWN';
  if (!catalog.ports.has(pod)) fields.pod = 'PORT_UNKNOWN';
  if (fields.pol || fields.pod) throw new AppError('PORT_UNKNOWN', { fields });
  if (pol === pod) throw new AppError('SAME_PORT', { fields: { pod: 'SAME_PORT' } });
}

/** What a quote line shows of a service's price for one cargo: per stage and in US dollars. */
export type LinePrice = {
  priced: boolean;
  oceanPerWm: Money | null;
  oceanAmount: Money | null;
  originAmount: Money | null;
  destinationTotalUsd: Money | null;
  totalUsd: Money | null;
  /** The USD total in cents for sorting; +Infinity when unpriced. */
  sortPrice: number;
};

/** A service priced for one cargo with every line, for the detailed quote. */
export type ServiceQuote = {
  price: LinePrice;
  quote: PricedQuote;
  /** The tariff lines priced, in the order of `quote.lines`. */
  charges: TariffLine[];
};

const STAGE_ORDER: Record<ChargeStage, number> = { origin: 0, ocean: 1, destination: 2 };

/**
 * A service's own tariff lines with its ocean freight first (a line of its rate per billed W/M, without
 * a minimum; none without a price), in sheet order: everything but the ports' lines.
 */
export function serviceLinesOf(entry: ServiceEntry): readonly TariffLine[] {
  if (entry.oceanRate === null) return entry.serviceLines;
  const sea: TariffLine = {
    code: 'sea_price',
    stage: 'ocean',
    currency: entry.currency,
    unitPrice: entry.oceanRate,
    basis: 'wm',
    minAmount: 0,
    remark: null,
  };
  return [sea, ...entry.serviceLines];
}

/** Every tariff line of a service, origin → ocean → destination: port charges, ocean freight, service lines. */
export function serviceCharges(index: RatesIndex, entry: ServiceEntry): TariffLine[] {
  const all = [
    ...portLines(index, 'origin', entry.kind, entry.pol),
    ...serviceLinesOf(entry),
    ...portLines(index, 'destination', entry.kind, entry.pod),
  ];
  // A stable sort keeps sheet order inside each stage.
  return all.sort((a, b) => STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage]);
}

/** The cargo a price "for the minimum" stands for: exactly the tariff's minimum W/M by volume. */
export function minimumCargo(entry: Pick<ServiceEntry, 'rule'>): CargoMeasure {
  return { weightKg: 0, volumeCbm: entry.rule.minMicro / WM, pieces: 1 };
}

function stageAmount(lines: readonly PricedCharge[], stage: ChargeStage, index: RatesIndex): Money | null {
  const amounts = lines.filter((l) => l.stage === stage).map((l) => ({ amount: l.amount, currency: l.currency }));
  if (amounts.length === 0) return null;
  const totals = totalsByCurrency(amounts);
  // One currency per stage is the rule of the sheets; a mixed stage is shown in US dollars.
  return totals.length === 1 ? (totals[0] ?? null) : totalInUsd(amounts, index.rates);
}

/** Ocean freight per W/M with the service's per-W/M ocean surcharges; null when the service has no price. */
export function oceanPerWmOf(entry: ServiceEntry): Money | null {
  if (entry.oceanRate === null) return null;
  let perWm = entry.oceanRate;
  for (const line of entry.serviceLines)
    if (line.stage === 'ocean' && line.basis === 'wm' && line.currency === entry.currency) perWm += line.unitPrice;
  return { amount: perWm, currency: entry.currency };
}

/**
 * One stage's amount as a quote line shows it (`stageAmount` of the full quote): null without lines,
 * the sum when the lines share one currency, else their total in US dollars. Built a line at a time.
 */
class StageSum {
  private lines = 0;
  private currency: Currency | null = null;
  private sum = 0;
  private mixed = false;
  readonly usd: UsdTotal;

  constructor(rates: UsdRates) {
    this.usd = new UsdTotal(rates);
  }

  add(amount: number, currency: Currency): void {
    this.lines++;
    if (this.currency === null) this.currency = currency;
    else if (this.currency !== currency) this.mixed = true;
    this.sum += amount;
    this.usd.add(amount, currency);
  }

  /** The amount, or undefined when a sum left the safe integers. */
  value(): Money | null | undefined {
    if (this.lines === 0 || this.currency === null) return null;
    if (this.mixed) return this.usd.value();
    return Number.isSafeInteger(this.sum) ? { amount: this.sum, currency: this.currency } : undefined;
  }
}

/** What every service of one lane shares when priced: the ports' tariff lines and the index's USD rates. */
export type LaneTariff = { origin: readonly TariffLine[]; destination: readonly TariffLine[]; rates: UsdRates };

/** The lane tariff of a service's lane (a search looks it up once for all the lane's services). */
export function laneTariff(index: RatesIndex, kind: ServiceKind, pol: string, pod: string): LaneTariff {
  return {
    origin: portLines(index, 'origin', kind, pol),
    destination: portLines(index, 'destination', kind, pod),
    rates: derived(index, 'usd-rates', () => usdRatesOf(index.rates)),
  };
}

/**
 * A service's line price for a cargo, or for its minimum when `cargo` is null: the same figures as
 * `quoteService(...).price`, summed line by line without building the quote (a search prices every
 * service of its lane, at a million rate lines dozens of them). When an amount or a sum leaves the safe
 * integers it is priced by `quoteService`, on BigInt where needed.
 */
export function linePrice(
  index: RatesIndex,
  entry: ServiceEntry,
  cargo: CargoMeasure | null,
  lane: LaneTariff = laneTariff(index, entry.kind, entry.pol, entry.pod),
): LinePrice {
  const measured = cargo ?? minimumCargo(entry);
  const ctx = chargeContext(chargeableWm(measured, entry.rule));
  const stages: Record<ChargeStage, StageSum> = {
    origin: new StageSum(lane.rates),
    ocean: new StageSum(lane.rates),
    destination: new StageSum(lane.rates),
  };
  const total = new UsdTotal(lane.rates);
  const add = (line: Charge) => {
    const amount = chargeAmount(line, ctx);
    stages[line.stage].add(amount, line.currency);
    total.add(amount, line.currency);
  };
  for (const line of lane.origin) add(line);
  for (const line of serviceLinesOf(entry)) add(line);
  for (const line of lane.destination) add(line);

  const priced = entry.oceanRate !== null;
  const originAmount = stages.origin.value();
  const oceanAmount = priced ? stages.ocean.value() : null;
  const destinationTotalUsd = stages.destination.usd.value();
  const totalUsd = priced ? total.value() : null;
  if (
    originAmount === undefined ||
    oceanAmount === undefined ||
    destinationTotalUsd === undefined ||
    totalUsd === undefined
  )
    return quoteService(index, entry, measured).price;
  return {
    priced,
    oceanPerWm: oceanPerWmOf(entry),
    oceanAmount,
    originAmount,
    destinationTotalUsd,
    totalUsd,
    sortPrice: totalUsd ? totalUsd.amount : Number.POSITIVE_INFINITY,
  };
}

/** Prices every line of a service for a cargo with the domain's `priceQuote` (never memoised). */
export function quoteService(index: RatesIndex, entry: ServiceEntry, cargo: CargoMeasure): ServiceQuote {
  const charges = serviceCharges(index, entry);
  const quote = priceQuote(charges, cargo, entry.rule);
  const priced = entry.oceanRate !== null;
  const destination = quote.lines
    .filter((l) => l.stage === 'destination')
    .map((l) => ({ amount: l.amount, currency: l.currency }));
  const totalUsd = priced
    ? totalInUsd(
        quote.lines.map((l) => ({ amount: l.amount, currency: l.currency })),
        index.rates,
      )
    : null;
  return {
    price: {
      priced,
      oceanPerWm: oceanPerWmOf(entry),
      oceanAmount: priced ? stageAmount(quote.lines, 'ocean', index) : null,
      originAmount: stageAmount(quote.lines, 'origin', index),
      destinationTotalUsd: totalInUsd(destination, index.rates),
      totalUsd,
      sortPrice: totalUsd ? totalUsd.amount : Number.POSITIVE_INFINITY,
    },
    quote,
    charges,
  };
}

/** A tariff line as shown before pricing. */
export function chargeView(line: TariffLine): ChargeView {
  return {
    code: line.code,
    name: feeName(line.code),
    stage: line.stage,
    basis: line.basis,
    unitPrice: { amount: line.unitPrice, currency: line.currency },
    minAmount: { amount: line.minAmount, currency: line.currency },
    remark: line.remark,
  };
}

function destinationViews(index: RatesIndex, entry: ServiceEntry): ChargeView[] {
  const own = entry.serviceLines.filter((l) => l.stage === 'destination');
  const shared = derived(index, `destination-views|${entry.kind}|${entry.pod}`, () =>
    portLines(index, 'destination', entry.kind, entry.pod).map(chargeView),
  );
  return own.length === 0 ? shared : [...shared, ...own.map(chargeView)];
}

const portRefs = new WeakMap<Catalog, Map<string, PortRef>>();

/** A port as a quote line shows it (code and names only), one shared object per port. */
export function portRefOf(catalog: Catalog, code: string): PortRef {
  let refs = portRefs.get(catalog);
  if (!refs) {
    refs = new Map();
    portRefs.set(catalog, refs);
  }
  let ref = refs.get(code);
  if (!ref) {
    const port = catalog.ports.get(code);
    ref = { code, name: port ? port.name : { 'zh-CN': code, 'zh-TW': code, en: code } };
    refs.set(code, ref);
  }
  return ref;
}

/** A carrier as a quote line shows it; a code missing from the catalog shows as itself. */
export function carrierOf(catalog: Catalog, code: string): Carrier {
  return catalog.carriers.get(code) ?? { code, name: { 'zh-CN': code, 'zh-TW': code, en: code }, shortName: code };
}

/** The quote line of one sailing of a service. */
export function buildLine(
  catalog: Catalog,
  index: RatesIndex,
  entry: ServiceEntry,
  sailing: Sailing,
  price: LinePrice,
  favourite: boolean,
): QuoteLine {
  const sailingDate = dayToIso(sailing.day);
  return {
    id: lineId(entry.id, sailingDate),
    serviceId: entry.id,
    kind: entry.kind,
    pol: portRefOf(catalog, entry.pol),
    pod: portRefOf(catalog, entry.pod),
    via: entry.via ? portRefOf(catalog, entry.via) : null,
    carrier: carrierOf(catalog, entry.carrier),
    direct: entry.via === null,
    sailingDate,
    cutoffDate: dayToIso(sailing.cutoffDay),
    cargoCutDate: dayToIso(sailing.day - entry.cargoCutDays),
    eta: dayToIso(sailing.etaDay),
    transitDays: entry.transitDays,
    validFrom: entry.validFrom,
    validTo: entry.validTo,
    weekdays: entry.weekdays,
    priced: price.priced,
    oceanPerWm: price.oceanPerWm,
    minWm: formatWm(entry.rule.minMicro),
    oceanAmount: price.oceanAmount,
    originAmount: price.originAmount,
    destination: { charges: destinationViews(index, entry), totalUsd: price.destinationTotalUsd },
    totalUsd: price.totalUsd,
    favourite,
  };
}

/**
 * The service and sailing a line id (or a bare service id) names. A bare service id means its next
 * bookable sailing. Unknown, expired, unbookable or malformed → 404 QUOTE_UNAVAILABLE.
 */
export function resolveSailing(
  index: RatesIndex,
  id: string,
  today: number,
): { entry: ServiceEntry; sailing: Sailing } {
  const { serviceId, sailingDate } = parseLineId(id.trim());
  const entry = index.services.get(serviceId);
  if (!entry || (id.includes(':') && !sailingDate)) throw new AppError('QUOTE_UNAVAILABLE');
  const sailing = sailingDate
    ? dayToIso(isoToDay(sailingDate)) === sailingDate
      ? sailingOn(entry, isoToDay(sailingDate), today)
      : null
    : (nextSailings(entry, today, 1)[0] ?? null);
  if (!sailing) throw new AppError('QUOTE_UNAVAILABLE');
  return { entry, sailing };
}

/** Whether a service is published and still valid (favourites refuse anything else). */
export async function serviceExists(db: Db, serviceId: string): Promise<boolean> {
  const index = await getRatesIndex(db);
  return index.services.has(serviceId);
}

/**
 * The next sailings of services, each priced for its minimum; null for a service that no longer
 * sails. Used by the favourites list.
 */
export async function nextSailingLines(db: Db, serviceIds: readonly string[]): Promise<Map<string, QuoteLine | null>> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  const today = todayDay();
  const lines = new Map<string, QuoteLine | null>();
  for (const serviceId of serviceIds) {
    const entry = index.services.get(serviceId);
    const sailing = entry ? nextSailings(entry, today, 1)[0] : undefined;
    lines.set(
      serviceId,
      entry && sailing ? buildLine(catalog, index, entry, sailing, linePrice(index, entry, null), true) : null,
    );
  }
  return lines;
}
