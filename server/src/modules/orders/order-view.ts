import type { BookingFeeLine, Order } from '@seabook/domain/booking-price';
import type { ShipmentTerm, TradeTerm } from '@seabook/domain/booking-rules';
import { draftFileIds } from '@seabook/domain/files';
import type { Localized } from '@seabook/domain/i18n';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isRowId } from '../../db/ids.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { fileInfo, filesByIds, type StoredFile } from '../files/files.service.ts';
import { orderSummary } from './order-list.ts';
import { orderFees, type orders } from './orders.tables.ts';

/** An order's fee lines in order, prepared once (db/prepared.ts). */
const feesOf = preparedOnce((db) =>
  db
    .select()
    .from(orderFees)
    .where(eq(orderFees.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderFees.seq))
    .prepare('order_fees_by_order'),
);

/** The files an order's draft names: only ids that can be rows (the draft is the customer's JSON). */
export function draftRowIds(order: typeof orders.$inferSelect): string[] {
  return draftFileIds(order.draft).filter(isRowId);
}

/**
 * The order as booked. `read` holds its fee lines and its draft's files when the caller has read them
 * with the rest of the order's page (order-info.ts); otherwise they are read here.
 */
export async function orderView(
  db: DbOrTx,
  order: typeof orders.$inferSelect,
  read?: { fees: (typeof orderFees.$inferSelect)[]; draftFiles: Map<string, StoredFile> },
): Promise<Order> {
  const fees = read?.fees ?? (await feesOf(db).execute({ orderId: order.id }));
  const named = read?.draftFiles ?? (await filesByIds(db, draftRowIds(order), { tenantId: order.tenantId }));
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
    draftFiles: [...named.values()].map(fileInfo),
  };
}
