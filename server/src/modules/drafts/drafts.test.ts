import { randomBytes, randomUUID } from 'node:crypto';
import { DraftListSchema, DraftSchema, SavedDraftSchema } from '@seabook/domain/drafts';
import type { QuoteLine } from '@seabook/domain/rates';
import { count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/tenancy.tables.ts';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookLclOrder, LCL_TEST_CARGO } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { letters, orderFiles } from '../../test/tables.ts';
import { resolveSession } from '../auth/auth.service.ts';
import { sampleFiles } from '../files/files.service.ts';
import { uniqueName } from './draft-files.ts';
import { orderDrafts } from './drafts.tables.ts';

const { PNG, pdf } = sampleFiles;

let t: TestContext;
let company: string;
let stranger: string;
let line: QuoteLine;
const uploaded: { id: string; token: string }[] = [];

const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await startTestApp();
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
  stranger = await registerUser(t.app, uniquePhone());
  line = await bookableShowcaseLine(t.app);
});
afterAll(async () => {
  // The uploads go to the development storage folder: take them away again.
  for (const { id, token } of uploaded) await call(t.app, 'POST', '/v2/files/delete', { body: { id }, token });
  await t?.close();
});

const cargo = LCL_TEST_CARGO;
const orderDraft = (patch: Record<string, unknown> = {}) => ({
  mode: 'lcl',
  source: { from: 'quote', lineId: line.id },
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  cargo,
  ...patch,
});

const save = (body: unknown, token = company) =>
  call(t.app, 'POST', '/v2/oe_order/draftcreateorder', { token, body, headers: en });
const info = (id: string, token = company) =>
  call(t.app, 'GET', `/v2/oe_order/draft_info?id=${id}`, { token, headers: en });
const list = (token = company, query = 'pageSize=100') =>
  call(t.app, 'GET', `/v2/oe_order/draft_list?${query}`, { token, headers: en });
const remove = (id: string, token = company) =>
  call(t.app, 'POST', '/v2/oe_order/deleteorder', { token, body: { id }, headers: en });

async function saved(body: unknown, token = company): Promise<string> {
  const answer = await save(body, token);
  if (answer.status !== 200) throw new Error(`save failed: ${JSON.stringify(answer.json)}`);
  return SavedDraftSchema.parse(answer.data).draftId;
}

async function draftCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orderDrafts);
  return row?.n ?? 0;
}

/** Uploads a file through POST /v2/files, the way the browser does. */
async function upload(token: string, kind: string, filename: string, content: Uint8Array): Promise<string> {
  const boundary = `----seabook${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/files',
    headers: {
      appid: '1',
      appclient: 'pc',
      accesstoken: token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  const id = response.json().result.data.id as string;
  uploaded.push({ id, token });
  return id;
}

describe('saving drafts', () => {
  it('needs a login', async () => {
    const answer = await call(t.app, 'POST', '/v2/oe_order/draftcreateorder', {
      body: { mode: 'lcl', line: null, draft: {} },
    });
    expect(answer.status).toBe(401);
  });

  it('saves a half-filled draft, takes the lane from its line, and lists it newest first', async () => {
    const first = await saved({ mode: 'lcl', line: line.id, draft: { cargo: { weightKg: 12 }, junk: 1 } });
    const second = await saved({
      mode: 'lcl',
      line: null,
      draft: { pol: 'cnsha', pod: 'USLAX', cargo: { nameEn: 'TOYS\nMADE IN CHINA' } },
      title: '',
    });
    const answer = await list();
    expect(answer.status).toBe(200);
    const { items, total } = DraftListSchema.parse(answer.data);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(items.slice(0, 2).map((d) => d.id)).toEqual([second, first]);
    const [noLine, onLine] = items;
    expect(onLine).toMatchObject({
      mode: 'lcl',
      line: line.id,
      lineExpired: false,
      source: 'form',
      pol: { code: line.pol.code },
      pod: { code: line.pod.code },
    });
    expect(onLine?.title).toBe(`${line.pol.name.en} → ${line.pod.name.en}`);
    expect(noLine).toMatchObject({ line: null, lineExpired: false, pol: { code: 'CNSHA' }, pod: { code: 'USLAX' } });
    expect(noLine?.title).toMatch(/ → .*, TOYS$/);

    const got = DraftSchema.parse((await info(first)).data);
    expect(got.draft).toEqual({ mode: 'lcl', cargo: { weightKg: 12 }, pol: line.pol.code, pod: line.pod.code });
    expect(got.files).toEqual([]);
  });

  it('updates the caller’s draft in place: content, line and title, the source kept', async () => {
    const id = await saved({ mode: 'lcl', line: null, draft: { cargo: { pieces: 1 } }, source: 'order_again' });
    const before = DraftSchema.parse((await info(id)).data);
    const again = await save({ id, mode: 'lcl', line: line.id, draft: orderDraft(), title: 'Lamps for LA' });
    expect(again.status).toBe(200);
    expect(again.data.draftId).toBe(id);
    const after = DraftSchema.parse((await info(id)).data);
    expect(after).toMatchObject({ title: 'Lamps for LA', line: line.id, source: 'order_again' });
    expect(after.draft.cargo).toEqual(cargo);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
  });

  it('marks a draft whose line can no longer be booked as expired', async () => {
    const id = await saved({ mode: 'lcl', line: `${line.id.split(':')[0]}:2020-01-06`, draft: { pol: 'CNSHA' } });
    const got = DraftSchema.parse((await info(id)).data);
    expect(got).toMatchObject({ lineExpired: true, pol: { code: 'CNSHA' }, pod: null });
  });

  it('refuses a line of the other mode', async () => {
    const answer = await save({ mode: 'fcl', line: line.id, draft: {} });
    expect(answer.status).toBe(422);
    expect(answer.json.error.fields).toEqual({ mode: expect.any(String) });
  });

  it('refuses a draft that is not an object or is over 64 KB, and saves nothing', async () => {
    const before = await draftCount();
    for (const draft of [null, 'text', [1, 2], 42]) {
      const answer = await save({ mode: 'lcl', line: null, draft });
      expect(answer.status).toBe(422);
      expect(answer.json.error.fields?.draft).toBeDefined();
    }
    const big = await save({ mode: 'lcl', line: null, draft: { remark: 'x'.repeat(70 * 1024) } });
    expect(big.status).toBe(422);
    expect(big.json.error.code).toBe(42560);
    expect(big.json.error.msg).toContain('64 KB');
    expect(await draftCount()).toBe(before);
  });

  it('answers 404 for another tenant’s draft on info, update and delete, and changes nothing', async () => {
    const id = await saved({ mode: 'lcl', line: null, draft: { cargo: { pieces: 3 } } });
    expect((await info(id, stranger)).status).toBe(404);
    expect((await save({ id, mode: 'lcl', line: null, draft: {} }, stranger)).status).toBe(404);
    expect((await remove(id, stranger)).status).toBe(404);
    expect((await info('not-a-uuid')).status).toBe(404);
    expect((await list(stranger)).data.items).toEqual([]);
    const got = DraftSchema.parse((await info(id)).data);
    expect(got.draft.cargo).toEqual({ pieces: 3 });
  });

  it('deletes a draft for good', async () => {
    const id = await saved({ mode: 'fcl', line: null, draft: {} });
    expect((await remove(id)).status).toBe(200);
    expect((await info(id)).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
  });

  it('names the draft’s live uploads of the tenant', async () => {
    const mine = await upload(company, 'order', 'invoice.pdf', pdf());
    const theirs = await upload(stranger, 'order', 'other.pdf', pdf());
    const id = await saved({
      mode: 'lcl',
      line: line.id,
      draft: orderDraft({ destinationClearance: { fileIds: [mine, theirs, 'junk'] } }),
    });
    const got = DraftSchema.parse((await info(id)).data);
    expect(got.files.map((f) => [f.id, f.name])).toEqual([[mine, 'invoice.pdf']]);
  });
});

describe('ordering from a draft', () => {
  async function order(draftId: string, token = company) {
    const priced = await call(t.app, 'POST', '/v2/oe_order/price', {
      token,
      body: { line: line.id, draft: orderDraft() },
    });
    return call(t.app, 'POST', '/v2/oe_order/createorder', {
      token,
      body: { line: line.id, draft: orderDraft(), priceToken: priced.data.priceToken, draftId },
      headers: { 'idempotency-key': randomUUID() },
    });
  }

  it('deletes the draft with the order’s creation', async () => {
    const id = await saved({ mode: 'lcl', line: line.id, draft: orderDraft() });
    const answer = await order(id);
    expect(answer.status).toBe(200);
    expect((await info(id)).status).toBe(404);
  });

  it('leaves a draft alone when the order fails, and the order stands when the draft is gone', async () => {
    const id = await saved({ mode: 'lcl', line: line.id, draft: orderDraft() });
    const refused = await call(t.app, 'POST', '/v2/oe_order/createorder', {
      token: company,
      body: { line: line.id, draft: orderDraft({ cargo: { ...cargo, pieces: 0 } }), priceToken: 'x', draftId: id },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.status).toBe(422);
    expect((await info(id)).status).toBe(200);
    expect((await order(randomUUID())).status).toBe(200);
  });
});

describe('files of orders and letters', () => {
  it('lists them newest first and zips them all, each named by its order or letter number', async () => {
    const db = t.database.db;
    // A tenant of its own (verified, so it may order), so the demo company's files do not count.
    const owner = await registerUser(t.app, uniquePhone());
    const session = await resolveSession(db, owner);
    if (session.kind !== 'account') throw new Error('not an account');
    await db.update(tenants).set({ verification: 'verified' }).where(eq(tenants.id, session.tenantId));
    const { orderId, orderNo: no } = await bookLclOrder(t.app, owner, line);
    const invoice = pdf(100);
    const photo = PNG;
    const invoiceId = await upload(owner, 'order', 'invoice.pdf', invoice);
    const photoId = await upload(owner, 'image', 'invoice.pdf.png', photo);
    const sameName = await upload(owner, 'order', 'invoice.pdf', pdf(7));
    const letterId = await upload(owner, 'instruction', '托书.pdf', pdf(3));
    const deletedId = await upload(owner, 'order', 'gone.pdf', pdf());
    await db.insert(orderFiles).values([
      { orderId, fileId: invoiceId, category: 'invoice', addedBy: 'customer' },
      { orderId, fileId: photoId, category: 'photo', addedBy: 'customer' },
      { orderId, fileId: sameName, category: 'other', addedBy: 'customer' },
      { orderId, fileId: deletedId, category: 'other', addedBy: 'customer' },
    ]);
    await call(t.app, 'POST', '/v2/files/delete', { token: owner, body: { id: deletedId } });
    const letterNo = `LT${Date.now()}`;
    await db.insert(letters).values({
      tenantId: session.tenantId,
      accountId: session.accountId,
      letterNo,
      mode: 'lcl',
      kind: 'letter',
      fileId: letterId,
      status: 'pending',
      createdAt: new Date(Date.now() + 60_000),
    });

    const listed = await call(t.app, 'GET', '/v2/oe_order/draft_files?pageSize=2', { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.data.total).toBe(4);
    expect(listed.data.items[0]).toMatchObject({
      fileId: letterId,
      name: '托书.pdf',
      owner: 'letter',
      ownerNo: letterNo,
      category: 'letter',
      type: 'pdf',
    });
    const page2 = await call(t.app, 'GET', '/v2/oe_order/draft_files?pageSize=2&page=2', { token: owner });
    expect(page2.data.items).toHaveLength(2);
    expect(
      [...listed.data.items, ...page2.data.items].map((f: { fileId: string; ownerNo: string }) => f.ownerNo),
    ).toEqual([letterNo, no, no, no]);
    expect((await call(t.app, 'GET', '/v2/oe_order/draft_files', { token: stranger })).data).toEqual({
      items: [],
      total: 0,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/oe_order/draft_files/zip',
      headers: { appid: '1', appclient: 'pc', accesstoken: owner },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="seabook-files-/);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      [`${letterNo}_托书.pdf`, `${no}_invoice.pdf`, `${no}_invoice (2).pdf`, `${no}_invoice.pdf.png`].sort(),
    );
    expect(Buffer.from(entries[`${no}_invoice.pdf.png`] ?? [])).toEqual(photo);
    expect(Buffer.from(entries[`${letterNo}_托书.pdf`] ?? [])).toEqual(pdf(3));
    const invoices = [entries[`${no}_invoice.pdf`], entries[`${no}_invoice (2).pdf`]].map((e) => Buffer.from(e ?? []));
    expect(invoices).toEqual(expect.arrayContaining([invoice, pdf(7)]));
  });

  it('answers an empty zip for a tenant without files, and refuses a visitor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/oe_order/draft_files/zip',
      headers: { appid: '1', appclient: 'pc', accesstoken: stranger },
    });
    expect(response.statusCode).toBe(200);
    expect(unzipSync(new Uint8Array(response.rawPayload))).toEqual({});
    expect((await call(t.app, 'GET', '/v2/oe_order/draft_files/zip')).status).toBe(401);
  });

  it('gives every name in the zip once', () => {
    const taken = new Set<string>();
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'b', 'b'].map((name) => uniqueName(name, taken))).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'b',
      'b (2)',
    ]);
  });
});
