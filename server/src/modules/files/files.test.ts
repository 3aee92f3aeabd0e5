import { createHash, randomBytes } from 'node:crypto';
import { readdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { MB } from '@seabook/domain/files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { AccountActor } from '../../http/guards.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, registerUser } from '../../test/http.ts';
import { resolveSession } from '../auth/auth.service.ts';
import { attachableFile } from './files.service.ts';
import { files } from './files.tables.ts';
import { bmp, docx, JPG, ole, PNG, pdf, pngOfSize, RAR, xlsx, zip } from './sample-files.ts';
import { folderStorage } from './storage.ts';

let t: TestContext;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await startTestApp();
  alice = await registerUser(t.app, uniquePhone());
  bob = await registerUser(t.app, uniquePhone());
});
afterAll(async () => {
  // The uploads of this file go to the development folder: take them away again, folders included.
  const stored = await t?.database.db.select().from(files);
  for (const token of [alice, bob])
    for (const { id } of stored ?? []) await call(t.app, 'POST', '/v2/files/delete', { body: { id }, token });
  for (const tenantId of new Set(stored?.map((file) => file.tenantId)))
    await rmdir(path.join(storageDir(), tenantId)).catch(() => {});
  await t?.close();
});

const en = { 'accept-language': 'en' };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const storageDir = () => {
  const storage = loadConfig({ NODE_ENV: 'test' }).storage;
  if (storage.kind !== 'local') throw new Error('the tests store files locally');
  return storage.dir;
};

type Part = { name: string; value: string } | { name: string; filename: string; content: Uint8Array };

/** A multipart/form-data body, the way a browser's FormData sends it. */
function form(parts: Part[]): { payload: Buffer; type: string } {
  const boundary = `----seabook${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
    ),
    ...('content' in part ? [Buffer.from(part.content), Buffer.from('\r\n')] : []),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), type: boundary };
}

function post(token: string | undefined, parts: Part[]) {
  const { payload, type } = form(parts);
  return call(t.app, 'POST', '/v2/files', {
    body: payload,
    headers: { ...en, 'content-type': `multipart/form-data; boundary=${type}` },
    ...(token ? { token } : {}),
  });
}
const upload = (token: string | undefined, kind: string, filename: string, content: Uint8Array) =>
  post(token, [
    { name: 'kind', value: kind },
    { name: 'file', filename, content },
  ]);
const download = (token: string | undefined, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/files/${id}`,
    headers: { appid: '1', appclient: 'pc', ...en, ...(token ? { accesstoken: token } : {}) },
  });
const remove = (token: string | undefined, id: string) =>
  call(t.app, 'POST', '/v2/files/delete', { body: { id }, headers: en, ...(token ? { token } : {}) });

async function actorOf(token: string): Promise<AccountActor> {
  const actor = await resolveSession(t.database.db, token);
  if (actor.kind !== 'account') throw new Error('not an account');
  return actor;
}

describe('upload', () => {
  it('accepts every type its kind lists, and answers what it stored', async () => {
    const accepted = [
      ['order', 'photo.png', PNG, 'png'],
      ['order', 'photo.JPEG', JPG, 'jpg'],
      ['order', 'invoice.pdf', pdf(), 'pdf'],
      ['order', 'packing.doc', ole(), 'doc'],
      ['order', 'packing.xls', ole(), 'xls'],
      ['order', 'packing.docx', docx(), 'docx'],
      ['order', 'packing.xlsx', xlsx(), 'xlsx'],
      ['order', 'all.zip', zip({ 'a.txt': 'hello' }), 'zip'],
      ['order', 'all.rar', RAR, 'rar'],
      ['image', 'pallet.jpg', JPG, 'jpg'],
      ['licence', 'licence.bmp', bmp(), 'bmp'],
      ['licence', 'licence.pdf', pdf(), 'pdf'],
      ['idImage', 'front.png', PNG, 'png'],
      ['instruction', 'si.docx', docx(), 'docx'],
      ['excel', 'si.xlsx', xlsx(), 'xlsx'],
      ['other', 'more.zip', zip({ 'b.txt': 'b' }), 'zip'],
    ] as const;
    for (const [kind, name, content, type] of accepted) {
      const answer = await upload(alice, kind, name, content);
      expect(answer.status, `${kind} ${name}`).toBe(200);
      expect(answer.data).toEqual({
        id: expect.any(String),
        name,
        size: content.length,
        type,
        kind,
        createdAt: expect.any(String),
      });
    }
  });

  it('keeps the exact bytes, streamed past the 1 MB body limit of other calls', async () => {
    const content = pdf(2 * MB);
    const answer = await upload(alice, 'order', '提单 草稿.pdf', content);
    expect(answer.status).toBe(200);
    expect(answer.data.name).toBe('提单 草稿.pdf');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, answer.data.id));
    expect(row).toMatchObject({ sha256: sha256(content), sizeBytes: content.length, detectedType: 'pdf' });
    const stored = await buffer(await (await folderStorage(storageDir())).get(row?.storageKey as string));
    expect(sha256(stored)).toBe(sha256(content));
    expect(sha256((await download(alice, answer.data.id)).rawPayload)).toBe(sha256(content));
  });

  it('refuses a type the kind does not list, naming the ones it does', async () => {
    const photo = await upload(alice, 'image', 'scan.pdf', pdf());
    expect(photo.status).toBe(422);
    expect(photo.json.error).toEqual({ code: 42240, msg: 'Only png/jpg/jpeg files can be uploaded here.' });
    const instruction = await upload(alice, 'instruction', 'si.png', PNG);
    expect(instruction.json.error).toEqual({ code: 42241, msg: 'Upload only xls/xlsx/doc/docx/pdf files.' });
    expect((await upload(alice, 'order', 'setup.exe', PNG)).json.error.code).toBe(42240);
    expect((await upload(alice, 'order', 'no-extension', PNG)).json.error.code).toBe(42240);
  });

  it('refuses content that is not what the extension says', async () => {
    for (const [name, content] of [
      ['invoice.pdf', PNG],
      ['photo.png', JPG],
      ['si.docx', xlsx()],
      ['si.doc', docx()],
      ['notes.zip', Buffer.from('just text, not an archive')],
    ] as const) {
      const answer = await upload(alice, 'order', name, content);
      expect(answer.status, name).toBe(422);
      expect(answer.json.error.code, name).toBe(42242);
    }
  });

  it('refuses a 5 MB kind one byte over, and an empty file, and stores nothing', async () => {
    const carol = await registerUser(t.app, uniquePhone());
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length)]);
    const tooLarge = await upload(carol, 'image', 'big.png', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toEqual({ code: 41301, msg: 'The file is over 5 MB.' });
    const exactly = await upload(carol, 'image', 'limit.png', pngOfSize(5 * MB));
    expect(exactly.status).toBe(200);
    await remove(carol, exactly.data.id);

    const empty = await upload(carol, 'order', 'empty.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(422);
    expect(empty.json.error.code).toBe(42243);

    const { tenantId } = await actorOf(carol);
    expect(await readdir(path.join(storageDir(), tenantId))).toEqual([]);
    const rows = await t.database.db.select().from(files).where(eq(files.tenantId, tenantId));
    expect(rows.map((row) => row.deletedAt !== null)).toEqual([true]);
  });

  it('needs a known kind before the file, and a file', async () => {
    const file = { name: 'file', filename: 'a.png', content: PNG };
    for (const parts of [[file], [{ name: 'kind', value: 'selfie' }, file], [file, { name: 'kind', value: 'image' }]]) {
      const answer = await post(alice, parts);
      expect(answer.status).toBe(422);
      expect(answer.json.error).toMatchObject({ code: 42200, fields: { kind: expect.any(String) } });
    }
    const noFile = await post(alice, [{ name: 'kind', value: 'image' }]);
    expect(noFile.status).toBe(422);
    expect(noFile.json.error).toEqual({ code: 42244, msg: 'Please choose a file to upload.' });
    const misnamed = await post(alice, [
      { name: 'kind', value: 'image' },
      { ...file, name: 'photo' },
    ]);
    expect(misnamed.json.error.code).toBe(42244);
    const json = await call(t.app, 'POST', '/v2/files', { body: { kind: 'image' }, token: alice, headers: en });
    expect(json.json.error.code).toBe(42244);
  });
  it('answers 400 to a form cut off in the middle, or without a boundary', async () => {
    const { payload, type } = form([
      { name: 'kind', value: 'image' },
      { name: 'file', filename: 'a.png', content: PNG },
    ]);
    for (const [body, contentType] of [
      [payload.subarray(0, payload.length - 40), `multipart/form-data; boundary=${type}`],
      [Buffer.from('not a form'), 'multipart/form-data'],
    ] as const) {
      const answer = await call(t.app, 'POST', '/v2/files', {
        body,
        token: alice,
        headers: { ...en, 'content-type': contentType },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe(40000);
    }
  });
});

describe('download and delete', () => {
  it('need a login, like uploading', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const fetched = await download(undefined, someId);
    const answers = [
      (await upload(undefined, 'image', 'a.png', PNG)).json,
      (await remove(undefined, someId)).json,
      fetched.json(),
    ];
    expect(fetched.statusCode).toBe(401);
    for (const answer of answers) expect(answer.error).toEqual({ code: 40100, msg: 'Please log in first.' });
  });

  it('sends the file as an attachment under its own name and type', async () => {
    const { data } = await upload(alice, 'instruction', '托书 v2.xlsx', xlsx());
    const response = await download(alice, data.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-length': String(xlsx().length),
      'content-disposition': `attachment; filename="__ v2.xlsx"; filename*=UTF-8''%E6%89%98%E4%B9%A6%20v2.xlsx`,
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.equals(xlsx())).toBe(true);
  });

  it('answers another account 404, exactly like a missing file', async () => {
    const { data } = await upload(alice, 'order', 'mine.pdf', pdf());
    const missing = await download(bob, '00000000-0000-4000-8000-000000000000');
    const foreign = await download(bob, data.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().error).toEqual({ code: 40400, msg: 'Not found.' });
    expect((await remove(bob, data.id)).status).toBe(404);
    expect((await download(bob, 'not-a-uuid')).statusCode).toBe(404);
    expect((await download(alice, data.id)).statusCode).toBe(200);
  });

  it('deletes a file for good: gone from the list of downloads and from the storage', async () => {
    const { data } = await upload(alice, 'order', 'old.pdf', pdf());
    const [row] = await t.database.db.select().from(files).where(eq(files.id, data.id));
    const storage = await folderStorage(storageDir());
    expect(await storage.exists(row?.storageKey as string)).toBe(true);
    const deleted = await remove(alice, data.id);
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ ok: true });
    expect((await download(alice, data.id)).statusCode).toBe(404);
    expect((await remove(alice, data.id)).status).toBe(404);
    expect(await storage.exists(row?.storageKey as string)).toBe(false);
    const [kept] = await t.database.db.select().from(files).where(eq(files.id, data.id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('attachableFile', () => {
  it('gives the caller’s file of an expected kind, and refuses others', async () => {
    const { data } = await upload(alice, 'instruction', 'si.pdf', pdf());
    const file = await attachableFile(t.database.db, await actorOf(alice), data.id, ['instruction', 'excel']);
    expect(file).toMatchObject({ id: data.id, kind: 'instruction', originalName: 'si.pdf' });
    await expect(attachableFile(t.database.db, await actorOf(alice), data.id, ['image'])).rejects.toMatchObject({
      key: 'FILE_KIND_NOT_ALLOWED',
      status: 422,
    });
    await expect(attachableFile(t.database.db, await actorOf(bob), data.id, ['instruction'])).rejects.toMatchObject({
      key: 'NOT_FOUND',
      status: 404,
    });
  });
});
