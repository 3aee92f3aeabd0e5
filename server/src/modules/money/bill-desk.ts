import { billSentNotice } from '@seabook/domain/bill-notices';
import {
  type BillCurrency,
  CONFIRM_WORKING_DAYS,
  canEditBill,
  canRecordRefund,
  isBillableOrderStatus,
  isBillCurrency,
} from '@seabook/domain/bill-rules';
import { chinaDate } from '@seabook/domain/china-time';
import type { Localized } from '@seabook/domain/i18n';
import { type CurrencyTable, type Money, toUsd } from '@seabook/domain/money-rules';
import type { BillEdit, BillFromOrder, DeskBillDetail, DeskBillList, DeskBillQuery } from '@seabook/domain/ops-bills';
import { workingDaysDeadline } from '@seabook/domain/working-days';
import { and, asc, count, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { notify } from '../messages/messages.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { findOrderRef, lockOrder, orderView } from '../orders/orders.service.ts';
import { getRatesIndex } from '../rates/rates.service.ts';
import { type BillRow, type BillWho, changeBill, lockBill, operatorWho, SYSTEM } from './bill-facts.ts';
import { billDetailOf, billSummaries } from './bill-views.ts';
import { workingCalendar } from './calendar.ts';
import { billLines, billSequences, bills } from './money.tables.ts';

/**
 * The finance desk's bills (decision 036): a draft made from an order's fee lines, changed with a
 * reason while it is a draft or disputed, and sent to the customer. Every action is audited.
 */

type LineInsert = typeof billLines.$inferInsert;

/** Whether a database error is a unique violation (PostgreSQL 23505), through drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A LIKE pattern matching `keyword` anywhere, its wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const sameName = (text: string): Localized => ({ 'zh-CN': text, 'zh-TW': text, en: text });

/** A fee in CNY or USD: as it is, or converted to USD at the table's rate (rounded half up once). */
function inBillCurrency(amount: Money, rates: CurrencyTable): { amount: Money; original: Money | null } {
  if (isBillCurrency(amount.currency)) return { amount, original: null };
  const usd = toUsd(amount, rates);
  if (!usd) throw new AppError('EXCHANGE_RATE_MISSING');
  return { amount: usd, original: amount };
}

function dues(lines: readonly Pick<LineInsert, 'currency' | 'amount'>[]) {
  let dueCny = 0;
  let dueUsd = 0;
  for (const line of lines) {
    if (line.currency === 'CNY') dueCny += line.amount;
    else dueUsd += line.amount;
  }
  return { dueCny, dueUsd };
}

export async function deskDetail(db: DbOrTx, row: BillRow): Promise<DeskBillDetail> {
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, row.tenantId));
  return {
    ...(await billDetailOf(db, row)),
    company: tenant?.name ?? '',
    desk: {
      edit: canEditBill(row.status),
      send: canEditBill(row.status),
      refundPaid: canRecordRefund(row.kind, row.status),
    },
  };
}

export type NewBill = {
  /** A receivable bill by default; a refund is payable (and is nobody's part). */
  kind?: 'receivable' | 'payable';
  order: { id: string; tenantId: string; accountId: string; orderNo: string; blNo: string };
  lines: Omit<LineInsert, 'billId' | 'seq' | 'orderId' | 'orderNo'>[];
  rates: CurrencyTable;
  createdBy: string | null;
  who: BillWho;
};

/** Writes a new draft bill of one order in the caller's transaction (the order is locked by the caller). */
export async function insertBill(tx: DbOrTx, input: NewBill): Promise<BillRow> {
  const { order } = input;
  const kind = input.kind ?? 'receivable';
  const [first] = await tx
    .select({ id: bills.id })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(and(eq(billLines.orderId, order.id), eq(bills.kind, 'receivable')))
    .orderBy(asc(bills.createdAt))
    .limit(1);
  const billNo = await nextDailyNumber(tx, billSequences, 'ZD');
  const lines = input.lines.map((line, seq) => ({ ...line, seq, orderId: order.id, orderNo: order.orderNo }));
  const [row] = await tx
    .insert(bills)
    .values({
      tenantId: order.tenantId,
      accountId: order.accountId,
      billNo,
      kind,
      parentId: kind === 'receivable' ? (first?.id ?? null) : null,
      orders: [{ id: order.id, orderNo: order.orderNo, blNo: order.blNo }],
      searchText: [billNo, order.orderNo, order.blNo].filter(Boolean).join(' ').toUpperCase(),
      rates: input.rates,
      createdBy: input.createdBy,
      ...dues(lines),
    })
    .returning();
  if (!row) throw new Error('bill not created');
  if (lines.length) await tx.insert(billLines).values(lines.map((line) => ({ ...line, billId: row.id })));
  return changeBill(tx, row, input.who, 'create');
}

/** POST /v2/ops/bills/from-order: a draft of the order's fee lines not billed yet (or those named). */
export async function billOrder(db: Db, actor: StaffActor, input: BillFromOrder): Promise<DeskBillDetail> {
  const table = (await getRatesIndex(db)).rates;
  try {
    return await db.transaction(async (tx) => {
      const ref = await findOrderRef(tx, { orderNo: input.orderNo });
      if (!ref) throw new AppError('NOT_FOUND', { fields: { orderNo: 'NOT_FOUND' } });
      // Two operators billing one order at once: the second waits here and then sees the first's lines.
      const order = await lockOrder(tx, ref.id, null);
      if (!isBillableOrderStatus(order.status)) throw new AppError('ORDER_NOT_BILLABLE');
      const { fees } = await orderView(tx, order);
      const billed = new Set(
        (
          await tx
            .select({ feeSeq: billLines.feeSeq })
            .from(billLines)
            .where(and(eq(billLines.orderId, order.id), isNotNull(billLines.feeSeq)))
        ).map((row) => row.feeSeq),
      );
      const wanted = input.feeSeqs ? [...new Set(input.feeSeqs)] : fees.map((_, seq) => seq);
      if (wanted.some((seq) => seq >= fees.length))
        throw new AppError('VALIDATION', { fields: { feeSeqs: 'VALIDATION' } });
      if (wanted.some((seq) => billed.has(seq)) && input.feeSeqs) throw new AppError('ORDER_FEES_BILLED');
      const open = wanted.filter((seq) => !billed.has(seq)).sort((a, b) => a - b);
      if (open.length === 0) throw new AppError('ORDER_FEES_BILLED');
      const used = new Set<string>(['CNY']);
      const lines = open.map((feeSeq) => {
        const fee = fees[feeSeq];
        if (!fee) throw new AppError('VALIDATION');
        const { amount, original } = inBillCurrency(fee.amount, table);
        if (original) used.add(original.currency);
        return {
          feeSeq,
          code: fee.code,
          name: fee.name,
          currency: amount.currency as 'CNY' | 'USD',
          amount: amount.amount,
          originalCurrency: original?.currency ?? null,
          originalAmount: original?.amount ?? null,
        };
      });
      const row = await insertBill(tx, {
        order: {
          id: order.id,
          tenantId: order.tenantId,
          accountId: order.accountId,
          orderNo: order.orderNo,
          blNo: order.blNo ?? '',
        },
        lines,
        rates: table.filter((rate) => used.has(rate.currency)),
        createdBy: actor.staffId,
        who: await operatorWho(tx, actor),
      });
      await recordAudit(tx, actor, {
        action: 'bill.create',
        objectType: 'bill',
        objectId: row.id,
        objectLabel: row.billNo,
        after: { orderNo: order.orderNo, feeSeqs: open, dueCny: row.dueCny, dueUsd: row.dueUsd },
      });
      return deskDetail(tx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ORDER_FEES_BILLED');
    throw error;
  }
}

/**
 * A fee bill for an order raised by another module's action (the B/L amendment fee `change_price`, the
 * invoice correction fee): a draft of the one line, for finance to send. The caller's transaction.
 */
export async function addFeeBill(
  tx: DbOrTx,
  input: {
    orderId: string;
    code: string;
    name: Localized;
    amount: { amount: number; currency: BillCurrency };
    remark?: string;
  },
): Promise<{ id: string; billNo: string }> {
  const order = await lockOrder(tx, input.orderId, null);
  const row = await insertBill(tx, {
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
        code: input.code,
        name: input.name,
        currency: input.amount.currency,
        amount: input.amount.amount,
        remark: input.remark ?? '',
      },
    ],
    rates: [],
    createdBy: null,
    who: SYSTEM,
  });
  return { id: row.id, billNo: row.billNo };
}

/** POST /v2/ops/bills/edit: the lines as they should be; lines from the order keep their link while their seq is kept. */
export async function editBill(db: Db, actor: StaffActor, input: BillEdit): Promise<DeskBillDetail> {
  return db.transaction(async (tx) => {
    const row = await lockBill(tx, input.id, null);
    if (!canEditBill(row.status)) throw new AppError('BILL_NOT_EDITABLE');
    const before = await tx.select().from(billLines).where(eq(billLines.billId, row.id)).orderBy(asc(billLines.seq));
    const bySeq = new Map(before.map((line) => [line.seq, line]));
    const first = before[0];
    const lines: LineInsert[] = input.lines.map((line, seq) => {
      const kept = line.seq === undefined ? undefined : bySeq.get(line.seq);
      const sameAmount = kept && kept.currency === line.amount.currency && kept.amount === line.amount.amount;
      const name = kept && Object.values(kept.name).includes(line.name) ? kept.name : sameName(line.name);
      return {
        billId: row.id,
        seq,
        orderId: kept ? kept.orderId : (first?.orderId ?? null),
        orderNo: kept ? kept.orderNo : (first?.orderNo ?? ''),
        feeSeq: kept?.feeSeq ?? null,
        code: kept?.code ?? line.code,
        name,
        currency: line.amount.currency,
        amount: line.amount.amount,
        originalCurrency: sameAmount ? kept.originalCurrency : null,
        originalAmount: sameAmount ? kept.originalAmount : null,
        remark: kept?.remark ?? '',
      };
    });
    await tx.delete(billLines).where(eq(billLines.billId, row.id));
    await tx.insert(billLines).values(lines);
    const updated = await changeBill(tx, row, await operatorWho(tx, actor), 'edit', dues(lines), input.reason);
    await recordAudit(tx, actor, {
      action: 'bill.edit',
      objectType: 'bill',
      objectId: row.id,
      objectLabel: row.billNo,
      before: { lines: before.map((l) => [l.code, l.currency, l.amount]) },
      after: { lines: lines.map((l) => [l.code, l.currency, l.amount]) },
      remark: input.reason,
    });
    return deskDetail(tx, updated);
  });
}

/** Whether a bill is a monthly-settlement customer's receivable one, to be sent with the month's statement. */
async function waitsForStatement(tx: DbOrTx, row: BillRow): Promise<boolean> {
  if (row.kind !== 'receivable') return false;
  const [tenant] = await tx
    .select({ monthly: tenants.monthlySettlement })
    .from(tenants)
    .where(eq(tenants.id, row.tenantId));
  return tenant?.monthly === true;
}

/** Sends a locked bill in the caller's transaction: 2 working days to confirm from now. */
export async function markSent(tx: DbOrTx, row: BillRow, who: BillWho, now = new Date()): Promise<BillRow> {
  const calendar = await workingCalendar(tx, chinaDate(now.getTime()));
  return changeBill(tx, row, who, 'send', {
    sentAt: now,
    confirmBy: new Date(workingDaysDeadline(now, CONFIRM_WORKING_DAYS, calendar)),
    confirmedAt: null,
    disputed: false,
    disputeRemark: '',
  });
}

/** POST /v2/ops/bills/send: the customer is told, and has 2 working days to confirm. */
export async function sendBill(db: Db, notifier: Notifier, actor: StaffActor, id: string): Promise<DeskBillDetail> {
  return db.transaction(async (tx) => {
    const row = await lockBill(tx, id, null);
    if (!canEditBill(row.status)) throw new AppError('BILL_NOT_EDITABLE');
    if (row.dueCny + row.dueUsd === 0) throw new AppError('BILL_EMPTY');
    // A monthly customer's new bill waits for the month's statement (decision 041); a corrected one is sent again alone.
    if (row.status === 'draft' && (await waitsForStatement(tx, row))) throw new AppError('BILL_WAITS_FOR_STATEMENT');
    const updated = await markSent(tx, row, await operatorWho(tx, actor));
    await notify(
      tx,
      notifier,
      { tenantId: row.tenantId, accountId: row.accountId, kind: 'bill', link: `/center/billdetail?id=${row.id}` },
      billSentNotice(row.billNo, row.status === 'disputed'),
    );
    await recordAudit(tx, actor, {
      action: 'bill.send',
      objectType: 'bill',
      objectId: row.id,
      objectLabel: row.billNo,
      before: { status: row.status },
      after: { status: updated.status },
    });
    return deskDetail(tx, updated);
  });
}

/** GET /v2/ops/bills/list. */
export async function deskBills(db: Db, query: DeskBillQuery): Promise<DeskBillList> {
  const keyword = query.keyword ? containsPattern(query.keyword.toUpperCase()) : undefined;
  const where = and(
    query.status ? eq(bills.status, query.status) : undefined,
    keyword
      ? or(ilike(bills.searchText, keyword), ilike(tenants.name, containsPattern(query.keyword ?? '')))
      : undefined,
  );
  const rows = await db
    .select({ bill: bills, company: tenants.name })
    .from(bills)
    .innerJoin(tenants, eq(tenants.id, bills.tenantId))
    .where(where)
    .orderBy(desc(bills.createdAt), desc(bills.billNo))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(bills)
    .innerJoin(tenants, eq(tenants.id, bills.tenantId))
    .where(where);
  const summaries = await billSummaries(
    db,
    rows.map((r) => r.bill),
  );
  return {
    items: summaries.map((summary, i) => ({ ...summary, company: rows[i]?.company ?? '' })),
    total: total?.n ?? 0,
  };
}

/** GET /v2/ops/bills/detail. */
export async function deskBill(db: Db, id: string): Promise<DeskBillDetail> {
  const [row] = await db.select().from(bills).where(eq(bills.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return deskDetail(db, row);
}
