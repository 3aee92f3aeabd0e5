import { type OrderDraft, selectedServices } from '@seabook/domain/booking';
import type { EditedOrder, EditOrderRequest } from '@seabook/domain/booking-price';
import { inquiryIdOfLine } from '@seabook/domain/inquiries';
import type { Money } from '@seabook/domain/money';
import { EDITABLE_STATUSES } from '@seabook/domain/order-flow';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scopeOf } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { inquiryOfOrder } from '../inquiries/inquiries.service.ts';
import { priceTokenMatches, resolveLine } from './booking-price.ts';
import { type LockedOrder, lockOrder, logOrderEvent, whoOf } from './order-flow.service.ts';
import { bookedColumns, insertBookedRows } from './order-rows.ts';
import { checkDraftFiles, priceChanged, priced } from './orders.service.ts';
import { orderContainers, orderFees, orders } from './orders.tables.ts';

/**
 * Editing an order while it waits for review (POST /v2/oe_order/eidtcreateorder, decision 020): the
 * whole draft again, on the same or another sailing, priced exactly like createorder at today's rates.
 * The order keeps its number, status and mode; its line, terms, cargo, parties, services, draft, totals
 * and fee lines are replaced, and its log records what changed (field → [before, after]).
 *
 * An order booked on an inquiry's quote stays on that inquiry (its quote, while valid, prices the
 * edit); an order of a quote line may move to any bookable sailing of its mode.
 */

type Changes = Record<string, [unknown, unknown]>;

function checkEditable(order: LockedOrder): void {
  if (!EDITABLE_STATUSES.includes(order.status)) throw new AppError('ORDER_NOT_EDITABLE');
}

function lineRefused(): AppError {
  return new AppError('VALIDATION', { fields: { line: 'VALIDATION' } });
}

/** What the edit's line books: the order's own inquiry for an inquiry order, else a quote line. */
function resolveFor(order: LockedOrder): typeof resolveLine {
  return async (db, actor, index, line, today) => {
    const inquiryId = inquiryIdOfLine(line.trim());
    if (order.inquiryId === null)
      return inquiryId === null ? resolveLine(db, actor, index, line, today) : lineRefused();
    if (inquiryId !== order.inquiryId) return lineRefused();
    try {
      return { kind: 'inquiry', inquiry: await inquiryOfOrder(db, actor, inquiryId, order.id) };
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  };
}

/**
 * How the price of an edit of `orderId` resolves its line (the preview and the price inputs of
 * /editorder): the caller's order (404 otherwise), still editable (409 ORDER_NOT_EDITABLE).
 */
export async function editResolver(db: Db, actor: AccountActor, orderId: string): Promise<typeof resolveLine> {
  const order = await lockOrder(db, orderId, scopeOf(actor));
  checkEditable(order);
  return resolveFor(order);
}

/** The fields an edit's log names when they change. */
function tracked(line: string, sailingDate: string | null, draft: OrderDraft, totals: readonly Money[]) {
  return {
    line,
    sailingDate,
    'cargo.weightKg': draft.cargo.weightKg,
    'cargo.volumeCbm': draft.cargo.volumeCbm,
    'cargo.pieces': draft.cargo.pieces,
    ...(draft.mode === 'fcl' ? { containers: draft.containers } : {}),
    tradeTerm: draft.tradeTerm,
    shipmentTerm: draft.shipmentTerm,
    services: selectedServices(draft),
    'consignor.company': draft.consignor?.company ?? null,
    'consignee.company': draft.consignee?.company ?? null,
    'notifier.company': draft.notifier?.company ?? null,
    totals,
  };
}

/** Field → [before, after] for each tracked field whose value differs. */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after))
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(value ?? null))
      changes[field] = [before[field] ?? null, value ?? null];
  return changes;
}

/**
 * POST /v2/oe_order/eidtcreateorder. Checked in order: the order (404 for another tenant's, like a
 * missing one), its status (409 ORDER_NOT_EDITABLE), the draft, its files and mode (422), the line
 * (404/410/409 like createorder), the price the user saw (409 PRICE_CHANGED with the new price). One
 * transaction then locks the order, checks its status again and writes the edit with its log entry;
 * a refusal changes nothing.
 */
export async function editOrder(db: Db, actor: AccountActor, body: EditOrderRequest): Promise<EditedOrder> {
  // Read (and briefly locked) before pricing; the transaction below locks it again for the write.
  const current = await lockOrder(db, body.id, scopeOf(actor));
  checkEditable(current);
  const price = await priced(
    db,
    actor,
    body,
    async (draft) => {
      if (draft.mode !== current.mode) throw new AppError('VALIDATION', { fields: { 'draft.mode': 'VALIDATION' } });
      await checkDraftFiles(db, actor, draft);
    },
    resolveFor(current),
  );
  if (!priceTokenMatches(body.priceToken, price.line, price.fees, Date.now())) throw priceChanged(price);

  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.id, scopeOf(actor));
    checkEditable(order);
    const changes = changesOf(
      tracked(order.lineId, order.sailingDate, order.draft as OrderDraft, order.totals),
      tracked(price.line, price.booked.sailingDate, price.draft, price.totals),
    );
    await tx
      .update(orders)
      .set({ ...bookedColumns(price, body.priceToken), updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    // Nothing but the booking wrote these while the order waits for review: they follow the new draft.
    await tx.delete(orderFees).where(eq(orderFees.orderId, order.id));
    await tx.delete(orderContainers).where(eq(orderContainers.orderId, order.id));
    await insertBookedRows(tx, order.id, price);
    await logOrderEvent(tx, order.id, await whoOf(tx, actor), { action: 'edit', changes });
    return { orderId: order.id, orderNo: order.orderNo, status: order.status, changed: Object.keys(changes) };
  });
}
