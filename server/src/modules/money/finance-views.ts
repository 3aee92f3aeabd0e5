import {
  amountsLeft,
  BILL_CURRENCIES,
  type BillCurrency,
  OVERDUE_BILL_STATUSES,
  PAYMENT_CHANNELS,
  type PaymentChannel,
} from '@seabook/domain/bill-rules';
import { addDays, chinaDayNumber, chinaDayStart, chinaToday } from '@seabook/domain/china-time';
import type { OverdueList, Takings } from '@seabook/domain/ops-bills';
import { and, asc, count, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import { filesByIds } from '../files/files.service.ts';
import { bills, paymentBills, payments, remittanceBills, remittances } from './money.tables.ts';

/**
 * The finance desk's day's takings and overdue bills (issue 17). Both read the stored facts only: a
 * payment counts on the China day it was paid, a remittance on the day finance confirmed what the bank
 * received (that amount); a bill is overdue once the 2 working days to confirm it after sending are over
 * and it is not settled (the deadline stored when it was sent, `workingDaysDeadline`).
 */

type TakingsPayment = Takings['lines'][number]['payments'][number];

/** The bill numbers of each payment or remittance, by its id. */
async function billNosOf(
  db: Db,
  link: typeof paymentBills | typeof remittanceBills,
  ids: string[],
): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>();
  if (ids.length === 0) return byId;
  const key = 'paymentId' in link ? link.paymentId : link.remittanceId;
  const rows = await db
    .select({ id: key, billNo: bills.billNo })
    .from(link)
    .innerJoin(bills, eq(bills.id, link.billId))
    .where(inArray(key, ids))
    .orderBy(asc(bills.billNo));
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row.billNo]);
  return byId;
}

/** GET /v2/ops/finance/takings: the day's settled payments and remittances by channel and currency. */
export async function dayTakings(db: Db, day: string = chinaToday()): Promise<Takings> {
  const from = new Date(chinaDayStart(day));
  const to = new Date(chinaDayStart(addDays(day, 1)));
  const paid = await db
    .select({ payment: payments, company: tenants.name })
    .from(payments)
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    .where(and(eq(payments.status, 'paid'), gte(payments.paidAt, from), lt(payments.paidAt, to)))
    .orderBy(asc(payments.paidAt), asc(payments.paymentNo));
  const received = await db
    .select({ remittance: remittances, company: tenants.name })
    .from(remittances)
    .innerJoin(tenants, eq(tenants.id, remittances.tenantId))
    .where(
      and(
        eq(remittances.status, 'confirmed'),
        isNotNull(remittances.received),
        gte(remittances.decidedAt, from),
        lt(remittances.decidedAt, to),
      ),
    )
    .orderBy(asc(remittances.decidedAt));
  const vouchers = await filesByIds(
    db,
    received.map((r) => r.remittance.voucherFileId),
  );
  const paymentBillNos = await billNosOf(
    db,
    paymentBills,
    paid.map((r) => r.payment.id),
  );
  const remittanceBillNos = await billNosOf(
    db,
    remittanceBills,
    received.map((r) => r.remittance.id),
  );

  const entries: { channel: PaymentChannel; item: TakingsPayment }[] = [
    ...paid.map(({ payment, company }) => ({
      channel: payment.channel,
      item: {
        id: payment.id,
        paymentNo: payment.paymentNo,
        at: (payment.paidAt ?? payment.updatedAt).toISOString(),
        company,
        billNos: paymentBillNos.get(payment.id) ?? [],
        amount: { amount: payment.amount, currency: payment.currency },
        tradeNo: payment.gatewayTradeNo,
        voucher: null,
      },
    })),
    ...received.map(({ remittance, company }) => ({
      channel: 'remittance' as const,
      item: {
        id: remittance.id,
        paymentNo: '',
        at: (remittance.decidedAt ?? remittance.createdAt).toISOString(),
        company,
        billNos: remittanceBillNos.get(remittance.id) ?? [],
        amount: { amount: remittance.received ?? 0, currency: remittance.currency },
        tradeNo: null,
        voucher: vouchers.get(remittance.voucherFileId)?.originalName ?? '',
      },
    })),
  ];

  const lines: Takings['lines'] = [];
  for (const channel of PAYMENT_CHANNELS) {
    for (const currency of BILL_CURRENCIES) {
      const items = entries
        .filter((e) => e.channel === channel && e.item.amount.currency === currency)
        .map((e) => e.item);
      if (items.length === 0) continue;
      lines.push({ channel, currency, count: items.length, total: sum(items, currency), payments: items });
    }
  }
  const totals = BILL_CURRENCIES.flatMap((currency) => {
    const items = entries.map((e) => e.item).filter((item) => item.amount.currency === currency);
    return items.length ? [{ count: items.length, total: sum(items, currency) }] : [];
  });
  return { day, lines, totals };
}

function sum(items: readonly TakingsPayment[], currency: BillCurrency) {
  return { amount: items.reduce((total, item) => total + item.amount.amount, 0), currency };
}

/** GET /v2/ops/finance/overdue: oldest deadline first. */
export async function overdueBills(
  db: Db,
  query: { page: number; pageSize: number },
  now = new Date(),
): Promise<OverdueList> {
  const where = and(
    eq(bills.kind, 'receivable'),
    inArray(bills.status, [...OVERDUE_BILL_STATUSES]),
    isNotNull(bills.sentAt),
    lt(bills.confirmBy, now),
  );
  const rows = await db
    .select({ bill: bills, company: tenants.name })
    .from(bills)
    .innerJoin(tenants, eq(tenants.id, bills.tenantId))
    .where(where)
    .orderBy(asc(bills.confirmBy), asc(bills.billNo))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(bills).where(where);
  return {
    items: rows.map(({ bill, company }) => {
      const dueBy = bill.confirmBy ?? now;
      return {
        id: bill.id,
        billNo: bill.billNo,
        status: bill.status,
        company,
        orders: bill.orders,
        sentAt: (bill.sentAt ?? bill.createdAt).toISOString(),
        dueBy: dueBy.toISOString(),
        // The deadline is the start of the day after the last working day: that day is the first overdue one.
        daysOverdue: chinaDayNumber(now) - chinaDayNumber(dueBy) + 1,
        left: amountsLeft([
          { currency: 'CNY', due: bill.dueCny, paid: bill.paidCny },
          { currency: 'USD', due: bill.dueUsd, paid: bill.paidUsd },
        ]),
      };
    }),
    total: total?.n ?? 0,
  };
}
