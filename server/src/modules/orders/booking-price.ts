import { createHash } from 'node:crypto';
import { type OrderDraft, orderDraftSchemaOn, selectedServices } from '@seabook/domain/booking';
import {
  type BookingFeeLine,
  bookingTotals,
  insuranceFeeLine,
  type OrderPrice,
  type ServiceTariff,
  type ServiceTariffs,
  selectionsOf,
  unitFeeLine,
  warehouseFeeLines,
  wmFeeLine,
} from '@seabook/domain/booking-price';
import { type ErrorKey, isErrorKey } from '@seabook/domain/errors';
import type { Currency } from '@seabook/domain/money';
import type { CargoMeasure, ChargeStage } from '@seabook/domain/pricing';
import { type FeeCode, isFeeCode, parseLineId } from '@seabook/domain/rates';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { dayToIso, isoToDay } from '../rates/clock.ts';
import type { RatesIndex, ServiceEntry } from '../rates/index-model.ts';
import { pricePickup } from '../rates/pickup-price.ts';
import { toFeeLine } from '../rates/quote-detail.ts';
import { quoteService, resolveSailing } from '../rates/quote-lines.ts';
import type { Sailing } from '../rates/sailings.ts';
import { serviceTariffs } from './orders.tables.ts';

/**
 * The price of an order (decision 017): the quote line's fee lines for the draft's cargo, then one line
 * per selected service from the service tariffs and the pickup tariffs, totals per currency and in US
 * dollars, and a price token the submission is checked against.
 */

/** How long a price token is taken after the preview. */
export const PRICE_TOKEN_TTL_MS = 30 * 60_000;

export type Bookable = { entry: ServiceEntry; sailing: Sailing };

/**
 * The sailing a line id names, or why it cannot be booked: QUOTE_EXPIRED (410) when the sailing date or
 * its documents cut-off has passed, QUOTE_UNAVAILABLE (404) for anything else (unknown, not sailing
 * that day, outside the validity, malformed).
 */
export function bookable(index: RatesIndex, lineId: string, today: number): Bookable | AppError {
  try {
    return resolveSailing(index, lineId, today);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { serviceId, sailingDate } = parseLineId(lineId.trim());
    if (!sailingDate || dayToIso(isoToDay(sailingDate)) !== sailingDate) return error;
    const entry = index.services.get(serviceId);
    const day = isoToDay(sailingDate);
    const cutoffPassed = entry ? day - entry.cutoffDays < today && day >= entry.validFromDay : day < today;
    return cutoffPassed ? new AppError('QUOTE_EXPIRED') : error;
  }
}

/** The draft checked with the calendar: 422 naming every field (as `draft.<path>`) on bad input. */
export function parseDraft(raw: unknown, found: Bookable | AppError, today: number): OrderDraft {
  const lastPickupDate = found instanceof AppError ? undefined : dayToIso(found.sailing.day - found.entry.cargoCutDays);
  const parsed = orderDraftSchemaOn({ today: dayToIso(today), lastPickupDate }).safeParse(raw);
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

/** The fee lines of the selected services, in form order. */
async function serviceFeeLines(
  db: Db,
  index: RatesIndex,
  entry: ServiceEntry,
  draft: OrderDraft,
  chargeableMicro: number,
): Promise<BookingFeeLine[]> {
  const needsOrigin = draft.customs || draft.insurance || draft.warehouse;
  const needsDestination = draft.destinationClearance || draft.destinationDelivery;
  const [origin, destination] = await Promise.all([
    needsOrigin ? portServiceTariffs(db, 'origin', entry.pol) : {},
    needsDestination ? portServiceTariffs(db, 'destination', entry.pod) : {},
  ]);
  const lines: BookingFeeLine[] = [];
  const add = (line: BookingFeeLine | null) => {
    if (line) lines.push(line);
  };
  if (draft.customs)
    add(
      unitFeeLine(
        tariffOf(origin, 'declare_price', 'draft.customs'),
        'customs',
        'declaration',
        draft.customs.documentCount,
      ),
    );
  if (draft.pickup) lines.push(...(await pickupFeeLines(db, entry, draft)));
  if (draft.insurance && draft.cargo.value) {
    const insurance = insuranceFeeLine({
      tariff: tariffOf(origin, 'insurance_price', 'draft.insurance'),
      cargoValue: draft.cargo.value,
      markupPercent: draft.cargo.insuranceMarkupPercent,
      rates: index.rates,
    });
    if (!insurance) throw new AppError('SERVICE_NOT_OFFERED', { fields: { 'draft.insurance': 'SERVICE_NOT_OFFERED' } });
    add(insurance.line);
  }
  if (draft.destinationClearance)
    add(
      unitFeeLine(tariffOf(destination, 'mdgqg_price', 'draft.destinationClearance'), 'destinationClearance', 'bl', 1),
    );
  if (draft.destinationDelivery)
    add(
      wmFeeLine(
        tariffOf(destination, 'mdgsend_price', 'draft.destinationDelivery'),
        'destinationDelivery',
        chargeableMicro,
      ),
    );
  if (draft.warehouse) {
    const warehouse = warehouseFeeLines(origin, draft.warehouse);
    if (!warehouse) throw new AppError('SERVICE_NOT_OFFERED', { fields: { 'draft.warehouse': 'SERVICE_NOT_OFFERED' } });
    lines.push(...warehouse);
  }
  return lines;
}

/** Door pickup from the draft's city to the port of loading, with the pickup tariffs of the quotes. */
async function pickupFeeLines(db: Db, entry: ServiceEntry, draft: OrderDraft): Promise<BookingFeeLine[]> {
  if (!draft.pickup) return [];
  try {
    const pickup = await pricePickup(db, { city: draft.pickup.cityCode, pol: entry.pol, cargo: measureOf(draft) });
    return pickup.fees.map((fee) => ({ ...fee, service: 'pickup' as const }));
  } catch (error) {
    if (error instanceof AppError && (error.key === 'CITY_UNKNOWN' || error.key === 'PORT_UNKNOWN'))
      throw new AppError('CITY_UNKNOWN', { fields: { 'draft.pickup.cityCode': 'CITY_UNKNOWN' } });
    throw error;
  }
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

export type PricedDraft = OrderPrice & { entry: ServiceEntry; sailing: Sailing; draft: OrderDraft };

/**
 * Prices a checked draft on a bookable line: 404 NO_FREIGHT for a service without a price; the freight
 * lines (origin, ocean, destination) with the service lines in their stages.
 */
export async function priceDraft(
  db: Db,
  index: RatesIndex,
  line: string,
  found: Bookable,
  draft: OrderDraft,
  now: number = Date.now(),
): Promise<PricedDraft> {
  const { entry, sailing } = found;
  if (entry.oceanRate === null) throw new AppError('NO_FREIGHT');
  const { quote, charges } = quoteService(index, entry, measureOf(draft));
  const freight: BookingFeeLine[] = quote.lines.map((priced, i) => ({
    ...toFeeLine(priced, charges[i]?.remark ?? null),
    service: null,
  }));
  const services = await serviceFeeLines(db, index, entry, draft, quote.chargeable.chargeableMicro);
  const fees = [...freight, ...services].sort((a, b) => STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage]);
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
    entry,
    sailing,
    draft,
  };
}

/** The draft must book the line it is sent with, and LCL (FCL booking is priced elsewhere, decision 017). */
export function checkDraftLine(line: string, draft: OrderDraft): void {
  if (draft.mode !== 'lcl') throw new AppError('VALIDATION', { fields: { 'draft.mode': 'VALIDATION' } });
  if (draft.source.from !== 'quote' || draft.source.lineId !== line.trim())
    throw new AppError('VALIDATION', { fields: { 'draft.source': 'VALIDATION' } });
}
