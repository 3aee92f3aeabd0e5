import { Readable } from 'node:stream';
import { DRAFT_ZIP_MAX_BYTES, DRAFT_ZIP_MAX_FILES, type DraftFile, type DraftFileList } from '@seabook/domain/drafts';
import type { PageQuery } from '@seabook/domain/envelope';
import type { FileType } from '@seabook/domain/files';
import { count, desc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { Zip, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client.ts';
import { type Scope, scopeOf } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { linkedFiles, type Storage, StoredObjectMissing } from '../files/files.service.ts';
import { tenantLetterFileLinks } from '../letters/letters.service.ts';
import { tenantOrderFileLinks } from '../orders/orders.service.ts';

/**
 * The drafts page's Files tab: every live file attached to the tenant's orders or letters, newest first,
 * and all of them in one zip (stored, not deflated: the documents are mostly compressed already),
 * streamed from the storage one file after the other.
 */

/**
 * The files of the tenant's orders and letters as one query, each with what it is attached to: the
 * orders and letters modules name their links, the files module lists the live files they name.
 */
function tenantFiles(db: Db, scope: Scope) {
  return linkedFiles(db, scope.tenantId, unionAll(tenantOrderFileLinks(db, scope), tenantLetterFileLinks(db, scope)));
}

type FileRow = Awaited<ReturnType<typeof tenantFiles>>[number];

function draftFile(row: FileRow): DraftFile {
  return {
    fileId: row.fileId,
    name: row.name,
    size: Number(row.size),
    type: row.type as FileType,
    category: row.category,
    owner: row.owner,
    ownerId: row.ownerId,
    ownerNo: row.ownerNo,
    addedAt: new Date(row.addedAt).toISOString(),
  };
}

/** GET /v2/oe_order/draft_files: one page of the tenant's order and letter files, newest first. */
export async function listDraftFiles(db: Db, actor: AccountActor, page: PageQuery): Promise<DraftFileList> {
  const [counted] = await db.select({ total: count() }).from(tenantFiles(db, scopeOf(actor)).as('all_files'));
  const rows = await tenantFiles(db, scopeOf(actor))
    .orderBy(desc(sql`added_at`), sql`owner_no`, sql`name`)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { items: rows.map(draftFile), total: counted?.total ?? 0 };
}

/** `name.ext` as `name (2).ext`, … until unused; names are compared case-blind like most unzip tools do. */
export function uniqueName(wanted: string, taken: Set<string>): string {
  const dot = wanted.lastIndexOf('.');
  const stem = dot > 0 ? wanted.slice(0, dot) : wanted;
  const extension = dot > 0 ? wanted.slice(dot) : '';
  let name = wanted;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${extension}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * GET /v2/oe_order/draft_files/zip: every file above in one zip, each named `<order or letter no>_<name>`.
 * Refused before anything is sent (422 DRAFT_FILES_TOO_MANY) over 200 files or 500 MB. A file whose
 * bytes are missing from the storage is left out rather than breaking the download half way.
 */
export async function zipDraftFiles(db: Db, storage: Storage, actor: AccountActor): Promise<Readable> {
  const rows = await tenantFiles(db, scopeOf(actor)).orderBy(sql`owner_no`, sql`name`);
  const bytes = rows.reduce((sum, row) => sum + Number(row.size), 0);
  if (rows.length > DRAFT_ZIP_MAX_FILES || bytes > DRAFT_ZIP_MAX_BYTES)
    throw new AppError('DRAFT_FILES_TOO_MANY', { values: { max: DRAFT_ZIP_MAX_FILES } });
  return Readable.from(zipChunks(rows, storage));
}

async function* zipChunks(rows: FileRow[], storage: Storage): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    ready.push(chunk);
  });
  const taken = new Set<string>();
  for (const row of rows) {
    let content: Readable;
    try {
      content = await storage.get(row.storageKey);
    } catch (error) {
      if (error instanceof StoredObjectMissing) continue;
      throw error;
    }
    const entry = new ZipPassThrough(uniqueName(`${row.ownerNo}_${row.name}`, taken));
    entry.mtime = new Date(row.addedAt);
    zip.add(entry);
    for await (const chunk of content) {
      entry.push(chunk as Uint8Array);
      yield* ready.splice(0);
    }
    entry.push(new Uint8Array(0), true);
    yield* ready.splice(0);
  }
  zip.end();
  yield* ready.splice(0);
}
