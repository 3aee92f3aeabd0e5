import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { StorageConfig } from '../../config.ts';
import { EMPTY_SHA256, encodePath, signRequest } from './sigv4.ts';
import { assertStorageKey, type Storage, StoredObjectMissing } from './storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, Ceph, OSS, COS…), path-style
 * (`<endpoint>/<bucket>/<key>`), signed with SigV4 over `fetch`.
 */
export function s3Storage(config: S3Config): Storage {
  const keys = { ...config, service: 's3' };
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${config.endpoint}/${encodePath(config.bucket)}/${encodePath(key)}`);
  };
  const send = (method: string, url: URL, payloadHash = EMPTY_SHA256, body?: Blob | Uint8Array) =>
    fetch(url, {
      method,
      headers: signRequest({ method, url, headers: {}, payloadHash }, keys, new Date()),
      // A Uint8Array is a valid fetch body; the DOM lib's BodyInit (seen by the bench's typecheck) is narrower.
      ...(body ? { body: body as RequestInit['body'] } : {}),
    });
  const failure = async (method: string, key: string, response: Response) =>
    new Error(`S3 ${method} ${key} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);

  return {
    name: 's3',
    async put(key, content) {
      const url = urlOf(key);
      if (content instanceof Uint8Array) {
        const hash = createHash('sha256').update(content).digest('hex');
        const response = await send('PUT', url, hash, content);
        if (!response.ok) throw await failure('PUT', key, response);
        return;
      }
      // S3 needs the length and the hash before the body, so a stream is spooled to a temporary file first.
      const spool = path.join(os.tmpdir(), `seabook-upload-${randomUUID()}`);
      try {
        const hash = createHash('sha256');
        const hashing = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(content, hashing, createWriteStream(spool));
        const response = await send('PUT', url, hash.digest('hex'), await openAsBlob(spool));
        if (!response.ok) throw await failure('PUT', key, response);
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key) {
      const response = await send('GET', urlOf(key));
      if (response.status === 404) throw new StoredObjectMissing(key);
      if (!response.ok || !response.body) throw await failure('GET', key, response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await send('DELETE', urlOf(key));
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
    },
    async exists(key) {
      const response = await send('HEAD', urlOf(key));
      if (response.status === 404) return false;
      if (!response.ok) throw await failure('HEAD', key, response);
      return true;
    },
  };
}
