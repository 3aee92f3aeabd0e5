import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { s3Storage } from './s3-storage.ts';
import { EMPTY_SHA256, signRequest } from './sigv4.ts';
import { folderStorage, type Storage, StoredObjectMissing } from './storage.ts';

const AWS_EXAMPLE_KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};

describe('SigV4', () => {
  it('signs AWS’s published "GET object" example to the published signature', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
      },
      AWS_EXAMPLE_KEYS,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

/** The same behaviour from every storage. */
function behavesAsStorage(open: () => Promise<Storage>) {
  it('keeps, gives back and removes an object, from bytes or a stream', async () => {
    const storage = await open();
    const bytes = randomBytes(70_000);
    await storage.put('t1/a', bytes);
    await storage.put('t1/b', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect((await buffer(await storage.get('t1/a'))).equals(bytes)).toBe(true);
    expect((await buffer(await storage.get('t1/b'))).equals(bytes)).toBe(true);
    expect(await storage.exists('t1/a')).toBe(true);
    await storage.delete('t1/a');
    await storage.delete('t1/a');
    expect(await storage.exists('t1/a')).toBe(false);
    await expect(storage.get('t1/a')).rejects.toBeInstanceOf(StoredObjectMissing);
  });

  it('keeps nothing of a stream that fails', async () => {
    const storage = await open();
    async function* failing() {
      yield Buffer.from('half a file');
      throw new Error('connection lost');
    }
    await expect(storage.put('t2/c', Readable.from(failing()))).rejects.toThrow('connection lost');
    expect(await storage.exists('t2/c')).toBe(false);
  });

  it('refuses keys that could leave the storage', async () => {
    const storage = await open();
    for (const key of ['../escape', '/etc/passwd', 't1/../../escape', 't1//a', '.hidden', '', 't1\\..\\a']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('not a storage key');
      await expect(storage.get(key), key).rejects.toThrow('not a storage key');
    }
  });
}

describe('folder storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'seabook-files-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  behavesAsStorage(() => folderStorage(path.join(dir, 'files')));

  it('leaves no partial files behind', async () => {
    expect(await readdir(path.join(dir, 'files', 't2'))).toEqual([]);
  });
});

/** A bucket in memory that answers like S3 and checks every request's signature. */
async function fakeS3(keys: typeof AWS_EXAMPLE_KEYS) {
  const objects = new Map<string, Buffer>();
  const rejected: string[] = [];
  const signatureOk = (request: IncomingMessage, body: Buffer) => {
    const header = String(request.headers.authorization ?? '');
    const signed = header.match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(
      signed
        .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
        .map((name) => [name, String(request.headers[name])]),
    );
    const stamp = String(request.headers['x-amz-date']);
    const date = new Date(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`,
    );
    const payloadHash = String(request.headers['x-amz-content-sha256']);
    const expected = signRequest(
      {
        method: request.method as string,
        url: new URL(`http://${request.headers.host}${request.url}`),
        headers,
        payloadHash,
      },
      keys,
      date,
    );
    return expected.authorization === header && payloadHash === createHash('sha256').update(body).digest('hex');
  };
  const server = createServer(async (request, response) => {
    const body = await buffer(request);
    if (!signatureOk(request, body)) {
      rejected.push(`${request.method} ${request.url}`);
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(request.url ?? '');
    const stored = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, body);
      response.writeHead(200).end();
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else if (!stored) {
      response.writeHead(404).end();
    } else {
      response.writeHead(200, { 'content-length': stored.length }).end(request.method === 'GET' ? stored : undefined);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, rejected, close: () => server.close() };
}

describe('S3 storage', () => {
  const keys = { ...AWS_EXAMPLE_KEYS, region: 'cn-south-1' };
  let bucket: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    bucket = await fakeS3(keys);
  });
  afterAll(() => bucket?.close());
  const open = async () => s3Storage({ kind: 's3', endpoint: bucket.endpoint, bucket: 'seabook', ...keys });
  behavesAsStorage(open);

  it('addresses objects path-style and signs every request', async () => {
    const storage = await open();
    await storage.put('t3/d', Buffer.from('signed'));
    expect([...bucket.objects.keys()]).toContain('/seabook/t3/d');
    expect(bucket.rejected).toEqual([]);
    const wrong = s3Storage({
      kind: 's3',
      endpoint: bucket.endpoint,
      bucket: 'seabook',
      ...keys,
      secretAccessKey: 'x',
    });
    await expect(wrong.put('t3/e', Buffer.from('x'))).rejects.toThrow('answered 403');
  });
});

describe('storage configuration', () => {
  const s3 = {
    STORAGE: 's3',
    S3_ENDPOINT: 'https://s3.cn-south-1.example.com/',
    S3_BUCKET: 'seabook',
    S3_REGION: 'cn-south-1',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is a folder under DATA_DIR unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/seabook' }).storage).toEqual({ kind: 'local', dir: '/srv/seabook/files' });
    expect(loadConfig(s3).storage).toMatchObject({ kind: 's3', endpoint: 'https://s3.cn-south-1.example.com' });
  });

  it('stops the start on an unknown storage or a missing S3 setting', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(
      'STORAGE=ftp is not known; use "local" (the default) or "s3".',
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: '', S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'STORAGE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY.',
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 's3.example.com' })).toThrow('S3_ENDPOINT must be an http(s) URL');
  });
});
