import { addDays, type InquiryStatus } from '@seabook/domain/booking-rules';
import {
  type InquiryQuoteInputSchema,
  MAX_QUOTE_VALID_DAYS,
  type OpsInquiry,
  type OpsInquiryList,
} from '@seabook/domain/inquiries';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/guards.ts';
import { accounts, tenants } from '../members/members.tables.ts';
import { transition } from './inquiries.service.ts';
import { inquiries, type StoredInquiryQuote } from './inquiries.tables.ts';
import { inquiryView, listItem, type Row, type ViewContext, viewContext } from './inquiry-views.ts';

/**
 * The operators' side of inquiry sheets (decision 018), until the back office of issue 6 puts a desk on
 * it: the queue of every tenant's sheets, one sheet with its owner, the quote and the rejection.
 */

type QuoteInput = z.output<typeof InquiryQuoteInputSchema>;

const ownerColumns = { company: tenants.name, accountName: accounts.name };

/** Sheets with their owner's names, for the operators: one query for the list and one sheet. */
function withOwner(db: DbOrTx) {
  return db
    .select({ row: inquiries, ...ownerColumns })
    .from(inquiries)
    .innerJoin(tenants, eq(tenants.id, inquiries.tenantId))
    .innerJoin(accounts, eq(accounts.id, inquiries.accountId));
}

/** GET /v2/ops/inquiry/list: every tenant's sheets of one status, oldest first (the queue). */
export async function opsListInquiries(
  db: Db,
  query: { status: InquiryStatus; page: number; pageSize: number },
): Promise<OpsInquiryList> {
  const filter = and(eq(inquiries.status, query.status), ne(inquiries.status, 'deleted'));
  const [[counted], rows, ctx] = await Promise.all([
    db.select({ total: count() }).from(inquiries).where(filter),
    withOwner(db)
      .where(filter)
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    viewContext(db),
  ]);
  return {
    items: rows.map(({ row, ...owner }) => ({ ...listItem(row, ctx, 'operator'), ...owner })),
    total: counted?.total ?? 0,
  };
}

/** Any tenant's sheet that is not deleted, with its owner, or 404. */
async function anySheet(db: DbOrTx, id: string) {
  rowId(id);
  const [found] = await withOwner(db).where(and(eq(inquiries.id, id), ne(inquiries.status, 'deleted')));
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
  if (input.validTo < ctx.today || input.validTo > addDays(ctx.today, MAX_QUOTE_VALID_DAYS))
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

/**
 * POST /v2/ops/inquiry/quote: quotes a waiting sheet, or replaces the quote of a quoted one (pending
 * again), unless the customer accepted a quote that still holds.
 */
export async function quoteInquiry(db: Db, actor: StaffActor, input: QuoteInput): Promise<OpsInquiry> {
  const ctx = await viewContext(db);
  const carrier = checkQuote(input, ctx);
  const { row, ...owner } = await anySheet(db, input.id);
  const updated = await applyQuote(db, row, actor.staffId, { ...input, carrier }, ctx.today);
  return opsView(updated, owner, ctx);
}

/** POST /v2/ops/inquiry/reject: a waiting sheet is rejected with the reason the customer reads. */
export async function rejectInquiry(db: Db, input: { id: string; reason: string }): Promise<OpsInquiry> {
  const { row, ...owner } = await anySheet(db, input.id);
  const ctx = await viewContext(db);
  const updated = await transition(db, row, 'reject', ctx.today, { rejectReason: input.reason });
  return opsView(updated, owner, ctx);
}
