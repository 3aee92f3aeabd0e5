import { billSentNotice } from '@seabook/domain/bill-notices';
import { CONFIRM_WORKING_DAYS } from '@seabook/domain/bill-rules';
import { chinaDate } from '@seabook/domain/china-time';
import {
  CORRECTION_FEE,
  CORRECTION_FEE_CODE,
  CORRECTION_FEE_NAME,
  canCorrectInvoice,
  type Invoice,
  type InvoiceableBill,
  type InvoiceLine,
  type InvoiceList,
  type InvoiceListFilter,
  type InvoiceRequest,
  type InvoiceTitle,
  type InvoiceTitleInput,
  MAX_SAVED_TITLES,
  usdToCny,
} from '@seabook/domain/invoices';
import { type CurrencyTable, totalsByCurrency } from '@seabook/domain/money-rules';
import { workingDaysDeadline } from '@seabook/domain/working-days';
import { and, asc, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { notify } from '../messages/messages.service.ts';
import { getRatesIndex } from '../rates/rates.service.ts';
import { addFeeBill, isUniqueViolation } from './bill-desk.ts';
import { changeBill, customerWho, lockBill } from './bill-facts.ts';
import { type InvoiceRow, invoiceView, invoiceViews, lockInvoice } from './invoice-views.ts';
import { invoiceBills, invoiceSequences, invoices, invoiceTitles } from './invoices.tables.ts';
import { billLines, bills } from './money.tables.ts';

/**
 * The customer's invoices (issue 17, decision 040): the list, the settled bills to choose from, asking
 * for an invoice (a bill once), asking to correct an issued one (bills the 50 RMB fee), the PDF, and
 * the saved titles. Another company's bill or invoice answers exactly like a missing one.
 */

/** GET /v2/member/bill/getfapiaolist. */
export async function listInvoices(db: Db, actor: AccountActor, filter: InvoiceListFilter): Promise<InvoiceList> {
  const where = and(
    eq(invoices.tenantId, actor.tenantId),
    filter.status ? eq(invoices.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.requestedAt), desc(invoices.invoiceNo))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  return { items: await invoiceViews(db, rows), total: total?.n ?? 0 };
}

/** GET /v2/member/bill/fapiaobills: settled bills of the company, newest first, with their live invoice. */
export async function invoiceableBills(db: Db, actor: AccountActor): Promise<{ items: InvoiceableBill[] }> {
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.tenantId, actor.tenantId), eq(bills.status, 'settled')))
    .orderBy(desc(bills.settledAt), desc(bills.billNo))
    .limit(200);
  const ids = rows.map((row) => row.id);
  const on = ids.length
    ? await db
        .select({
          billId: invoiceBills.billId,
          id: invoices.id,
          invoiceNo: invoices.invoiceNo,
          status: invoices.status,
        })
        .from(invoiceBills)
        .innerJoin(invoices, eq(invoices.id, invoiceBills.invoiceId))
        .where(and(inArray(invoiceBills.billId, ids), eq(invoiceBills.live, true)))
    : [];
  const byBill = new Map(on.map((row) => [row.billId, row]));
  return {
    items: rows.map((row) => {
      const invoice = byBill.get(row.id);
      return {
        id: row.id,
        billNo: row.billNo,
        date: chinaDate(row.settledAt ?? row.createdAt),
        orderNos: row.orders.map((order) => order.orderNo),
        cny: row.dueCny,
        usd: row.dueUsd,
        invoice: invoice ? { id: invoice.id, invoiceNo: invoice.invoiceNo, status: invoice.status } : null,
      };
    }),
  };
}

/** The line of one bill: its parts, and its USD part in CNY at the bill's rate when so asked. */
function lineOf(bill: typeof bills.$inferSelect, input: InvoiceRequest, current: CurrencyTable): InvoiceLine {
  const base = { billId: bill.id, billNo: bill.billNo, cny: bill.dueCny, usd: bill.dueUsd };
  if (input.conversion !== 'cny' || bill.dueUsd === 0) return { ...base, usdInCny: null, rate: null };
  // The bill's own rate; a fee bill stored none, so today's table is used and recorded.
  const table = bill.rates.some((rate) => rate.currency === 'CNY') ? bill.rates : current;
  const usdInCny = usdToCny(bill.dueUsd, table);
  if (usdInCny === null) throw new AppError('EXCHANGE_RATE_MISSING');
  const rate = table.find((r) => r.currency === 'CNY')?.usdPerUnit ?? null;
  return { ...base, usdInCny, rate };
}

/** POST /v2/member/bill/applyfapiao. */
export async function requestInvoice(db: Db, actor: AccountActor, input: InvoiceRequest): Promise<Invoice> {
  const ids = [...new Set(input.billIds)];
  const current = (await getRatesIndex(db)).rates;
  try {
    return await db.transaction(async (tx) => {
      // Two requests of one bill at once: the second waits here and then sees the first's invoice.
      const rows = await tx
        .select()
        .from(bills)
        .where(and(inArray(bills.id, ids), eq(bills.tenantId, actor.tenantId), ne(bills.status, 'draft')))
        .orderBy(asc(bills.billNo))
        .for('update');
      if (rows.length !== ids.length) throw new AppError('NOT_FOUND', { fields: { billIds: 'NOT_FOUND' } });
      if (rows.some((row) => row.status !== 'settled'))
        throw new AppError('BILL_NOT_SETTLED', { fields: { billIds: 'BILL_NOT_SETTLED' } });
      const taken = await tx
        .select({ billId: invoiceBills.billId })
        .from(invoiceBills)
        .where(and(inArray(invoiceBills.billId, ids), eq(invoiceBills.live, true)));
      if (taken.length) throw new AppError('BILL_INVOICED', { fields: { billIds: 'BILL_INVOICED' } });
      const lines = rows.map((row) => lineOf(row, input, current));
      const totals = totalsByCurrency(
        lines.flatMap((line) => [
          { currency: 'CNY' as const, amount: line.cny + (line.usdInCny ?? 0) },
          ...(line.usdInCny === null && line.usd > 0 ? [{ currency: 'USD' as const, amount: line.usd }] : []),
        ]),
      );
      const invoiceNo = await nextDailyNumber(tx, invoiceSequences, 'FP');
      const [row] = await tx
        .insert(invoices)
        .values({
          tenantId: actor.tenantId,
          accountId: actor.accountId,
          invoiceNo,
          titleType: input.titleType,
          title: input.title,
          taxNo: input.taxNo,
          address: input.address,
          phone: input.phone,
          bank: input.bank,
          bankAccount: input.bankAccount,
          invoiceType: input.invoiceType,
          delivery: input.invoiceType === 'paper' ? input.delivery : '',
          remark: input.remark,
          conversion: input.conversion,
          lines,
          totals,
        })
        .returning();
      if (!row) throw new Error('invoice not created');
      await tx.insert(invoiceBills).values(ids.map((billId) => ({ invoiceId: row.id, billId })));
      if (input.saveTitle) await upsertTitle(tx, actor, input);
      return invoiceView(tx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BILL_INVOICED', { fields: { billIds: 'BILL_INVOICED' } });
    throw error;
  }
}

/** The first order a bill of the invoice bills: the correction fee is billed to it. */
async function feeOrderOf(tx: DbOrTx, row: InvoiceRow): Promise<string> {
  const billIds = row.lines.map((line) => line.billId);
  const [line] = await tx
    .select({ orderId: billLines.orderId })
    .from(billLines)
    .where(and(inArray(billLines.billId, billIds), isNotNull(billLines.orderId)))
    .orderBy(asc(billLines.billId), asc(billLines.seq))
    .limit(1);
  if (!line?.orderId) throw new AppError('NOT_FOUND');
  return line.orderId;
}

/**
 * POST /v2/member/bill/correctfapiao: the invoice returns to finance and the 50 RMB correction fee
 * (spec §9) becomes a bill, sent and confirmed at once (the customer asked for it), to pay like any other.
 */
export async function correctInvoice(
  db: Db,
  notifier: Notifier,
  actor: AccountActor,
  input: { id: string; reason: string },
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    // Two requests at once: the second waits here and then finds the invoice being corrected.
    const row = await lockInvoice(tx, input.id, actor.tenantId);
    if (!canCorrectInvoice(row.status)) throw new AppError('INVOICE_NOT_CORRECTABLE');
    const fee = await addFeeBill(tx, {
      orderId: await feeOrderOf(tx, row),
      code: CORRECTION_FEE_CODE,
      name: CORRECTION_FEE_NAME,
      amount: { amount: CORRECTION_FEE.amount, currency: 'CNY' },
      remark: row.invoiceNo,
    });
    const draft = await lockBill(tx, fee.id, null);
    const now = new Date();
    const sent = await changeBill(tx, draft, await customerWho(tx, actor), 'send', {
      sentAt: now,
      confirmBy: new Date(workingDaysDeadline(now, CONFIRM_WORKING_DAYS)),
    });
    await changeBill(tx, sent, await customerWho(tx, actor), 'confirm', { confirmedAt: now }, row.invoiceNo);
    await notify(
      tx,
      notifier,
      { tenantId: row.tenantId, accountId: row.accountId, kind: 'bill', link: `/center/billdetail?id=${fee.id}` },
      billSentNotice(fee.billNo, false),
    );
    const [updated] = await tx
      .update(invoices)
      .set({ status: 'correcting', reason: input.reason, feeBillId: fee.id, updatedAt: now })
      .where(eq(invoices.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    return invoiceView(tx, updated);
  });
}

/** GET /v2/member/bill/fapiaopdf: the issued invoice's PDF (the last one issued, while it is being corrected). */
export async function customerInvoicePdf(db: Db, actor: AccountActor, id: string) {
  const [row] = await db
    .select({ invoiceNo: invoices.invoiceNo, pdf: invoices.pdf, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.tenantId, actor.tenantId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.pdf || row.status === 'requested' || row.status === 'rejected') throw new AppError('INVOICE_NOT_ISSUED');
  return { name: `${row.invoiceNo}.pdf`, bytes: row.pdf };
}

function titleView(row: typeof invoiceTitles.$inferSelect): InvoiceTitle {
  const { id, titleType, title, taxNo, address, phone, bank, bankAccount } = row;
  return { id, titleType, title, taxNo, address, phone, bank, bankAccount };
}

async function upsertTitle(tx: DbOrTx, actor: AccountActor, input: InvoiceTitleInput): Promise<InvoiceTitle> {
  const fields = {
    titleType: input.titleType,
    address: input.address,
    phone: input.phone,
    bank: input.bank,
    bankAccount: input.bankAccount,
  };
  const [existing] = await tx
    .select({ id: invoiceTitles.id })
    .from(invoiceTitles)
    .where(
      and(
        eq(invoiceTitles.tenantId, actor.tenantId),
        eq(invoiceTitles.title, input.title),
        eq(invoiceTitles.taxNo, input.taxNo),
      ),
    );
  if (!existing) {
    const [saved] = await tx
      .select({ n: count() })
      .from(invoiceTitles)
      .where(eq(invoiceTitles.tenantId, actor.tenantId));
    if ((saved?.n ?? 0) >= MAX_SAVED_TITLES) throw new AppError('INVOICE_TITLES_TOO_MANY');
  }
  const [row] = await tx
    .insert(invoiceTitles)
    .values({ tenantId: actor.tenantId, accountId: actor.accountId, title: input.title, taxNo: input.taxNo, ...fields })
    .onConflictDoUpdate({ target: [invoiceTitles.tenantId, invoiceTitles.title, invoiceTitles.taxNo], set: fields })
    .returning();
  if (!row) throw new Error('title not saved');
  return titleView(row);
}

/** GET /v2/member/bill/fapiaotitles. */
export async function listTitles(db: Db, actor: AccountActor): Promise<{ items: InvoiceTitle[] }> {
  const rows = await db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.tenantId, actor.tenantId))
    .orderBy(desc(invoiceTitles.createdAt));
  return { items: rows.map(titleView) };
}

/** POST /v2/member/bill/fapiaotitle/save. */
export async function saveTitle(db: Db, actor: AccountActor, input: InvoiceTitleInput): Promise<InvoiceTitle> {
  return db.transaction((tx) => upsertTitle(tx, actor, input));
}

/** POST /v2/member/bill/fapiaotitle/delete. */
export async function deleteTitle(db: Db, actor: AccountActor, id: string): Promise<void> {
  const gone = await db
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.tenantId, actor.tenantId)))
    .returning({ id: invoiceTitles.id });
  if (!gone.length) throw new AppError('NOT_FOUND');
}
