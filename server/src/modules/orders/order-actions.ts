import { isBlMove, movesFrom } from '@seabook/domain/order-flow';
import {
  type CancelOrderRequestSchema,
  type LoadingInfo,
  type OrderInfo,
  type OrderMoveRequestSchema,
  orderQuoteExpired,
  type TodoDoneRequestSchema,
  type UserDefineRequestSchema,
} from '@seabook/domain/order-info';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notifier } from '../../app-types.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { scopeOf } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { today } from '../rates/rates.service.ts';
import { type LockedOrder, logOrderEvent, moveOrder, type OrderWho } from './order-flow.service.ts';
import { changeOrder, loadingOf, orderInfo } from './order-info.ts';
import { tenantOrder } from './orders.service.ts';
import { orders, orderTodos } from './orders.tables.ts';

/**
 * The customer's calls on one of its tenant's orders (decision 020): read it, cancel it, make the
 * other moves the table gives a customer, set its own references, mark a to-do done. Each change runs
 * in one transaction on the order locked for the tenant (another tenant's order is 404), and answers
 * the order as it now is.
 */

/** A change to the caller's tenant's order, answering the order as the customer now sees it. */
function onOrder(
  db: Db,
  actor: AccountActor,
  id: string,
  act: (tx: Tx, order: LockedOrder, who: OrderWho) => Promise<void>,
): Promise<OrderInfo> {
  return changeOrder(db, actor, { id, scope: scopeOf(actor) }, act, (tx, order) => orderInfo(tx, order, 'customer'));
}

/** GET /v2/oe_order/getorderinfo */
export async function getOrderInfo(db: Db, actor: AccountActor, id: string): Promise<OrderInfo> {
  return orderInfo(db, await tenantOrder(db, actor, id), 'customer');
}

/** GET /v2/oe_order/zhuangyun: the loading information, null until the operator sets it. */
export async function getLoading(db: Db, actor: AccountActor, id: string): Promise<LoadingInfo | null> {
  return loadingOf(await tenantOrder(db, actor, id));
}

/** POST /v2/oe_order/cancelorder: while the table lets a customer cancel (409 ORDER_MOVE_NOT_ALLOWED after). */
export function cancelOrder(
  db: Db,
  notifier: Notifier,
  actor: AccountActor,
  input: z.output<typeof CancelOrderRequestSchema>,
): Promise<OrderInfo> {
  return onOrder(db, actor, input.id, async (tx, order, who) => {
    await moveOrder(tx, notifier, order, 'cancelled', who, input.reason ?? null);
  });
}

/**
 * POST /v2/oe_order/ordermove: a customer's move by its action from the order's status (accept or
 * decline the quote, confirm the B/L draft or ask for a change); cancel has its own call. A quote past
 * its validity day is not accepted (409 ORDER_QUOTE_EXPIRED), only declined.
 */
export function customerMove(
  db: Db,
  notifier: Notifier,
  actor: AccountActor,
  input: z.output<typeof OrderMoveRequestSchema>,
): Promise<OrderInfo> {
  return onOrder(db, actor, input.id, async (tx, order, who) => {
    const move = movesFrom(order.status, 'customer').find((m) => m.action === input.action);
    if (!move || move.action === 'cancel') throw new AppError('ORDER_MOVE_NOT_ALLOWED');
    if (isBlMove(move)) throw new AppError('ORDER_MOVE_USE_BL');
    if (move.action === 'accept_quote' && orderQuoteExpired(order.status, order.quoteValidTo, today()))
      throw new AppError('ORDER_QUOTE_EXPIRED');
    await moveOrder(tx, notifier, order, move.to, who, input.remark ?? null);
  });
}

/**
 * POST /v2/oe_order/userdefine: the customer's reference, contract number and own fields, all at once;
 * logged with what changed (nothing changed, nothing logged).
 */
export function userDefine(
  db: Db,
  actor: AccountActor,
  input: z.output<typeof UserDefineRequestSchema>,
): Promise<OrderInfo> {
  return onOrder(db, actor, input.id, async (tx, order, who) => {
    const after = {
      customerReference: input.customerReference ?? null,
      contractNo: input.contractNo ?? null,
      userFields: input.fields,
    };
    const changes: Record<string, [unknown, unknown]> = {};
    for (const field of ['customerReference', 'contractNo', 'userFields'] as const)
      if (JSON.stringify(order[field]) !== JSON.stringify(after[field])) changes[field] = [order[field], after[field]];
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(orders)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await logOrderEvent(tx, order.id, who, { action: 'userdefine', changes });
  });
}

/** POST /v2/oe_order/tododone: marks one of the order's to-dos done; done again changes nothing. */
export function todoDone(
  db: Db,
  actor: AccountActor,
  input: z.output<typeof TodoDoneRequestSchema>,
): Promise<OrderInfo> {
  return onOrder(db, actor, input.id, async (tx, order, who) => {
    const [todo] = await tx
      .select()
      .from(orderTodos)
      .where(and(eq(orderTodos.id, rowId(input.todoId)), eq(orderTodos.orderId, order.id)));
    if (!todo) throw new AppError('NOT_FOUND');
    if (todo.doneAt) return;
    await tx.update(orderTodos).set({ doneAt: sql`now()`, doneBy: who.name }).where(eq(orderTodos.id, todo.id));
    await logOrderEvent(tx, order.id, who, { action: 'todo_done', remark: todo.text });
  });
}
