import {
  canIssueInvoice,
  canRejectInvoice,
  type DeskInvoice,
  type DeskInvoiceQuery,
  type InvoiceIssue,
  invoiceIssuedNotice,
  invoiceRejectedNotice,
  MAX_INVOICE_PDF_BYTES,
} from '@seabook/domain/invoices';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { InvoiceSeller } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { notify } from '../messages/messages.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { containsPattern } from './bill-desk.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { type InvoiceRow, invoiceView, invoiceViews, lockInvoice } from './invoice-views.ts';
import { invoiceBills, invoices } from './invoices.tables.ts';

/** The finance desk's invoices tab (decision 040): the queue, one request, issuing and rejecting. Audited. */

async function companyOf(db: DbOrTx, tenantId: string): Promise<string> {
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name ?? '';
}

async function deskView(db: DbOrTx, row: InvoiceRow): Promise<DeskInvoice> {
  return { ...(await invoiceView(db, row)), company: await companyOf(db, row.tenantId) };
}

/** GET /v2/ops/invoices/list: waiting ones first (requested, being corrected), then the rest, oldest first. */
export async function deskInvoices(db: Db, query: DeskInvoiceQuery) {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.status ? eq(invoices.status, query.status) : undefined,
    keyword
      ? or(
          ilike(invoices.invoiceNo, keyword),
          ilike(invoices.title, keyword),
          ilike(tenants.name, keyword),
          sql`${invoices.lines}::text ilike ${keyword}`,
        )
      : undefined,
  );
  const rows = await db
    .select({ invoice: invoices, company: tenants.name })
    .from(invoices)
    .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
    .where(where)
    .orderBy(
      sql`case when ${invoices.status} in ('requested', 'correcting') then 0 else 1 end`,
      asc(invoices.requestedAt),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
    .where(where);
  const views = await invoiceViews(
    db,
    rows.map((r) => r.invoice),
  );
  return { items: views.map((view, i) => ({ ...view, company: rows[i]?.company ?? '' })), total: total?.n ?? 0 };
}

/** GET /v2/ops/invoices/detail. */
export async function deskInvoice(db: Db, id: string): Promise<DeskInvoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return deskView(db, row);
}

/** POST /v2/ops/invoices/issue: the PDF uploaded, or one made from the request, is kept; the customer is told. */
export async function issueInvoice(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: InvoiceIssue,
  seller: InvoiceSeller | undefined,
): Promise<DeskInvoice> {
  const uploaded = input.pdf === undefined ? null : Buffer.from(input.pdf, 'base64');
  if (
    uploaded &&
    (uploaded.length === 0 ||
      uploaded.length > MAX_INVOICE_PDF_BYTES ||
      uploaded.subarray(0, 5).toString('latin1') !== '%PDF-')
  )
    throw new AppError('INVOICE_PDF_INVALID', { fields: { pdf: 'INVOICE_PDF_INVALID' } });
  // Without the forwarder's own seller facts no PDF is made up: finance uploads the tax system's.
  if (!uploaded && !seller) throw new AppError('INVOICE_SELLER_MISSING');
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, input.id, null);
    if (!canIssueInvoice(row.status)) throw new AppError('INVOICE_NOT_DECIDABLE');
    const issuedAt = new Date();
    const pdf = uploaded ?? (await renderInvoicePdf({ ...row, issuedAt }, seller as InvoiceSeller));
    const [updated] = await tx
      .update(invoices)
      .set({ status: 'issued', pdf, issuedAt, issuedBy: actor.staffId, updatedAt: issuedAt })
      .where(eq(invoices.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    await notify(
      tx,
      notifier,
      { tenantId: row.tenantId, accountId: row.accountId, kind: 'bill', link: '/center/invoice' },
      invoiceIssuedNotice(row.invoiceNo),
    );
    await recordAudit(tx, actor, {
      action: 'invoice.issue',
      objectType: 'invoice',
      objectId: row.id,
      objectLabel: row.invoiceNo,
      before: { status: row.status },
      after: { status: 'issued', totals: row.totals, pdf: uploaded ? 'uploaded' : 'generated' },
    });
    return deskView(tx, updated);
  });
}

/** POST /v2/ops/invoices/reject: with the reason; the bills are free to be asked for again. */
export async function rejectInvoice(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; reason: string },
): Promise<DeskInvoice> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, input.id, null);
    if (!canRejectInvoice(row.status)) throw new AppError('INVOICE_NOT_DECIDABLE');
    const [updated] = await tx
      .update(invoices)
      .set({ status: 'rejected', reason: input.reason, updatedAt: new Date() })
      .where(eq(invoices.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    await tx.update(invoiceBills).set({ live: false }).where(eq(invoiceBills.invoiceId, row.id));
    await notify(
      tx,
      notifier,
      { tenantId: row.tenantId, accountId: row.accountId, kind: 'bill', link: '/center/invoice' },
      invoiceRejectedNotice(row.invoiceNo, input.reason),
    );
    await recordAudit(tx, actor, {
      action: 'invoice.reject',
      objectType: 'invoice',
      objectId: row.id,
      objectLabel: row.invoiceNo,
      before: { status: row.status },
      after: { status: 'rejected' },
      remark: input.reason,
    });
    return deskView(tx, updated);
  });
}

/** GET /v2/ops/invoices/pdf. */
export async function deskInvoicePdf(db: Db, id: string) {
  const [row] = await db
    .select({ invoiceNo: invoices.invoiceNo, pdf: invoices.pdf })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.pdf) throw new AppError('INVOICE_NOT_ISSUED');
  return { name: `${row.invoiceNo}.pdf`, bytes: row.pdf };
}
