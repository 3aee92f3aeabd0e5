import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS } from '@seabook/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorker, WorkerFailed } from '../../lib/worker-run.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { bytesOf, GOOD_FILES, HOSTILE_FILES, workbookParts, zipBomb, zipOf } from '../../test/hostile-files.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { newStaff } from '../../test/staff-fixtures.ts';

// Issue 18 §3: files that cannot hurt us. The corpus of hostile files (test/hostile-files.ts) is
// uploaded one by one and must be refused; the zip bomb goes to both workbook readers, several at
// once, while the server keeps answering.

let t: TestContext;
let dir: string;
let customer: string;
let orderer: string;
let admin: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'seabook-hostile-'));
  t = await startTestApp({ storage: { kind: 'local', dir } });
  customer = await registerUser(t.app, uniquePhone());
  orderer = await loginAs(t.app, '13800000001', 'Demo@2026');
  admin = (await newStaff(t, 'staffAdmin')).token;
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const en = { 'accept-language': 'en' };

/** A multipart body: `fields` first (the kind must precede the file), then the file. */
function form(fields: Record<string, string>, filename: string, content: Uint8Array) {
  const boundary = `----seabook${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...en, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string, kind: string, name: string, content: Uint8Array) {
  const { payload, headers } = form({ kind }, name, content);
  return call(t.app, 'POST', '/v2/files', { token, body: payload, headers });
}
function checkSheet(content: Uint8Array, name = 'rates.xlsx') {
  const { payload, headers } = form({}, name, content);
  return call(t.app, 'POST', '/v2/ops/rate/sheet/check', { token: admin, body: payload, headers });
}

describe('the hostile corpus', () => {
  it('has at least 40 files, each of them different', () => {
    expect(HOSTILE_FILES.length).toBeGreaterThanOrEqual(40);
    const digests = new Set(HOSTILE_FILES.map((file) => `${file.kind}:${bytesOf(file).toString('base64')}`));
    expect(digests.size).toBe(HOSTILE_FILES.length);
  });

  it.each(HOSTILE_FILES.map((file) => [file.what, file] as const))('refuses %s', async (_what, file) => {
    const answer = await upload(customer, file.kind, file.name, bytesOf(file));
    expect(answer.status).toBe(422);
    expect(answer.json.error.code).toBe(ERRORS[file.refusal as keyof typeof ERRORS].code);
    expect(answer.json.error.msg).not.toMatch(/[A-Z_]{8,}/);
  });

  it.each(GOOD_FILES.map((file) => [file.what, file] as const))('still accepts a valid %s', async (_what, file) => {
    const answer = await upload(customer, file.kind, file.name, bytesOf(file));
    expect(answer.status, JSON.stringify(answer.json.error)).toBe(200);
  });

  it('refuses the Office files of the corpus at the rate sheet too, before reading them', async () => {
    const macros = HOSTILE_FILES.find((file) => file.what === 'xlsx with macros (vbaProject.bin)');
    const program = HOSTILE_FILES.find((file) => file.what === 'a zip named .xlsx holding an .exe');
    if (!macros || !program) throw new Error('corpus changed');
    expect((await checkSheet(bytesOf(macros))).json.error.code).toBe(ERRORS.FILE_CONTENT_UNSAFE.code);
    expect((await checkSheet(bytesOf(program))).json.error.code).toBe(ERRORS.FILE_CONTENT_UNSAFE.code);
    // A workbook whose parts lie after the first 8 KB is read like any other.
    const late = zipOf([
      { name: 'docProps/thumbnail.jpeg', data: Buffer.alloc(20_000, 7), method: 0 },
      ...workbookParts(),
    ]);
    const answer = await checkSheet(late);
    expect(answer.json.error?.code).not.toBe(ERRORS.FILE_CONTENT_UNSAFE.code);
    expect(answer.json.error?.code).not.toBe(ERRORS.RATE_SHEET_UNREADABLE.code);
  });
});

describe('the zip bomb', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await zipBomb();
  });

  it('is issue 18’s: 1.5 MB that declares 1,000 bytes and inflates to 1.5 GiB', () => {
    expect(bomb.length).toBeLessThan(1.7 * 1024 * 1024);
    expect(bomb.length).toBeGreaterThan(1.4 * 1024 * 1024);
  });

  it('is refused by the rate sheet check and the letter reader, several at once, while /healthz answers', async () => {
    const before = process.memoryUsage().rss;
    const fileId = (await upload(orderer, 'excel', 'bomb.xlsx', bomb)).data.id as string;
    expect(fileId).toEqual(expect.any(String));
    const read = () =>
      call(t.app, 'POST', '/v2/tuoshu2/fileread', {
        token: orderer,
        body: { fileId, mode: 'lcl' },
        headers: { ...en, 'idempotency-key': randomUUID() },
      });
    let healthy = 0;
    let reading = true;
    const probe = (async () => {
      while (reading) {
        const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
        if (alive.statusCode === 200) healthy += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = await Promise.all([checkSheet(bomb), checkSheet(bomb), checkSheet(bomb), read(), read(), read()]);
    reading = false;
    await probe;
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.json.error.code).toBe(ERRORS.FILE_UNPACKS_TOO_LARGE.code);
    }
    expect(healthy).toBeGreaterThan(3);
    // Nothing near the 1.5 GiB came into this process (the workers count and drop what they inflate).
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
  }, 120_000);

  it('ends only the worker when a task exhausts its memory', async () => {
    const hungry = runWorker({
      module: new URL('../../test/hungry-worker.ts', import.meta.url),
      data: null,
      limits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
      timeoutMs: 60_000,
    });
    await expect(hungry).rejects.toEqual(new WorkerFailed('memory'));
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 60_000);
});
