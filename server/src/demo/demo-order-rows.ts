import { LoadingInfoInputSchema } from '@seabook/domain/ops-orders';
import type { LoadingInfo } from '@seabook/domain/order-info';
import { and, gt, inArray } from 'drizzle-orm';
import type { Notifier } from '../app-types.ts';
import type { Tx } from '../db/client.ts';
import type { Storage } from '../modules/files/files.service.ts';
import { backdateMessages, readMessagesBefore } from '../modules/messages/messages.service.ts';
import {
  backdateOrders,
  type LockedOrder,
  type OrderWho,
  type PricedDraft,
  placeDemoOrder,
  storeLoading,
} from '../modules/orders/orders.service.ts';
import { DAY_MS } from '../modules/rates/rates.service.ts';
import { outbox } from '../providers/outbox.tables.ts';
import type { DemoOrderPlan } from './demo-order-plans.ts';

/**
 * The rows a demo order's story writes itself, where no service call takes a moment in the past: the
 * order as createorder stores it, the operator's loading information, and setting back the database's
 * own time stamps to the moment of the step that wrote them.
 */

/** Whose the demo rows are. */
export type DemoOwner = { tenantId: string; accountId: string };

/** The people of the demo: the company's main account and the platform's operator. */
export type DemoCast = DemoOwner & { customer: OrderWho; operator: OrderWho; contacts: string[] };

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
 * `at`: the order log, to-dos and orders (the orders module), messages (the messages module) and the
 * development outbox.
 */
export async function backdate({ tx, cast }: Stage, at: number): Promise<void> {
  const when = new Date(at);
  await backdateOrders(tx, cast.tenantId, when);
  await backdateMessages(tx, cast.tenantId, when);
  await tx
    .update(outbox)
    .set({ createdAt: when })
    .where(and(gt(outbox.createdAt, when), inArray(outbox.recipient, cast.contacts)));
}

/** Marks the demo company's messages older than `days` read, two hours after they came. */
export async function readOldMessages({ tx, cast, now }: Stage, days: number): Promise<void> {
  await readMessagesBefore(tx, cast.tenantId, new Date(now - days * DAY_MS));
}

/** The order as the customer submitted it (createorder's rows), placed at `at`. */
export function placeOrder({ tx, cast }: Stage, order: PlannedOrder, at: number): Promise<string> {
  return placeDemoOrder(tx, cast, order.price, at, cast.customer);
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
