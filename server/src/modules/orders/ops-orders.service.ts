import type {
  OpsLoadingRequestSchema,
  OpsMilestoneRequestSchema,
  OpsOrderInfo,
  OpsOrderList,
  OpsOrderListQuerySchema,
  OpsOrderMoveRequestSchema,
  OpsTodoRequestSchema,
} from '@seabook/domain/ops-orders';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { accounts, tenants } from '../members/members.tables.ts';
import {
  type LockedOrder,
  lockOrder,
  moveOrder,
  type OrderWho,
  raiseTodo,
  recordMilestone,
  storeLoading,
} from './order-flow.service.ts';
import { changeOrder, orderInfo } from './order-info.ts';
import { keywordFilter, listColumns, listItem, newestFirst } from './order-list.ts';
import { orders } from './orders.tables.ts';

/**
 * The operators' side of orders (decision 020), until the back office of issue 6 puts a desk on it:
 * every tenant's orders, one order with its owner and the operator's moves, and the operator's calls
 * on it (a move, a business node, a to-do for the customer, the loading information). Each change runs
 * in one transaction on the locked order and answers the order as it now is.
 */

const ownerColumns = { company: tenants.name, accountName: accounts.name };

/** GET /v2/ops/order/list: every tenant's orders, newest first, by status and keyword. */
export async function opsListOrders(db: Db, query: z.output<typeof OpsOrderListQuerySchema>): Promise<OpsOrderList> {
  const filter = and(query.status ? eq(orders.status, query.status) : undefined, keywordFilter(query.keyword));
  const [[counted], rows, catalog] = await Promise.all([
    db.select({ total: count() }).from(orders).where(filter),
    db
      .select({ ...listColumns, ...ownerColumns })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(filter)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    getCatalog(db),
  ]);
  return {
    items: rows.map((row) => ({ ...listItem(catalog, row), company: row.company, accountName: row.accountName })),
    total: counted?.total ?? 0,
  };
}

/** The order with its owner's names and the operator's actions. */
async function opsView(db: DbOrTx, order: LockedOrder): Promise<OpsOrderInfo> {
  const [[owner], info] = await Promise.all([
    db
      .select(ownerColumns)
      .from(tenants)
      .innerJoin(accounts, eq(accounts.id, order.accountId))
      .where(eq(tenants.id, order.tenantId)),
    orderInfo(db, order, 'operator'),
  ]);
  return { ...info, company: owner?.company ?? '', accountName: owner?.accountName ?? '' };
}

/** GET /v2/ops/order/getinfo: any tenant's order. */
export function opsGetOrder(db: Db, id: string): Promise<OpsOrderInfo> {
  return db.transaction(async (tx) => opsView(tx, await lockOrder(tx, id, null)));
}

/** A change to any order, answering the order as the operator now sees it. */
function onAnyOrder(
  db: Db,
  actor: StaffActor,
  id: string,
  act: (tx: Tx, order: LockedOrder, who: OrderWho) => Promise<void>,
): Promise<OpsOrderInfo> {
  return changeOrder(db, actor, { id, tenantId: null }, act, opsView);
}

/** POST /v2/ops/order/move: any move the table gives an operator (409 ORDER_MOVE_NOT_ALLOWED otherwise). */
export function opsMoveOrder(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof OpsOrderMoveRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    await moveOrder(tx, notifier, order, input.to, who, input.remark ?? null);
  });
}

/** POST /v2/ops/order/milestone: records or corrects a business node (422 MILESTONE_TIME_INVALID for a bad time). */
export function opsMilestone(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof OpsMilestoneRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    const event = { at: new Date(input.at), location: input.location ?? null, remark: input.remark ?? null };
    await recordMilestone(tx, notifier, order, input.node, event, who);
  });
}

/** POST /v2/ops/order/todo: asks the order's customer to do something. */
export function opsTodo(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof OpsTodoRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    await raiseTodo(tx, notifier, order, input.text, who);
  });
}

/**
 * POST /v2/ops/order/loading: stores the loading information, its vessel and voyage on the order, the
 * B/L and booking numbers when given (kept otherwise), and its containers as the order's trackable
 * containers (replacing those known before). Logged with the numbers that changed.
 */
export function opsLoading(
  db: Db,
  actor: StaffActor,
  input: z.output<typeof OpsLoadingRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    await storeLoading(tx, order, input, who);
  });
}
