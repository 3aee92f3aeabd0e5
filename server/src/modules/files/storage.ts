import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where the bytes of uploaded files live: a local folder or an S3-compatible bucket (decision 015). */
export type Storage = {
  readonly name: 'local' | 's3';
  /** Stores an object whole: a failed or aborted write leaves nothing under the key. */
  put(key: string, content: Uint8Array | Readable): Promise<void>;
  /** The object's bytes; `StoredObjectMissing` when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

export class StoredObjectMissing extends Error {
  constructor(key: string) {
    super(`no stored object under ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

/** Keys are slash-separated segments of letters, digits, `.`, `_` and `-` that start with a letter or digit. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 512) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** Objects as files under one folder; a key can only ever name a file inside it. */
export async function folderStorage(dir: string): Promise<Storage> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    // The key pattern already rules out `..` and absolute paths; this is the second lock.
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key outside the folder: ${key}`);
    return file;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    name: 'local',
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const part = `${file}.${randomUUID()}.part`;
      try {
        if (content instanceof Uint8Array) await writeFile(part, content);
        else await pipeline(content, createWriteStream(part));
        await rename(part, file);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (missing(error)) throw new StoredObjectMissing(key);
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}
