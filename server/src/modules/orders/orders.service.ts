import { createHash } from 'node:crypto';
import {
  type BookingFeeLine,
  type CreatedOrder,
  ORDER_REVIEW_MINUTES,
  type Order,
  type OrderPrice,
} from '@seabook/domain/booking-price';
import { chinaDate } from '@seabook/domain/booking-rules';
import type { Localized } from '@seabook/domain/i18n';
import { orderBlocker } from '@seabook/domain/members';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import type { AccountActor } from '../../http/guards.ts';
import { attachableFile } from '../files/files.service.ts';
import { tenants } from '../members/members.tables.ts';
import { todayDay } from '../rates/clock.ts';
import { getRatesIndex } from '../rates/rates-index.ts';
import {
  bookable,
  checkDraftLine,
  type PricedDraft,
  parseDraft,
  priceDraft,
  priceTokenMatches,
} from './booking-price.ts';
import { idempotencyKeys, orderFees, orderSequences, orders } from './orders.tables.ts';

/**
 * Orders (decision 017): the price preview and the submission. A submission is checked in a fixed
 * order (may the tenant order, the draft, its files, the quote line, the price the user saw), then the
 * order, its fee lines and the idempotency key are written in one transaction.
 */

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** The kinds of upload a destination clearance may attach (decision 015's order documents). */
const ORDER_FILE_KINDS = ['order', 'image', 'excel', 'instruction', 'other'] as const;

/** Thrown when the recomputed price differs from the token: the route answers 409 with the new price. */
export class PriceChangedError extends AppError {
  constructor(readonly price: OrderPrice) {
    super('PRICE_CHANGED');
  }
}

type Body = { line: string; draft: unknown };

/** 403 NOT_VERIFIED or VERIFY_IN_PROGRESS unless the tenant is verified (spec complete.can_order). */
async function checkCanOrder(db: Db, actor: AccountActor): Promise<void> {
  const [tenant] = await db
    .select({ verification: tenants.verification })
    .from(tenants)
    .where(eq(tenants.id, actor.tenantId));
  const blocker = orderBlocker(tenant?.verification ?? 'unverified');
  if (blocker) throw new AppError(blocker);
}

/** The checked draft priced on its line; `checkFiles` runs between the draft and the quote checks. */
async function priced(db: Db, body: Body, checkFiles?: (draft: PricedDraft['draft']) => Promise<void>) {
  const index = await getRatesIndex(db);
  const today = todayDay();
  const found = bookable(index, body.line, today);
  const draft = parseDraft(body.draft, found, today);
  checkDraftLine(body.line, draft);
  if (checkFiles) await checkFiles(draft);
  if (found instanceof AppError) throw found;
  return priceDraft(db, index, body.line.trim(), found, draft);
}

function publicPrice(price: PricedDraft): OrderPrice {
  const { entry: _entry, sailing: _sailing, draft: _draft, ...answer } = price;
  return answer;
}

/** POST /v2/oe_order/price: every fee line of the draft on the line, with the token to submit it by. */
export async function previewPrice(db: Db, _actor: AccountActor, body: Body): Promise<OrderPrice> {
  return publicPrice(await priced(db, body));
}

/** Object keys sorted at every level, so the same request hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** The key from the header: 8–128 letters, digits, '-' or '_' (a UUID fits), or 422. */
export function idempotencyKeyOf(header: unknown): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value.trim()))
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', { fields: { 'Idempotency-Key': 'IDEMPOTENCY_KEY_REQUIRED' } });
  return value.trim();
}

const keyAlive = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/** The answer stored under a live key: the same one for the same request, 409 for another. */
async function storedAnswer(db: Db, tenantId: string, key: string, hash: string): Promise<CreatedOrder | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, tenantId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} >= ${keyAlive()}`,
      ),
    );
  if (!row) return null;
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.response as CreatedOrder;
}

/**
 * POST /v2/oe_order/createorder. A replay of a stored key answers the first answer. Otherwise the checks
 * run in order, then one transaction claims the key first (a unique key: a racing twin waits on it and,
 * once the winner commits, reads the winner's answer), numbers the order and stores it with its fee lines.
 * A refused request stores nothing, so its key may be sent again with a corrected request.
 */
export async function createOrder(
  db: Db,
  actor: AccountActor,
  key: string,
  body: Body & { priceToken: string },
): Promise<CreatedOrder> {
  const hash = requestHash(body);
  const replay = await storedAnswer(db, actor.tenantId, key, hash);
  if (replay) return replay;

  await checkCanOrder(db, actor);
  const price = await priced(db, body, async (draft) => {
    for (const [i, id] of (draft.destinationClearance?.fileIds ?? []).entries()) {
      try {
        await attachableFile(db, actor, id, ORDER_FILE_KINDS);
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.key, { fields: { [`draft.destinationClearance.fileIds.${i}`]: error.key } });
        throw error;
      }
    }
  });
  if (!priceTokenMatches(body.priceToken, price.line, price.fees, Date.now()))
    throw new PriceChangedError(publicPrice(price));

  const created = await db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, actor.tenantId),
          eq(idempotencyKeys.key, key),
          lt(idempotencyKeys.createdAt, keyAlive()),
        ),
      );
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ tenantId: actor.tenantId, key, requestHash: hash, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return null;

    const day = chinaDate(Date.now()).slice(2).replaceAll('-', '');
    const [sequence] = await tx
      .insert(orderSequences)
      .values({ day, last: 1 })
      .onConflictDoUpdate({ target: orderSequences.day, set: { last: sql`${orderSequences.last} + 1` } })
      .returning({ last: orderSequences.last });
    const orderNo = `SB${day}${String(sequence?.last ?? 1).padStart(4, '0')}`;
    const { draft, entry, sailing } = price;
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId: actor.tenantId,
        accountId: actor.accountId,
        orderNo,
        mode: draft.mode,
        status: 'submitted',
        lineId: price.line,
        serviceId: entry.id,
        sailingDate: new Date(sailing.day * 86_400_000).toISOString().slice(0, 10),
        pol: entry.pol,
        pod: entry.pod,
        carrier: entry.carrier,
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
        priceToken: body.priceToken,
      })
      .returning({ id: orders.id });
    if (!order) throw new AppError('ORDER_FAILED');
    await tx.insert(orderFees).values(
      price.fees.map((fee, seq) => ({
        orderId: order.id,
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
      })),
    );
    const answer: CreatedOrder = {
      orderId: order.id,
      orderNo,
      status: 'submitted',
      reviewWithinMinutes: ORDER_REVIEW_MINUTES,
    };
    await tx
      .update(idempotencyKeys)
      .set({ response: answer })
      .where(and(eq(idempotencyKeys.tenantId, actor.tenantId), eq(idempotencyKeys.key, key)));
    return answer;
  });
  if (created) return created;
  // Another request with this key committed first: its answer, or 409 when it was a different request.
  const winner = await storedAnswer(db, actor.tenantId, key, hash);
  if (!winner) throw new AppError('ORDER_FAILED');
  return winner;
}

/** One order of the caller's tenant with its fee lines; another tenant's order is 404 like a missing one. */
export async function getOrder(db: Db, actor: AccountActor, id: string): Promise<Order> {
  rowId(id);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.tenantId, actor.tenantId)));
  if (!order) throw new AppError('NOT_FOUND');
  const fees = await db.select().from(orderFees).where(eq(orderFees.orderId, id)).orderBy(asc(orderFees.seq));
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    mode: order.mode,
    line: order.lineId,
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
    totals: order.totals,
    totalUsd: order.totalUsd ?? null,
    draft: order.draft,
    createdAt: order.createdAt.toISOString(),
  };
}
