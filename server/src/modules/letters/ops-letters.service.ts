import type { Readable } from 'node:stream';
import type { FileInfo } from '@seabook/domain/files';
import {
  type LetterStatus,
  letterProcessedNotice,
  letterRejectedNotice,
  type OpsLetter,
  type OpsLetterDetail,
  type OpsLetterList,
} from '@seabook/domain/letters';
import type { AuditAction } from '@seabook/domain/ops-audit';
import { asc, count, eq } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { draftOf } from '../drafts/drafts.service.ts';
import { filesByIds, openStoredFile, type Storage } from '../files/files.service.ts';
import { notify } from '../messages/messages.service.ts';
import { recordAudit, staffNames } from '../ops/ops.service.ts';
import { findOrderRef } from '../orders/orders.service.ts';
import { type LetterRow, letterView, withFiles } from './letter-views.ts';
import { letters } from './letters.tables.ts';

/**
 * The operators' letter desk (issue 6): every tenant's queue by status, one letter with the draft our
 * template was read into, the instruction file to read, and the operator's answers to a pending letter:
 * linked to an order booked elsewhere (`process`) or rejected with a reason. Booking an order from a
 * letter is in ops-letter-orders.ts. Each change locks the letter, tells its account and writes the
 * audit row in one transaction; a refusal changes nothing.
 */

/** Letters with their owner's names; the caller adds the filter. */
function withOwner(db: DbOrTx) {
  return db
    .select({ row: letters, company: tenants.name, accountName: accounts.name })
    .from(letters)
    .innerJoin(tenants, eq(tenants.id, letters.tenantId))
    .innerJoin(accounts, eq(accounts.id, letters.accountId));
}

type Owned = { row: LetterRow; company: string; accountName: string };

/** The letters as the desk shows them: with their file, order, owner's names and the operator who answered them. */
async function opsViews(db: DbOrTx, owned: readonly Owned[]): Promise<OpsLetter[]> {
  const [views, operators] = await Promise.all([
    withFiles(
      db,
      owned.map(({ row }) => row),
    ),
    staffNames(
      db,
      owned.flatMap(({ row }) => (row.processedBy ? [row.processedBy] : [])),
    ),
  ]);
  const owners = new Map(owned.map(({ row, ...owner }) => [row.id, owner]));
  return views.map((view) => {
    const owner = owners.get(view.row.id) as Omit<Owned, 'row'>;
    const processedBy = (view.row.processedBy && operators.get(view.row.processedBy)) ?? null;
    return { ...letterView(view), company: owner.company, accountName: owner.accountName, processedBy };
  });
}

/** One letter as the desk shows it (404 when it is gone). */
export async function opsLetterOf(db: DbOrTx, id: string): Promise<OpsLetter> {
  const [found] = await opsViews(db, await withOwner(db).where(eq(letters.id, id)));
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** GET /v2/ops/letter/list: one status (pending by default), oldest first: the queue. */
export async function opsListLetters(
  db: Db,
  query: { status: LetterStatus; page: number; pageSize: number },
): Promise<OpsLetterList> {
  const filter = eq(letters.status, query.status);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(letters).where(filter),
    withOwner(db)
      .where(filter)
      .orderBy(asc(letters.createdAt), asc(letters.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: await opsViews(db, rows), total: counted?.total ?? 0 };
}

/** GET /v2/ops/letter/info: one letter of any tenant, with its parsed draft while it exists. */
export async function opsGetLetter(db: Db, id: string): Promise<OpsLetterDetail> {
  const letter = await opsLetterOf(db, rowId(id));
  if (!letter.draftId) return { ...letter, draft: null };
  const draft = await draftOf(db, letter.draftId);
  const content = draft?.content;
  const isRecord = typeof content === 'object' && content !== null && !Array.isArray(content);
  return {
    ...letter,
    draft: draft ? { line: draft.line, content: isRecord ? (content as Record<string, unknown>) : {} } : null,
  };
}

/** GET /v2/ops/letter/file: the instruction file of any letter, to read it. */
export async function opsLetterFile(
  db: Db,
  storage: Storage,
  id: string,
): Promise<{ file: FileInfo; content: Readable }> {
  const letter = await letterRow(db, id);
  const file = (await filesByIds(db, [letter.fileId])).get(letter.fileId);
  if (!file) throw new AppError('NOT_FOUND');
  return openStoredFile(storage, file);
}

/** The letter row, locked for the rest of the transaction when `tx` is one (404 for a missing one). */
export async function letterRow(db: DbOrTx, id: string, lock = false): Promise<LetterRow> {
  const query = db
    .select()
    .from(letters)
    .where(eq(letters.id, rowId(id)));
  const [letter] = lock ? await query.for('update') : await query;
  if (!letter) throw new AppError('NOT_FOUND');
  return letter;
}

/** An operator answers only a pending letter: 409 LETTER_WITHDRAWN or LETTER_NOT_PENDING otherwise. */
export function checkPending(letter: LetterRow): void {
  if (letter.status === 'cancelled') throw new AppError('LETTER_WITHDRAWN');
  if (letter.status !== 'pending') throw new AppError('LETTER_NOT_PENDING');
}

/** The pending letter, locked in `tx`, for an operator's answer. */
export async function lockPending(tx: Tx, id: string): Promise<LetterRow> {
  const letter = await letterRow(tx, id, true);
  checkPending(letter);
  return letter;
}

type LetterAnswer = {
  action: Extract<AuditAction, `letter.${string}`>;
  /** What the answer stores on the letter (the operator is stored with it). */
  set: Partial<typeof letters.$inferInsert>;
  /** The audit row's `after`: the letter's status and what the answer gave it. */
  after: Record<string, unknown>;
  remark?: string;
};

/** An operator's answer stored on the locked letter and audited in `tx`; answers the letter as it now is. */
export async function answerLetter(
  tx: DbOrTx,
  actor: StaffActor,
  letter: LetterRow,
  answer: LetterAnswer,
): Promise<OpsLetter> {
  await tx
    .update(letters)
    .set({ ...answer.set, processedBy: actor.staffId })
    .where(eq(letters.id, letter.id));
  await recordAudit(tx, actor, {
    action: answer.action,
    objectType: 'letter',
    objectId: letter.id,
    objectLabel: letter.letterNo,
    before: { status: letter.status },
    after: answer.after,
    remark: answer.remark ?? null,
  });
  return opsLetterOf(tx, letter.id);
}

/** Where a notice about a letter leads: its order, or the customer's letters. */
const LETTERS_LINK = '/center/draft?tab=letters';
export const orderLink = (orderId: string) => `/center/orderdetail?id=${orderId}`;

/** Tells the letter's account that it became order `orderNo` (booked, linked or confirmed). */
export async function tellOrdered(
  tx: DbOrTx,
  notifier: Notifier,
  letter: LetterRow,
  order: { id: string; orderNo: string },
): Promise<void> {
  await notify(
    tx,
    notifier,
    { tenantId: letter.tenantId, accountId: letter.accountId, kind: 'letter', link: orderLink(order.id) },
    letterProcessedNotice(letter.letterNo, order.orderNo),
  );
}

/** The order an operator names by id or by number; 404 on the field named when there is none. */
async function namedOrder(tx: DbOrTx, input: { orderId?: string | undefined; orderNo?: string | undefined }) {
  const field = input.orderId !== undefined ? 'orderId' : 'orderNo';
  const missing = new AppError('NOT_FOUND', { fields: { [field]: 'NOT_FOUND' } });
  let ref: { id: string } | { orderNo: string };
  if (input.orderId !== undefined) {
    try {
      ref = { id: rowId(input.orderId) };
    } catch {
      throw missing;
    }
  } else ref = { orderNo: (input.orderNo ?? '').toUpperCase() };
  const order = await findOrderRef(tx, ref);
  if (!order) throw missing;
  return { ...order, field };
}

/**
 * POST /v2/ops/letter/process: a pending letter booked by hand as an order named by id or number, which
 * must be an order of the letter's tenant (404 for a missing order, 422 LETTER_ORDER_OTHER_TENANT for
 * another tenant's); 409 for a letter no longer pending. Told and audited in the same transaction.
 */
export async function processLetter(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; orderId?: string | undefined; orderNo?: string | undefined },
): Promise<OpsLetter> {
  return db.transaction(async (tx) => {
    const letter = await lockPending(tx, input.id);
    const order = await namedOrder(tx, input);
    if (order.tenantId !== letter.tenantId)
      throw new AppError('LETTER_ORDER_OTHER_TENANT', { fields: { [order.field]: 'LETTER_ORDER_OTHER_TENANT' } });
    await tellOrdered(tx, notifier, letter, order);
    return answerLetter(tx, actor, letter, {
      action: 'letter.process',
      set: { status: 'processed_manual', orderId: order.id, processedAt: new Date() },
      after: { status: 'processed_manual', orderNo: order.orderNo },
    });
  });
}

/**
 * POST /v2/ops/letter/reject: a pending letter the operator cannot book, with the reason its account
 * reads (409 for a letter no longer pending). Told and audited in the same transaction.
 */
export async function rejectLetter(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; reason: string },
): Promise<OpsLetter> {
  return db.transaction(async (tx) => {
    const letter = await lockPending(tx, input.id);
    await notify(
      tx,
      notifier,
      { tenantId: letter.tenantId, accountId: letter.accountId, kind: 'letter', link: LETTERS_LINK },
      letterRejectedNotice(letter.letterNo, input.reason),
    );
    return answerLetter(tx, actor, letter, {
      action: 'letter.reject',
      set: { status: 'rejected', rejectReason: input.reason, processedAt: new Date() },
      after: { status: 'rejected', rejectReason: input.reason },
      remark: input.reason,
    });
  });
}
