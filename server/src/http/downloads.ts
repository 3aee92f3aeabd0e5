import type { Readable } from 'node:stream';
import { FILE_MIME, type FileType } from '@seabook/domain/files';
import type { FastifyReply } from 'fastify';
import { encodeRfc3986 } from '../lib/rfc3986.ts';

/** `attachment` with the name twice: plain ASCII for old clients, and exact in UTF-8 (RFC 6266). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc3986(name)}`;
}

/** A stored file's bytes as a download: its type, size and name, never sniffed nor cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { name: string; size: number; type: FileType },
  content: Readable,
) {
  return reply
    .header('content-type', FILE_MIME[file.type])
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
}
