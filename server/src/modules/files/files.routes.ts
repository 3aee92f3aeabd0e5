import type { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { OkSchema } from '@seabook/domain/envelope';
import { FILE_MIME, FileIdSchema, type FileInfo, FileInfoSchema, MAX_FILE_BYTES } from '@seabook/domain/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireAccount } from '../../http/guards.ts';
import { deleteFile, openFile, uploadFile } from './files.service.ts';
import { openStorage } from './open-storage.ts';
import { encodeRfc3986 } from './sigv4.ts';

const tags = ['files'];

/** `attachment` with the name twice: plain ASCII for old clients, and exact in UTF-8 (RFC 6266). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc3986(name)}`;
}

/** A stored file's bytes as a download: its type, size and name, never sniffed nor cached. */
export function sendAttachment(reply: FastifyReply, file: FileInfo, content: Readable) {
  return reply
    .header('content-type', FILE_MIME[file.type])
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
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
 * Lets a route scope read multipart bodies: one file and a few short fields. The busboy limit is one
 * byte over the largest kind's, so the kind's own limit (uploadInspector) always decides; extra bytes
 * past it are discarded unread.
 */
export async function acceptUploads(scope: App): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 20 },
  });
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

/** Files (decision 015): upload, download and delete the files of the caller's tenant. */
export async function filesRoutes(root: App, { db, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  // Only this scope (and the operators' order desk) reads multipart bodies.
  await acceptUploads(root);
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/files',
    {
      schema: {
        tags,
        summary: 'Upload a file: multipart/form-data with the field `kind`, then the field `file`',
        consumes: ['multipart/form-data'],
        response: answers(FileInfoSchema),
      },
      preValidation: async (request) => {
        requireAccount(request);
      },
    },
    async (request) => {
      const actor = requireAccount(request);
      const stored = await withFilePart(request, (part) =>
        uploadFile(db, storage, actor, {
          kind: fieldBeforeFile(part.fields, 'kind'),
          name: part.filename,
          content: part.file,
        }),
      );
      return ok(stored);
    },
  );
  app.get(
    '/v2/files/:id',
    {
      schema: { tags, summary: 'Download a file as an attachment', params: FileIdSchema },
      preValidation: async (request) => {
        requireAccount(request);
      },
    },
    async (request, reply) => {
      const { file, content } = await openFile(db, storage, requireAccount(request), request.params);
      return sendAttachment(reply, file, content);
    },
  );
  app.post(
    '/v2/files/delete',
    {
      schema: { tags, summary: 'Delete a file', body: FileIdSchema, response: answers(OkSchema) },
      preValidation: async (request) => {
        requireAccount(request);
      },
    },
    async (request) => {
      await deleteFile(db, storage, requireAccount(request), request.body);
      return ok({ ok: true as const });
    },
  );
}
