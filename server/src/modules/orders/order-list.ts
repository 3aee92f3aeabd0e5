import type { Cargo, ContainerCode } from '@seabook/domain/booking';
import { ORDER_STATUS_TAB_KEYS, type OrderStatusTab } from '@seabook/domain/order-flow';
import {
  ORDER_COUNT_CAP,
  ORDER_TAB_COUNT_CAP,
  type OrderList,
  type OrderListFilter,
  type OrderListItem,
} from '@seabook/domain/orders';
import { type AnyColumn, and, desc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { scopeValues, visibleToPrepared } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { carrierOf, portRefOf } from '../rates/rates.service.ts';
import { orderCounts, orders } from './orders.tables.ts';

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

/** Case-blind "contains" of a lower-case needle, without LIKE so `%` and `_` in a keyword are plain characters. */
function contains(column: SQL | AnyColumn, needle: string | Placeholder): SQL {
  return sql`strpos(lower(${column}), ${needle}) > 0`;
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
  return keyword ? keywordMatch(needleOf(keyword)) : undefined;
}

/** What a keyword is matched as: in lower case, as the columns are. */
const needleOf = (keyword: string): string => keyword.toLowerCase();

/** `keywordFilter` of a keyword already in lower case, or of a placeholder for one. */
function keywordMatch(needle: string | Placeholder): SQL | undefined {
  const columns = [
    orders.orderNo,
    orders.customerReference,
    orders.pol,
    orders.pod,
    orders.blNo,
    orders.bookingNo,
    orders.contractNo,
  ];
  return or(...columns.map((c) => contains(c, needle)));
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

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * How many orders match `filter`, counting no further than `cap` + 1 rows (decision 045): the count
 * stops early, so it reads at most that many index entries whatever the table holds.
 */
function boundedCount(filter: SQL | undefined, cap: number): SQL {
  return sql`(select count(*)::int from (select 1 from ${orders} where ${filter ?? sql`true`} limit ${cap + 1}) as counted)`;
}

/** A bounded count as answered: at most `cap`, and whether counting stopped there. */
export type Counted = { n: number; capped: boolean };
const counted = (n: number, cap: number): Counted => ({ n: Math.min(n, cap), capped: n > cap });

/** One cap for every count, or a cap per key. */
type Caps<K extends string> = number | Record<K, number>;
const capOf = <K extends string>(caps: Caps<K>, key: K): number => (typeof caps === 'number' ? caps : caps[key]);

/** The statement of `boundedCounts`: one column `c<i>` per filter, in order (a test reads its plan). */
export function boundedCountsQuery<K extends string>(filters: Record<K, SQL | undefined>, caps: Caps<K>): SQL {
  const columns = (Object.entries(filters) as [K, SQL | undefined][]).map(
    ([key, filter], i) => sql`${boundedCount(filter, capOf(caps, key))} as ${sql.identifier(`c${i}`)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/** The counts of `boundedCountsQuery` by key, from its row. */
function countsOf<K extends string>(keys: K[], caps: Caps<K>, row: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    keys.map((key, i) => [key, counted(Number(row?.[`c${i}`] ?? 0), capOf(caps, key))]),
  ) as Record<K, Counted>;
}

/**
 * Bounded counts (`boundedCount`) of several filters in one statement, by key: one round trip, each
 * count an index range read of at most its cap + 1 entries.
 */
export async function boundedCounts<K extends string>(
  db: Db,
  filters: Record<K, SQL | undefined>,
  caps: Caps<K>,
): Promise<Record<K, Counted>> {
  const [row] = await rowsOf<Record<string, number>>(db, boundedCountsQuery(filters, caps));
  return countsOf(Object.keys(filters) as K[], caps, row);
}

/**
 * `boundedCounts` as a prepared statement (db/prepared.ts) of filters with placeholders: the function it
 * answers runs the statement with the placeholders' values.
 */
function preparedCounts<K extends string>(
  db: DbOrTx,
  filters: Record<K, SQL | undefined>,
  caps: Caps<K>,
  name: string,
): (values: Record<string, unknown>) => Promise<Record<K, Counted>> {
  const keys = Object.keys(filters) as K[];
  const columns = Object.fromEntries(
    keys.map((key, i) => [`c${i}`, sql<number>`${boundedCount(filters[key], capOf(caps, key))}`]),
  );
  const query = db.select(columns).from(sql`(values (1)) as one`).prepare(name);
  return async (values) => countsOf(keys, caps, (await query.execute(values))[0]);
}

/** Where the tabs' badges stop under a server's cap: `ORDER_TAB_COUNT_CAP`, or the cap when lower (decision 050). */
export const tabCountCap = (cap: number): number => Math.min(ORDER_TAB_COUNT_CAP, cap);

/**
 * The filter of a status tab (none for `all`): the generated column `status_tab`, so that a tab of
 * several statuses is one index range in date order (decision 050), for its page and its badge alike.
 */
export function tabFilter(tab: OrderStatusTab): SQL | undefined {
  return tab === 'all' ? undefined : eq(orders.statusTab, tab);
}

/** Each tab's filter under `scope`. */
export function tabFilters(scope: SQL | undefined): Record<OrderStatusTab, SQL | undefined> {
  return Object.fromEntries(ORDER_STATUS_TAB_KEYS.map((tab) => [tab, and(scope, tabFilter(tab))])) as Record<
    OrderStatusTab,
    SQL | undefined
  >;
}

type TabCounts = Pick<OrderList, 'counts' | 'countsCapped'>;

function tabCountsOf(found: Record<OrderStatusTab, Counted>): TabCounts {
  return {
    counts: Object.fromEntries(ORDER_STATUS_TAB_KEYS.map((tab) => [tab, found[tab].n])) as OrderList['counts'],
    countsCapped: ORDER_STATUS_TAB_KEYS.filter((tab) => found[tab].capped),
  };
}

/**
 * How many of the scope's orders each status tab holds, exact, from the counters PostgreSQL keeps
 * (`order_counts`, decision 053): a few rows, however many orders there are (`keptCounts` adds `all`).
 */
export function keptCountsQuery(db: DbOrTx, scope: SQL) {
  return db
    .select({ tab: orderCounts.statusTab, n: sql<number>`sum(${orderCounts.n})::int` })
    .from(orderCounts)
    .where(scope)
    .groupBy(orderCounts.statusTab);
}

/** `keptCountsQuery` prepared, by whether the scope is an account's own orders. */
const keptCountsStatement = preparedByShape(
  (own: boolean) => String(Number(own)),
  (db, own, key) => keptCountsQuery(db, visibleToPrepared(orderCounts, own)).prepare(`order_counts_${key}`),
);

/** Each status tab's count of the scope (`keptCountsStatement`), 0 for a tab without a row, and `all`. */
async function keptCounts(db: DbOrTx, own: boolean, values: Record<string, unknown>) {
  const rows = await keptCountsStatement(db, own).execute(values);
  const kept = Object.fromEntries(ORDER_STATUS_TAB_KEYS.map((tab) => [tab, 0])) as Record<OrderStatusTab, number>;
  for (const row of rows) {
    kept[row.tab] = Number(row.n);
    kept.all += Number(row.n);
  }
  return kept;
}

/** Each tab's badge from exact counts, stopped at the tabs' cap as a bounded count would be. */
function keptTabs(kept: Record<OrderStatusTab, number>, cap: number): Record<OrderStatusTab, Counted> {
  const tabs = tabCountCap(cap);
  return Object.fromEntries(ORDER_STATUS_TAB_KEYS.map((tab) => [tab, counted(kept[tab], tabs)])) as Record<
    OrderStatusTab,
    Counted
  >;
}

/** How many of the caller's tenant's orders each status tab holds (the account-centre home), bounded as the tabs are. */
export async function orderTabCounts(db: Db, actor: AccountActor, cap = ORDER_COUNT_CAP): Promise<TabCounts> {
  const { own, values } = scopeValues(actor);
  return tabCountsOf(keptTabs(await keptCounts(db, own, values), cap));
}

type ListCountKey = OrderStatusTab | 'total';

/**
 * The counts of a list request, for one statement (also run by the bench's EXPLAIN): every tab's badge
 * up to the tabs' cap and the list's total up to `cap`. The list of the `all` tab (`whole`) has the
 * same filter as its badge: counted once, as the total.
 */
export function listCountFilters(scope: SQL | undefined, filter: SQL | undefined, cap: number, whole: boolean) {
  const tabs = tabCountCap(cap);
  const filters: Partial<Record<ListCountKey, SQL | undefined>> = { ...tabFilters(scope), total: filter };
  const caps = Object.fromEntries(ORDER_STATUS_TAB_KEYS.map((tab) => [tab, tabs])) as Record<ListCountKey, number>;
  caps.total = cap;
  if (whole) delete filters.all;
  return { filters: filters as Record<ListCountKey, SQL | undefined>, caps };
}

/** A count made to a higher cap, as it reads under a lower one. */
const under = (count: Counted, cap: number): Counted => ({
  n: Math.min(count.n, cap),
  capped: count.capped || count.n > cap,
});

/**
 * The counts of a list without a mode or keyword, from the kept counts (`keptCounts`): the badges, and
 * the total as its tab's, or bounded-counted (`total`) when the list asks for one status.
 */
async function keptListCounts(
  db: DbOrTx,
  shape: ListShape,
  values: ListValues,
  total: ((values: ListValues) => Promise<Record<'total', Counted>>) | undefined,
): Promise<Record<ListCountKey, Counted>> {
  const [kept, status] = await Promise.all([keptCounts(db, shape.own, values), total?.(values)]);
  const tabs = keptTabs(kept, shape.cap);
  return { ...tabs, total: status?.total ?? counted(kept[values.tab ?? 'all'], shape.cap) };
}

/** The values of a list request's placeholders (`tab` only when the list is of one tab). */
type ListValues = Record<string, unknown> & { tab?: OrderStatusTab };

/** Which filters a list request has, not their values: one pair of prepared statements each. */
type ListShape = { own: boolean; mode: boolean; keyword: boolean; status: boolean; tab: boolean; cap: number };

/** The counts and the page of a list request of one shape, with placeholders for every value. */
const listStatements = preparedByShape(
  (s: ListShape) => `${[s.own, s.mode, s.keyword, s.status, s.tab].map(Number).join('')}_${s.cap}`,
  (db, shape, key) => {
    const scope = and(
      visibleToPrepared(orders, shape.own),
      shape.mode ? eq(orders.mode, sql.placeholder('mode')) : undefined,
      shape.keyword ? keywordMatch(sql.placeholder('keyword')) : undefined,
    );
    const filter = and(
      scope,
      shape.status ? eq(orders.status, sql.placeholder('status')) : undefined,
      shape.tab ? eq(orders.statusTab, sql.placeholder('tab')) : undefined,
    );
    // Without a mode or keyword the badges are the kept counts, and so is the total unless a status is
    // asked for, which is counted as before (bounded); with either, everything is counted (bounded).
    let counts: (values: ListValues) => Promise<Record<ListCountKey, Counted>>;
    if (!shape.mode && !shape.keyword) {
      const total = shape.status
        ? preparedCounts(db, { total: filter }, { total: shape.cap }, `order_list_total_${key}`)
        : undefined;
      counts = (values) => keptListCounts(db, shape, values, total);
    } else {
      const { filters, caps } = listCountFilters(scope, filter, shape.cap, !shape.status && !shape.tab);
      counts = preparedCounts(db, filters, caps, `order_list_counts_${key}`);
    }
    return {
      counts,
      page: db
        .select(listColumns)
        .from(orders)
        .where(filter)
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`order_list_page_${key}`),
    };
  },
);

/**
 * One page of the caller's tenant's orders, newest first, filtered by status tab, status, mode and
 * keyword (`keywordFilter`), with the count of each tab under the mode and keyword alone. The total stops
 * at `cap` (decision 045), the tabs' counts at `tabCountCap(cap)` (decision 050); without a mode or
 * keyword they come from the kept counts (decision 053). The statements are prepared per shape of
 * request (db/prepared.ts).
 */
export async function listOrders(
  db: Db,
  actor: AccountActor,
  input: OrderListFilter,
  cap = ORDER_COUNT_CAP,
): Promise<OrderList> {
  const { own, values: scope } = scopeValues(actor);
  const tab = input.tab && input.tab !== 'all' ? input.tab : undefined;
  const shape: ListShape = {
    own,
    mode: !!input.mode,
    keyword: !!input.keyword,
    status: !!input.status,
    tab: !!tab,
    cap,
  };
  const statements = listStatements(db, shape);
  const values = {
    ...scope,
    mode: input.mode,
    keyword: input.keyword === undefined ? undefined : needleOf(input.keyword),
    status: input.status,
    tab,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  };
  const [found, rows, catalog] = await Promise.all([
    statements.counts(values),
    statements.page.execute(values),
    getCatalog(db),
  ]);
  return {
    items: rows.map((row) => listItem(catalog, row)),
    total: found.total.n,
    totalCapped: found.total.capped,
    ...tabCountsOf({ ...found, all: found.all ?? under(found.total, tabCountCap(cap)) }),
  };
}
