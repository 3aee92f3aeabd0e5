import type { FileInfo } from '@seabook/domain/files';
import { filesCalls } from '@seabook/domain/files.calls';
import { call } from './api.ts';
import { download } from './download.ts';

/** The calls of stored files (the files module): an upload, and a stored file's download. */

/**
 * What is uploaded: documents (clearance, bond, an order's files), images (packing photos), ID document
 * images and business licences (verification).
 */
export type UploadKind = 'order' | 'image' | 'idImage' | 'licence' | 'voucher';

/** POST /v2/files: `kind` first, then the file (the server applies the kind's limit as bytes arrive). */
export function uploadFile(kind: UploadKind, file: File): Promise<FileInfo> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return call(filesCalls.upload, form);
}

/** GET /v2/files/<id>: a stored file the caller may read, saved under its name. */
export function downloadFile(id: string, name: string): Promise<void> {
  return download(filesCalls.download, { id }, name);
}
