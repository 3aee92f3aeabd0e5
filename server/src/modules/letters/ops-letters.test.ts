import { OpsLetterListSchema, OpsLetterSchema } from '@seabook/domain/letters';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { bookLclOrder } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { pdf } from '../files/sample-files.ts';
import { type Customer, newCustomer, staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { builtinRoleId } from '../members/members.service.ts';
import { messages } from '../messages/messages.tables.ts';
import { createStaff } from '../ops/ops.service.ts';
import { en, letterCalls, startLettersApp, uploaded } from './letters.fixtures.ts';

let t: TestContext;
let close: () => Promise<void>;
let api: ReturnType<typeof letterCalls>;
let staff: string;
let customer: Customer;
let other: Customer;

beforeAll(async () => {
  ({ t, close } = await startLettersApp());
  api = letterCalls(t);
  staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
  customer = await newCustomer(t, true);
  other = await newCustomer(t, true);
});
afterAll(async () => {
  await close?.();
});

/** A pending letter of the customer with a small PDF. */
async function pendingLetter(owner = customer): Promise<{ id: string; fileId: string }> {
  const fileId = await uploaded(t, owner.token, 'instruction', 'booking.pdf', pdf(64));
  const answer = await api.upload({ mode: 'lcl', fileId, remark: 'next sailing' }, owner.token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return { id: answer.data.id, fileId };
}

const markProcessed = (body: unknown, token = staff) => api.post('ops/letter/process', body, token);

describe('the operators’ letter desk', () => {
  it('refuses visitors (401), customers and staff without the letters permission (403)', async () => {
    await createStaff(t.database.db, {
      username: 'sales-only',
      name: 'Sales only',
      passwordHash: await hashPassword('Sales@2026x'),
      roleId: await builtinRoleId(t.database.db, 'staffSales'),
    });
    const sales = await staffLogin(t, 'sales-only', 'Sales@2026x');
    const { id } = await pendingLetter();
    expect((await api.get('ops/letter/list')).status).toBe(401);
    for (const token of [customer.token, sales]) {
      expect((await api.get('ops/letter/list', token)).status).toBe(403);
      expect((await api.get(`ops/letter/file?id=${id}`, token)).status).toBe(403);
      expect((await markProcessed({ id, orderId: id }, token)).status).toBe(403);
    }
  });

  it('lists the pending letters of every tenant, oldest first, with their owners', async () => {
    const first = await pendingLetter(customer);
    const second = await pendingLetter(other);
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
    });
  });

  it('hands the instruction file to the operator', async () => {
    const { id } = await pendingLetter();
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/ops/letter/file?id=${id}`,
      headers: { appid: '1', appclient: 'pc', accesstoken: staff },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(pdf(64))).toBe(true);
  });

  it('books a letter as an order of its tenant, once, and tells the account', async () => {
    const line = await bookableShowcaseLine(t.app);
    const order = await bookLclOrder(t.app, customer.token, line);
    const theirs = await bookLclOrder(t.app, other.token, line);
    const { id } = await pendingLetter();

    const foreign = await markProcessed({ id, orderId: theirs.orderId });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error.fields).toHaveProperty('orderId');
    const missing = await markProcessed({ id, orderId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect((await markProcessed({ id: '00000000-0000-4000-8000-000000000000', orderId: order.orderId })).status).toBe(
      404,
    );

    const done = await markProcessed({ id, orderId: order.orderId });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(OpsLetterSchema.parse(done.data)).toMatchObject({
      status: 'processed_manual',
      orderId: order.orderId,
      orderNo: order.orderNo,
    });
    const seen = await api.info(id, customer.token);
    expect(seen.data).toMatchObject({ status: 'processed_manual', orderNo: order.orderNo });
    expect(seen.data.processedAt).not.toBeNull();

    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.accountId, customer.actor.accountId), eq(messages.kind, 'letter')));
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe(`/center/orderdetail?id=${order.orderId}`);
    expect(told[0]?.body.en).toContain(order.orderNo);

    const again = await markProcessed({ id, orderId: order.orderId });
    expect(again.status).toBe(409);
    expect((await api.cancel(id, customer.token)).status).toBe(409);
    const outbox = await call(t.app, 'GET', '/v2/dev/outbox?pageSize=100', { headers: en });
    expect(JSON.stringify(outbox.data)).toContain(seen.data.letterNo);
  });
});
