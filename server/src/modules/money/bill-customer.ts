import { BILL_TABS, canConfirm } from '@seabook/domain/bill-rules';
import type { BillConfirm, BillDetail, BillList, BillListFilter, BillSummary } from '@seabook/domain/bills';
import { addDays, chinaDayStart } from '@seabook/domain/china-time';
import { totalsByCurrency } from '@seabook/domain/money-rules';
import { and, count, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { tenantOrder } from '../orders/orders.service.ts';
import { containsPattern } from './bill-desk.ts';
import { changeBill, customerWho, lockBill } from './bill-facts.ts';
import { billDetailOf, billSummaries } from './bill-views.ts';
import { billLines, bills } from './money.tables.ts';

/** The customer's bills (decision 036): the list by tab, one bill, confirming or disputing it, an order's bills. */

/** The day a bill is dated by: when it was sent. */
const billDay = sql`coalesce(${bills.sentAt}, ${bills.createdAt})`;

/** GET /v2/member/bill/billlist. */
export async function listBills(db: Db, actor: AccountActor, filter: BillListFilter): Promise<BillList> {
  const mine = and(eq(bills.tenantId, actor.tenantId), sql`${bills.status} <> 'draft'`);
  const where = and(
    mine,
    inArray(bills.status, [...BILL_TABS[filter.tab]]),
    filter.keyword ? ilike(bills.searchText, containsPattern(filter.keyword.toUpperCase())) : undefined,
    filter.from ? gte(billDay, new Date(chinaDayStart(filter.from))) : undefined,
    filter.to ? lt(billDay, new Date(chinaDayStart(addDays(filter.to, 1)))) : undefined,
  );
  const rows = await db
    .select()
    .from(bills)
    .where(where)
    .orderBy(desc(billDay), desc(bills.billNo))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(bills).where(where);
  const byStatus = await db.select({ status: bills.status, n: count() }).from(bills).where(mine).groupBy(bills.status);
  const tabs = Object.fromEntries(
    Object.entries(BILL_TABS).map(([tab, statuses]) => [
      tab,
      byStatus
        .filter((row) => (statuses as readonly string[]).includes(row.status))
        .reduce((sum, row) => sum + row.n, 0),
    ]),
  ) as BillList['tabs'];
  const [open] = await db
    .select({
      cny: sql<string>`coalesce(sum(greatest(${bills.dueCny} - ${bills.paidCny}, 0)), 0)`,
      usd: sql<string>`coalesce(sum(greatest(${bills.dueUsd} - ${bills.paidUsd}, 0)), 0)`,
    })
    .from(bills)
    .where(and(mine, eq(bills.kind, 'receivable'), sql`${bills.status} <> 'settled'`));
  return {
    items: await billSummaries(db, rows),
    total: total?.n ?? 0,
    open: totalsByCurrency([
      { currency: 'CNY', amount: Number(open?.cny ?? 0) },
      { currency: 'USD', amount: Number(open?.usd ?? 0) },
    ]).filter((money) => money.amount > 0),
    tabs,
  };
}

/** GET /v2/member/bill/zdinfo: another tenant's bill, or a draft, is 404 like a missing one. */
export async function getBill(db: Db, actor: AccountActor, id: string): Promise<BillDetail> {
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, id), eq(bills.tenantId, actor.tenantId), sql`${bills.status} <> 'draft'`));
  if (!row) throw new AppError('NOT_FOUND');
  return billDetailOf(db, row);
}

/** POST /v2/member/bill/confirm: confirm, or dispute with a remark (the bill returns to finance). */
export async function confirmBill(db: Db, actor: AccountActor, input: BillConfirm): Promise<BillDetail> {
  return db.transaction(async (tx) => {
    const row = await lockBill(tx, input.id, actor.tenantId);
    if (!canConfirm(row.status)) throw new AppError('BILL_NOT_CONFIRMABLE');
    const who = await customerWho(tx, actor);
    const updated =
      input.action === 'confirm'
        ? await changeBill(tx, row, who, 'confirm', { confirmedAt: new Date() })
        : await changeBill(tx, row, who, 'dispute', { disputed: true, disputeRemark: input.remark }, input.remark);
    return billDetailOf(tx, updated);
  });
}

/** GET /v2/oe_order/getorderbill: the bills of one of the caller's orders (drafts not shown). */
export async function orderBills(db: Db, actor: AccountActor, orderId: string): Promise<{ items: BillSummary[] }> {
  await tenantOrder(db, actor, orderId);
  const ids = db.selectDistinct({ id: billLines.billId }).from(billLines).where(eq(billLines.orderId, orderId));
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.tenantId, actor.tenantId), sql`${bills.status} <> 'draft'`, inArray(bills.id, ids)))
    .orderBy(bills.createdAt);
  return { items: await billSummaries(db, rows) };
}

/**
 * Bills sent more than 2 working days ago and neither confirmed nor disputed are taken as confirmed
 * (spec §9): one periodic job a slot, each bill moved under its own lock so a slot run twice moves nothing more.
 */
export async function confirmOverdueBills(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.status, 'to_confirm'), lt(bills.confirmBy, now)))
    .limit(500);
  let moved = 0;
  for (const { id } of due) {
    moved += await db.transaction(async (tx) => {
      const row = await lockBill(tx, id, null);
      if (row.status !== 'to_confirm' || !row.confirmBy || row.confirmBy >= now) return 0;
      await changeBill(tx, row, { kind: 'system', name: 'Seabook' }, 'auto_confirm', { confirmedAt: now });
      return 1;
    });
  }
  return moved;
}
