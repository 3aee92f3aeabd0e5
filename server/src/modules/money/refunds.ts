import { refundPaidNotice } from '@seabook/domain/bill-notices';
import {
  type BillCurrency,
  canRecordRefund,
  REFUND_FEE_CODE,
  REFUND_OVERPAID_CODE,
  refundableLeft,
} from '@seabook/domain/bill-rules';
import type { DeskBillDetail, OverpaidList, RefundInput } from '@seabook/domain/ops-bills';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { notify } from '../messages/messages.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { findOrderRef, lockOrder } from '../orders/orders.service.ts';
import { deskDetail, insertBill } from './bill-desk.ts';
import { changeBill, lockBill, operatorWho, paidColumn } from './bill-facts.ts';
import { billLines, bills, paymentBills, payments } from './money.tables.ts';

/**
 * Refunds (issue 17): a payable bill of one order that finance makes, sends like any bill, and settles
 * by recording its bank transfer once the customer confirmed it. An order's refunds never exceed what the
 * customer paid for it in that currency (`refundableLeft`): the order is locked while that is counted, so
 * two refunds at once cannot both pass. A refund of an overpaid payment uses up that payment's unapplied
 * money in one conditional update, so it is refunded once however many operators click.
 */

const REFUND_NAME = { 'zh-CN': '退款', 'zh-TW': '退款', en: 'Refund' } as const;
const OVERPAID_NAME = { 'zh-CN': '多付款退回', 'zh-TW': '多付款退回', en: 'Overpayment returned' } as const;

/** The bills of an order, by kind (a bill names its orders in `orders`). */
function ofOrder(orderId: string, kind: 'receivable' | 'payable') {
  return and(eq(bills.kind, kind), sql`${bills.orders} @> ${JSON.stringify([{ id: orderId }])}::jsonb`);
}

/** What the customer paid on the order's bills in `currency`, less the order's refunds of it (not of overpayments). */
async function orderRefundable(tx: DbOrTx, orderId: string, currency: BillCurrency): Promise<number> {
  const paid = paidColumn(currency);
  const [onBills] = await tx
    .select({ sum: sql<string>`coalesce(sum(${bills[paid]}), 0)` })
    .from(bills)
    .where(ofOrder(orderId, 'receivable'));
  const [refunded] = await tx
    .select({ sum: sql<string>`coalesce(sum(${billLines.amount}), 0)` })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(and(ofOrder(orderId, 'payable'), eq(billLines.code, REFUND_FEE_CODE), eq(billLines.currency, currency)));
  return refundableLeft({ onBills: Number(onBills?.sum ?? 0), overpaid: 0 }, Number(refunded?.sum ?? 0));
}

/** POST /v2/ops/bills/refund: a draft refund of an order, for finance to send. */
export async function refundOrder(db: Db, actor: StaffActor, input: RefundInput): Promise<DeskBillDetail> {
  return db.transaction(async (tx) => {
    const ref = await findOrderRef(tx, { orderNo: input.orderNo });
    if (!ref) throw new AppError('NOT_FOUND', { fields: { orderNo: 'NOT_FOUND' } });
    // Two refunds of one order at once: the second waits here and counts the first.
    const order = await lockOrder(tx, ref.id, null);
    const { currency, amount } = input.amount;
    let code = REFUND_FEE_CODE;
    if (input.paymentNo) {
      // The payment must have paid a bill of this order; its unapplied money is used up at once.
      const [used] = await tx
        .update(payments)
        .set({ unapplied: sql`${payments.unapplied} - ${amount}`, updatedAt: new Date() })
        .where(
          and(
            eq(payments.paymentNo, input.paymentNo),
            eq(payments.tenantId, order.tenantId),
            eq(payments.currency, currency),
            eq(payments.status, 'paid'),
            sql`${payments.unapplied} >= ${amount}`,
            sql`exists (select 1 from ${paymentBills} join ${bills} on ${bills.id} = ${paymentBills.billId}
              where ${paymentBills.paymentId} = ${payments.id}
              and ${bills.orders} @> ${JSON.stringify([{ id: order.id }])}::jsonb)`,
          ),
        )
        .returning({ id: payments.id });
      if (!used) {
        const [known] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.paymentNo, input.paymentNo), eq(payments.tenantId, order.tenantId)));
        if (!known) throw new AppError('NOT_FOUND', { fields: { paymentNo: 'NOT_FOUND' } });
        throw new AppError('REFUND_OVER_LIMIT');
      }
      code = REFUND_OVERPAID_CODE;
    } else if (amount > (await orderRefundable(tx, order.id, currency))) {
      throw new AppError('REFUND_OVER_LIMIT');
    }
    const row = await insertBill(tx, {
      kind: 'payable',
      order: {
        id: order.id,
        tenantId: order.tenantId,
        accountId: order.accountId,
        orderNo: order.orderNo,
        blNo: order.blNo ?? '',
      },
      lines: [
        {
          feeSeq: null,
          code,
          name: code === REFUND_OVERPAID_CODE ? OVERPAID_NAME : REFUND_NAME,
          currency,
          amount,
          remark: input.paymentNo ? `${input.reason} (${input.paymentNo})` : input.reason,
        },
      ],
      rates: [],
      createdBy: actor.staffId,
      who: await operatorWho(tx, actor),
    });
    await recordAudit(tx, actor, {
      action: 'bill.refund',
      objectType: 'bill',
      objectId: row.id,
      objectLabel: row.billNo,
      after: { orderNo: order.orderNo, currency, amount, paymentNo: input.paymentNo ?? null },
      remark: input.reason,
    });
    return deskDetail(tx, row);
  });
}

/** POST /v2/ops/bills/refund/paid: the transfer went out; the refund is settled and the customer told. */
export async function recordRefundPaid(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; reference: string },
): Promise<DeskBillDetail> {
  return db.transaction(async (tx) => {
    const row = await lockBill(tx, input.id, null);
    if (!canRecordRefund(row.kind, row.status)) throw new AppError('REFUND_NOT_DUE');
    const updated = await changeBill(
      tx,
      row,
      await operatorWho(tx, actor),
      'refund_paid',
      { paidCny: row.dueCny, paidUsd: row.dueUsd },
      input.reference,
    );
    await notify(
      tx,
      notifier,
      { tenantId: row.tenantId, accountId: row.accountId, kind: 'bill', link: `/center/billdetail?id=${row.id}` },
      refundPaidNotice(row.billNo, input.reference),
    );
    await recordAudit(tx, actor, {
      action: 'bill.refund_paid',
      objectType: 'bill',
      objectId: row.id,
      objectLabel: row.billNo,
      before: { status: row.status },
      after: { status: updated.status, reference: input.reference },
    });
    return deskDetail(tx, updated);
  });
}

/** GET /v2/ops/finance/overpaid. */
export async function overpaidPayments(db: Db, query: { page: number; pageSize: number }): Promise<OverpaidList> {
  const where = and(eq(payments.status, 'paid'), gt(payments.unapplied, 0));
  const rows = await db
    .select({ payment: payments, company: tenants.name })
    .from(payments)
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    .where(where)
    .orderBy(desc(payments.paidAt), desc(payments.paymentNo))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const ids = rows.map((row) => row.payment.id);
  const links = ids.length
    ? await db
        .select({ paymentId: paymentBills.paymentId, id: bills.id, billNo: bills.billNo, orders: bills.orders })
        .from(paymentBills)
        .innerJoin(bills, eq(bills.id, paymentBills.billId))
        .where(inArray(paymentBills.paymentId, ids))
    : [];
  return {
    items: rows.map(({ payment, company }) => {
      const mine = links.filter((link) => link.paymentId === payment.id);
      return {
        paymentNo: payment.paymentNo,
        channel: payment.channel,
        company,
        paidAt: payment.paidAt?.toISOString() ?? null,
        amount: { amount: payment.amount, currency: payment.currency },
        unapplied: { amount: payment.unapplied, currency: payment.currency },
        bills: mine.map((link) => ({ id: link.id, billNo: link.billNo })),
        orderNos: [...new Set(mine.flatMap((link) => link.orders.map((o) => o.orderNo)))],
      };
    }),
    total: total?.n ?? 0,
  };
}
