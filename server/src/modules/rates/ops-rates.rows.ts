import { type Currency, isCurrency } from '@seabook/domain/money';
import {
  type CurrencyRateList,
  type FclRateList,
  type FclRateListQuerySchema,
  type FclRateRow,
  type LclRateList,
  type LclRateListQuerySchema,
  type LclRateRow,
  type RateState,
  type RateSurcharge,
  rateState,
} from '@seabook/domain/ops-rates';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { today } from './clock.ts';
import { currencyRates, fclRates, lclServices, rateCharges } from './rates.tables.ts';

/**
 * The rates desk's reading side (issue 6): the operator's lists of LCL services, FCL rates and
 * exchange rates, each rate with its state on the China day, and what an audit row keeps of a rate.
 * The writes are in ops-rates.service.ts.
 */

export type LclServiceRow = typeof lclServices.$inferSelect;
export type FclRateDbRow = typeof fclRates.$inferSelect;

function currencyOf(value: string): Currency {
  if (!isCurrency(value)) throw new Error(`unknown currency in rates: ${value}`);
  return value;
}

/** The SQL of a state filter on a table with published, valid_from and valid_to, on the China day. */
function stateFilter(
  table: typeof lclServices | typeof fclRates,
  state: RateState | undefined,
  day: string,
): SQL | undefined {
  switch (state) {
    case 'withdrawn':
      return eq(table.published, false);
    case 'expired':
      return and(eq(table.published, true), lt(table.validTo, day));
    case 'upcoming':
      return and(eq(table.published, true), gt(table.validFrom, day));
    case 'active':
      return and(eq(table.published, true), lte(table.validFrom, day), sql`${table.validTo} >= ${day}`);
    default:
      return undefined;
  }
}

/** What an audit row keeps of an LCL service. */
export function lclAudited(row: LclServiceRow) {
  return {
    kind: row.kind,
    pol: row.pol,
    pod: row.pod,
    via: row.via,
    carrier: row.carrier,
    weekdays: row.weekdays,
    cutoffDays: row.cutoffDays,
    cargoCutDays: row.cargoCutDays,
    transitDays: row.transitDays,
    validFrom: row.validFrom,
    validTo: row.validTo,
    currency: row.currency,
    oceanRate: row.oceanRate,
    published: row.published,
  };
}

/** What an audit row keeps of an FCL rate. */
export function fclAudited(row: FclRateDbRow) {
  return {
    pol: row.pol,
    pod: row.pod,
    via: row.via,
    carrier: row.carrier,
    containerType: row.containerType,
    weekdays: row.weekdays,
    cutoffDays: row.cutoffDays,
    transitDays: row.transitDays,
    validFrom: row.validFrom,
    validTo: row.validTo,
    currency: row.currency,
    price: row.price,
    published: row.published,
  };
}

/** How an audit row names a rate: its lane and carrier (and box for FCL), what people search by. */
export function laneLabel(
  row: { pol: string; pod: string; via: string | null; carrier: string },
  extra?: string,
): string {
  const lane = row.via ? `${row.pol}→${row.via}→${row.pod}` : `${row.pol}→${row.pod}`;
  return [lane, row.carrier, extra].filter(Boolean).join(' ');
}

function commonView(row: LclServiceRow | FclRateDbRow, day: string) {
  return {
    id: String(row.id),
    pol: row.pol,
    pod: row.pod,
    via: row.via,
    carrier: row.carrier,
    weekdays: [...row.weekdays].sort((a, b) => a - b),
    cutoffDays: row.cutoffDays,
    transitDays: row.transitDays,
    validFrom: row.validFrom,
    validTo: row.validTo,
    currency: currencyOf(row.currency),
    published: row.published,
    state: rateState(row, day),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function lclView(row: LclServiceRow, surcharges: RateSurcharge[], day: string): LclRateRow {
  return {
    ...commonView(row, day),
    kind: row.kind,
    cargoCutDays: row.cargoCutDays,
    oceanRate: row.oceanRate,
    surcharges,
  };
}

export function fclView(row: FclRateDbRow, day: string): FclRateRow {
  return { ...commonView(row, day), containerType: row.containerType, price: row.price };
}

/** The service lines (BAF, hub fee…) of some services, by service id. */
export async function surchargesOf(db: Db | Tx, ids: number[]): Promise<Map<number, RateSurcharge[]>> {
  const byService = new Map<number, RateSurcharge[]>();
  if (ids.length === 0) return byService;
  const rows = await db
    .select()
    .from(rateCharges)
    .where(and(eq(rateCharges.scope, 'service'), inArray(rateCharges.serviceId, ids)))
    .orderBy(asc(rateCharges.serviceId), asc(rateCharges.sort), asc(rateCharges.id));
  for (const row of rows) {
    const currency = currencyOf(row.currency);
    const line: RateSurcharge = {
      code: row.code,
      stage: row.stage,
      basis: row.basis,
      unitPrice: { amount: row.unitPrice, currency },
      minAmount: { amount: row.minAmount, currency },
    };
    const list = byService.get(row.serviceId ?? 0) ?? [];
    list.push(line);
    byService.set(row.serviceId ?? 0, list);
  }
  return byService;
}

/** GET /v2/ops/rate/lcl/list: newest first, by kind, ports, carrier and state. */
export async function listLclRates(db: Db, query: z.output<typeof LclRateListQuerySchema>): Promise<LclRateList> {
  const day = today();
  const filter = and(
    query.kind ? eq(lclServices.kind, query.kind) : undefined,
    query.pol ? eq(lclServices.pol, query.pol) : undefined,
    query.pod ? eq(lclServices.pod, query.pod) : undefined,
    query.carrier ? eq(lclServices.carrier, query.carrier) : undefined,
    stateFilter(lclServices, query.state, day),
  );
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(lclServices).where(filter),
    db
      .select()
      .from(lclServices)
      .where(filter)
      .orderBy(desc(lclServices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const surcharges = await surchargesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => lclView(row, surcharges.get(row.id) ?? [], day)),
    total: counted?.total ?? 0,
  };
}

/** GET /v2/ops/rate/fcl/list: newest first, by ports, carrier, container type and state. */
export async function listFclRates(db: Db, query: z.output<typeof FclRateListQuerySchema>): Promise<FclRateList> {
  const day = today();
  const filter = and(
    query.pol ? eq(fclRates.pol, query.pol) : undefined,
    query.pod ? eq(fclRates.pod, query.pod) : undefined,
    query.carrier ? eq(fclRates.carrier, query.carrier) : undefined,
    query.containerType ? eq(fclRates.containerType, query.containerType) : undefined,
    stateFilter(fclRates, query.state, day),
  );
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(fclRates).where(filter),
    db
      .select()
      .from(fclRates)
      .where(filter)
      .orderBy(desc(fclRates.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: rows.map((row) => fclView(row, day)), total: counted?.total ?? 0 };
}

/** GET /v2/ops/rate/currency/list: every stored exchange rate, by currency. */
export async function listCurrencyRates(db: Db): Promise<CurrencyRateList> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
  return {
    items: rows
      .filter((row) => isCurrency(row.currency))
      .map((row) => ({ currency: currencyOf(row.currency), usdPerUnit: row.usdPerUnit, asOf: row.asOf })),
  };
}
