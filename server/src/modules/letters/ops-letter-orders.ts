import type { OrderPrice } from '@seabook/domain/booking-price';
import type { BookingMode } from '@seabook/domain/booking-rules';
import { inquiryIdOfLine } from '@seabook/domain/inquiries';
import type { LetterBookSchema, LetterConfirmSchema, LetterPriceSchema, OpsLetter } from '@seabook/domain/letters';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/tenancy.tables.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { draftOf, removeOrderedDraft } from '../drafts/drafts.service.ts';
import { checkedSubmission, insertOrder, previewPrice, whoOf } from '../orders/orders.service.ts';
import type { LetterRow } from './letter-views.ts';
import { answerLetter, checkPending, letterRow, lockPending, tellOrdered } from './ops-letters.service.ts';

/**
 * Orders an operator makes from a letter (issue 6): "book" a pending letter by hand with the booking
 * body the customer's createorder takes, or "confirm" the draft our template was read into. Either way
 * the order is created for the letter's account through the customer's own order path (the same checks,
 * pricing and price token), its log naming the operator and the letter; the letter links the order, the
 * account is told and the audit row written, all in one transaction with the order.
 */

/**
 * The letter's account as the order path sees it: the operator acts for it on the server. The path reads
 * only the tenant and the account, so there is no session and no permission to carry.
 */
async function actingFor(db: DbOrTx, letter: LetterRow): Promise<AccountActor> {
  const [account] = await db.select({ kind: accounts.kind }).from(accounts).where(eq(accounts.id, letter.accountId));
  if (!account) throw new AppError('NOT_FOUND');
  return {
    kind: 'account',
    sessionId: 'ops',
    accountId: letter.accountId,
    tenantId: letter.tenantId,
    accountKind: account.kind,
    permissions: [],
  };
}

/** A parsed letter whose draft can still be confirmed: 409 with the reason otherwise. */
function checkParsed(letter: LetterRow): string {
  if (letter.status === 'cancelled') throw new AppError('LETTER_WITHDRAWN');
  if (letter.status !== 'processed_parsed') throw new AppError('LETTER_NOT_PARSED');
  if (letter.orderId) throw new AppError('LETTER_NOT_PENDING');
  if (!letter.draftId) throw new AppError('LETTER_DRAFT_GONE');
  return letter.draftId;
}

/** What a line books an order from: a quote line, or an inquiry's accepted quote. */
function sourceOf(line: string) {
  const inquiryId = inquiryIdOfLine(line);
  return inquiryId === null ? { from: 'quote', lineId: line } : { from: 'inquiry', inquiryId };
}

/**
 * The parsed letter's draft as an order request on `line` (its own sailing when none is given; 422
 * LETTER_SAILING_REQUIRED when it has none either). The saved content keeps the order draft's keys; the
 * schema drops the lane and wanted date it also keeps.
 */
async function parsedRequest(db: DbOrTx, letter: LetterRow, line: string | undefined, lock = false) {
  const draftId = checkParsed(letter);
  const draft = await draftOf(db, draftId, { tenantId: letter.tenantId, lock });
  if (!draft) throw new AppError('LETTER_DRAFT_GONE');
  const booked = line ?? draft.line;
  if (!booked) throw new AppError('LETTER_SAILING_REQUIRED', { fields: { line: 'LETTER_SAILING_REQUIRED' } });
  const content = typeof draft.content === 'object' && draft.content !== null ? draft.content : {};
  const mode: BookingMode = letter.mode;
  return { draftId, line: booked, draft: { ...content, mode, source: sourceOf(booked) } };
}

/**
 * POST /v2/ops/letter/price: the price for the letter's account of the operator's draft on `line` (a
 * pending letter), or without a draft of the parsed letter's draft, checked as createorder checks it.
 */
export async function priceLetterOrder(db: Db, input: z.output<typeof LetterPriceSchema>): Promise<OrderPrice> {
  const letter = await letterRow(db, input.id);
  const account = await actingFor(db, letter);
  if (input.draft !== undefined) {
    checkPending(letter);
    return previewPrice(db, account, { line: input.line, draft: input.draft });
  }
  const { line, draft } = await parsedRequest(db, letter, input.line);
  return previewPrice(db, account, { line, draft });
}

/**
 * POST /v2/ops/letter/book: a pending letter booked by the operator for its account with the customer's
 * booking body; the checks run before the transaction (422 with the fields, 409 PRICE_CHANGED with the
 * new price), then the letter is locked and checked again, so it becomes exactly one order.
 */
export async function bookLetter(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof LetterBookSchema>,
): Promise<OpsLetter> {
  const found = await letterRow(db, input.id);
  checkPending(found);
  const account = await actingFor(db, found);
  const { id: _id, ...body } = input;
  const price = await checkedSubmission(db, account, body);
  return db.transaction(async (tx) => {
    const letter = await lockPending(tx, input.id);
    const who = await whoOf(tx, actor);
    const order = await insertOrder(tx, account, price, body.priceToken, { who, remark: letter.letterNo });
    await tellOrdered(tx, notifier, letter, { id: order.orderId, orderNo: order.orderNo });
    return answerLetter(tx, actor, letter, {
      action: 'letter.book',
      set: { status: 'processed_manual', orderId: order.orderId, processedAt: new Date() },
      after: { status: 'processed_manual', orderNo: order.orderNo },
    });
  });
}

/**
 * POST /v2/ops/letter/confirm: the parsed letter's draft submitted for its account, on its own sailing or
 * the operator's `line` (422 with the draft's fields when it is incomplete). The draft goes with the
 * order as createorder's `draftId` does; the letter keeps its status and links the order.
 */
export async function confirmLetter(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof LetterConfirmSchema>,
): Promise<OpsLetter> {
  const found = await letterRow(db, input.id);
  const account = await actingFor(db, found);
  const request = await parsedRequest(db, found, input.line);
  const price = await checkedSubmission(db, account, { ...request, priceToken: input.priceToken });
  return db.transaction(async (tx) => {
    const letter = await letterRow(tx, input.id, true);
    // The customer may have changed or submitted the draft meanwhile: the order is of the draft priced.
    const now = await parsedRequest(tx, letter, input.line, true);
    if (JSON.stringify(now) !== JSON.stringify(request)) throw new AppError('LETTER_DRAFT_CHANGED');
    const who = await whoOf(tx, actor);
    const order = await insertOrder(tx, account, price, input.priceToken, { who, remark: letter.letterNo });
    await removeOrderedDraft(tx, letter.tenantId, request.draftId);
    await tellOrdered(tx, notifier, letter, { id: order.orderId, orderNo: order.orderNo });
    return answerLetter(tx, actor, letter, {
      action: 'letter.confirm',
      set: { orderId: order.orderId },
      after: { status: letter.status, orderNo: order.orderNo },
    });
  });
}
