import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_FILE_BYTES } from '@seabook/domain/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Lets a route scope read multipart bodies: one file and a few short fields. The busboy limit is one
 * byte over the largest kind's, so the kind's own limit (the files module's upload inspector) always
 * decides; extra bytes past it are discarded unread.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 20 },
  });
}

/**
 * A text field when it came before the file (`kind`: the size limit must be known before the bytes).
 * The plugin adds later fields to the same object as it parses on, so their order tells.
 */
export function fieldBeforeFile(fields: Record<string, unknown>, name: string): string | undefined {
  const names = Object.keys(fields);
  if (!names.includes(name) || names.indexOf(name) > names.indexOf('file')) return undefined;
  const field = Array.isArray(fields[name]) ? fields[name][0] : fields[name];
  if (field && typeof field === 'object' && 'value' in field && typeof field.value === 'string') return field.value;
  return undefined;
}

/**
 * The request's `file` part handed to `use` (422 FILE_REQUIRED without one, 400 for a broken form);
 * whatever `use` leaves unread (a refused upload) is discarded, so the answer reaches the client.
 */
export async function withFilePart<T>(request: FastifyRequest, use: (part: MultipartFile) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  // The plugin's parse errors (no boundary, a body cut off) are the client's: 400, not 500.
  const part = await request.file().catch(() => {
    throw new AppError('BAD_REQUEST');
  });
  if (!part) throw new AppError('FILE_REQUIRED');
  try {
    if (part.fieldname !== 'file') throw new AppError('FILE_REQUIRED');
    return await use(part);
  } finally {
    part.file.resume();
  }
}
