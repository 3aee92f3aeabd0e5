import type { Cargo, ContainerCode } from '@seabook/domain/booking';
import type { OrderListFilter, OrderListItem } from '@seabook/domain/orders';
import { type AnyColumn, and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountActor } from '../../http/guards.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { carrierOf, portRefOf } from '../rates/quote-lines.ts';
import { orders } from './orders.tables.ts';

/** "My orders" (GET /v2/oe_order/order_list) and the summary fields every view of an order shares. */

type SummaryRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderNo' | 'mode' | 'status' | 'pol' | 'pod' | 'carrier' | 'sailingDate' | 'totals' | 'totalUsd' | 'createdAt'
>;

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
    sailingDate: row.sailingDate,
    totals: row.totals,
    totalUsd: row.totalUsd ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const customerReference = sql<string | null>`${orders.draft}->>'customerReference'`;

/** Case-blind "contains", without LIKE so `%` and `_` in a keyword are plain characters. */
function contains(column: SQL | AnyColumn, needle: string): SQL {
  return sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;
}

function containersOf(value: unknown): OrderListItem['containers'] {
  if (!Array.isArray(value)) return [];
  return value.map((row: { type: ContainerCode; quantity: number }) => ({ type: row.type, quantity: row.quantity }));
}

/**
 * One page of the caller's tenant's orders, newest first (the daily number breaks a tie), filtered by
 * status, mode and a keyword in the order number, the customer reference or a port code.
 */
export async function listOrders(
  db: Db,
  actor: AccountActor,
  input: OrderListFilter,
): Promise<{ items: OrderListItem[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(orders.tenantId, actor.tenantId)];
  if (input.status) where.push(eq(orders.status, input.status));
  if (input.mode) where.push(eq(orders.mode, input.mode));
  const keyword = input.keyword;
  if (keyword)
    where.push(or(...[orders.orderNo, customerReference, orders.pol, orders.pod].map((c) => contains(c, keyword))));
  const filter = and(...where);
  const [counted] = await db.select({ total: count() }).from(orders).where(filter);
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      mode: orders.mode,
      status: orders.status,
      pol: orders.pol,
      pod: orders.pod,
      carrier: orders.carrier,
      sailingDate: orders.sailingDate,
      totals: orders.totals,
      totalUsd: orders.totalUsd,
      createdAt: orders.createdAt,
      cargo: orders.cargo,
      containers: sql<unknown>`${orders.draft}->'containers'`,
      customerReference,
    })
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const catalog = await getCatalog(db);
  const items = rows.map((row): OrderListItem => {
    const cargo = row.cargo as Pick<Cargo, 'pieces' | 'weightKg' | 'volumeCbm'>;
    return {
      ...orderSummary(catalog, row),
      customerReference: row.customerReference ?? null,
      containers: containersOf(row.containers),
      cargo: { pieces: cargo.pieces, weightKg: cargo.weightKg, volumeCbm: cargo.volumeCbm },
    };
  });
  return { items, total: counted?.total ?? 0 };
}
