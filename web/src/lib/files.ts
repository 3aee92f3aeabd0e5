import type { FileInfo } from '@seabook/domain/files';
import { api } from './api.ts';
import { downloadAttachment } from './download.ts';

/** The calls of stored files (the files module): an upload, and a stored file's download. */

/** What is uploaded: documents (clearance, bond, an order's files) or images (packing photos). */
export type UploadKind = 'order' | 'image';

/** POST /v2/files: `kind` first, then the file (the server applies the kind's limit as bytes arrive). */
export function uploadFile(kind: UploadKind, file: File): Promise<FileInfo> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return api.post<FileInfo>('/v2/files', form);
}

/** GET /v2/files/<id>: a stored file the caller may read, saved under its name. */
export function downloadFile(id: string, name: string): Promise<void> {
  return downloadAttachment(`/v2/files/${id}`, name);
}
