import { amountsLeft, type BillCurrency, canConfirm, canPayPart } from '@seabook/domain/bill-rules';
import type { BillDetail, BillSummary } from '@seabook/domain/bills';
import { chinaDate } from '@seabook/domain/china-time';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filesByIds } from '../files/files.service.ts';
import { type BillRow, partsOf, pendingRemittanceCurrencies } from './bill-facts.ts';
import {
  billEvents,
  billLines,
  bills,
  paymentBills,
  paymentEvents,
  payments,
  remittanceBills,
  remittances,
} from './money.tables.ts';

/** Bills as the wire shows them (domain/bills.ts): a list row, and the whole bill. */

/** The steps of a payment a bill shows (refused notifications and queries are for finance's log only). */
const SHOWN_STEPS = new Set(['created', 'sent', 'paid', 'failed', 'closed', 'refunded']);

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The numbers of parent bills by id. */
async function parentNumbers(db: DbOrTx, rows: readonly BillRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.parentId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: bills.id, billNo: bills.billNo }).from(bills).where(inArray(bills.id, ids));
  return new Map(found.map((row) => [row.id, row.billNo]));
}

function summaryOf(row: BillRow, parents: Map<string, string>): BillSummary {
  return {
    id: row.id,
    billNo: row.billNo,
    kind: row.kind,
    status: row.status,
    orders: row.orders,
    parts: partsOf(row).map((part) => ({ ...part, left: Math.max(0, part.due - part.paid) })),
    date: chinaDate(row.sentAt ?? row.createdAt),
    confirmBy: row.status === 'to_confirm' ? iso(row.confirmBy) : null,
    parentNo: row.parentId ? (parents.get(row.parentId) ?? null) : null,
  };
}

export async function billSummaries(db: DbOrTx, rows: readonly BillRow[]): Promise<BillSummary[]> {
  const parents = await parentNumbers(db, rows);
  return rows.map((row) => summaryOf(row, parents));
}

/** The whole bill: lines, rates, history, payments with their steps, remittances, sub-bills, and what may be done. */
export async function billDetailOf(db: DbOrTx, row: BillRow): Promise<BillDetail> {
  const [summary] = await billSummaries(db, [row]);
  const lines = await db.select().from(billLines).where(eq(billLines.billId, row.id)).orderBy(asc(billLines.seq));
  const history = await db.select().from(billEvents).where(eq(billEvents.billId, row.id)).orderBy(asc(billEvents.at));
  const paid = await db
    .select({ payment: payments, applied: paymentBills.applied })
    .from(paymentBills)
    .innerJoin(payments, eq(payments.id, paymentBills.paymentId))
    .where(eq(paymentBills.billId, row.id))
    .orderBy(desc(payments.createdAt));
  const steps = paid.length
    ? await db
        .select()
        .from(paymentEvents)
        .where(
          inArray(
            paymentEvents.paymentId,
            paid.map((p) => p.payment.id),
          ),
        )
        .orderBy(asc(paymentEvents.at))
    : [];
  const remitted = await db
    .select({ remittance: remittances })
    .from(remittanceBills)
    .innerJoin(remittances, eq(remittances.id, remittanceBills.remittanceId))
    .where(eq(remittanceBills.billId, row.id))
    .orderBy(desc(remittances.createdAt));
  const vouchers = await filesByIds(
    db,
    remitted.map((r) => r.remittance.voucherFileId),
  );
  const subBills = await db
    .select({ id: bills.id, billNo: bills.billNo, status: bills.status })
    .from(bills)
    .where(eq(bills.parentId, row.id))
    .orderBy(asc(bills.createdAt));
  const parts = partsOf(row);
  const pending = await pendingRemittanceCurrencies(db, row.id);
  const payable = amountsLeft(parts)
    .map((left) => left.currency as BillCurrency)
    .filter((currency) => canPayPart(row.kind, row.status, parts, currency, pending));
  if (!summary) throw new Error('bill summary missing');
  return {
    ...summary,
    lines: lines.map((line) => ({
      seq: line.seq,
      orderId: line.orderId,
      orderNo: line.orderNo,
      code: line.code,
      name: line.name,
      amount: { amount: line.amount, currency: line.currency },
      original:
        line.originalCurrency && line.originalAmount !== null
          ? { amount: line.originalAmount, currency: line.originalCurrency as BillCurrency }
          : null,
      remark: line.remark,
    })),
    rates: row.rates,
    disputeRemark: row.disputeRemark,
    history: history.map((event) => ({
      at: event.at.toISOString(),
      event: event.event,
      by: event.actorName,
      remark: event.remark,
    })),
    payments: paid.map(({ payment, applied }) => ({
      id: payment.id,
      paymentNo: payment.paymentNo,
      channel: payment.channel,
      status: payment.status,
      amount: { amount: payment.amount, currency: payment.currency },
      applied: { amount: applied, currency: payment.currency },
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.paidAt),
      steps: steps
        .filter((step) => step.paymentId === payment.id && SHOWN_STEPS.has(step.step))
        .map((step) => ({ at: step.at.toISOString(), step: step.step })),
    })),
    remittances: remitted.map(({ remittance }) => ({
      id: remittance.id,
      status: remittance.status,
      amount: { amount: remittance.amount, currency: remittance.currency },
      received: remittance.received === null ? null : { amount: remittance.received, currency: remittance.currency },
      voucher: {
        id: remittance.voucherFileId,
        name: vouchers.get(remittance.voucherFileId)?.originalName ?? '',
      },
      reason: remittance.reason,
      createdAt: remittance.createdAt.toISOString(),
      decidedAt: iso(remittance.decidedAt),
    })),
    subBills,
    can: { confirm: canConfirm(row.status), pay: payable, remit: payable },
  };
}
