import { buffer } from 'node:stream/consumers';
import { FILE_KINDS, fileRule, fileTypesText } from '@seabook/domain/files';
import { readLetterCells } from '@seabook/domain/letter-cells';
import type {
  Letter,
  LetterList,
  LetterListQuerySchema,
  LetterReadResult,
  LetterReadSchema,
  LetterStatus,
  LetterUploadSchema,
} from '@seabook/domain/letters';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { once } from '../../db/idempotency.ts';
import { rowId } from '../../db/ids.ts';
import { type Scope, visibleTo } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { insertDraft } from '../drafts/drafts.service.ts';
import { attachableFile, fileLinkColumns, type Storage, type StoredFile } from '../files/files.service.ts';
import { checkCanOrder } from '../orders/orders.service.ts';
import { today } from '../rates/rates.service.ts';
import { letterView, withFiles } from './letter-views.ts';
import { READ_LIMITS, readTemplate } from './letter-workbook.ts';
import { letterSequences, letters } from './letters.tables.ts';

/**
 * The letters module's face (decision 023): the customer's calls below, the links to the letters' files
 * (the drafts page lists them) and the demo's letters.
 */
export { storeDemoLetter } from './letters.demo.ts';

/**
 * Orders by letter of instruction (spec §4, §5, §6): the customer uploads any instruction file for an
 * operator to book (`pending`), or our Excel template filled in, which is read at once into a draft to
 * check and submit (`processed_parsed`); a pending letter may be withdrawn (`cancelled`). Only verified
 * tenants may order by letter. Each creating call runs once per Idempotency-Key. Another tenant's
 * letter or file answers 404 exactly like a missing one.
 */

type Upload = z.output<typeof LetterUploadSchema>;
type Read = z.output<typeof LetterReadSchema>;

const INSTRUCTION_TYPES = fileRule('instruction').extensions;
const EXCEL_TYPES = fileRule('excel').extensions;

/** One of the tenant's files of any kind, the refusal naming the `fileId` field. */
async function tenantFile(db: DbOrTx, actor: AccountActor, fileId: string): Promise<StoredFile> {
  try {
    return await attachableFile(db, actor, fileId, FILE_KINDS);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.key, { fields: { fileId: error.key } });
    throw error;
  }
}

/** A new letter number (LT + China date + daily sequence) and the row, in the caller's transaction. */
async function insertLetter(
  tx: DbOrTx,
  actor: AccountActor,
  values: Pick<
    typeof letters.$inferInsert,
    'mode' | 'kind' | 'fileId' | 'status' | 'remark' | 'draftId' | 'processedAt'
  >,
) {
  const letterNo = await nextDailyNumber(tx, letterSequences, 'LT');
  const [row] = await tx
    .insert(letters)
    .values({ tenantId: actor.tenantId, accountId: actor.accountId, letterNo, ...values })
    .returning();
  if (!row) throw new AppError('SUBMIT_FAILED');
  return row;
}

/** POST /v2/tuoshu2/upload: any instruction file (xls, xlsx, doc, docx, pdf), pending for an operator. */
export function uploadLetter(db: Db, actor: AccountActor, key: string, body: Upload): Promise<Letter> {
  return once(db, { tenantId: actor.tenantId, key, scope: 'tuoshu2/upload', body }, async () => {
    await checkCanOrder(db, actor);
    const file = await tenantFile(db, actor, body.fileId);
    if (!INSTRUCTION_TYPES.includes(file.detectedType))
      throw new AppError('FILE_TYPE_INSTRUCTION', { fields: { fileId: 'FILE_TYPE_INSTRUCTION' } });
    return async (tx) => {
      const row = await insertLetter(tx, actor, { ...body, status: 'pending', draftId: null, processedAt: null });
      return letterView({
        row,
        fileName: file.originalName,
        fileSize: file.sizeBytes,
        fileType: file.detectedType,
        orderNo: null,
      });
    };
  });
}

/**
 * POST /v2/tuoshu2/fileread: our template, read into a draft without a line (the customer picks the
 * sailing next) and a `processed_parsed` letter that names it, in one transaction. The template's own
 * mode wins over the page's.
 */
export function readLetter(
  db: Db,
  storage: Storage,
  actor: AccountActor,
  key: string,
  body: Read,
): Promise<LetterReadResult> {
  return once(db, { tenantId: actor.tenantId, key, scope: 'tuoshu2/fileread', body }, async () => {
    await checkCanOrder(db, actor);
    const file = await tenantFile(db, actor, body.fileId);
    if (!EXCEL_TYPES.includes(file.detectedType))
      throw new AppError('FILE_TYPE_NOT_ALLOWED', {
        values: { types: fileTypesText('excel') },
        fields: { fileId: 'FILE_TYPE_NOT_ALLOWED' },
      });
    // A filled template is a few kilobytes: a large workbook is not ours, and is not read into memory.
    if (file.sizeBytes > READ_LIMITS.maxBytes)
      throw new AppError('LETTER_TEMPLATE_UNREADABLE', { fields: { fileId: 'LETTER_TEMPLATE_UNREADABLE' } });
    const template = await readTemplate(await buffer(await storage.get(file.storageKey)));
    const catalog = await getCatalog(db);
    const reading = readLetterCells(template.cells, {
      mode: template.mode,
      today: today(),
      knownPort: (code) => catalog.ports.has(code),
    });
    if (reading.fields === 0)
      throw new AppError('LETTER_TEMPLATE_UNREADABLE', { fields: { fileId: 'LETTER_TEMPLATE_UNREADABLE' } });
    return async (tx) => {
      const now = new Date();
      const draft = await insertDraft(tx, actor, {
        mode: template.mode,
        line: null,
        draft: reading.draft,
        // Left empty, the drafts list names it by its lane and goods in the reader's language.
        title: '',
        source: 'letter',
        at: now,
      });
      const row = await insertLetter(tx, actor, {
        mode: template.mode,
        kind: 'letter',
        fileId: file.id,
        status: 'processed_parsed',
        remark: '',
        draftId: draft.id,
        processedAt: now,
      });
      return {
        letterId: row.id,
        letterNo: row.letterNo,
        draftId: draft.id,
        mode: template.mode,
        fields: reading.fields,
        warnings: reading.warnings,
      };
    };
  });
}

type ListQuery = z.output<typeof LetterListQuerySchema>;

/** GET /v2/tuoshu2/list: the tenant's letters, newest first. */
export async function listLetters(db: Db, actor: AccountActor, query: ListQuery): Promise<LetterList> {
  const where: SQL[] = [visibleTo(actor, letters)];
  if (query.status) where.push(eq(letters.status, query.status));
  if (query.mode) where.push(eq(letters.mode, query.mode));
  const filter = and(...where);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(letters).where(filter),
    db
      .select()
      .from(letters)
      .where(filter)
      .orderBy(desc(letters.createdAt), desc(letters.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: (await withFiles(db, rows)).map(letterView), total: counted?.total ?? 0 };
}

async function ownLetter(db: DbOrTx, actor: AccountActor, id: string) {
  const rows = await db
    .select()
    .from(letters)
    .where(and(eq(letters.id, rowId(id)), visibleTo(actor, letters)));
  const [found] = await withFiles(db, rows);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** GET /v2/tuoshu2/info */
export async function getLetter(db: Db, actor: AccountActor, id: string): Promise<Letter> {
  return letterView(await ownLetter(db, actor, id));
}

const PENDING: LetterStatus = 'pending';

/** POST /v2/tuoshu2/cancel: a pending letter is withdrawn; any other is 409 LETTER_NOT_CANCELLABLE. */
export async function cancelLetter(db: Db, actor: AccountActor, id: string): Promise<Letter> {
  const found = await ownLetter(db, actor, id);
  const [row] = await db
    .update(letters)
    .set({ status: 'cancelled' })
    .where(and(eq(letters.id, found.row.id), eq(letters.status, PENDING)))
    .returning();
  if (!row) throw new AppError('LETTER_NOT_CANCELLABLE');
  return letterView({ ...found, row });
}

/** The instruction files of the tenant's letters, as links for the files module to list with others (the drafts page). */
export function tenantLetterFileLinks(db: Db, scope: Scope) {
  return db
    .select(
      fileLinkColumns({
        fileId: letters.fileId,
        category: sql`'letter'`,
        owner: 'letter',
        ownerId: letters.id,
        ownerNo: letters.letterNo,
        addedAt: letters.createdAt,
      }),
    )
    .from(letters)
    .where(visibleTo(scope, letters));
}

/** The files among `ids` that a letter was uploaded as (its instruction). */
export async function filesUsedByLetters(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: letters.fileId })
    .from(letters)
    .where(inArray(letters.fileId, [...ids]));
  return rows.map((row) => row.id);
}
