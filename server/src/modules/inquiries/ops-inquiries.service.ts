import type { InquiryAction, InquiryStatus } from '@seabook/domain/booking-rules';
import type { ErrorKey } from '@seabook/domain/errors';
import {
  type InquiryQuoteInputSchema,
  type OpsInquiry,
  type OpsInquiryList,
  type OpsInquiryListQuerySchema,
  quoteValidityAllowed,
} from '@seabook/domain/inquiries';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { inquiries, type StoredInquiryQuote } from './inquiries.tables.ts';
import { transition } from './inquiry-rows.ts';
import { inquiryView, listItem, type Row, type ViewContext, viewContext } from './inquiry-views.ts';

/**
 * The operators' inquiry desk (decision 018, issue 6): the queue of every tenant's sheets, one sheet
 * with its owner, the quote and the rejection. Each write runs in one transaction with its audit row;
 * a sheet the desk may no longer touch is refused with what became of it (cancelled, deleted, ordered,
 * rejected, accepted), read again after a lost race so the message says why.
 */

type QuoteInput = z.output<typeof InquiryQuoteInputSchema>;
type ListQuery = z.output<typeof OpsInquiryListQuerySchema>;

const ownerColumns = { company: tenants.name, accountName: accounts.name };

/** Sheets with their owner's names, for the operators: one query for the list and one sheet. */
function withOwner(db: DbOrTx) {
  return db
    .select({ row: inquiries, ...ownerColumns })
    .from(inquiries)
    .innerJoin(tenants, eq(tenants.id, inquiries.tenantId))
    .innerJoin(accounts, eq(accounts.id, inquiries.accountId));
}

/** `%`, `_` and `\` in a keyword are matched literally. */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's filter: one status (never `deleted`), a mode, a keyword over number, company and account. */
function listFilter(query: ListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(inquiries.status, query.status), ne(inquiries.status, 'deleted')];
  if (query.mode) where.push(eq(inquiries.mode, query.mode));
  if (query.keyword) {
    const pattern = containing(query.keyword);
    where.push(or(ilike(inquiries.inquiryNo, pattern), ilike(tenants.name, pattern), ilike(accounts.name, pattern)));
  }
  return and(...where);
}

/** GET /v2/ops/inquiry/list: every tenant's sheets of one status, oldest first (the queue). */
export async function opsListInquiries(db: Db, query: ListQuery): Promise<OpsInquiryList> {
  const filter = listFilter(query);
  const [[counted], rows, ctx] = await Promise.all([
    db
      .select({ total: count() })
      .from(inquiries)
      .innerJoin(tenants, eq(tenants.id, inquiries.tenantId))
      .innerJoin(accounts, eq(accounts.id, inquiries.accountId))
      .where(filter),
    withOwner(db)
      .where(filter)
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    viewContext(db),
  ]);
  return {
    items: rows.map(({ row, ...owner }) => {
      const { cargo, containers } = inquiryView(row, ctx, 'operator');
      return { ...listItem(row, ctx, 'operator'), ...owner, cargo, containers };
    }),
    total: counted?.total ?? 0,
  };
}

/** Any tenant's sheet with its owner (a deleted one only when asked, for the desk's writes), or 404. */
async function anySheet(db: DbOrTx, id: string, { withDeleted = false } = {}) {
  rowId(id);
  const visible = withDeleted ? undefined : ne(inquiries.status, 'deleted');
  const [found] = await withOwner(db).where(and(eq(inquiries.id, id), visible));
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

function opsView(row: Row, owner: { company: string; accountName: string }, ctx: ViewContext): OpsInquiry {
  return { ...inquiryView(row, ctx, 'operator'), ...owner };
}

/** GET /v2/ops/inquiry/getinfo */
export async function opsGetInquiry(db: Db, id: string): Promise<OpsInquiry> {
  const { row, ...owner } = await anySheet(db, id);
  return opsView(row, owner, await viewContext(db));
}

/** What the quote says besides its charges must hold: valid from today to 90 days ahead, a known carrier. */
function checkQuote(input: QuoteInput, ctx: ViewContext): string | null {
  if (!quoteValidityAllowed(input.validTo, ctx.today))
    throw new AppError('QUOTE_VALIDITY_INVALID', { fields: { validTo: 'QUOTE_VALIDITY_INVALID' } });
  const carrier = input.carrier ? input.carrier.toUpperCase() : null;
  if (carrier && !ctx.catalog.carriers.has(carrier))
    throw new AppError('VALIDATION', { fields: { carrier: 'VALIDATION' } });
  return carrier;
}

/** The `quote` transition with a checked quote: stored with its validity, who quoted and when; pending again. */
export async function applyQuote(
  db: DbOrTx,
  row: Row,
  staffId: string,
  input: Omit<QuoteInput, 'carrier'> & { carrier: string | null },
  day: string,
): Promise<Row> {
  const quote: StoredInquiryQuote = {
    charges: input.charges,
    validTo: input.validTo,
    carrier: input.carrier,
    transitDays: input.transitDays ?? null,
    sailingDate: input.sailingDate ?? null,
    remark: input.remark || null,
  };
  return transition(db, row, 'quote', day, {
    quote,
    quoteValidTo: input.validTo,
    quotedAt: new Date(),
    quotedBy: staffId,
    acceptedAt: null,
  });
}

/** What became of a sheet the desk can no longer quote or reject, said in the customer's terms. */
const CLOSED: Partial<Record<InquiryStatus, ErrorKey>> = {
  cancelled: 'INQUIRY_CANCELLED_BY_CUSTOMER',
  deleted: 'INQUIRY_DELETED_BY_CUSTOMER',
  ordered: 'INQUIRY_ALREADY_ORDERED',
  rejected: 'INQUIRY_ALREADY_REJECTED',
};

/** Throws the refusal that explains why the desk's action does not apply to the sheet as it is. */
function explainRefusal(row: Row, action: InquiryAction): void {
  const closed = CLOSED[row.status];
  if (closed) throw new AppError(closed);
  if (action === 'quote' && row.status === 'quoted' && row.acceptance === 'accepted')
    throw new AppError('QUOTE_ALREADY_ACCEPTED');
}

/**
 * An operator's transition inside the transaction, explained when refused: first against the sheet
 * as read, then (after a lost race) against the sheet as it now is. A refusal that no reason above
 * covers stays INQUIRY_ACTION_NOT_ALLOWED.
 */
async function deskTransition(tx: DbOrTx, row: Row, action: InquiryAction, apply: () => Promise<Row>): Promise<Row> {
  try {
    return await apply();
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== 'INQUIRY_ACTION_NOT_ALLOWED') throw error;
    const [now] = await tx.select().from(inquiries).where(eq(inquiries.id, row.id));
    explainRefusal(now ?? row, action);
    throw error;
  }
}

/** The sheet's facts an audit row keeps before and after a quote or rejection. */
function auditFacts(view: OpsInquiry) {
  return {
    status: view.status,
    acceptance: view.acceptance,
    quoteValidTo: view.quoteValidTo,
    quoteTotals: view.quote?.totals ?? null,
    quoteTotalUsd: view.quoteTotalUsd,
    rejectReason: view.rejectReason,
  };
}

/** Reads the sheet, applies the desk's action and records it, all in one transaction. */
async function deskWrite(
  db: Db,
  actor: StaffActor,
  id: string,
  action: 'quote' | 'reject',
  ctx: ViewContext,
  apply: (tx: DbOrTx, row: Row) => Promise<Row>,
  remark: string | null,
): Promise<OpsInquiry> {
  return db.transaction(async (tx) => {
    const { row, ...owner } = await anySheet(tx, id, { withDeleted: true });
    const updated = await deskTransition(tx, row, action, () => apply(tx, row));
    const view = opsView(updated, owner, ctx);
    await recordAudit(tx, actor, {
      action: `inquiry.${action}`,
      objectType: 'inquiry',
      objectId: row.id,
      objectLabel: row.inquiryNo,
      before: auditFacts(opsView(row, owner, ctx)),
      after: auditFacts(view),
      remark,
    });
    return view;
  });
}

/**
 * POST /v2/ops/inquiry/quote: quotes a waiting sheet, or replaces the quote of a quoted one (pending
 * again), unless the customer accepted a quote that still holds.
 */
export async function quoteInquiry(db: Db, actor: StaffActor, input: QuoteInput): Promise<OpsInquiry> {
  const ctx = await viewContext(db);
  const carrier = checkQuote(input, ctx);
  return deskWrite(
    db,
    actor,
    input.id,
    'quote',
    ctx,
    (tx, row) => applyQuote(tx, row, actor.staffId, { ...input, carrier }, ctx.today),
    input.remark || null,
  );
}

/** POST /v2/ops/inquiry/reject: a waiting sheet is rejected with the reason the customer reads. */
export async function rejectInquiry(
  db: Db,
  actor: StaffActor,
  input: { id: string; reason: string },
): Promise<OpsInquiry> {
  const ctx = await viewContext(db);
  return deskWrite(
    db,
    actor,
    input.id,
    'reject',
    ctx,
    (tx, row) => transition(tx, row, 'reject', ctx.today, { rejectReason: input.reason }),
    input.reason,
  );
}
