import type { Invoice } from '@seabook/domain/invoices';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { invoices } from './invoices.tables.ts';
import { bills } from './money.tables.ts';

/** An invoice as its customer and finance read it (decision 040); the PDF's bytes stay out. */

export type InvoiceRow = typeof invoices.$inferSelect;

/** Every column but the PDF, with whether there is one. */
export async function invoiceViews(db: DbOrTx, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  const feeIds = rows.flatMap((row) => (row.feeBillId ? [row.feeBillId] : []));
  const fees = feeIds.length
    ? await db.select({ id: bills.id, billNo: bills.billNo }).from(bills).where(inArray(bills.id, feeIds))
    : [];
  const feeNo = new Map(fees.map((fee) => [fee.id, fee.billNo]));
  return rows.map((row) => ({
    id: row.id,
    invoiceNo: row.invoiceNo,
    status: row.status,
    titleType: row.titleType,
    title: row.title,
    taxNo: row.taxNo,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    bankAccount: row.bankAccount,
    invoiceType: row.invoiceType,
    delivery: row.delivery,
    remark: row.remark,
    conversion: row.conversion,
    lines: row.lines,
    totals: row.totals,
    requestedAt: row.requestedAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    reason: row.reason,
    feeBill: row.feeBillId ? { id: row.feeBillId, billNo: feeNo.get(row.feeBillId) ?? '' } : null,
    hasPdf: row.pdf !== null && row.status !== 'requested',
  }));
}

export async function invoiceView(db: DbOrTx, row: InvoiceRow): Promise<Invoice> {
  const [view] = await invoiceViews(db, [row]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** An invoice locked for the rest of the transaction; for a customer (`tenantId`) another company's is missing. */
export async function lockInvoice(tx: DbOrTx, id: string, tenantId: string | null): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row || (tenantId !== null && row.tenantId !== tenantId)) throw new AppError('NOT_FOUND');
  return row;
}
