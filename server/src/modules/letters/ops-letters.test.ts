import { ERRORS } from '@seabook/domain/errors';
import { OpsLetterDetailSchema, OpsLetterListSchema, OpsLetterSchema } from '@seabook/domain/letters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import type { TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { bookLclOrder } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { STAFF_ROLES, type StaffRole, staffOfEveryRole } from '../../test/staff-fixtures.ts';
import { sampleFiles } from '../files/files.service.ts';
import { type Customer, newCustomer, staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { en, letterCalls, startLettersApp } from './letters.fixtures.ts';
import { auditOf, letterMessages, parsedLetter, pendingLetter, storedLetter } from './ops-letters.fixtures.ts';

const { pdf } = sampleFiles;

let t: TestContext;
let close: () => Promise<void>;
let api: ReturnType<typeof letterCalls>;
let staff: string;
let roles: Record<StaffRole, string>;
let customer: Customer;
let other: Customer;

beforeAll(async () => {
  ({ t, close } = await startLettersApp());
  api = letterCalls(t);
  staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
  roles = await staffOfEveryRole(t);
  customer = await newCustomer(t, true);
  other = await newCustomer(t, true);
});
afterAll(async () => {
  await close?.();
});

const pending = (owner = customer) => pendingLetter(t, api, owner);
const markProcessed = (body: unknown, token = staff) => api.post('ops/letter/process', body, token);
const reject = (body: unknown, token = staff) => api.post('ops/letter/reject', body, token);
const MISSING = '00000000-0000-4000-8000-000000000000';

/** GET /v2/ops/letter/file: the file's bytes, or the error envelope. */
async function fileOf(id: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/ops/letter/file?id=${id}`,
    headers: { appid: '1', appclient: 'pc', ...(token ? { accesstoken: token } : {}) },
  });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, json: isJson ? response.json() : { error: {} }, body: response.rawPayload };
}

function expectCode(answer: { status: number; json: { error: { code?: number } } }, key: keyof typeof ERRORS) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(ERRORS[key].status);
  expect(answer.json.error.code).toBe(ERRORS[key].code);
}

describe('who may use the letter desk', () => {
  /** Every call of the desk; the writes name a missing letter, so a caller let through hears 404. */
  const calls = (id: string, token?: string) => [
    api.get('ops/letter/list', token),
    api.get(`ops/letter/info?id=${id}`, token),
    fileOf(id, token),
    api.post('ops/letter/process', { id: MISSING, orderId: MISSING }, token),
    api.post('ops/letter/reject', { id: MISSING, reason: 'Unreadable scan' }, token),
    api.post('ops/letter/price', { id: MISSING, line: 'x' }, token),
    api.post('ops/letter/book', { id: MISSING, line: 'x', draft: {}, priceToken: 'x' }, token),
    api.post('ops/letter/confirm', { id: MISSING, priceToken: 'x' }, token),
  ];
  const ALLOWED: readonly StaffRole[] = ['staffAdmin', 'staffService', 'staffOperations'];

  it('refuses visitors (401), customers, sales and finance (403), and changes nothing', async () => {
    const { id } = await pending();
    const visitors = await Promise.all(calls(id));
    expect(visitors.map((answer) => answer.status)).toEqual(visitors.map(() => 401));
    const refused = [customer.token, roles.staffSales, roles.staffFinance];
    for (const token of refused)
      for (const answer of await Promise.all(calls(id, token))) expectCode(answer, 'FORBIDDEN');
    expect((await storedLetter(t, id))?.status).toBe('pending');
  });

  it.each(ALLOWED)('lets %s read the queue and act on letters', async (role) => {
    const { id } = await pending();
    const [list, info, file, ...writes] = await Promise.all(calls(id, roles[role]));
    expect(list?.status).toBe(200);
    expect(info?.status).toBe(200);
    expect(file?.status).toBe(200);
    for (const answer of writes) expectCode(answer, 'NOT_FOUND');
    expect(STAFF_ROLES.filter((r) => !ALLOWED.includes(r))).toEqual(['staffSales', 'staffFinance']);
  });
});

describe('the queue', () => {
  it('lists the pending letters of every tenant, oldest first, with their owners', async () => {
    const first = await pending(customer);
    const second = await pending(other);
    const answer = await api.get('ops/letter/list?pageSize=100', staff);
    expect(answer.status).toBe(200);
    const list = OpsLetterListSchema.parse(answer.data);
    const ids = list.items.map((letter) => letter.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.items.every((letter) => letter.status === 'pending')).toBe(true);
    expect(list.items.find((letter) => letter.id === first.id)).toMatchObject({
      remark: 'next sailing',
      accountName: expect.any(String),
      company: expect.any(String),
      processedBy: null,
      rejectReason: null,
    });
    const parsed = await parsedLetter(t, api, customer);
    const done = OpsLetterListSchema.parse((await api.get('ops/letter/list?status=processed_parsed', staff)).data);
    expect(done.items.map((letter) => letter.id)).toContain(parsed.id);
    expect((await api.get('ops/letter/list?status=lost', staff)).status).toBe(422);
  });

  it('shows one letter with the draft our template was read into', async () => {
    const parsed = await parsedLetter(t, api, customer);
    const answer = await api.get(`ops/letter/info?id=${parsed.id}`, staff);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const detail = OpsLetterDetailSchema.parse(answer.data);
    expect(detail).toMatchObject({ status: 'processed_parsed', draftId: parsed.draftId, draft: { line: null } });
    expect(detail.draft?.content).toMatchObject({ pol: 'CNSHA', cargo: { nameEn: 'LED DESK LAMPS' } });
    const { id } = await pending();
    expect((await api.get(`ops/letter/info?id=${id}`, staff)).data).toMatchObject({ status: 'pending', draft: null });
    expect((await api.get(`ops/letter/info?id=${MISSING}`, staff)).status).toBe(404);
    expect((await api.get('ops/letter/info?id=nope', staff)).status).toBe(404);
  });

  it('hands the instruction file to the operator', async () => {
    const { id } = await pending();
    const file = await fileOf(id, staff);
    expect(file.status).toBe(200);
    expect(file.body.equals(pdf(64))).toBe(true);
    expect((await fileOf(MISSING, staff)).status).toBe(404);
  });
});

describe('linking a letter to an order booked by hand', () => {
  it('links it to an order of its tenant, once, tells the account and audits it', async () => {
    const owner = await newCustomer(t, true);
    const line = await bookableShowcaseLine(t.app);
    const order = await bookLclOrder(t.app, owner.token, line);
    const theirs = await bookLclOrder(t.app, other.token, line);
    const { id } = await pending(owner);

    const foreign = await markProcessed({ id, orderId: theirs.orderId });
    expectCode(foreign, 'LETTER_ORDER_OTHER_TENANT');
    expect(foreign.json.error.fields).toHaveProperty('orderId');
    expect((await markProcessed({ id, orderId: MISSING })).status).toBe(404);
    const unknown = await markProcessed({ id, orderNo: 'SB0000000000' });
    expectCode(unknown, 'NOT_FOUND');
    expect(unknown.json.error.fields).toHaveProperty('orderNo');
    expectCode(await markProcessed({ id, orderNo: theirs.orderNo }), 'LETTER_ORDER_OTHER_TENANT');
    expect((await markProcessed({ id })).status).toBe(422);
    expect((await markProcessed({ id: MISSING, orderId: order.orderId })).status).toBe(404);
    expect(await storedLetter(t, id)).toMatchObject({ status: 'pending', orderId: null });
    expect(await auditOf(t, id)).toHaveLength(0);

    const done = await markProcessed({ id, orderNo: order.orderNo.toLowerCase() });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(OpsLetterSchema.parse(done.data)).toMatchObject({
      status: 'processed_manual',
      orderId: order.orderId,
      orderNo: order.orderNo,
      processedBy: expect.any(String),
    });
    const seen = await api.info(id, owner.token);
    expect(seen.data).toMatchObject({ status: 'processed_manual', orderNo: order.orderNo });
    expect(seen.data.processedAt).not.toBeNull();

    const told = await letterMessages(t, owner);
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe(`/center/orderdetail?id=${order.orderId}`);
    expect(told[0]?.body.en).toContain(order.orderNo);
    const audit = await auditOf(t, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'letter.process',
      objectType: 'letter',
      objectLabel: seen.data.letterNo,
      before: { status: 'pending' },
      after: { status: 'processed_manual', orderNo: order.orderNo },
    });

    expectCode(await markProcessed({ id, orderId: order.orderId }), 'LETTER_NOT_PENDING');
    expect((await api.cancel(id, owner.token)).status).toBe(409);
    expect(await auditOf(t, id)).toHaveLength(1);
    const outbox = await call(t.app, 'GET', '/v2/dev/outbox?pageSize=100', { headers: en });
    expect(JSON.stringify(outbox.data)).toContain(seen.data.letterNo);
  });
});

describe('rejecting a letter', () => {
  it('keeps the reason for the customer, tells the account and audits it', async () => {
    const owner = await newCustomer(t, true);
    const { id } = await pending(owner);
    const answer = await reject({ id, reason: '  The scan is unreadable, please upload a clearer copy  ' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const reason = 'The scan is unreadable, please upload a clearer copy';
    expect(OpsLetterSchema.parse(answer.data)).toMatchObject({
      status: 'rejected',
      rejectReason: reason,
      orderId: null,
      processedBy: expect.any(String),
    });
    const seen = await api.info(id, owner.token);
    expect(seen.data).toMatchObject({ status: 'rejected', rejectReason: reason });
    expect(seen.data.processedAt).not.toBeNull();
    const listed = await api.list(owner.token, 'status=rejected');
    expect(listed.data.items.map((letter: { id: string }) => letter.id)).toEqual([id]);

    const told = await letterMessages(t, owner);
    expect(told).toHaveLength(1);
    expect(told[0]?.body.en).toContain(reason);
    expect(told[0]?.link).toBe('/center/draft?tab=letters');
    const audit = await auditOf(t, id);
    expect(audit).toMatchObject([
      {
        action: 'letter.reject',
        objectType: 'letter',
        objectLabel: seen.data.letterNo,
        before: { status: 'pending' },
        after: { status: 'rejected', rejectReason: reason },
        remark: reason,
      },
    ]);
    const queue = OpsLetterListSchema.parse(
      (await api.get('ops/letter/list?status=rejected&pageSize=100', staff)).data,
    );
    expect(queue.items.find((letter) => letter.id === id)?.rejectReason).toBe(reason);

    // Once rejected it is answered: neither rejected again, linked nor withdrawn.
    expectCode(await reject({ id, reason: 'Again' }), 'LETTER_NOT_PENDING');
    expectCode(await markProcessed({ id, orderId: MISSING }), 'LETTER_NOT_PENDING');
    expect((await api.cancel(id, owner.token)).status).toBe(409);
    expect(await storedLetter(t, id)).toMatchObject({ status: 'rejected', rejectReason: reason });
    expect(await auditOf(t, id)).toHaveLength(1);
    expect(await letterMessages(t, owner)).toHaveLength(1);
  });

  it('needs a reason of at most 200 characters, and changes nothing without one', async () => {
    const { id } = await pending();
    for (const [reason, key] of [
      ['   ', 'LETTER_REJECT_REASON_REQUIRED'],
      [undefined, 'LETTER_REJECT_REASON_REQUIRED'],
      ['x'.repeat(201), 'LETTER_REJECT_REASON_TOO_LONG'],
    ] as const) {
      const answer = await reject({ id, reason });
      expectCode(answer, key);
      expect(answer.json.error.fields).toHaveProperty('reason');
    }
    expect((await reject({ id: MISSING, reason: 'Unreadable' })).status).toBe(404);
    expect(await storedLetter(t, id)).toMatchObject({ status: 'pending', rejectReason: null });
    expect(await auditOf(t, id)).toHaveLength(0);
    expect((await reject({ id, reason: 'x'.repeat(200) })).status).toBe(200);
  });

  it('refuses a letter the customer withdrew or one our template was read into', async () => {
    const { id } = await pending();
    expect((await api.cancel(id, customer.token)).status).toBe(200);
    expectCode(await reject({ id, reason: 'Too late' }), 'LETTER_WITHDRAWN');
    expectCode(await markProcessed({ id, orderId: MISSING }), 'LETTER_WITHDRAWN');
    expect(await storedLetter(t, id)).toMatchObject({ status: 'cancelled', rejectReason: null, processedBy: null });
    const parsed = await parsedLetter(t, api, customer);
    expectCode(await reject({ id: parsed.id, reason: 'No' }), 'LETTER_NOT_PENDING');
    expect(await auditOf(t, id)).toHaveLength(0);
    expect(await auditOf(t, parsed.id)).toHaveLength(0);
  });
});
