import { type BookingFeeLine, bookingTotals } from '@seabook/domain/booking-price';
import {
  type ContainerCount,
  type InquiryQuoteCharge,
  priceInquiryQuote,
  quoteValidityAllowed,
} from '@seabook/domain/inquiries';
import type { OpsOrderInfo, OpsOrderQuoteRequestSchema } from '@seabook/domain/ops-orders';
import { findMove } from '@seabook/domain/order-flow';
import { type CargoMeasure, CHARGE_STAGES } from '@seabook/domain/pricing';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { getRatesIndex, today } from '../rates/rates.service.ts';
import { auditOrder, onAnyOrder } from './ops-orders.service.ts';
import { type LockedOrder, moveOrder } from './order-flow.service.ts';
import { feeRows } from './order-rows.ts';
import { orderFees, orders } from './orders.tables.ts';

/**
 * The operator's quote of an order waiting for one (issue 6): the charges, in a rate sheet's terms,
 * priced for the order's cargo and boxes exactly like an inquiry's quote (domain/inquiries.ts), replace
 * the order's fee lines and totals, and the order moves pending_quote → quote_to_confirm through
 * `moveOrder` (log and notice). The customer accepts or declines it with its own move; accepting is
 * refused after the validity day (`orders.quote_valid_to`, also in the move's log line and the audit
 * row). The operator may withdraw a quote (require_quote back to pending_quote) and quote again.
 */

type QuoteInput = z.output<typeof OpsOrderQuoteRequestSchema>;

/** The boxes an order books: an FCL order's container rows, none for LCL. */
function bookedBoxes(order: LockedOrder): ContainerCount[] {
  if (order.mode !== 'fcl') return [];
  const draft = order.draft as { containers?: ContainerCount[] };
  return (draft.containers ?? []).map((row) => ({ type: row.type, quantity: row.quantity }));
}

/**
 * A typed container charge must name a booked type (422 ORDER_QUOTE_CONTAINER_TYPE on its field), and
 * when the quote prices types, every booked type needs one (422 ORDER_QUOTE_CONTAINER_UNPRICED).
 */
function checkBoxes(charges: readonly InquiryQuoteCharge[], boxes: readonly ContainerCount[]): void {
  const booked = new Set(boxes.map((row) => row.type));
  const fields: Record<string, 'ORDER_QUOTE_CONTAINER_TYPE'> = {};
  charges.forEach((charge, i) => {
    if (charge.containerType && !booked.has(charge.containerType))
      fields[`charges.${i}.containerType`] = 'ORDER_QUOTE_CONTAINER_TYPE';
  });
  if (Object.keys(fields).length > 0) throw new AppError('ORDER_QUOTE_CONTAINER_TYPE', { fields });
  const typed = new Set(charges.flatMap((charge) => (charge.containerType ? [charge.containerType] : [])));
  if (typed.size > 0 && boxes.some((row) => !typed.has(row.type)))
    throw new AppError('ORDER_QUOTE_CONTAINER_UNPRICED', { fields: { charges: 'ORDER_QUOTE_CONTAINER_UNPRICED' } });
}

/** The charges priced for the order, by stage (origin, ocean, destination) and otherwise as sent. */
export function priceOrderQuote(order: LockedOrder, charges: readonly InquiryQuoteCharge[]): BookingFeeLine[] {
  const boxes = bookedBoxes(order);
  checkBoxes(charges, boxes);
  const { weightKg, volumeCbm, pieces } = order.cargo as CargoMeasure;
  const stage = (line: BookingFeeLine) => CHARGE_STAGES.indexOf(line.stage);
  return priceInquiryQuote(charges, { weightKg, volumeCbm, pieces }, boxes).sort((a, b) => stage(a) - stage(b));
}

/** Replaces the order's fee lines with the quoted ones. */
async function replaceFees(tx: DbOrTx, orderId: string, fees: readonly BookingFeeLine[]): Promise<void> {
  await tx.delete(orderFees).where(eq(orderFees.orderId, orderId));
  await tx.insert(orderFees).values(feeRows(orderId, fees));
}

/**
 * POST /v2/ops/order/quote: only an order pending a quote (409 ORDER_MOVE_NOT_ALLOWED otherwise, nothing
 * changed); the validity from today to MAX_QUOTE_VALID_DAYS ahead, China calendar (422
 * QUOTE_VALIDITY_INVALID on `validTo`).
 */
export async function opsQuoteOrder(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: QuoteInput,
): Promise<OpsOrderInfo> {
  const day = today();
  if (!quoteValidityAllowed(input.validTo, day))
    throw new AppError('QUOTE_VALIDITY_INVALID', { fields: { validTo: 'QUOTE_VALIDITY_INVALID' } });
  const { rates } = await getRatesIndex(db);
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    if (!findMove(order.status, 'quote_to_confirm', 'operator')) throw new AppError('ORDER_MOVE_NOT_ALLOWED');
    const fees = priceOrderQuote(order, input.charges);
    const { totals, totalUsd } = bookingTotals(fees, rates);
    await replaceFees(tx, order.id, fees);
    await tx
      .update(orders)
      .set({ totals, totalUsd, quoteValidTo: input.validTo, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const remark = input.remark ?? null;
    await moveOrder(tx, notifier, order, 'quote_to_confirm', who, remark, {
      totals: [order.totals, totals],
      validTo: [null, input.validTo],
    });
    await auditOrder(tx, actor, order, 'order.quote', {
      before: { status: order.status, totals: order.totals, totalUsd: order.totalUsd ?? null },
      after: { status: 'quote_to_confirm', totals, totalUsd, validTo: input.validTo, charges: input.charges },
      remark,
    });
  });
}
