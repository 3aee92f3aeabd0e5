// Over 400 lines on purpose: the price of an order is one computation (decisions 017, 019) that the
// preview and the submission both run: what the line books (an LCL or FCL sailing, an inquiry's quote),
// its freight lines and the services' lines meet in `priceDraft` and read best together.
import { createHash } from 'node:crypto';
import {
  addDays,
  isIsoDate,
  type OrderDraft,
  orderDraftSchemaOn,
  selectedServices,
  totalContainers,
} from '@seabook/domain/booking';
import {
  type BookingFeeLine,
  bookingTotals,
  customsFeeLines,
  insuranceFeeLine,
  type OrderPrice,
  type ServiceTariff,
  type ServiceTariffs,
  selectionsOf,
  unitFeeLine,
  warehouseFeeLines,
  wmFeeLine,
} from '@seabook/domain/booking-price';
import type { BookingMode } from '@seabook/domain/booking-rules';
import { type ErrorKey, isErrorKey } from '@seabook/domain/errors';
import {
  type ContainerCount,
  type InquiryQuoteCharge,
  inquiryIdOfLine,
  priceInquiryQuote,
} from '@seabook/domain/inquiries';
import type { Currency } from '@seabook/domain/money';
import { type CargoMeasure, type ChargeStage, chargeableWm, priceCharge } from '@seabook/domain/pricing';
import { type FeeCode, isFeeCode, parseLineId } from '@seabook/domain/rates';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { orderableInquiry } from '../inquiries/inquiries.service.ts';
import {
  dayToIso,
  derived,
  type FclEntry,
  isoToDay,
  portLines,
  pricePickup,
  quoteService,
  type RatesIndex,
  resolveSailing,
  type Sailing,
  type Schedulable,
  type ServiceEntry,
  sailingOn,
  toFeeLine,
} from '../rates/rates.service.ts';
import { serviceTariffs } from './orders.tables.ts';

/**
 * The price of an order (decisions 017, 019): the freight lines of what the order books for the draft's
 * cargo (an LCL quote line, an FCL line's containers with the port's FCL charges, or an inquiry's
 * accepted quote), then one line per selected service from the service tariffs and the pickup tariffs,
 * totals per currency and in US dollars, and a price token the submission is checked against.
 */

/** How long a price token is taken after the preview. */
export const PRICE_TOKEN_TTL_MS = 30 * 60_000;

type OrderableInquiry = Awaited<ReturnType<typeof orderableInquiry>>;

/** What a line names: a sailing of an LCL service or of an FCL rate, or an inquiry's accepted quote. */
export type Bookable =
  | { kind: 'lcl'; entry: ServiceEntry; sailing: Sailing }
  | { kind: 'fcl'; entry: FclEntry; sailing: Sailing }
  | { kind: 'inquiry'; inquiry: OrderableInquiry };

/** What an order records of the line it books (decision 019 for an inquiry's quote). */
export type BookedLine = {
  serviceId: string | null;
  inquiryId: string | null;
  carrier: string | null;
  sailingDate: string;
  pol: string;
  pod: string;
};

/** An FCL entry of the index by its id (the search finds them by lane). */
function fclEntry(index: RatesIndex, id: string): FclEntry | undefined {
  const byId = derived(index, 'fcl-entries-by-id', () => {
    const entries = new Map<string, FclEntry>();
    for (const lane of index.fclLanes.values()) for (const entry of lane) entries.set(entry.id, entry);
    return entries;
  });
  return byId.get(id);
}

/**
 * Why a line cannot be booked: QUOTE_EXPIRED (410) when the sailing date or its documents cut-off has
 * passed, QUOTE_UNAVAILABLE (404) for anything else (unknown, not sailing that day, outside the
 * validity, malformed). A past sailing of a rate gone from the index is expired too.
 */
function unbookable(entry: Schedulable | undefined, sailingDate: string | null, today: number): AppError {
  if (!sailingDate || !isIsoDate(sailingDate)) return new AppError('QUOTE_UNAVAILABLE');
  const day = isoToDay(sailingDate);
  const cutoffPassed = entry ? day - entry.cutoffDays < today && day >= entry.validFromDay : day < today;
  return new AppError(cutoffPassed ? 'QUOTE_EXPIRED' : 'QUOTE_UNAVAILABLE');
}

/** The sailing an LCL or FCL line id names, or why it cannot be booked (`unbookable`). */
function bookable(index: RatesIndex, lineId: string, today: number): Bookable | AppError {
  const id = lineId.trim();
  const { serviceId, sailingDate } = parseLineId(id);
  const fcl = fclEntry(index, serviceId);
  if (fcl) {
    const sailing = sailingDate && isIsoDate(sailingDate) ? sailingOn(fcl, isoToDay(sailingDate), today) : null;
    if (sailing) return { kind: 'fcl', entry: fcl, sailing };
  } else {
    try {
      return { kind: 'lcl', ...resolveSailing(index, id, today) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return unbookable(index.services.get(serviceId) ?? fcl, sailingDate, today);
}

/**
 * What a line names, or why it cannot be booked: `inquiry:<id>` is the caller's inquiry with an
 * accepted, valid quote (404, 409 QUOTE_NOT_ACCEPTED, 410 QUOTE_EXPIRED, 409 INQUIRY_ACTION_NOT_ALLOWED
 * otherwise); anything else a quote line (`bookable`). The refusal is returned, not thrown, so the
 * draft and its files are checked first.
 */
export async function resolveLine(
  db: Db,
  actor: AccountActor,
  index: RatesIndex,
  line: string,
  today: number,
): Promise<Bookable | AppError> {
  const inquiryId = inquiryIdOfLine(line.trim());
  if (inquiryId === null) return bookable(index, line, today);
  try {
    return { kind: 'inquiry', inquiry: await orderableInquiry(db, actor, inquiryId) };
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * The last day a pickup may be booked for: the cargo cut date of an LCL sailing, the cut-off of an FCL
 * sailing (the laden box must be at the terminal), the day before an inquiry quote's sailing date, and
 * no limit but the 30 days for a quote that names no sailing (decision 019).
 */
function lastPickupDate(found: Bookable): string | undefined {
  switch (found.kind) {
    case 'lcl':
      return dayToIso(found.sailing.day - found.entry.cargoCutDays);
    case 'fcl':
      return dayToIso(found.sailing.cutoffDay);
    case 'inquiry': {
      const sailingDate = found.inquiry.quote.sailingDate;
      return sailingDate ? addDays(sailingDate, -1) : undefined;
    }
  }
}

/** The draft checked with the calendar: 422 naming every field (as `draft.<path>`) on bad input. */
export function parseDraft(raw: unknown, found: Bookable | AppError, today: number): OrderDraft {
  const lastDate = found instanceof AppError ? undefined : lastPickupDate(found);
  const parsed = orderDraftSchemaOn({ today: dayToIso(today), lastPickupDate: lastDate }).safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, ErrorKey> = {};
  let first: ErrorKey | undefined;
  for (const issue of parsed.error.issues) {
    const key: ErrorKey = isErrorKey(issue.message) ? issue.message : 'VALIDATION';
    first ??= key;
    fields[['draft', ...issue.path.map(String)].join('.')] ??= key;
  }
  throw new AppError(first ?? 'VALIDATION', { fields });
}

function modeOf(found: Bookable): BookingMode {
  return found.kind === 'inquiry' ? found.inquiry.mode : found.kind;
}

/**
 * The draft must book the line it is sent with: its mode is the line's (LCL line, FCL line, the
 * inquiry's mode) and its source names the line (`quote` with the line id, `inquiry` with the id).
 */
export function checkDraftLine(line: string, found: Bookable | AppError, draft: OrderDraft): void {
  if (!(found instanceof AppError) && draft.mode !== modeOf(found))
    throw new AppError('VALIDATION', { fields: { 'draft.mode': 'VALIDATION' } });
  const id = line.trim();
  const inquiryId = inquiryIdOfLine(id);
  const named =
    inquiryId === null
      ? draft.source.from === 'quote' && draft.source.lineId === id
      : draft.source.from === 'inquiry' && draft.source.inquiryId === inquiryId;
  if (!named) throw new AppError('VALIDATION', { fields: { 'draft.source': 'VALIDATION' } });
}

/** What the order records of its line: an inquiry's sailing is the quote's, the wanted one, or the validity. */
function bookedLine(found: Bookable): BookedLine {
  if (found.kind !== 'inquiry')
    return {
      serviceId: found.entry.id,
      inquiryId: null,
      carrier: found.entry.carrier,
      sailingDate: dayToIso(found.sailing.day),
      pol: found.entry.pol,
      pod: found.entry.pod,
    };
  const { inquiry } = found;
  return {
    serviceId: null,
    inquiryId: inquiry.id,
    carrier: inquiry.quote.carrier || null,
    sailingDate: inquiry.quote.sailingDate ?? inquiry.sailingDate ?? inquiry.quote.validTo,
    pol: inquiry.pol,
    pod: inquiry.pod,
  };
}

/** The service tariffs of a port, its own rows over the scope's defaults (port `*`). */
export async function portServiceTariffs(
  db: DbOrTx,
  scope: 'origin' | 'destination',
  port: string,
): Promise<ServiceTariffs> {
  const rows = await db
    .select()
    .from(serviceTariffs)
    .where(and(eq(serviceTariffs.scope, scope), inArray(serviceTariffs.port, [port, '*'])));
  const tariffs: ServiceTariffs = {};
  for (const row of rows.sort((a, b) => (a.port === '*' ? -1 : 0) - (b.port === '*' ? -1 : 0))) {
    if (!isFeeCode(row.code)) continue;
    tariffs[row.code] = {
      code: row.code,
      currency: row.currency as Currency,
      unitPrice: row.unitPrice,
      minAmount: row.minAmount,
      rateBp: row.rateBp,
    };
  }
  return tariffs;
}

function tariffOf(tariffs: ServiceTariffs, code: FeeCode, field: string): ServiceTariff {
  const tariff = tariffs[code];
  if (!tariff) throw new AppError('SERVICE_NOT_OFFERED', { fields: { [field]: 'SERVICE_NOT_OFFERED' } });
  return tariff;
}

const STAGE_ORDER: Record<ChargeStage, number> = { origin: 0, ocean: 1, destination: 2 };

function containerTypeNotOffered(row: number): AppError {
  const field = `draft.containers.${row}.type`;
  return new AppError('CONTAINER_TYPE_NOT_OFFERED', { fields: { [field]: 'CONTAINER_TYPE_NOT_OFFERED' } });
}

/**
 * FCL freight (decision 019): the line's ocean price of each container type × its boxes, priced like a
 * quote's typed container charge, and the port of loading's FCL charges (THC, DOC, seal, VGM…) per
 * container or per B/L. A type the line has no price for is refused on its row.
 */
function fclFreightLines(
  index: RatesIndex,
  entry: FclEntry,
  cargo: CargoMeasure,
  containers: readonly ContainerCount[],
): BookingFeeLine[] {
  const ocean = containers.map((row, i): InquiryQuoteCharge => {
    const price = entry.containers.find((offered) => offered.type === row.type)?.price;
    if (!price) throw containerTypeNotOffered(i);
    const { amount: unitPrice, currency } = price;
    return {
      code: 'sea_price',
      stage: 'ocean',
      basis: 'container',
      containerType: row.type,
      currency,
      unitPrice,
      minAmount: 0,
    };
  });
  const chargeable = chargeableWm(cargo);
  const counts = {
    chargeableMicro: chargeable.chargeableMicro,
    oceanBilledMicro: chargeable.billedMicro,
    billsOfLading: 1,
    containers: totalContainers(containers),
  };
  const origin = portLines(index, 'fcl_origin', 'export', entry.pol).map(
    (charge): BookingFeeLine => ({ ...toFeeLine(priceCharge(charge, counts), charge.remark), service: null }),
  );
  return [...origin, ...priceInquiryQuote(ocean, cargo, containers)];
}

/**
 * Every box of an FCL order on an inquiry's quote needs a price: when the quote prices container types,
 * each booked type must be among them (a quote of untyped container charges prices every box alike).
 */
function checkQuotedContainers(charges: readonly InquiryQuoteCharge[], containers: readonly ContainerCount[]): void {
  const typed = new Set(charges.flatMap((charge) => (charge.containerType ? [charge.containerType] : [])));
  if (typed.size === 0) return;
  const missing = containers.findIndex((row) => !typed.has(row.type));
  if (missing >= 0) throw containerTypeNotOffered(missing);
}

/** The freight lines of the booked line for the draft's cargo, and the chargeable W/M the services count. */
function freightLines(
  index: RatesIndex,
  found: Bookable,
  draft: OrderDraft,
): { lines: BookingFeeLine[]; chargeableMicro: number } {
  const cargo = measureOf(draft);
  const containers = draft.mode === 'fcl' ? draft.containers : [];
  if (found.kind === 'lcl') {
    if (found.entry.oceanRate === null) throw new AppError('NO_FREIGHT');
    const { quote, charges } = quoteService(index, found.entry, cargo);
    const lines = quote.lines.map((priced, i) => ({
      ...toFeeLine(priced, charges[i]?.remark ?? null),
      service: null,
    }));
    return { lines, chargeableMicro: quote.chargeable.chargeableMicro };
  }
  const { chargeableMicro } = chargeableWm(cargo);
  if (found.kind === 'fcl') return { lines: fclFreightLines(index, found.entry, cargo, containers), chargeableMicro };
  const { charges } = found.inquiry.quote;
  checkQuotedContainers(charges, containers);
  return { lines: priceInquiryQuote(charges, cargo, containers), chargeableMicro };
}

/**
 * The pickup: for LCL the door pickup of the quote pages (zone tariffs from the city to the port of
 * loading); for FCL door trucking, `trailer_price` per container from the port's origin tariffs
 * (decision 019), for a city of the catalogue.
 */
async function pickupFeeLines(
  db: Db,
  origin: ServiceTariffs,
  pol: string,
  draft: OrderDraft,
): Promise<BookingFeeLine[]> {
  if (!draft.pickup) return [];
  const cityUnknown = () => new AppError('CITY_UNKNOWN', { fields: { 'draft.pickup.cityCode': 'CITY_UNKNOWN' } });
  if (draft.mode === 'fcl') {
    if (!(await getCatalog(db)).cities.has(draft.pickup.cityCode)) throw cityUnknown();
    const tariff = tariffOf(origin, 'trailer_price', 'draft.pickup');
    const line = unitFeeLine(tariff, 'pickup', 'container', totalContainers(draft.containers));
    return line ? [line] : [];
  }
  try {
    const pickup = await pricePickup(db, { city: draft.pickup.cityCode, pol, cargo: measureOf(draft) });
    return pickup.fees.map((fee) => ({ ...fee, service: 'pickup' as const }));
  } catch (error) {
    if (error instanceof AppError && (error.key === 'CITY_UNKNOWN' || error.key === 'PORT_UNKNOWN'))
      throw cityUnknown();
    throw error;
  }
}

/** The fee lines of the selected services at the order's ports, in form order. */
async function serviceFeeLines(
  db: Db,
  index: RatesIndex,
  place: { pol: string; pod: string },
  draft: OrderDraft,
  chargeableMicro: number,
): Promise<BookingFeeLine[]> {
  const needsOrigin = draft.customs || draft.insurance || draft.warehouse || (draft.mode === 'fcl' && draft.pickup);
  const needsDestination = draft.destinationClearance || draft.destinationDelivery;
  const [origin, destination] = await Promise.all([
    needsOrigin ? portServiceTariffs(db, 'origin', place.pol) : {},
    needsDestination ? portServiceTariffs(db, 'destination', place.pod) : {},
  ]);
  const lines: BookingFeeLine[] = [];
  if (draft.customs) {
    const tariff = tariffOf(origin, 'declare_price', 'draft.customs');
    lines.push(...customsFeeLines(tariff, draft.customs, draft.mode === 'fcl' ? draft.bond : undefined));
  }
  lines.push(...(await pickupFeeLines(db, origin, place.pol, draft)));
  if (draft.insurance && draft.cargo.value) {
    const insurance = insuranceFeeLine({
      tariff: tariffOf(origin, 'insurance_price', 'draft.insurance'),
      cargoValue: draft.cargo.value,
      markupPercent: draft.cargo.insuranceMarkupPercent,
      rates: index.rates,
    });
    if (!insurance) throw new AppError('SERVICE_NOT_OFFERED', { fields: { 'draft.insurance': 'SERVICE_NOT_OFFERED' } });
    lines.push(insurance.line);
  }
  if (draft.destinationClearance) {
    const tariff = tariffOf(destination, 'mdgqg_price', 'draft.destinationClearance');
    const line = unitFeeLine(tariff, 'destinationClearance', 'bl', 1);
    if (line) lines.push(line);
  }
  if (draft.destinationDelivery) {
    const tariff = tariffOf(destination, 'mdgsend_price', 'draft.destinationDelivery');
    lines.push(wmFeeLine(tariff, 'destinationDelivery', chargeableMicro));
  }
  if (draft.warehouse) {
    const warehouse = warehouseFeeLines(origin, draft.warehouse);
    if (!warehouse) throw new AppError('SERVICE_NOT_OFFERED', { fields: { 'draft.warehouse': 'SERVICE_NOT_OFFERED' } });
    lines.push(...warehouse);
  }
  return lines;
}

function measureOf(draft: OrderDraft): CargoMeasure {
  return { weightKg: draft.cargo.weightKg, volumeCbm: draft.cargo.volumeCbm, pieces: draft.cargo.pieces };
}

/** A fingerprint of what was priced: the line and every fee line's code, counts and amounts. */
export function priceFingerprint(line: string, fees: readonly BookingFeeLine[]): string {
  const canonical = JSON.stringify([
    line,
    fees.map((f) => [
      f.code,
      f.stage,
      f.service,
      f.basis,
      f.unitPrice.amount,
      f.unitPrice.currency,
      f.quantity,
      f.amount.amount,
      f.amount.currency,
    ]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** `<validTo ms>.<fingerprint>`: the price the user saw and until when it is taken. */
export function priceTokenOf(
  line: string,
  fees: readonly BookingFeeLine[],
  now: number,
): { token: string; validTo: number } {
  const validTo = now + PRICE_TOKEN_TTL_MS;
  return { token: `${validTo}.${priceFingerprint(line, fees)}`, validTo };
}

/** Whether a token still stands for these fee lines: same fingerprint, not past its time. */
export function priceTokenMatches(token: string, line: string, fees: readonly BookingFeeLine[], now: number): boolean {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  return Number(match[1]) >= now && match[2] === priceFingerprint(line, fees);
}

export type PricedDraft = OrderPrice & { booked: BookedLine; draft: OrderDraft };

/**
 * Prices a checked draft on what its line names: the freight lines (404 NO_FREIGHT for an LCL service
 * without a price, 422 CONTAINER_TYPE_NOT_OFFERED for a box without one) with the service lines in
 * their stages.
 */
export async function priceDraft(
  db: Db,
  index: RatesIndex,
  line: string,
  found: Bookable,
  draft: OrderDraft,
  now: number = Date.now(),
): Promise<PricedDraft> {
  const booked = bookedLine(found);
  const freight = freightLines(index, found, draft);
  const services = await serviceFeeLines(db, index, booked, draft, freight.chargeableMicro);
  const fees = [...freight.lines, ...services].sort((a, b) => STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage]);
  const { totals, totalUsd } = bookingTotals(fees, index.rates);
  const { token, validTo } = priceTokenOf(line, fees, now);
  return {
    line,
    fees,
    totals,
    totalUsd,
    services: selectionsOf(selectedServices(draft), draft.tradeTerm, draft.shipmentTerm),
    priceToken: token,
    validTo: new Date(validTo).toISOString(),
    booked,
    draft,
  };
}
