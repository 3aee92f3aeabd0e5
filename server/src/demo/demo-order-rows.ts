import { LoadingInfoInputSchema } from '@seabook/domain/ops-orders';
import type { LoadingInfo } from '@seabook/domain/order-info';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Notifier } from '../app-types.ts';
import type { Tx } from '../db/client.ts';
import { nextDailyNumber } from '../db/daily-numbers.ts';
import type { Storage } from '../modules/files/storage.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import type { PricedDraft } from '../modules/orders/booking-price.ts';
import { type LockedOrder, logOrderEvent, storeLoading } from '../modules/orders/order-flow.service.ts';
import { bookedColumns, insertBookedRows } from '../modules/orders/orders.service.ts';
import { orderEvents, orderSequences, orders, orderTodos } from '../modules/orders/orders.tables.ts';
import { DAY_MS } from '../modules/rates/clock.ts';
import { outbox } from '../providers/outbox.tables.ts';
import type { DemoOrderPlan } from './demo-order-plans.ts';
import type { DemoCast } from './demo-orders.ts';

/**
 * The rows a demo order's story writes itself, where no service call takes a moment in the past: the
 * order as createorder stores it, the operator's loading information, and setting back the database's
 * own time stamps to the moment of the step that wrote them.
 */

/** A demo order priced on its line, with what its story needs of the line. */
export type PlannedOrder = {
  plan: DemoOrderPlan;
  price: PricedDraft;
  carrier: string;
  transitDays: number;
  cutoffDays: number;
  /** The sailing booked (day number). */
  sailingDay: number;
};

/** Where the steps are played. */
export type Stage = { tx: Tx; notifier: Notifier; storage: Storage; cast: DemoCast; now: number };

export type TimedStep = { at: number; seq: number; run(stage: Stage): Promise<void> };

/**
 * Sets every row of the demo company still stamped later than `at` (by the database's clock) back to
 * `at`: the order log, to-dos, orders, messages and outbox, in one statement (one round trip a step).
 */
export async function backdate({ tx, cast }: Stage, at: number): Promise<void> {
  const when = sql`${new Date(at).toISOString()}::timestamptz`;
  const set = (column: AnyPgColumn) => sql`${sql.identifier(column.name)} = ${when}`;
  const theirs = sql`(select ${orders.id} from ${orders} where ${orders.tenantId} = ${cast.tenantId})`;
  await tx.execute(sql`
    with events as (
      update ${orderEvents} set ${set(orderEvents.at)} where ${orderEvents.at} > ${when} and ${orderEvents.orderId} in ${theirs}
    ), todos as (
      update ${orderTodos} set ${set(orderTodos.raisedAt)}
      where ${orderTodos.raisedAt} > ${when} and ${orderTodos.orderId} in ${theirs}
    ), touched as (
      update ${orders} set ${set(orders.updatedAt)} where ${orders.tenantId} = ${cast.tenantId} and ${orders.updatedAt} > ${when}
    ), told as (
      update ${messages} set ${set(messages.createdAt)}
      where ${messages.tenantId} = ${cast.tenantId} and ${messages.createdAt} > ${when}
    )
    update ${outbox} set ${set(outbox.createdAt)}
    where ${outbox.createdAt} > ${when} and ${inArray(outbox.recipient, cast.contacts)}`);
}

/** Marks the demo company's messages older than `days` read, two hours after they came. */
export async function readOldMessages({ tx, cast, now }: Stage, days: number): Promise<void> {
  await tx
    .update(messages)
    .set({ readAt: sql`${messages.createdAt} + interval '2 hours'` })
    .where(and(eq(messages.tenantId, cast.tenantId), lt(messages.createdAt, new Date(now - days * DAY_MS))));
}

/** The order as the customer submitted it (createorder's rows), placed at `at`. */
export async function placeOrder({ tx, cast }: Stage, order: PlannedOrder, at: number): Promise<string> {
  const orderNo = await nextDailyNumber(tx, orderSequences, 'SB', at);
  const [row] = await tx
    .insert(orders)
    .values({
      tenantId: cast.tenantId,
      accountId: cast.accountId,
      orderNo,
      mode: order.plan.mode,
      status: 'pending_review',
      ...bookedColumns(order.price, order.price.priceToken),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error(`demo order ${order.plan.key} not stored`);
  await insertBookedRows(tx, row.id, order.price);
  await logOrderEvent(tx, row.id, cast.customer, { action: 'create', to: 'pending_review' });
  return row.id;
}

/** The operator's loading information as POST /v2/ops/order/loading stores it, merged into what was known. */
export async function saveLoading(
  { tx, cast }: Stage,
  order: LockedOrder,
  change: { loading: Partial<LoadingInfo>; blNo?: string; bookingNo?: string },
): Promise<void> {
  const loading = LoadingInfoInputSchema.parse({ ...(order.loading as LoadingInfo | null), ...change.loading });
  await storeLoading(tx, order, { ...change, loading }, cast.operator);
}
