import type { MessageKind } from '@seabook/domain/messages';
import { type Notice, orderMilestoneNotice, orderStatusNotice, orderTodoNotice } from '@seabook/domain/notices';
import {
  type BusinessNode,
  dcsaEventOf,
  findMove,
  type OrderActor,
  type OrderStatus,
} from '@seabook/domain/order-flow';
import type { LoadingInfo } from '@seabook/domain/order-info';
import { and, eq, sql } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { accounts } from '../../db/tenancy.tables.ts';
import { type Scope, visibleTo } from '../../db/tenancy-scope.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { notify } from '../messages/messages.service.ts';
import { staffNames } from '../ops/ops.service.ts';
import { orderContainers, orderEvents, orderMilestones, orders, orderTodos } from './orders.tables.ts';

/**
 * The order's life on the server (decision 020): every move between statuses goes through
 * `moveOrder`, which checks the table of domain/order-flow.ts, writes the order's log and tells the
 * account; milestones and to-dos likewise. Each runs in the caller's transaction, on an order the
 * caller locked with `lockOrder`.
 */

/** Who did it, as the order's log keeps it: the kind of actor, its id and its name at the time. */
export type OrderWho = { kind: OrderActor; id: string | null; name: string };

export const SYSTEM: OrderWho = { kind: 'system', id: null, name: 'Seabook' };

/** The log's name for a customer account or a staff member. */
export async function whoOf(db: DbOrTx, actor: AccountActor | StaffActor): Promise<OrderWho> {
  if (actor.kind === 'account') {
    const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, actor.accountId));
    return { kind: 'customer', id: actor.accountId, name: row?.name ?? '' };
  }
  const names = await staffNames(db, [actor.staffId]);
  return { kind: 'operator', id: actor.staffId, name: names.get(actor.staffId) ?? '' };
}

export type LockedOrder = typeof orders.$inferSelect;

/**
 * The order, locked for the rest of the transaction. With a tenant, another tenant's order answers
 * 404 exactly like a missing one; without (an operator), any order.
 */
export async function lockOrder(tx: DbOrTx, orderId: string, scope: Scope | null): Promise<LockedOrder> {
  rowId(orderId);
  const where = scope ? and(eq(orders.id, orderId), visibleTo(scope, orders)) : eq(orders.id, orderId);
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

type LogEntry = {
  action: string;
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  remark?: string | null;
  changes?: Record<string, [unknown, unknown]> | null;
};

/** One line of the order's log. */
export async function logOrderEvent(tx: DbOrTx, orderId: string, who: OrderWho, entry: LogEntry): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    actorKind: who.kind,
    actorId: who.id,
    actorName: who.name,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    remark: entry.remark ?? null,
    changes: entry.changes ?? null,
  });
}

function orderLink(orderId: string): string {
  return `/center/orderdetail?id=${orderId}`;
}

/** Tells the order's account (message list, SMS, e-mail), linking to the order's page. */
export function tellCustomer(
  tx: DbOrTx,
  notifier: Notifier,
  order: LockedOrder,
  kind: MessageKind,
  notice: Notice,
): Promise<void> {
  const target = { tenantId: order.tenantId, accountId: order.accountId, kind, link: orderLink(order.id) };
  return notify(tx, notifier, target, notice);
}

/**
 * Moves the locked order to `to` if the table lets `who` do so (409 ORDER_MOVE_NOT_ALLOWED otherwise,
 * nothing changed), logs it (with what else the move changed, e.g. a quote's totals) and tells the
 * order's account. An operator's remark becomes the order's review remark.
 */
export async function moveOrder(
  tx: DbOrTx,
  notifier: Notifier,
  order: LockedOrder,
  to: OrderStatus,
  who: OrderWho,
  remark?: string | null,
  changes?: LogEntry['changes'],
): Promise<OrderStatus> {
  const move = findMove(order.status, to, who.kind);
  if (!move) throw new AppError('ORDER_MOVE_NOT_ALLOWED');
  const reviewRemark = who.kind === 'operator' && remark ? remark : order.reviewRemark;
  const [moved] = await tx
    .update(orders)
    .set({ status: to, reviewRemark, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (!moved) throw new AppError('ORDER_MOVE_NOT_ALLOWED');
  await logOrderEvent(tx, order.id, who, { action: move.action, from: order.status, to, remark, changes });
  await tellCustomer(tx, notifier, order, 'order_status', orderStatusNotice(order.orderNo, to, remark));
  return to;
}

/**
 * Records (or corrects) a business node of the locked order as its DCSA event. The time may not lie in
 * the future nor before the order was placed (422 MILESTONE_TIME_INVALID).
 */
export async function recordMilestone(
  tx: DbOrTx,
  notifier: Notifier,
  order: LockedOrder,
  node: BusinessNode,
  event: { at: Date; location?: string | null; remark?: string | null },
  who: OrderWho,
  now: number = Date.now(),
): Promise<void> {
  if (event.at.getTime() > now + 60_000 || event.at.getTime() < order.createdAt.getTime() - 60_000)
    throw new AppError('MILESTONE_TIME_INVALID', { fields: { at: 'MILESTONE_TIME_INVALID' } });
  const dcsa = dcsaEventOf(node);
  const values = {
    eventType: dcsa.eventType,
    eventCode: dcsa.code,
    at: event.at,
    location: event.location ?? null,
    remark: event.remark ?? null,
    recordedBy: who.name,
    recordedAt: new Date(now),
  };
  await tx
    .insert(orderMilestones)
    .values({ orderId: order.id, node, ...values })
    .onConflictDoUpdate({ target: [orderMilestones.orderId, orderMilestones.node], set: values });
  await logOrderEvent(tx, order.id, who, { action: 'milestone', remark: node });
  await tellCustomer(tx, notifier, order, 'order_milestone', orderMilestoneNotice(order.orderNo, node));
}

/** Raises a to-do on the locked order for its customer, logs it and tells the account. */
export async function raiseTodo(
  tx: DbOrTx,
  notifier: Notifier,
  order: LockedOrder,
  text: string,
  who: OrderWho,
): Promise<string> {
  const [todo] = await tx
    .insert(orderTodos)
    .values({ orderId: order.id, text, raisedBy: who.name })
    .returning({ id: orderTodos.id });
  if (!todo) throw new AppError('SUBMIT_FAILED');
  await logOrderEvent(tx, order.id, who, { action: 'todo_raised', remark: text });
  await tellCustomer(tx, notifier, order, 'order_todo', orderTodoNotice(order.orderNo, text));
  return todo.id;
}

/**
 * The operator's loading information on the locked order (`/v2/ops/order/loading`): vessel and voyage on
 * the order, the B/L and booking numbers when given (kept otherwise), its containers as the order's
 * trackable containers (replacing those known before). Logged with the numbers that changed.
 */
export async function storeLoading(
  tx: DbOrTx,
  order: LockedOrder,
  input: { loading: LoadingInfo; blNo?: string | null; bookingNo?: string | null },
  who: OrderWho,
): Promise<void> {
  const { loading } = input;
  const after = {
    vessel: loading.vessel,
    voyage: loading.voyage,
    blNo: input.blNo ?? order.blNo,
    bookingNo: input.bookingNo ?? order.bookingNo,
  };
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of ['vessel', 'voyage', 'blNo', 'bookingNo'] as const)
    if (order[field] !== after[field]) changes[field] = [order[field], after[field]];
  await tx
    .update(orders)
    .set({ ...after, loading, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.delete(orderContainers).where(eq(orderContainers.orderId, order.id));
  if (loading.containers.length > 0)
    await tx.insert(orderContainers).values(
      loading.containers.map((box) => ({
        orderId: order.id,
        containerNo: box.containerNo,
        type: box.type,
        sealNo: box.sealNo,
      })),
    );
  await logOrderEvent(tx, order.id, who, {
    action: 'loading',
    remark: `${loading.vessel} ${loading.voyage}`,
    changes: Object.keys(changes).length > 0 ? changes : null,
  });
}
