import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  checkFileName,
  cleanFileName,
  type FileId,
  type FileInfo,
  type FileKind,
  type FileType,
  fileTypeOfName,
  fileTypesText,
  isFileKind,
} from '@seabook/domain/files';
import { and, type Column, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { fromJsonRows, jsonRows } from '../../db/json-rows.ts';
import { preparedByShape } from '../../db/prepared.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { files } from './files.tables.ts';
import type { Storage } from './storage.ts';
import { storeUpload } from './upload-inspector.ts';

/**
 * The files module's face (decision 015, decision 023): uploads stored for a tenant, looked up, opened,
 * attached by other modules and listed with what they are attached to. The storage and the sample files
 * (the demo's documents, the tests' uploads) are reached through here too.
 */
export { checkContent } from './content-check.ts';
export { openStorage } from './open-storage.ts';
export * as sampleFiles from './sample-files.ts';
export { type Storage, StoredObjectMissing } from './storage.ts';

export type StoredFile = typeof files.$inferSelect;

/** An upload as it arrives: the kind field (unchecked), the file's name and its bytes, read once. */
export type Upload = { kind: unknown; name: string; content: Readable };

/** A stored file as the API answers it (other modules list their attachments with it). */
export function fileInfo(file: StoredFile): FileInfo {
  return {
    id: file.id,
    name: file.originalName,
    size: file.sizeBytes,
    type: file.detectedType as FileType,
    kind: file.kind,
    createdAt: file.createdAt.toISOString(),
  };
}

/**
 * Stores an upload of the caller's tenant after the file rules of its kind (domain/files.ts): the name
 * is checked before any byte is read, the content and size while the bytes stream into the storage.
 */
export async function uploadFile(db: Db, storage: Storage, actor: AccountActor, upload: Upload): Promise<FileInfo> {
  if (!isFileKind(upload.kind)) throw new AppError('VALIDATION', { fields: { kind: 'VALIDATION' } });
  const staged = await stageUpload(storage, actor.tenantId, upload.kind, upload);
  try {
    return fileInfo(await staged.record(db, actor));
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** An upload's bytes in the storage, checked, and not yet a file of the tenant's (`stageUpload`). */
export type StagedUpload = {
  readonly id: string;
  /** The name as stored (cleaned). */
  readonly name: string;
  readonly size: number;
  /** Makes it a file of the owner in the caller's transaction, uploaded at `at` (now by default). */
  record(tx: DbOrTx, owner: { tenantId: string; accountId: string }, at?: Date): Promise<StoredFile>;
  /** Removes the bytes, when the transaction that was to record them failed. */
  discard(): Promise<void>;
};

/**
 * Stores an upload for the tenant after the file rules of its kind (domain/files.ts): the name is
 * checked before any byte is read, the content and size while the bytes stream into the storage, under
 * `<tenant>/<id>` (or the key given: the demo's files keep theirs). The caller records it in its own
 * transaction (a customer's upload, an operator's document filed on an order) or discards it.
 */
export async function stageUpload(
  storage: Storage,
  tenantId: string,
  kind: FileKind,
  upload: { name: string; content: Readable },
  key?: string,
): Promise<StagedUpload> {
  const name = cleanFileName(upload.name);
  const nameProblem = checkFileName(kind, name);
  if (nameProblem) throw new AppError(nameProblem, { values: { types: fileTypesText(kind) } });
  const id = randomUUID();
  const storageKey = key ?? `${tenantId}/${id}`;
  const { size, sha256 } = await storeUpload(storage, storageKey, { kind, name, content: upload.content });
  return {
    id,
    name,
    size,
    async record(tx, owner, at) {
      const [row] = await tx
        .insert(files)
        .values({
          id,
          tenantId: owner.tenantId,
          accountId: owner.accountId,
          kind,
          originalName: name,
          storageKey,
          sizeBytes: size,
          detectedType: fileTypeOfName(name) as FileType,
          sha256,
          ...(at ? { createdAt: at } : {}),
        })
        .returning();
      if (!row) throw new AppError('SUBMIT_FAILED');
      return row;
    },
    discard: () => storage.delete(storageKey),
  };
}

/** One live file of the caller's tenant; another tenant's file is 404 exactly like a missing one. */
async function findFile(db: DbOrTx, actor: AccountActor, id: string): Promise<StoredFile> {
  rowId(id);
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.tenantId, actor.tenantId), isNull(files.deletedAt)));
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

/** A file and its bytes, for download. */
export async function openFile(
  db: Db,
  storage: Storage,
  actor: AccountActor,
  { id }: FileId,
): Promise<{ file: FileInfo; content: Readable }> {
  const file = await findFile(db, actor, id);
  return { file: fileInfo(file), content: await storage.get(file.storageKey) };
}

/** Deletes a file: the row is kept, marked deleted, and the stored bytes are removed after the update. */
export async function deleteFile(db: Db, storage: Storage, actor: AccountActor, { id }: FileId): Promise<void> {
  rowId(id);
  const [deleted] = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.id, id), eq(files.tenantId, actor.tenantId), isNull(files.deletedAt)))
    .returning({ storageKey: files.storageKey });
  if (!deleted) throw new AppError('NOT_FOUND');
  await storage.delete(deleted.storageKey);
}

/**
 * The caller's file when it may be attached where the given kinds are expected (orders call this for
 * their documents): 404 `NOT_FOUND` when it is not the tenant's, 422 `FILE_KIND_NOT_ALLOWED` otherwise.
 */
export async function attachableFile(
  db: DbOrTx,
  actor: AccountActor,
  id: string,
  kinds: readonly FileKind[],
): Promise<StoredFile> {
  const file = await findFile(db, actor, id);
  if (!kinds.includes(file.kind)) throw new AppError('FILE_KIND_NOT_ALLOWED');
  return file;
}

/** `filesByIds` of each shape (a tenant's or anyone's, live or all), prepared once (db/prepared.ts). */
const filesStatement = preparedByShape(
  (shape: { tenant: boolean; live: boolean }) => `${Number(shape.tenant)}${Number(shape.live)}`,
  (db, shape, key) =>
    db
      .select()
      .from(files)
      .where(
        and(
          sql`${files.id} = any(${sql.placeholder('ids')})`,
          shape.tenant ? eq(files.tenantId, sql.placeholder('tenantId')) : undefined,
          shape.live ? isNull(files.deletedAt) : undefined,
        ),
      )
      .prepare(`files_by_ids_${key}`),
);

/**
 * Files by id, whoever's they are (the caller has checked what names them: a letter, an order's
 * documents): only the tenant's with `tenantId`, only those not deleted with `live`.
 */
export async function filesByIds(
  db: DbOrTx,
  ids: readonly string[],
  options: { tenantId?: string; live?: boolean } = {},
): Promise<Map<string, StoredFile>> {
  if (ids.length === 0) return new Map();
  const shape = { tenant: options.tenantId !== undefined, live: options.live === true };
  const rows = await filesStatement(db, shape).execute({ ids: [...ids], tenantId: options.tenantId });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The files of `filesByIds` as a subquery of another module's statement (decision 065): `ids` is SQL for
 * a uuid array; read the column back with `storedFilesFrom`.
 */
export function storedFilesJson(ids: SQL, options: { tenantId?: SQL; live?: boolean } = {}): SQL {
  return jsonRows(
    files,
    and(
      sql`${files.id} = any(${ids})`,
      options.tenantId ? eq(files.tenantId, options.tenantId) : undefined,
      options.live ? isNull(files.deletedAt) : undefined,
    ),
  );
}

/** A `storedFilesJson` column as `filesByIds` gives it. */
export function storedFilesFrom(value: unknown): Map<string, StoredFile> {
  return new Map(fromJsonRows(files, value).map((row) => [row.id, row]));
}

/** A file with its bytes, for a download. */
export async function openStoredFile(
  storage: Storage,
  file: StoredFile,
): Promise<{ file: FileInfo; content: Readable }> {
  return { file: fileInfo(file), content: await storage.get(file.storageKey) };
}

/** A column of a file link under its own name, so a union of links orders and joins by it unambiguously. */
function named<T>(column: SQL | Column, alias: string) {
  return sql<T>`${column}`.as(alias);
}

/**
 * The columns of a link to a file from what it is attached to (an order, a letter), for `linkedFiles`:
 * each module lists its own links with these, so the lists can be one union.
 */
export function fileLinkColumns(link: {
  fileId: Column;
  category: SQL | Column;
  owner: 'order' | 'letter';
  ownerId: Column;
  ownerNo: Column;
  addedAt: Column;
}) {
  return {
    fileId: named<string>(link.fileId, 'file_id'),
    category: named<string>(link.category, 'category'),
    owner: named<'order' | 'letter'>(sql.raw(`'${link.owner}'`), 'owner'),
    ownerId: named<string>(link.ownerId, 'owner_id'),
    ownerNo: named<string>(link.ownerNo, 'owner_no'),
    addedAt: named<Date | string>(link.addedAt, 'added_at'),
  };
}

type FileLinks = ReturnType<typeof fileLinkColumns>;

/**
 * The tenant's live files that `links` name (a query of `fileLinkColumns`), each with its link: one
 * query the caller counts, orders by `added_at`, `owner_no` and `name`, and pages.
 */
export function linkedFiles(
  db: Db,
  tenantId: string,
  links: { as(alias: 'links'): SubqueryWithSelection<FileLinks, 'links'> },
) {
  const link = links.as('links');
  return db
    .select({
      fileId: link.fileId,
      name: named<string>(files.originalName, 'name'),
      size: named<number | string>(files.sizeBytes, 'size'),
      type: named<string>(files.detectedType, 'type'),
      storageKey: named<string>(files.storageKey, 'storage_key'),
      category: link.category,
      owner: link.owner,
      ownerId: link.ownerId,
      ownerNo: link.ownerNo,
      addedAt: link.addedAt,
    })
    .from(link)
    .innerJoin(files, eq(files.id, link.fileId))
    .where(and(eq(files.tenantId, tenantId), isNull(files.deletedAt)));
}

/** How long an upload may wait to be attached (to a draft, an order, a letter) before it is removed. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * Removes the uploads older than `UNATTACHED_UPLOAD_HOURS` that nothing uses (a periodic job): `inUse`
 * answers which of some file ids the other modules still name. Each file is marked deleted by one
 * statement that only one caller can win, and only the winner removes its stored bytes, so two
 * instances running this at once remove each file once. Answers how many it removed.
 */
export async function removeUnattachedUploads(
  db: Db,
  storage: Storage,
  inUse: (ids: readonly string[]) => Promise<readonly string[]>,
  batch = 500,
): Promise<number> {
  const candidates = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        isNull(files.deletedAt),
        sql`${files.createdAt} < now() - make_interval(hours => ${UNATTACHED_UPLOAD_HOURS})`,
      ),
    )
    .limit(batch);
  const ids = candidates.map((row) => row.id);
  const used = new Set(await inUse(ids));
  const unused = ids.filter((id) => !used.has(id));
  if (unused.length === 0) return 0;
  const removed = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(inArray(files.id, unused), isNull(files.deletedAt)))
    .returning({ storageKey: files.storageKey });
  for (const file of removed) await storage.delete(file.storageKey);
  return removed.length;
}
