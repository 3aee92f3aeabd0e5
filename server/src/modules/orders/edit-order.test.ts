import { randomUUID } from 'node:crypto';
import { EditedOrderSchema, OrderPriceSchema, OrderSchema } from '@seabook/domain/booking-price';
import { addDays } from '@seabook/domain/booking-rules';
import { inquiryLineId } from '@seabook/domain/inquiries';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { DEMO_LANES } from '../../demo/demo-rates.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookLclOrder, LCL_TEST_CARGO, operatorMoves } from '../../test/order-fixtures.ts';
import { searchQuotesCall } from '../../test/quote-search.ts';
import { inquiryCalls, lclDraft, lclQuote, newCustomer, staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { today } from '../rates/rates.service.ts';
import { orderEvents, orderFees, orders } from './orders.tables.ts';

let t: TestContext;
let company: string;
let stranger: string;
/** Two bookable sailings of the showcase lane, a week or more ahead. */
let line: QuoteLine;
let other: QuoteLine;

const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await startTestApp();
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
  stranger = await registerUser(t.app, uniquePhone());
  const found = await searchQuotesCall(t.app, { ...DEMO_LANES.showcase, pageSize: 100 });
  const lines = (found.data.items as QuoteLine[]).filter((l) => l.priced && l.sailingDate >= addDays(today(), 8));
  const [first, second] = [lines[0], lines.find((l) => l.serviceId !== lines[0]?.serviceId)];
  if (!first || !second) throw new Error('no two showcase services a week ahead');
  [line, other] = [first, second];
});
afterAll(async () => {
  await t?.close();
});

const cargo = LCL_TEST_CARGO;
const consignor = { address: 'NINGBO LIGHTING CO., LTD.\nNO. 8 JIANGNAN ROAD', company: 'NINGBO LIGHTING' };

/** The draft of the placed orders (bookLclOrder's with a consignor) on another line. */
function draft(on: string, patch: Record<string, unknown> = {}) {
  return {
    mode: 'lcl',
    source: { from: 'quote', lineId: on },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo,
    consignor,
    ...patch,
  };
}

async function priced(on: string, d: unknown, token = company) {
  const answer = await call(t.app, 'POST', '/v2/oe_order/price', { token, body: { line: on, draft: d }, headers: en });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return OrderPriceSchema.parse(answer.data);
}

const placed = () => bookLclOrder(t.app, company, line, { consignor });

const edit = (body: unknown, token = company) =>
  call(t.app, 'POST', '/v2/oe_order/eidtcreateorder', { token, body, headers: en });

const getOrder = async (id: string) =>
  OrderSchema.parse((await call(t.app, 'GET', `/v2/oe_order/getorder?id=${id}`, { token: company })).data);

const editsOf = (id: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.action, 'edit')))
    .orderBy(asc(orderEvents.at));

/** Everything an edit could change of an order: its row, fee lines and edit log. */
async function snapshot(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  const fees = await t.database.db.select().from(orderFees).where(eq(orderFees.orderId, id));
  return { row, fees, edits: await editsOf(id) };
}

describe('eidtcreateorder', () => {
  it('books the order again on the new sailing with the new draft, fees and totals, and logs what changed', async () => {
    const { orderId, orderNo } = await placed();
    const before = await getOrder(orderId);
    const d = draft(other.id, {
      cargo: { ...cargo, weightKg: 1500, volumeCbm: 3.2 },
      consignor: { address: 'HANGZHOU TOYS CO.\nNO. 1 WENYI ROAD', company: 'HANGZHOU TOYS' },
      customs: { type: 'formal', documentCount: 2 },
    });
    const p = await priced(other.id, d);
    const answer = await edit({ id: orderId, line: other.id, draft: d, priceToken: p.priceToken });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const edited = EditedOrderSchema.parse(answer.data);
    expect(edited).toMatchObject({ orderId, orderNo, status: 'pending_review' });
    expect(edited.changed).toEqual(
      expect.arrayContaining(['line', 'cargo.weightKg', 'cargo.volumeCbm', 'services', 'consignor.company', 'totals']),
    );
    expect(edited.changed).not.toContain('cargo.pieces');
    expect(edited.changed).not.toContain('tradeTerm');

    const after = await getOrder(orderId);
    expect(after).toMatchObject({ orderNo, status: 'pending_review', line: other.id, mode: 'lcl' });
    expect(after.sailingDate).toBe(other.sailingDate);
    expect(after.carrier?.code).toBe(other.carrier.code);
    expect(after.fees).toEqual(p.fees);
    expect(after.totals).toEqual(p.totals);
    expect(after.fees.some((f) => f.code === 'declare_price' && f.quantity === '2')).toBe(true);
    expect(after.draft).toMatchObject({ cargo: { weightKg: 1500 }, source: { lineId: other.id } });

    const [logged, ...more] = await editsOf(orderId);
    expect(more).toHaveLength(0);
    expect(logged).toMatchObject({ actorKind: 'customer', fromStatus: null, toStatus: null });
    expect(logged?.changes).toMatchObject({
      line: [line.id, other.id],
      'cargo.weightKg': [1200, 1500],
      'cargo.volumeCbm': [2.5, 3.2],
      services: [[], ['customs']],
      'consignor.company': ['NINGBO LIGHTING', 'HANGZHOU TOYS'],
      totals: [before.totals, p.totals],
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('refuses an order past review with 409 ORDER_NOT_EDITABLE and changes nothing', async () => {
    const { orderId } = await placed();
    await operatorMoves(t.app, t.database.db, orderId, 'pending_booking');
    const before = await snapshot(orderId);
    const d = draft(line.id, { cargo: { ...cargo, pieces: 41 } });
    const p = await priced(line.id, d);
    const answer = await edit({ id: orderId, line: line.id, draft: d, priceToken: p.priceToken });
    expect(answer.status).toBe(409);
    expect(answer.json.error).toMatchObject({ code: 40973 });
    expect(answer.json.error.msg).toBeTruthy();
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('answers 404 for another tenant’s order exactly like a missing one', async () => {
    const { orderId } = await placed();
    const before = await snapshot(orderId);
    const d = draft(line.id);
    const p = await priced(line.id, d);
    const theirs = await edit({ id: orderId, line: line.id, draft: d, priceToken: p.priceToken }, stranger);
    const missing = await edit({ id: randomUUID(), line: line.id, draft: d, priceToken: p.priceToken });
    const malformed = await edit({ id: 'not-an-id', line: line.id, draft: d, priceToken: p.priceToken });
    for (const answer of [theirs, missing, malformed]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe(40400);
    }
    expect(theirs.json.error).toEqual(missing.json.error);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('answers 409 PRICE_CHANGED with the new price, changes nothing, and takes the new token', async () => {
    const { orderId } = await placed();
    const before = await snapshot(orderId);
    const old = await priced(line.id, draft(line.id));
    const d = draft(line.id, { warehouse: { palletCount: 2 } });
    const answer = await edit({ id: orderId, line: line.id, draft: d, priceToken: old.priceToken });
    expect(answer.status).toBe(409);
    expect(answer.json.error.code).toBe(40970);
    const fresh = OrderPriceSchema.parse(answer.json.result.data);
    expect(fresh.fees.some((f) => f.code === 'datuo_price')).toBe(true);
    expect(await snapshot(orderId)).toEqual(before);
    const retry = await edit({ id: orderId, line: line.id, draft: d, priceToken: fresh.priceToken });
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    expect(retry.data.changed).toEqual(expect.arrayContaining(['services', 'totals']));
    expect(retry.data.changed).not.toContain('line');
  });

  it('refuses a bad draft, another mode or an inquiry line with 422 and changes nothing', async () => {
    const { orderId } = await placed();
    const before = await snapshot(orderId);
    const bad = await edit({
      id: orderId,
      line: line.id,
      draft: draft(line.id, { cargo: { ...cargo, weightKg: -1 } }),
      priceToken: 'x',
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields).toHaveProperty(['draft.cargo.weightKg']);
    const fcl = await edit({
      id: orderId,
      line: line.id,
      draft: { ...draft(line.id), mode: 'fcl', containers: [{ type: '20GP', quantity: 1 }] },
      priceToken: 'x',
    });
    expect(fcl.status).toBe(422);
    expect(Object.keys(fcl.json.error.fields ?? {})).toContain('draft.mode');
    const inquiryId = randomUUID();
    const toInquiry = await edit({
      id: orderId,
      line: inquiryLineId(inquiryId),
      draft: draft(line.id, { source: { from: 'inquiry', inquiryId } }),
      priceToken: 'x',
    });
    expect(toInquiry.status).toBe(422);
    expect(toInquiry.json.error.fields).toHaveProperty(['line']);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('needs a login', async () => {
    const answer = await call(t.app, 'POST', '/v2/oe_order/eidtcreateorder', {
      body: { id: randomUUID(), line: line.id, draft: {}, priceToken: 'x' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('eidtcreateorder of an order from an inquiry', () => {
  it('prices the edit on the order’s own inquiry quote and refuses moving it to a quote line', async () => {
    const api = inquiryCalls(t);
    const staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
    const buyer = await newCustomer(t, true);
    const id = await api.created(lclDraft(), buyer.token);
    expect((await api.quote({ ...lclQuote(id), sailingDate: addDays(today(), 20) }, staff)).status).toBe(200);
    expect((await api.accept(id, buyer.token)).status).toBe(200);
    const onInquiry = (patch: Record<string, unknown> = {}) =>
      draft(inquiryLineId(id), { source: { from: 'inquiry', inquiryId: id }, ...patch });
    const first = await priced(inquiryLineId(id), onInquiry(), buyer.token);
    const created = await call(t.app, 'POST', '/v2/oe_order/createorder', {
      token: buyer.token,
      body: { line: inquiryLineId(id), draft: onInquiry(), priceToken: first.priceToken },
      headers: { ...en, 'idempotency-key': randomUUID() },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const orderId = created.data.orderId as string;

    // The inquiry is ordered now: the price call refuses it, the edit of its own order prices it.
    const bigger = onInquiry({ cargo: { ...cargo, volumeCbm: 4 } });
    const refused = await call(t.app, 'POST', '/v2/oe_order/price', {
      token: buyer.token,
      body: { line: inquiryLineId(id), draft: bigger },
    });
    expect(refused.status).toBe(409);
    const quoted = await edit({ id: orderId, line: inquiryLineId(id), draft: bigger, priceToken: 'x' }, buyer.token);
    expect(quoted.status).toBe(409);
    expect(quoted.json.error.code).toBe(40970);
    const fresh = OrderPriceSchema.parse(quoted.json.result.data);
    const answer = await edit(
      { id: orderId, line: inquiryLineId(id), draft: bigger, priceToken: fresh.priceToken },
      buyer.token,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.data.changed).toEqual(expect.arrayContaining(['cargo.volumeCbm', 'totals']));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ inquiryId: id, lineId: inquiryLineId(id) });

    const moved = await edit({ id: orderId, line: line.id, draft: draft(line.id), priceToken: 'x' }, buyer.token);
    expect(moved.status).toBe(422);
    expect(moved.json.error.fields).toHaveProperty(['line']);
  });
});
