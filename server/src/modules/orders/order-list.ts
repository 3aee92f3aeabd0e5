import type { Cargo, ContainerCode } from '@seabook/domain/booking';
import { ORDER_STATUS_TAB_KEYS, ORDER_STATUS_TABS, type OrderStatusTab } from '@seabook/domain/order-flow';
import type { OrderList, OrderListFilter, OrderListItem } from '@seabook/domain/orders';
import { type AnyColumn, and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleTo } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { carrierOf, portRefOf } from '../rates/rates.service.ts';
import { orders } from './orders.tables.ts';

/** "My orders" (GET /v2/oe_order/order_list) and the summary fields every view of an order shares. */

type SummaryRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNo'
  | 'mode'
  | 'status'
  | 'pol'
  | 'pod'
  | 'carrier'
  | 'sailingDate'
  | 'loading'
  | 'totals'
  | 'totalUsd'
  | 'createdAt'
>;

/**
 * The order's sailing date (decision 031): the sailing it booked, else the ETD the operator recorded in
 * its loading information, else none yet (an inquiry's quote that named no sailing).
 */
export function sailingDateOf(row: Pick<SummaryRow, 'sailingDate' | 'loading'>): string | null {
  if (row.sailingDate) return row.sailingDate;
  const etd = typeof row.loading === 'object' && row.loading !== null ? (row.loading as { etd?: unknown }).etd : null;
  return typeof etd === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(etd) ? etd : null;
}

/**
 * An order's number, state, route and totals, with port and carrier names from the catalog. A code the
 * catalog no longer knows shows as itself: a stored order always shows.
 */
export function orderSummary(catalog: Catalog, row: SummaryRow) {
  return {
    orderId: row.id,
    orderNo: row.orderNo,
    mode: row.mode,
    status: row.status,
    pol: portRefOf(catalog, row.pol),
    pod: portRefOf(catalog, row.pod),
    carrier: row.carrier ? carrierOf(catalog, row.carrier) : null,
    sailingDate: sailingDateOf(row),
    totals: row.totals,
    totalUsd: row.totalUsd ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Case-blind "contains", without LIKE so `%` and `_` in a keyword are plain characters. */
function contains(column: SQL | AnyColumn, needle: string): SQL {
  return sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;
}

function containersOf(value: unknown): OrderListItem['containers'] {
  if (!Array.isArray(value)) return [];
  return value.map((row: { type: ContainerCode; quantity: number }) => ({ type: row.type, quantity: row.quantity }));
}

/**
 * The keyword filter of the order lists: part of the order number, the customer reference, a port
 * code, the B/L, booking or contract number, case-blind.
 */
export function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const columns = [
    orders.orderNo,
    orders.customerReference,
    orders.pol,
    orders.pod,
    orders.blNo,
    orders.bookingNo,
    orders.contractNo,
  ];
  return or(...columns.map((c) => contains(c, keyword)));
}

/** The columns a list item is made of (with `listItem`). */
export const listColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  mode: orders.mode,
  status: orders.status,
  pol: orders.pol,
  pod: orders.pod,
  carrier: orders.carrier,
  sailingDate: orders.sailingDate,
  loading: orders.loading,
  totals: orders.totals,
  totalUsd: orders.totalUsd,
  createdAt: orders.createdAt,
  cargo: orders.cargo,
  containers: sql<unknown>`${orders.draft}->'containers'`,
  customerReference: orders.customerReference,
  blNo: orders.blNo,
};

type ListRow = SummaryRow & {
  cargo: unknown;
  containers: unknown;
  customerReference: string | null;
  blNo: string | null;
};

export function listItem(catalog: Catalog, row: ListRow): OrderListItem {
  const cargo = row.cargo as Pick<Cargo, 'pieces' | 'weightKg' | 'volumeCbm'>;
  return {
    ...orderSummary(catalog, row),
    customerReference: row.customerReference ?? null,
    blNo: row.blNo ?? null,
    containers: containersOf(row.containers),
    cargo: { pieces: cargo.pieces, weightKg: cargo.weightKg, volumeCbm: cargo.volumeCbm },
  };
}

/** Newest first; the daily number breaks a tie. */
export const newestFirst = [desc(orders.createdAt), desc(orders.orderNo)];

/** How many orders each status tab holds under `filter`. */
async function tabCounts(db: Db, filter: SQL | undefined): Promise<OrderList['counts']> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(filter).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUS_TAB_KEYS.map((tab) => [tab, 0])) as Record<OrderStatusTab, number>;
  for (const row of rows)
    for (const tab of ORDER_STATUS_TAB_KEYS)
      if ((ORDER_STATUS_TABS[tab] as readonly string[]).includes(row.status)) counts[tab] += row.n;
  return counts;
}

/** How many of the caller's tenant's orders each status tab holds (the account-centre home). */
export function orderTabCounts(db: Db, actor: AccountActor): Promise<OrderList['counts']> {
  return tabCounts(db, visibleTo(actor, orders));
}

/**
 * One page of the caller's tenant's orders, newest first, filtered by status tab, status, mode and
 * keyword (`keywordFilter`), with the count of each tab under the mode and keyword alone.
 */
export async function listOrders(db: Db, actor: AccountActor, input: OrderListFilter): Promise<OrderList> {
  const scope = and(
    visibleTo(actor, orders),
    input.mode ? eq(orders.mode, input.mode) : undefined,
    keywordFilter(input.keyword),
  );
  const filter = and(
    scope,
    input.status ? eq(orders.status, input.status) : undefined,
    input.tab && input.tab !== 'all' ? inArray(orders.status, [...ORDER_STATUS_TABS[input.tab]]) : undefined,
  );
  const [[counted], rows, counts, catalog] = await Promise.all([
    db.select({ total: count() }).from(orders).where(filter),
    db
      .select(listColumns)
      .from(orders)
      .where(filter)
      .orderBy(...newestFirst)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    tabCounts(db, scope),
    getCatalog(db),
  ]);
  return { items: rows.map((row) => listItem(catalog, row)), total: counted?.total ?? 0, counts };
}
