import type { InquiryDraft } from '@seabook/domain/booking';
import {
  type InquiryStatus,
  inquiryAllowance,
  inquiryLimitRefusal,
  inquiryMonth,
  inquiryRefusal,
  isQuoteExpired,
} from '@seabook/domain/booking-rules';
import { nextChinaMonthStart } from '@seabook/domain/china-time';
import type { CreatedInquiry, Inquiry, InquiryAllowance, InquiryList } from '@seabook/domain/inquiries';
import type { VerificationState } from '@seabook/domain/members';
import { and, count, desc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { once } from '../../db/idempotency.ts';
import { rowId } from '../../db/ids.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { accounts } from '../../db/tenancy.tables.ts';
import { visibleTo } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { tenantVerification } from '../members/members.service.ts';
import { checkLanePorts, today } from '../rates/rates.service.ts';
import { inquiries, type StoredInquiryQuote } from './inquiries.tables.ts';
import { insertInquiry, transition } from './inquiry-rows.ts';
import { clockOf, inquiryView, listItem, type Row, stateOf, viewContext } from './inquiry-views.ts';

/**
 * The inquiries module's face (decision 023): the orders module books an accepted quote through the
 * calls at the end; the demo data loads its sheets.
 */
export { loadDemoInquiries } from './inquiries.demo.ts';

/** The sheets of an account in a month, prepared once (db/prepared.ts). */
const usedStatement = preparedOnce((db) =>
  db
    .select({ used: count() })
    .from(inquiries)
    .where(and(eq(inquiries.accountId, sql.placeholder('accountId')), eq(inquiries.month, sql.placeholder('month'))))
    .prepare('inquiries_of_month'),
);

/**
 * Inquiry sheets (decision 018): the customer asks, an operator quotes or rejects (ops-inquiries.service.ts),
 * the customer accepts, cancels, deletes, or orders (the orders module, through the two calls at the
 * end). Every sheet belongs to a tenant: another tenant's sheet, and a deleted one, answer exactly like
 * a missing one. Every transition is a conditional update on the state it was checked against, so of
 * two racing actions one wins and the other hears 409 INQUIRY_ACTION_NOT_ALLOWED.
 */

// ---------------------------------------------------------------------------------------------------
// The allowance

/** The account's sheets of this month (China calendar), whatever became of them. */
async function usedThisMonth(db: DbOrTx, actor: AccountActor, month: string): Promise<number> {
  const [counted] = await usedStatement(db).execute({ accountId: actor.accountId, month });
  return counted?.used ?? 0;
}

const allowanceView = (verification: VerificationState, used: number): InquiryAllowance => ({
  ...inquiryAllowance(verification, used),
  verified: verification === 'verified',
});

/** GET /v2/oe_order/getdetailed: the caller's allowance this month. */
export async function getAllowance(
  db: DbOrTx,
  actor: AccountActor,
  /** The tenant's verification when the caller has just read it (the account centre): no second read. */
  known?: VerificationState,
): Promise<InquiryAllowance> {
  const [verification, used] = await Promise.all([
    known ?? tenantVerification(db, actor.tenantId),
    usedThisMonth(db, actor, inquiryMonth(Date.now())),
  ]);
  return allowanceView(verification, used);
}

/** Seconds from an instant to the start of the next month in China (when the allowance renews). */
function secondsToNextMonth(now: number): number {
  return Math.max(1, Math.ceil((nextChinaMonthStart(now) - now) / 1000));
}

// ---------------------------------------------------------------------------------------------------
// The customer's calls

/** Ports of the catalogue (422 PORT_UNKNOWN as the search), a served pickup city, no sailing in the past. */
async function checkPlaces(db: Db, draft: InquiryDraft): Promise<void> {
  const catalog = await getCatalog(db);
  checkLanePorts(catalog, draft.pol, draft.pod);
  if (draft.pickupCityCode && !catalog.cities.has(draft.pickupCityCode))
    throw new AppError('CITY_REQUIRED', { fields: { pickupCityCode: 'CITY_REQUIRED' } });
  if (draft.sailingDate && draft.sailingDate < today())
    throw new AppError('SAILING_DATE_INVALID', { fields: { sailingDate: 'SAILING_DATE_INVALID' } });
}

/**
 * POST /v2/oe_order/createdetailed, once per Idempotency-Key (server/src/db/idempotency.ts). The account
 * row is held while the month is counted and the sheet inserted, so two creates at once cannot both
 * take the last slot.
 */
export function createInquiry(db: Db, actor: AccountActor, key: string, draft: InquiryDraft): Promise<CreatedInquiry> {
  return once(db, { tenantId: actor.tenantId, key, scope: 'createdetailed', body: draft }, async () => {
    await checkPlaces(db, draft);
    return async (tx) => {
      const now = Date.now();
      const month = inquiryMonth(now);
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for('no key update');
      const verification = await tenantVerification(tx, actor.tenantId);
      const used = await usedThisMonth(tx, actor, month);
      const refusal = inquiryLimitRefusal(verification, used);
      if (refusal === 'INQUIRY_LIMIT_REACHED') throw new AppError(refusal, { retryAfter: secondsToNextMonth(now) });
      if (refusal) throw new AppError(refusal);

      const row = await insertInquiry(tx, actor, draft, now);
      return { id: row.id, inquiryNo: row.inquiryNo, allowance: allowanceView(verification, used + 1) };
    };
  });
}

/** A sheet of the caller's tenant that is not deleted, or 404 for a malformed, missing or foreign id. */
async function ownSheet(db: DbOrTx, actor: AccountActor, id: string): Promise<Row> {
  rowId(id);
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), visibleTo(actor, inquiries), ne(inquiries.status, 'deleted')));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /v2/oe_order/getdetailedinfo */
export async function getInquiry(db: Db, actor: AccountActor, id: string): Promise<Inquiry> {
  const row = await ownSheet(db, actor, id);
  return inquiryView(row, await viewContext(db), 'customer');
}

/** GET /v2/oe_order/detailed_list: the tenant's sheets, newest first, with the caller's allowance. */
export async function listInquiries(
  db: Db,
  actor: AccountActor,
  query: { status?: InquiryStatus | undefined; mode?: 'lcl' | 'fcl' | undefined; page: number; pageSize: number },
): Promise<InquiryList> {
  const where: SQL[] = [visibleTo(actor, inquiries), ne(inquiries.status, 'deleted')];
  if (query.status) where.push(eq(inquiries.status, query.status));
  if (query.mode) where.push(eq(inquiries.mode, query.mode));
  const filter = and(...where);
  const [[counted], rows, allowance, ctx] = await Promise.all([
    db.select({ total: count() }).from(inquiries).where(filter),
    db
      .select()
      .from(inquiries)
      .where(filter)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    getAllowance(db, actor),
    viewContext(db),
  ]);
  return { items: rows.map((row) => listItem(row, ctx, 'customer')), total: counted?.total ?? 0, allowance };
}

/**
 * How many times a cancel or delete is checked again against the sheet as it now is after losing a
 * race (an operator's quote landing between the read and the write). An accept is never retried: the
 * customer accepts the quote they saw, not one that replaced it meanwhile.
 */
const CUSTOMER_RETRIES = 2;

/** Cancel, accept or delete a sheet of the caller's tenant; the answer is the sheet as it is now. */
async function customerAction(
  db: Db,
  actor: AccountActor,
  id: string,
  action: 'cancel' | 'accept' | 'delete',
): Promise<Inquiry> {
  const ctx = await viewContext(db);
  for (let attempt = 0; ; attempt++) {
    const row = await ownSheet(db, actor, id);
    try {
      const updated = await transition(
        db,
        row,
        action,
        ctx.today,
        action === 'accept' ? { acceptedAt: new Date() } : {},
      );
      return inquiryView(updated, ctx, 'customer');
    } catch (error) {
      const lostRace = error instanceof AppError && error.key === 'INQUIRY_ACTION_NOT_ALLOWED';
      if (!lostRace || action === 'accept' || attempt >= CUSTOMER_RETRIES) throw error;
    }
  }
}

/** POST /v2/oe_order/detailed_cancel */
export const cancelInquiry = (db: Db, actor: AccountActor, id: string) => customerAction(db, actor, id, 'cancel');
/** POST /v2/oe_order/acceptprice */
export const acceptQuote = (db: Db, actor: AccountActor, id: string) => customerAction(db, actor, id, 'accept');

/** POST /v2/oe_order/detailed_delete: the sheet is kept as `deleted` and hidden from every call. */
export async function deleteInquiry(db: Db, actor: AccountActor, id: string): Promise<{ id: string }> {
  await customerAction(db, actor, id, 'delete');
  return { id };
}

// ---------------------------------------------------------------------------------------------------
// Ordering from a quote (the orders module)

/**
 * The inquiry an order may be created from: the caller's tenant, status quoted, accepted, quote not
 * expired; else the refusal error (404 NOT_FOUND / 409 QUOTE_NOT_ACCEPTED / 410 QUOTE_EXPIRED /
 * 409 INQUIRY_ACTION_NOT_ALLOWED).
 */
export async function orderableInquiry(
  db: DbOrTx,
  actor: AccountActor,
  id: string,
): Promise<typeof inquiries.$inferSelect & { quote: StoredInquiryQuote }> {
  const row = await ownSheet(db, actor, id);
  const refusal = inquiryRefusal(stateOf(row), 'order', clockOf(row, today()));
  if (refusal) throw new AppError(refusal);
  const { quote } = row;
  if (!quote) throw new AppError('INQUIRY_ACTION_NOT_ALLOWED');
  return { ...row, quote };
}

/**
 * The inquiry an order was created from, to price an edit of that order on the same quote: the
 * caller's tenant, ordered by exactly that order (404 NOT_FOUND otherwise), quote not expired (410
 * QUOTE_EXPIRED).
 */
export async function inquiryOfOrder(
  db: DbOrTx,
  actor: AccountActor,
  id: string,
  orderId: string,
): Promise<Awaited<ReturnType<typeof orderableInquiry>>> {
  const row = await ownSheet(db, actor, id);
  const { quote } = row;
  if (row.status !== 'ordered' || row.orderId !== orderId || !quote) throw new AppError('NOT_FOUND');
  if (isQuoteExpired(row.quoteValidTo, today())) throw new AppError('QUOTE_EXPIRED');
  return { ...row, quote };
}

/** Inside the order's transaction: quoted → ordered with the order id (conditional update); throws INQUIRY_ACTION_NOT_ALLOWED if it lost a race. */
export async function markInquiryOrdered(tx: DbOrTx, inquiryId: string, orderId: string): Promise<void> {
  const updated = await tx
    .update(inquiries)
    .set({ status: 'ordered', orderId, updatedAt: new Date() })
    .where(
      and(
        eq(inquiries.id, rowId(inquiryId)),
        eq(inquiries.status, 'quoted'),
        eq(inquiries.acceptance, 'accepted'),
        gte(inquiries.quoteValidTo, today()),
      ),
    )
    .returning({ id: inquiries.id });
  if (updated.length === 0) throw new AppError('INQUIRY_ACTION_NOT_ALLOWED');
}
