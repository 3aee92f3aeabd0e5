import { type CreatedOrder, ORDER_REVIEW_MINUTES, type Order, type OrderPrice } from '@seabook/domain/booking-price';
import type { FileKind } from '@seabook/domain/files';
import { orderBlocker } from '@seabook/domain/members';
import type { BookingTariffs } from '@seabook/domain/price-booking';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { rowId } from '../../db/ids.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { attachableFile, fileLinkColumns } from '../files/files.service.ts';
import { markInquiryOrdered } from '../inquiries/inquiries.service.ts';
import { getRatesIndex, todayDay } from '../rates/rates.service.ts';
import {
  bookingTariffs,
  checkDraftLine,
  type PricedDraft,
  parseDraft,
  priceDraft,
  priceTokenMatches,
  resolveLine,
} from './booking-price.ts';
import { logOrderEvent, type OrderWho, whoOf } from './order-flow.service.ts';
import { bookedColumns, insertBookedRows } from './order-rows.ts';
import { orderView } from './order-view.ts';
import { orderFiles, orderSequences, orders } from './orders.tables.ts';

export { recordPastBills } from './bill-of-lading.ts';
/**
 * The orders module's face (decision 023): what other modules and the demo data may use of orders.
 * Booking an order's line and price (drafts, the operators' letter desk, the demo), its life (the demo's
 * stories, a letter booked by an operator), tracking, the links to its files, and its numbers.
 */
export {
  type Bookable,
  checkDraftLine,
  type PricedDraft,
  parseDraft,
  priceDraft,
  resolveLine,
} from './booking-price.ts';
export { filesUsedByOrders } from './order-file-use.ts';
export {
  type LockedOrder,
  lockOrder,
  logOrderEvent,
  moveOrder,
  type OrderWho,
  raiseTodo,
  recordMilestone,
  storeLoading,
  whoOf,
} from './order-flow.service.ts';
export { orderTabCounts } from './order-list.ts';
export { findTrackedOrders, type TrackedOrder, trackedEvents } from './order-tracking.ts';
export { orderView } from './order-view.ts';
export {
  addMissingServiceTariffs,
  attachDemoFile,
  backdateOrders,
  doneDemoTodo,
  placeDemoOrder,
  type ServiceTariffRow,
  setDemoQuoteValidTo,
  setDemoReferences,
} from './orders.demo.ts';

import { type Scope, scopeValues, visibleTo, visibleToPrepared } from '../../db/tenancy-scope.ts';

/**
 * Orders (decisions 017, 019): the price preview and the submission, of an LCL or FCL quote line or of
 * an inquiry's accepted quote. A submission is checked in a fixed order (may the tenant order, the
 * draft, its files, the line, the price the user saw), then the order, its fee lines, the idempotency
 * key and, for an inquiry, its move to `ordered` are written in one transaction.
 */

/** The kinds of upload a destination clearance or a bond may attach (decision 015's order documents). */
export const ORDER_FILE_KINDS = ['order', 'image', 'excel', 'instruction', 'other'] as const;
/** A container's packing photo is an image. */
const PHOTO_FILE_KINDS = ['image'] as const;

type Body = { line: string; draft: unknown };

/** 403 NOT_VERIFIED or VERIFY_IN_PROGRESS unless the tenant is verified (spec complete.can_order). */
export async function checkCanOrder(db: Db, actor: AccountActor): Promise<void> {
  const [tenant] = await db
    .select({ verification: tenants.verification })
    .from(tenants)
    .where(eq(tenants.id, actor.tenantId));
  const blocker = orderBlocker(tenant?.verification ?? 'unverified');
  if (blocker) throw new AppError(blocker);
}

/**
 * The checked draft priced on its line; `checkFiles` runs between the draft and the line checks, and
 * `resolve` finds what the line books (an edit resolves its own order's inquiry).
 */
export async function priced(
  db: Db,
  actor: AccountActor,
  body: Body,
  checkFiles?: (draft: PricedDraft['draft']) => Promise<void>,
  resolve: typeof resolveLine = resolveLine,
) {
  const index = await getRatesIndex(db);
  const today = todayDay();
  const found = await resolve(db, actor, index, body.line, today);
  const draft = parseDraft(body.draft, found, today);
  checkDraftLine(body.line, found, draft);
  if (checkFiles) await checkFiles(draft);
  if (found instanceof AppError) throw found;
  return priceDraft(db, index, body.line.trim(), found, draft);
}

/** 409 PRICE_CHANGED when the recomputed price differs from the token, with the new price for the form to show. */
export function priceChanged(price: PricedDraft): AppError {
  return new AppError('PRICE_CHANGED', { data: publicPrice(price) });
}

/** The price as the caller sees it: without what the order records of its line and draft. */
export function publicPrice(price: PricedDraft): OrderPrice {
  const { booked: _booked, draft: _draft, ...answer } = price;
  return answer;
}

/** POST /v2/oe_order/price: every fee line of the draft on the line, with the token to submit it by. */
export async function previewPrice(
  db: Db,
  actor: AccountActor,
  body: Body,
  resolve: typeof resolveLine = resolveLine,
): Promise<OrderPrice> {
  return publicPrice(await priced(db, actor, body, undefined, resolve));
}

/**
 * GET /v2/oe_order/price_inputs: what a draft on the line is priced with (decision 031), every scope of
 * service tariffs at its ports, for the booking form's live price. The line is refused like the preview's.
 */
export async function priceInputs(
  db: Db,
  actor: AccountActor,
  query: { line: string; city?: string | undefined },
  resolve: typeof resolveLine = resolveLine,
): Promise<BookingTariffs> {
  const index = await getRatesIndex(db);
  const found = await resolve(db, actor, index, query.line, todayDay());
  if (found instanceof AppError) throw found;
  return bookingTariffs(db, index, found, { pickupCity: query.city ?? null, origin: true, destination: true });
}

/**
 * The draft's files must be the tenant's and of the right kind (404 like a missing one, 422 for a
 * kind): the destination clearance documents, the bond's file and the containers' packing photos.
 */
export async function checkDraftFiles(db: Db, actor: AccountActor, draft: PricedDraft['draft']): Promise<void> {
  const refs: { field: string; id: string; kinds: readonly FileKind[] }[] = (
    draft.destinationClearance?.fileIds ?? []
  ).map((id, i) => ({ field: `draft.destinationClearance.fileIds.${i}`, id, kinds: ORDER_FILE_KINDS }));
  if (draft.mode === 'fcl') {
    if (draft.bond?.fileId) refs.push({ field: 'draft.bond.fileId', id: draft.bond.fileId, kinds: ORDER_FILE_KINDS });
    for (const [i, detail] of (draft.containerDetails ?? []).entries())
      if (detail.packingPhotoFileId)
        refs.push({
          field: `draft.containerDetails.${i}.packingPhotoFileId`,
          id: detail.packingPhotoFileId,
          kinds: PHOTO_FILE_KINDS,
        });
  }
  for (const { field, id, kinds } of refs) {
    try {
      await attachableFile(db, actor, id, kinds);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.key, { fields: { [field]: error.key } });
      throw error;
    }
  }
}

/**
 * A submission's checks in their order (may the tenant order, the draft, its files, the line, the price
 * the user saw), answering the priced draft to store; also run when an operator books for an account.
 */
export async function checkedSubmission(
  db: Db,
  actor: AccountActor,
  body: Body & { priceToken: string },
): Promise<PricedDraft> {
  await checkCanOrder(db, actor);
  const price = await priced(db, actor, body, (draft) => checkDraftFiles(db, actor, draft));
  if (!priceTokenMatches(body.priceToken, price.line, price.fees, Date.now())) throw priceChanged(price);
  return price;
}

/**
 * The order, its fee lines and, for an inquiry, the inquiry's move to `ordered`, in the caller's
 * transaction. The log names the account, or `by` (an operator booking for it, with a remark).
 */
export async function insertOrder(
  tx: DbOrTx,
  actor: AccountActor,
  price: PricedDraft,
  priceToken: string,
  by?: { who: OrderWho; remark: string },
): Promise<CreatedOrder> {
  const orderNo = await nextDailyNumber(tx, orderSequences, 'SB');
  const { draft, booked } = price;
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId: actor.tenantId,
      accountId: actor.accountId,
      orderNo,
      mode: draft.mode,
      status: 'pending_review',
      ...bookedColumns(price, priceToken),
    })
    .returning({ id: orders.id });
  if (!order) throw new AppError('ORDER_FAILED');
  await insertBookedRows(tx, order.id, price);
  await logOrderEvent(tx, order.id, by?.who ?? (await whoOf(tx, actor)), {
    action: 'create',
    to: 'pending_review',
    remark: by?.remark ?? null,
  });
  // One inquiry makes one order: the move to `ordered` fails (and rolls all this back) once another has it.
  if (booked.inquiryId) await markInquiryOrdered(tx, booked.inquiryId, order.id);
  return {
    orderId: order.id,
    orderNo,
    status: 'pending_review',
    reviewWithinMinutes: ORDER_REVIEW_MINUTES,
  };
}

/** One order by id within a scope (`visibleToPrepared`), prepared once per scope's shape. */
const visibleOrder = preparedByShape(
  (own: boolean) => String(Number(own)),
  (db, own, key) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, sql.placeholder('id')), visibleToPrepared(orders, own)))
      .prepare(`visible_order_${key}`),
);

/** One order row of the caller's tenant; another tenant's order is 404 exactly like a missing one. */
export async function tenantOrder(db: DbOrTx, actor: AccountActor, id: string): Promise<typeof orders.$inferSelect> {
  rowId(id);
  const { own, values } = scopeValues(actor);
  const [order] = await visibleOrder(db, own).execute({ ...values, id });
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/** One order of the caller's tenant with its fee lines. */
export async function getOrder(db: Db, actor: AccountActor, id: string): Promise<Order> {
  return orderView(db, await tenantOrder(db, actor, id));
}

/** The files attached to the tenant's orders, as links for the files module to list with others (the drafts page). */
export function tenantOrderFileLinks(db: Db, scope: Scope) {
  return db
    .select(
      fileLinkColumns({
        fileId: orderFiles.fileId,
        category: orderFiles.category,
        owner: 'order',
        ownerId: orders.id,
        ownerNo: orders.orderNo,
        addedAt: orderFiles.addedAt,
      }),
    )
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(visibleTo(scope, orders));
}

/** The numbers of orders by id (a letter names the order it became); ids of no order are left out. */
export async function orderNumbers(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.orderNo]));
}

/** Any tenant's order an operator names by id or by number (as issued, in capitals), or undefined. */
export async function findOrderRef(
  db: DbOrTx,
  ref: { id: string } | { orderNo: string },
): Promise<{ id: string; tenantId: string; orderNo: string } | undefined> {
  const [order] = await db
    .select({ id: orders.id, tenantId: orders.tenantId, orderNo: orders.orderNo })
    .from(orders)
    .where('id' in ref ? eq(orders.id, ref.id) : eq(orders.orderNo, ref.orderNo));
  return order;
}

/** The route and sailing of orders by id (a monthly statement's order sheet, decision 041). */
export async function orderRoutes(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { pol: string; pod: string; sailingDate: string | null; blNo: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, pol: orders.pol, pod: orders.pod, sailingDate: orders.sailingDate, blNo: orders.blNo })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map(({ id, ...rest }) => [id, { ...rest, blNo: rest.blNo ?? '' }]));
}
