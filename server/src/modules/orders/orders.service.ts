import {
  type BookingFeeLine,
  type CreatedOrder,
  ORDER_REVIEW_MINUTES,
  type Order,
  type OrderPrice,
} from '@seabook/domain/booking-price';
import type { ShipmentTerm, TradeTerm } from '@seabook/domain/booking-rules';
import type { FileKind } from '@seabook/domain/files';
import type { Localized } from '@seabook/domain/i18n';
import { orderBlocker } from '@seabook/domain/members';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { once } from '../../db/idempotency.ts';
import { rowId } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import type { AccountActor } from '../../http/guards.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { removeOrderedDraft } from '../drafts/drafts.service.ts';
import { attachableFile } from '../files/files.service.ts';
import { markInquiryOrdered } from '../inquiries/inquiries.service.ts';
import { tenants } from '../members/members.tables.ts';
import { todayDay } from '../rates/clock.ts';
import { getRatesIndex } from '../rates/rates-index.ts';
import {
  checkDraftLine,
  type PricedDraft,
  parseDraft,
  priceDraft,
  priceTokenMatches,
  resolveLine,
} from './booking-price.ts';
import { logOrderEvent, type OrderWho, whoOf } from './order-flow.service.ts';
import { orderSummary } from './order-list.ts';
import { orderContainers, orderFees, orderSequences, orders } from './orders.tables.ts';

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

/** Thrown when the recomputed price differs from the token: the route answers 409 with the new price. */
export class PriceChangedError extends AppError {
  constructor(readonly price: OrderPrice) {
    super('PRICE_CHANGED');
  }
}

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

/** The price as the caller sees it: without what the order records of its line and draft. */
export function publicPrice(price: PricedDraft): OrderPrice {
  const { booked: _booked, draft: _draft, ...answer } = price;
  return answer;
}

/** POST /v2/oe_order/price: every fee line of the draft on the line, with the token to submit it by. */
export async function previewPrice(db: Db, actor: AccountActor, body: Body): Promise<OrderPrice> {
  return publicPrice(await priced(db, actor, body));
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
 * POST /v2/oe_order/createorder, once per Idempotency-Key (server/src/db/idempotency.ts): the checks in
 * order, then one transaction numbers the order and stores it with its fee lines.
 */
export function createOrder(
  db: Db,
  actor: AccountActor,
  key: string,
  body: Body & { priceToken: string; draftId?: string },
): Promise<CreatedOrder> {
  return once(db, { tenantId: actor.tenantId, key, scope: 'createorder', body }, async () => {
    const price = await checkedSubmission(db, actor, body);
    return async (tx) => {
      const created = await insertOrder(tx, actor, price, body.priceToken);
      await removeOrderedDraft(tx, actor.tenantId, body.draftId);
      return created;
    };
  });
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
  if (!priceTokenMatches(body.priceToken, price.line, price.fees, Date.now()))
    throw new PriceChangedError(publicPrice(price));
  return price;
}

/** What an order stores of its priced draft: the line booked, terms, cargo, parties, services, totals. */
export function bookedColumns(price: PricedDraft, priceToken: string) {
  const { draft, booked } = price;
  return {
    lineId: price.line,
    serviceId: booked.serviceId,
    inquiryId: booked.inquiryId,
    sailingDate: booked.sailingDate,
    pol: booked.pol,
    pod: booked.pod,
    carrier: booked.carrier,
    tradeTerm: draft.tradeTerm,
    shipmentTerm: draft.shipmentTerm,
    cargo: draft.cargo,
    parties: {
      consignor: draft.consignor ?? null,
      consignee: draft.consignee ?? null,
      notifier: draft.notifier ?? null,
    },
    services: {
      customs: draft.customs ?? null,
      pickup: draft.pickup ?? null,
      insurance: draft.insurance ?? null,
      destinationClearance: draft.destinationClearance ?? null,
      destinationDelivery: draft.destinationDelivery ?? null,
      warehouse: draft.warehouse ?? null,
    },
    draft,
    totals: price.totals,
    totalUsd: price.totalUsd,
    priceToken,
    customerReference: draft.customerReference || null,
  } satisfies Partial<typeof orders.$inferInsert>;
}

/** An order's fee lines as `order_fees` rows, in their order. */
export function feeRows(orderId: string, fees: readonly BookingFeeLine[]): (typeof orderFees.$inferInsert)[] {
  return fees.map((fee, seq) => ({
    orderId,
    seq,
    code: fee.code,
    name: fee.name,
    stage: fee.stage,
    service: fee.service,
    basis: fee.basis,
    unit: fee.unit,
    currency: fee.amount.currency,
    unitPrice: fee.unitPrice.amount,
    quantity: fee.quantity,
    amount: fee.amount.amount,
    minimumApplied: fee.minimumApplied,
    remark: fee.remark,
  }));
}

/**
 * The rows of an order that follow its priced draft: its fee lines and, for FCL, the container numbers
 * known at booking (trackable from the start; loading replaces them later).
 */
export async function insertBookedRows(tx: DbOrTx, orderId: string, price: PricedDraft): Promise<void> {
  await tx.insert(orderFees).values(feeRows(orderId, price.fees));
  const { draft } = price;
  if (draft.mode !== 'fcl') return;
  const numbered = (draft.containerDetails ?? []).filter((detail) => detail.containerNo);
  if (numbered.length > 0)
    await tx.insert(orderContainers).values(
      numbered.map((detail) => ({
        orderId,
        containerNo: detail.containerNo as string,
        type: detail.type ?? null,
        sealNo: detail.sealNo ?? null,
      })),
    );
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

/** One order row of the caller's tenant; another tenant's order is 404 exactly like a missing one. */
export async function tenantOrder(db: DbOrTx, actor: AccountActor, id: string): Promise<typeof orders.$inferSelect> {
  rowId(id);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.tenantId, actor.tenantId)));
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/** One order of the caller's tenant with its fee lines. */
export async function getOrder(db: Db, actor: AccountActor, id: string): Promise<Order> {
  return orderView(db, await tenantOrder(db, actor, id));
}

/** An order row as booked: its summary, terms, stored fee lines and draft. */
export async function orderView(db: DbOrTx, order: typeof orders.$inferSelect): Promise<Order> {
  const fees = await db.select().from(orderFees).where(eq(orderFees.orderId, order.id)).orderBy(asc(orderFees.seq));
  return {
    ...orderSummary(await getCatalog(db), order),
    line: order.lineId,
    inquiryId: order.inquiryId ?? null,
    tradeTerm: order.tradeTerm as TradeTerm,
    shipmentTerm: order.shipmentTerm as ShipmentTerm,
    fees: fees.map(
      (fee): BookingFeeLine => ({
        code: fee.code,
        name: fee.name as Localized,
        stage: fee.stage as BookingFeeLine['stage'],
        service: fee.service as BookingFeeLine['service'],
        basis: fee.basis,
        unit: fee.unit as Localized,
        unitPrice: { amount: fee.unitPrice, currency: fee.currency as BookingFeeLine['amount']['currency'] },
        quantity: fee.quantity,
        amount: { amount: fee.amount, currency: fee.currency as BookingFeeLine['amount']['currency'] },
        minimumApplied: fee.minimumApplied,
        remark: fee.remark ?? null,
      }),
    ),
    draft: order.draft,
  };
}
