import type { Readable } from 'node:stream';
import type { FileType } from '@seabook/domain/files';
import { type LetterStatus, letterProcessedNotice, type OpsLetter, type OpsLetterList } from '@seabook/domain/letters';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import { files } from '../files/files.tables.ts';
import type { Storage } from '../files/storage.ts';
import { accounts, tenants } from '../members/members.tables.ts';
import { notify } from '../messages/notify.ts';
import { orders } from '../orders/orders.tables.ts';
import { letterView, type ViewRow, viewColumns } from './letter-views.ts';
import { letters } from './letters.tables.ts';

/**
 * The operators' side of letters (until the back office of issue 6 puts a desk on it): every tenant's
 * queue, the instruction file to read, and "processed": the letter booked by hand as an order of the
 * same tenant, which its account is told about.
 */

/** Letters with their file, order and owner's names. */
function withOwner(db: DbOrTx) {
  return db
    .select({ ...viewColumns, company: tenants.name, accountName: accounts.name })
    .from(letters)
    .innerJoin(files, eq(files.id, letters.fileId))
    .leftJoin(orders, eq(orders.id, letters.orderId))
    .innerJoin(tenants, eq(tenants.id, letters.tenantId))
    .innerJoin(accounts, eq(accounts.id, letters.accountId));
}

type OwnedRow = ViewRow & { company: string; accountName: string };

function opsView({ company, accountName, ...row }: OwnedRow): OpsLetter {
  return { ...letterView(row), company, accountName };
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
  return { items: rows.map(opsView), total: counted?.total ?? 0 };
}

/** GET /v2/ops/letter/file: the instruction file of any letter, to read it. */
export async function opsLetterFile(
  db: Db,
  storage: Storage,
  id: string,
): Promise<{ name: string; size: number; type: FileType; content: Readable }> {
  const [found] = await db
    .select({ name: files.originalName, size: files.sizeBytes, type: files.detectedType, key: files.storageKey })
    .from(letters)
    .innerJoin(files, eq(files.id, letters.fileId))
    .where(eq(letters.id, rowId(id)));
  if (!found) throw new AppError('NOT_FOUND');
  return { name: found.name, size: found.size, type: found.type as FileType, content: await storage.get(found.key) };
}

/**
 * POST /v2/ops/letter/process: a pending letter booked by hand as `orderId`, which must be an order of
 * the letter's tenant (404 for a missing order, 422 for another tenant's); 409 LETTER_NOT_CANCELLABLE
 * for a letter no longer pending. The account is told in the same transaction.
 */
export async function processLetter(
  db: Db,
  notifier: Notifier,
  input: { id: string; orderId: string },
): Promise<OpsLetter> {
  return db.transaction(async (tx) => {
    const [letter] = await tx
      .select()
      .from(letters)
      .where(eq(letters.id, rowId(input.id)))
      .for('update');
    if (!letter) throw new AppError('NOT_FOUND');
    if (letter.status !== 'pending') throw new AppError('LETTER_NOT_CANCELLABLE');
    let orderId: string;
    try {
      orderId = rowId(input.orderId);
    } catch {
      throw new AppError('NOT_FOUND', { fields: { orderId: 'NOT_FOUND' } });
    }
    const [order] = await tx
      .select({ id: orders.id, tenantId: orders.tenantId, orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new AppError('NOT_FOUND', { fields: { orderId: 'NOT_FOUND' } });
    if (order.tenantId !== letter.tenantId) throw new AppError('VALIDATION', { fields: { orderId: 'VALIDATION' } });
    await tx
      .update(letters)
      .set({ status: 'processed_manual', orderId: order.id, processedAt: new Date() })
      .where(and(eq(letters.id, letter.id), eq(letters.status, 'pending')));
    await notify(
      tx,
      notifier,
      {
        tenantId: letter.tenantId,
        accountId: letter.accountId,
        kind: 'letter',
        link: `/center/orderdetail?id=${order.id}`,
      },
      letterProcessedNotice(letter.letterNo, order.orderNo),
    );
    const [updated] = await withOwner(tx).where(eq(letters.id, letter.id));
    if (!updated) throw new AppError('NOT_FOUND');
    return opsView(updated);
  });
}
