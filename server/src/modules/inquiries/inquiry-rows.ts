import type { InquiryDraft } from '@seabook/domain/booking';
import { type InquiryAction, inquiryMonth, inquiryRefusal, nextInquiryState } from '@seabook/domain/booking-rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { AppError } from '../../lib/errors.ts';
import { inquiries, inquirySequences } from './inquiries.tables.ts';
import { clockOf, type Row, stateOf } from './inquiry-views.ts';

/** The writes of a sheet that the customer's calls, the operators' desk and the demo share. */

/** Numbers a checked draft and stores it as a waiting sheet of the account (the caller checked the allowance). */
export async function insertInquiry(
  tx: DbOrTx,
  owner: { tenantId: string; accountId: string },
  draft: InquiryDraft,
  now: number,
): Promise<Row> {
  const inquiryNo = await nextDailyNumber(tx, inquirySequences, 'XP', now);
  const [row] = await tx
    .insert(inquiries)
    .values({
      tenantId: owner.tenantId,
      accountId: owner.accountId,
      inquiryNo,
      mode: draft.mode,
      status: 'waiting',
      acceptance: 'pending',
      pol: draft.pol,
      pod: draft.pod,
      sailingDate: draft.sailingDate ?? null,
      tradeTerm: draft.tradeTerm,
      shipmentTerm: draft.shipmentTerm,
      services: draft.services,
      cargo: draft.cargo,
      containers: draft.mode === 'fcl' ? draft.containers : [],
      pickupCityCode: draft.pickupCityCode ?? null,
      remark: draft.remark || null,
      draft,
      month: inquiryMonth(now),
    })
    .returning();
  if (!row) throw new AppError('SUBMIT_FAILED');
  return row;
}

/**
 * An allowed action applied to the state it was checked against: the update matches only while the
 * status, the acceptance and the quote are still those read, so a racing action that got there first
 * makes this one 409.
 */
export async function transition(
  db: DbOrTx,
  row: Row,
  action: InquiryAction,
  day: string,
  set: Partial<typeof inquiries.$inferInsert> = {},
): Promise<Row> {
  const refusal = inquiryRefusal(stateOf(row), action, clockOf(row, day));
  if (refusal) throw new AppError(refusal);
  const next = nextInquiryState(stateOf(row), action, clockOf(row, day));
  if (!next) throw new AppError('INQUIRY_ACTION_NOT_ALLOWED');
  const [updated] = await db
    .update(inquiries)
    .set({ ...set, status: next.status, acceptance: next.acceptance, updatedAt: new Date() })
    .where(
      and(
        eq(inquiries.id, row.id),
        eq(inquiries.status, row.status),
        eq(inquiries.acceptance, row.acceptance),
        row.quotedAt ? eq(inquiries.quotedAt, row.quotedAt) : isNull(inquiries.quotedAt),
      ),
    )
    .returning();
  if (!updated) throw new AppError('INQUIRY_ACTION_NOT_ALLOWED');
  return updated;
}
