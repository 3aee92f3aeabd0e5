import { createHash } from 'node:crypto';
import { addDays, isIsoDate, type OrderDraft, orderDraftSchemaOn, selectedServices } from '@seabook/domain/booking';
import { type BookingFeeLine, type OrderPrice, type ServiceTariffs, selectionsOf } from '@seabook/domain/booking-price';
import type { BookingMode } from '@seabook/domain/booking-rules';
import { type ErrorKey, isErrorKey } from '@seabook/domain/errors';
import { inquiryIdOfLine } from '@seabook/domain/inquiries';
import type { Currency } from '@seabook/domain/money';
import { type BookingFreight, type BookingTariffs, priceBooking } from '@seabook/domain/price-booking';
import { isFeeCode, parseLineId } from '@seabook/domain/rates';
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
  pickupZoneTariff,
  portLines,
  type RatesIndex,
  resolveSailing,
  type Sailing,
  type Schedulable,
  type ServiceEntry,
  sailingOn,
  serviceCharges,
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
  /** Null when an inquiry's quote names no sailing (decision 031): the order has none until one is recorded. */
  sailingDate: string | null;
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

/** What the order records of its line: an inquiry's sailing is the quote's, or none (decision 031). */
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
    sailingDate: inquiry.quote.sailingDate ?? null,
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

/**
 * The inputs of an order's price besides the draft (decision 031): what the line books, the service
 * tariffs of its ports (only the scopes the draft's services use), the draft's pickup city as the tables
 * know it, and the day's exchange rates. The web's live summary prices with the same inputs
 * (`/v2/oe_order/price_inputs`, which loads every scope).
 */
export async function bookingTariffs(
  db: Db,
  index: RatesIndex,
  found: Bookable,
  want: { pickupCity: string | null; origin: boolean; destination: boolean },
): Promise<BookingTariffs> {
  const place = bookedLine(found);
  const [origin, destination, pickup] = await Promise.all([
    want.origin ? portServiceTariffs(db, 'origin', place.pol) : {},
    want.destination ? portServiceTariffs(db, 'destination', place.pod) : {},
    want.pickupCity === null ? null : pickupOf(db, found, place.pol, want.pickupCity),
  ]);
  return { freight: freightOf(index, found), origin, destination, pickup, rates: index.rates };
}

/** What the line books, as the price takes it: an LCL service's tariff lines, an FCL line's boxes, a quote. */
function freightOf(index: RatesIndex, found: Bookable): BookingFreight {
  switch (found.kind) {
    case 'lcl':
      return {
        kind: 'lcl',
        priced: found.entry.oceanRate !== null,
        charges: serviceCharges(index, found.entry),
        rule: found.entry.rule,
      };
    case 'fcl':
      return {
        kind: 'fcl',
        containers: found.entry.containers,
        origin: [...portLines(index, 'fcl_origin', 'export', found.entry.pol)],
      };
    case 'inquiry':
      return { kind: 'inquiry', charges: found.inquiry.quote.charges, covers: found.inquiry.services };
  }
}

/** The pickup city as the tables know it: LCL, its zone tariff to the port; FCL, a city of the catalogue. */
async function pickupOf(db: Db, found: Bookable, pol: string, cityCode: string): Promise<BookingTariffs['pickup']> {
  if (modeOf(found) === 'fcl') return { cityCode, served: (await getCatalog(db)).cities.has(cityCode), zone: null };
  const tariff = await pickupZoneTariff(db, cityCode, pol);
  return {
    cityCode,
    served: tariff !== null,
    zone: tariff && { basePrice: tariff.basePrice, perWm: tariff.perWm, minAmount: tariff.minAmount },
  };
}

/** The scopes of service tariffs a draft's services need. */
function tariffScopes(draft: OrderDraft): { pickupCity: string | null; origin: boolean; destination: boolean } {
  return {
    pickupCity: draft.pickup?.cityCode ?? null,
    origin: Boolean(draft.customs || draft.insurance || draft.warehouse || (draft.mode === 'fcl' && draft.pickup)),
    destination: Boolean(draft.destinationClearance || draft.destinationDelivery),
  };
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
  const priced = priceBooking(await bookingTariffs(db, index, found, tariffScopes(draft)), draft);
  if (!priced.ok) throw new AppError(priced.key, priced.field ? { fields: { [priced.field]: priced.key } } : undefined);
  const { fees, totals, totalUsd } = priced;
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
