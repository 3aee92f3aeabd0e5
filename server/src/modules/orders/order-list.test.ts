import { randomUUID } from 'node:crypto';
import { type CreatedOrder, OrderPriceSchema, OrderSchema } from '@seabook/domain/booking-price';
import { type OrderListItem, OrderListSchema } from '@seabook/domain/orders';
import type { QuoteLine } from '@seabook/domain/rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';

let t: TestContext;
let company: string;
let clerk: string;
let stranger: string;
let line: QuoteLine;
let first: CreatedOrder;
let second: CreatedOrder;

const en = { 'accept-language': 'en' };

const cargo = {
  type: 'general',
  weightKg: 1200,
  volumeCbm: 2.5,
  pieces: 40,
  packingType: 'cartons',
  nameEn: 'LED DESK LAMPS',
  marks: 'N/M',
};

/** Prices and submits an LCL order on the showcase line, as the booking page does. */
async function book(customerReference: string, patch: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const draft = {
    mode: 'lcl',
    source: { from: 'quote', lineId: line.id },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo,
    customerReference,
    ...patch,
  };
  const priced = await call(t.app, 'POST', '/v2/oe_order/price', {
    token: company,
    body: { line: line.id, draft },
    headers: en,
  });
  if (priced.status !== 200) throw new Error(`price failed: ${JSON.stringify(priced.json)}`);
  const { priceToken } = OrderPriceSchema.parse(priced.data);
  const created = await call(t.app, 'POST', '/v2/oe_order/createorder', {
    token: company,
    body: { line: line.id, draft, priceToken },
    headers: { ...en, 'idempotency-key': randomUUID() },
  });
  if (created.status !== 200) throw new Error(`createorder failed: ${JSON.stringify(created.json)}`);
  return created.data;
}

async function listed(query: string, token = company) {
  const answer = await call(t.app, 'GET', `/v2/oe_order/order_list${query}`, { token, headers: en });
  expect(answer.status).toBe(200);
  return OrderListSchema.parse(answer.data);
}

const numbers = (items: readonly OrderListItem[]) => items.map((item) => item.orderNo);

beforeAll(async () => {
  t = await startTestApp();
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
  clerk = await loginAs(t.app, DEMO.sub.login, DEMO.sub.password);
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

  it('refuses bad filters with 422 naming the field', async () => {
    for (const [query, field] of [
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
    expect(theirs).toEqual({ items: [], total: 0 });
    expect((await listed(`?keyword=${first.orderNo}`, stranger)).total).toBe(0);
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
