import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { ErrorKey } from '@seabook/domain/errors';
import {
  checkFile,
  checkFileContent,
  checkFileSize,
  type FileKind,
  fileRule,
  fileTypeOfName,
  fileTypesText,
  HEAD_BYTES,
} from '@seabook/domain/files';
import { AppError } from '../../lib/errors.ts';
import { contentCheck } from './content-check.ts';
import type { Storage } from './storage.ts';

/** An upload the file rules refuse, raised while the bytes pass. */
export class UploadRefused extends Error {
  constructor(readonly key: ErrorKey) {
    super(key);
    this.name = 'UploadRefused';
  }
}

export type Inspected = { size: number; sha256: string };

/**
 * Passes an upload's bytes through while applying the domain's file rules as early as the facts allow:
 * the content check once the head has arrived, the size limit at the first byte too many, and the
 * whole verdict (`checkFile`, then the whole content's structure: `contentCheck`) at the end. It fails with `UploadRefused`, which aborts the store.
 */
export function uploadInspector(kind: FileKind, name: string): Transform & { inspected(): Inspected } {
  const { maxBytes } = fileRule(kind);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let size = 0;
  let headChecked = false;
  const head = () => Buffer.concat(headChunks).subarray(0, HEAD_BYTES);
  // The whole content's check (decision 028), for the type the name claims; the name is checked first.
  const type = fileTypeOfName(name);
  const content = type ? contentCheck(type) : null;

  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new UploadRefused(checkFileSize(kind, size) ?? 'PAYLOAD_TOO_LARGE'));
      hash.update(chunk);
      content?.push(chunk);
      if (!headChecked) {
        headChunks.push(chunk);
        if (size >= HEAD_BYTES) {
          headChecked = true;
          const problem = checkFileContent(name, head());
          if (problem) return done(new UploadRefused(problem));
        }
      }
      done(null, chunk);
    },
    flush(done) {
      const problem = checkFile({ kind, name, size, head: head() }) ?? content?.verdict() ?? null;
      done(problem ? new UploadRefused(problem) : null);
    },
  });
  return Object.assign(inspector, { inspected: () => ({ size, sha256: hash.digest('hex') }) });
}

/**
 * Streams an upload into the storage through the inspector. A refusal or a broken body (cut off,
 * malformed) leaves nothing stored and is thrown as the catalogue's error.
 */
export async function storeUpload(
  storage: Storage,
  key: string,
  upload: { kind: FileKind; name: string; content: Readable },
): Promise<Inspected> {
  const { kind, name, content } = upload;
  const refusal = (error: UploadRefused) => new AppError(error.key, { values: { types: fileTypesText(kind) } });
  const inspector = uploadInspector(kind, name);
  // The bytes start to flow before the storage listens, so the refusal is caught here, whenever it comes.
  let refused: UploadRefused | undefined;
  inspector.on('error', (error) => {
    if (error instanceof UploadRefused) refused = error;
  });
  // The body may have failed before the stream got here, or fail on the way.
  let broken = content.errored !== null || content.destroyed;
  if (broken) throw new AppError('BAD_REQUEST');
  content.once('error', (error) => {
    broken = true;
    inspector.destroy(error);
  });
  try {
    await storage.put(key, content.pipe(inspector));
  } catch (error) {
    if (refused) throw refusal(refused);
    if (broken) throw new AppError('BAD_REQUEST');
    throw error;
  }
  if (refused) {
    await storage.delete(key);
    throw refusal(refused);
  }
  return inspector.inspected();
}
