import type { BookingFeeLine, Order } from '@seabook/domain/booking-price';
import type { ShipmentTerm, TradeTerm } from '@seabook/domain/booking-rules';
import { draftFileIds } from '@seabook/domain/files';
import type { Localized } from '@seabook/domain/i18n';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isRowId } from '../../db/ids.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { fileInfo, filesByIds } from '../files/files.service.ts';
import { orderSummary } from './order-list.ts';
import { orderFees, type orders } from './orders.tables.ts';

/** An order row as booked: its summary, terms, stored fee lines and draft. */
/** An order's fee lines in order, prepared once (db/prepared.ts). */
const feesOf = preparedOnce((db) =>
  db
    .select()
    .from(orderFees)
    .where(eq(orderFees.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderFees.seq))
    .prepare('order_fees_by_order'),
);

export async function orderView(db: DbOrTx, order: typeof orders.$inferSelect): Promise<Order> {
  const fees = await feesOf(db).execute({ orderId: order.id });
  const named = await filesByIds(db, draftFileIds(order.draft).filter(isRowId), { tenantId: order.tenantId });
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
