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
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import type { AccountActor } from '../../http/guards.ts';
import { files } from './files.tables.ts';
import type { Storage } from './storage.ts';
import { storeUpload } from './upload-inspector.ts';

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
  const kind = upload.kind;
  const name = cleanFileName(upload.name);
  const nameProblem = checkFileName(kind, name);
  if (nameProblem) throw new AppError(nameProblem, { values: { types: fileTypesText(kind) } });

  const id = randomUUID();
  const storageKey = `${actor.tenantId}/${id}`;
  const { size, sha256 } = await storeUpload(storage, storageKey, { kind, name, content: upload.content });
  try {
    const [row] = await db
      .insert(files)
      .values({
        id,
        tenantId: actor.tenantId,
        accountId: actor.accountId,
        kind,
        originalName: name,
        storageKey,
        sizeBytes: size,
        detectedType: fileTypeOfName(name) as FileType,
        sha256,
      })
      .returning();
    return fileInfo(row as StoredFile);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
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
