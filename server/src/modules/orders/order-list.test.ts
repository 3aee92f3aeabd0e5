import { randomBytes, randomUUID } from 'node:crypto';
import { type CreatedOrder, OrderSchema } from '@seabook/domain/booking-price';
import { type OrderListItem, OrderListSchema } from '@seabook/domain/orders';
import type { QuoteLine } from '@seabook/domain/rates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookLclOrder } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { createCompanyMainAccount, createSubAccount, createTenant } from '../members/members.service.ts';
import { orders } from './orders.tables.ts';

let t: TestContext;
let company: string;
let clerk: string;
let stranger: string;
let line: QuoteLine;
let first: CreatedOrder;
let second: CreatedOrder;

const en = { 'accept-language': 'en' };

/** Prices and submits an LCL order of the test company with its reference, as the booking page does. */
function book(customerReference: string, patch: Record<string, unknown> = {}): Promise<CreatedOrder> {
  return bookLclOrder(t.app, company, line, { customerReference, ...patch });
}

/**
 * A verified company of its own (the demo company has demo orders) with a main account and a
 * sub-account; answers their tokens.
 */
async function newCompany(): Promise<{ main: string; sub: string }> {
  const db = t.database.db;
  const code = `ol${randomBytes(4).toString('hex')}`;
  const tenant = await createTenant(db, { kind: 'company', code, name: 'Order List Co', verification: 'verified' });
  const mobile = uniquePhone();
  const passwordHash = await hashPassword(PASSWORD);
  await createCompanyMainAccount(db, {
    tenantId: tenant.id,
    mobile,
    name: 'Main',
    email: `m${mobile}@example.com`,
    passwordHash,
  });
  await createSubAccount(db, {
    tenantId: tenant.id,
    username: 'clerk',
    name: 'Clerk',
    email: `c${mobile}@example.com`,
    passwordHash,
  });
  return { main: await loginAs(t.app, mobile, PASSWORD), sub: await loginAs(t.app, `clerk@${code}`, PASSWORD) };
}

const PASSWORD = 'Secret#123';

async function listed(query: string, token = company) {
  const answer = await call(t.app, 'GET', `/v2/oe_order/order_list${query}`, { token, headers: en });
  expect(answer.status).toBe(200);
  return OrderListSchema.parse(answer.data);
}

const numbers = (items: readonly OrderListItem[]) => items.map((item) => item.orderNo);

beforeAll(async () => {
  t = await startTestApp();
  ({ main: company, sub: clerk } = await newCompany());
  stranger = await registerUser(t.app, uniquePhone());
  line = await bookableShowcaseLine(t.app);
  first = await book('PO-2026-ALPHA');
  second = await book('po-2026-beta', { customs: { type: 'formal', documentCount: 1 } });
});
afterAll(async () => {
  await t?.close();
});

describe('order_list', () => {
  it('needs a login', async () => {
    const answer = await call(t.app, 'GET', '/v2/oe_order/order_list');
    expect(answer.status).toBe(401);
  });

  it('lists the tenant’s orders newest first with their route, carrier, cargo and totals', async () => {
    const page = await listed('');
    expect(page.total).toBe(2);
    expect(numbers(page.items)).toEqual([second.orderNo, first.orderNo]);
    const [newest] = page.items;
    expect(newest).toMatchObject({
      orderId: second.orderId,
      mode: 'lcl',
      status: 'pending_review',
      pol: line.pol,
      pod: line.pod,
      carrier: line.carrier,
      sailingDate: line.sailingDate,
      customerReference: 'po-2026-beta',
      containers: [],
      cargo: { pieces: 40, weightKg: 1200, volumeCbm: 2.5 },
    });
    expect(newest?.pol.name.en).not.toBe(line.pol.code);
    expect(newest?.totals.length).toBeGreaterThan(0);
    const order = OrderSchema.parse(
      (await call(t.app, 'GET', `/v2/oe_order/getorder?id=${second.orderId}`, { token: company })).data,
    );
    expect(newest?.totals).toEqual(order.totals);
    expect(newest?.totalUsd).toEqual(order.totalUsd);
  });

  it('pages through the list', async () => {
    const one = await listed('?page=1&pageSize=1');
    const two = await listed('?page=2&pageSize=1');
    const three = await listed('?page=3&pageSize=1');
    expect([one.total, two.total, three.total]).toEqual([2, 2, 2]);
    expect(numbers(one.items)).toEqual([second.orderNo]);
    expect(numbers(two.items)).toEqual([first.orderNo]);
    expect(three.items).toEqual([]);
  });

  it('filters by status and mode', async () => {
    expect((await listed('?status=pending_review')).total).toBe(2);
    expect((await listed('?status=pending_booking')).total).toBe(0);
    expect((await listed('?mode=lcl')).total).toBe(2);
    expect((await listed('?mode=fcl')).items).toEqual([]);
    expect((await listed('?status=&mode=')).total).toBe(2);
  });

  it('matches the keyword in the order number, the customer reference or a port code, case-blind', async () => {
    expect(numbers((await listed(`?keyword=${first.orderNo}`)).items)).toEqual([first.orderNo]);
    expect(numbers((await listed('?keyword=ALPHA')).items)).toEqual([first.orderNo]);
    expect(numbers((await listed('?keyword=2026-BETA')).items)).toEqual([second.orderNo]);
    expect((await listed(`?keyword=${line.pod.code.toLowerCase()}`)).total).toBe(2);
    expect((await listed(`?keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await listed('?keyword=NOTHING-LIKE-THIS')).total).toBe(0);
  });

  it('filters by status tab and counts every tab under the keyword and mode, whatever the tab', async () => {
    await t.database.db.update(orders).set({ status: 'bl_checking' }).where(eq(orders.id, first.orderId));
    try {
      const bl = await listed('?tab=bl');
      expect(numbers(bl.items)).toEqual([first.orderNo]);
      expect(bl.total).toBe(1);
      expect(bl.counts).toEqual({ all: 2, review: 1, booking: 0, bl: 1, completed: 0, closed: 0 });
      expect(numbers((await listed('?tab=review')).items)).toEqual([second.orderNo]);
      expect((await listed('?tab=all')).total).toBe(2);
      expect((await listed('?tab=')).total).toBe(2);
      expect((await listed('?tab=bl&status=pending_review')).total).toBe(0);
      const filtered = await listed('?tab=closed&keyword=ALPHA');
      expect(filtered.total).toBe(0);
      expect(filtered.counts).toEqual({ all: 1, review: 0, booking: 0, bl: 1, completed: 0, closed: 0 });
      expect((await listed('?mode=fcl')).counts.all).toBe(0);
    } finally {
      await t.database.db.update(orders).set({ status: 'pending_review' }).where(eq(orders.id, first.orderId));
    }
  });

  it('matches the keyword in the B/L, booking and contract numbers and lists the B/L number', async () => {
    await t.database.db
      .update(orders)
      .set({ blNo: 'COSU6123456780', bookingNo: 'BKG-77881', contractNo: 'SC/2026-009' })
      .where(eq(orders.id, second.orderId));
    try {
      for (const keyword of ['cosu6123456780', 'BKG-778', 'sc/2026'])
        expect(numbers((await listed(`?keyword=${encodeURIComponent(keyword)}`)).items)).toEqual([second.orderNo]);
      const [item] = (await listed(`?keyword=${second.orderNo}`)).items;
      expect(item?.blNo).toBe('COSU6123456780');
      expect((await listed('?keyword=BKG-778', stranger)).total).toBe(0);
    } finally {
      await t.database.db
        .update(orders)
        .set({ blNo: null, bookingNo: null, contractNo: null })
        .where(eq(orders.id, second.orderId));
    }
  });

  it('refuses bad filters with 422 naming the field', async () => {
    for (const [query, field] of [
      ['?tab=shipped', 'tab'],
      ['?status=shipped', 'status'],
      ['?mode=air', 'mode'],
      ['?pageSize=101', 'pageSize'],
      [`?keyword=${'x'.repeat(51)}`, 'keyword'],
    ] as const) {
      const answer = await call(t.app, 'GET', `/v2/oe_order/order_list${query}`, { token: company });
      expect(answer.status).toBe(422);
      expect(answer.json.error.fields).toHaveProperty([field]);
    }
  });

  it('shows a sub-account its company’s orders', async () => {
    expect(numbers((await listed('', clerk)).items)).toEqual([second.orderNo, first.orderNo]);
  });

  it('shows another tenant none of them', async () => {
    const theirs = await listed('', stranger);
    expect(theirs).toEqual({
      items: [],
      total: 0,
      totalCapped: false,
      counts: { all: 0, review: 0, booking: 0, bl: 0, completed: 0, closed: 0 },
      countsCapped: [],
    });
    expect((await listed(`?keyword=${first.orderNo}`, stranger)).total).toBe(0);
  });

  it('answers requests of one shape, fired together, each with its own caller and filter (decision 052)', async () => {
    // Same statements, different values: a list's page and counts are prepared once per shape.
    const asks = Array.from({ length: 30 }, (_, i) => {
      const order = i % 2 === 0 ? first : second;
      const token = i % 3 === 0 ? stranger : company;
      return { order, token, query: `?keyword=${order.orderNo.toLowerCase()}&page=1&pageSize=5` };
    });
    const answers = await Promise.all(asks.map((ask) => listed(ask.query, ask.token)));
    answers.forEach((answer, i) => {
      const ask = asks[i] as (typeof asks)[number];
      expect(numbers(answer.items)).toEqual(ask.token === stranger ? [] : [ask.order.orderNo]);
      expect(answer.counts.all).toBe(ask.token === stranger ? 0 : 1);
    });
  });
});

describe('getorder', () => {
  it('carries the route with port and carrier names, the sailing, the terms and the draft', async () => {
    const answer = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${second.orderId}`, { token: company });
    expect(answer.status).toBe(200);
    const order = OrderSchema.parse(answer.data);
    expect(order).toMatchObject({
      orderNo: second.orderNo,
      pol: line.pol,
      pod: line.pod,
      carrier: line.carrier,
      sailingDate: line.sailingDate,
      tradeTerm: 'FOB',
      shipmentTerm: 'CFS-CFS',
      inquiryId: null,
      draft: { customerReference: 'po-2026-beta', customs: { type: 'formal', documentCount: 1 } },
    });
    expect(order.pol.name['zh-CN']).not.toBe(order.pol.code);
    expect(order.fees.some((fee) => fee.service === 'customs')).toBe(true);
  });

  it('answers another tenant 404 like a missing order', async () => {
    const theirs = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${first.orderId}`, {
      token: stranger,
      headers: en,
    });
    const missing = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${randomUUID()}`, {
      token: stranger,
      headers: en,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
  });
});
