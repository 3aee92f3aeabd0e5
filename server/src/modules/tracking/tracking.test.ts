import { randomInt } from 'node:crypto';
import type { CreatedOrder } from '@seabook/domain/booking-price';
import type { BusinessNode } from '@seabook/domain/order-flow';
import type { QuoteLine } from '@seabook/domain/rates';
import { type TrackingAnswer, TrackingAnswerSchema } from '@seabook/domain/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { DEMO_TRACKING } from '../../demo/demo-orders.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookLclOrder, devNotifier, LCL_TEST_CARGO, operatorMoves, TEST_OPERATOR } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { orderContainers, orders } from '../../test/tables.ts';
import { lockOrder, recordMilestone } from '../orders/orders.service.ts';

let t: TestContext;
let company: string;
let clerk: string;
let stranger: string;
let line: QuoteLine;
let shipped: CreatedOrder;
let waiting: CreatedOrder;
let cancelled: CreatedOrder;

const tag = String(randomInt(100_000, 999_999));
const BL = `TRKB${tag}0001`;
const BOOKING = `BK${tag}77`;
const CONTRACT = `HT-${tag}-A`;
const WAITING_BL = `TRKW${tag}0002`;
const CANCELLED_CONTRACT = `HT-${tag}-X`;
const REFERENCE = `PO-SECRET-${tag}`;
const SEAL = `SL${tag}`;
const REMARK = `internal remark ${tag}`;
const CONSIGNOR = `SECRET SHIPPER ${tag} CO., LTD.`;

const en = { 'accept-language': 'en' };

async function track(query: string, token?: string) {
  return call(t.app, 'GET', `/v2/tracking/search?${query}`, { headers: en, ...(token ? { token } : {}) });
}

async function found(query: string, token?: string): Promise<TrackingAnswer> {
  const answer = await track(query, token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return TrackingAnswerSchema.parse(answer.data);
}

async function record(orderId: string, node: BusinessNode, at: Date, location: string) {
  await t.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null);
    await recordMilestone(tx, devNotifier(t.app), order, node, { at, location, remark: REMARK }, TEST_OPERATOR);
  });
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

beforeAll(async () => {
  t = await startTestApp();
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
  clerk = await loginAs(t.app, DEMO.sub.login, DEMO.sub.password);
  stranger = await registerUser(t.app, uniquePhone());
  line = await bookableShowcaseLine(t.app);
  const db = t.database.db;

  shipped = await bookLclOrder(t.app, company, line, {
    customerReference: REFERENCE,
    consignor: { address: CONSIGNOR, contact: 'WANG WEI', phone: '13812345678' },
  });
  await operatorMoves(t.app, db, shipped.orderId, 'pending_booking', 'pending_preallocation', 'in_progress');
  await db
    .update(orders)
    .set({
      blNo: BL.toLowerCase(),
      bookingNo: BOOKING,
      contractNo: CONTRACT,
      vessel: 'COSCO SHIPPING ARIES',
      voyage: '026E',
      reviewRemark: REMARK,
      loading: { vessel: 'COSCO SHIPPING ARIES', voyage: '026E', etd: '2026-07-01', eta: '2026-07-18', atd: null },
    })
    .where(eq(orders.id, shipped.orderId));
  await db.insert(orderContainers).values([
    { orderId: shipped.orderId, containerNo: 'CSQU3054383', type: '40HQ', sealNo: SEAL },
    { orderId: shipped.orderId, containerNo: 'MSCU6639870', type: '20GP', sealNo: null },
  ]);
  const now = Date.now();
  await record(shipped.orderId, 'booked', new Date(now - 50_000), 'CNSHA');
  await record(shipped.orderId, 'warehoused', new Date(now - 40_000), 'Shanghai CFS');
  await record(shipped.orderId, 'sailed', new Date(now - 30_000), 'CNSHA');

  waiting = await bookLclOrder(t.app, company, line);
  await db.update(orders).set({ blNo: WAITING_BL }).where(eq(orders.id, waiting.orderId));

  cancelled = await bookLclOrder(t.app, company, line);
  await operatorMoves(t.app, db, cancelled.orderId, 'pending_booking', 'cancelled');
  await db.update(orders).set({ contractNo: CANCELLED_CONTRACT }).where(eq(orders.id, cancelled.orderId));
});
afterAll(async () => {
  await t?.close();
});

describe('tracking by B/L, booking or order number (type 1)', () => {
  it('finds the shipment by its B/L number, case-blind, with route, vessel, dates, progress and DCSA events', async () => {
    const answer = await found(`type=1&no=${BL}`);
    expect(answer).toMatchObject({ type: 1, no: BL });
    expect(answer.shipments).toHaveLength(1);
    const [shipment] = answer.shipments;
    expect(shipment).toMatchObject({
      ref: BL,
      pol: line.pol,
      pod: line.pod,
      vessel: 'COSCO SHIPPING ARIES',
      voyage: '026E',
      etd: '2026-07-01',
      eta: '2026-07-18',
      ata: null,
      status: 'in_progress',
      owner: false,
    });
    // No ATD in the loading information: the day the cargo sailed, in China.
    expect(shipment?.atd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shipment?.milestones.map((m) => [m.node, m.eventType, m.code, m.location])).toEqual([
      ['booked', 'SHIPMENT', 'CONF', 'CNSHA'],
      ['warehoused', 'EQUIPMENT', 'GTIN', 'Shanghai CFS'],
      ['sailed', 'TRANSPORT', 'DEPA', 'CNSHA'],
    ]);
    const states = Object.fromEntries(shipment?.steps.map((s) => [s.step, s.state]) ?? []);
    expect(states).toMatchObject({
      review: 'done',
      booking: 'done',
      pickup: 'skipped',
      warehouse: 'done',
      packing: 'done',
      customs_release: 'skipped',
      loading: 'done',
      bl_issued: 'current',
      arrival: 'waiting',
    });
    expect(shipment?.containers).toEqual([
      { containerNo: 'CSQU3054383', type: '40HQ', sealNo: null },
      { containerNo: 'MSCU6639870', type: '20GP', sealNo: null },
    ]);
  });

  it('finds the same shipment by the booking number and by our order number', async () => {
    const byBooking = await found(`type=1&no=${BOOKING.toLowerCase()}`);
    const byOrder = await found(`type=1&no=${shipped.orderNo}`);
    expect(byBooking.shipments.map((s) => s.ref)).toEqual([BOOKING]);
    expect(byOrder.shipments.map((s) => s.vessel)).toEqual(['COSCO SHIPPING ARIES']);
    // Without a type, an order number is evidently type 1.
    expect((await found(`no=${shipped.orderNo}`)).type).toBe(1);
  });

  it('tells a visitor nothing about whose shipment it is: no parties, cargo, prices, references, remarks or order', async () => {
    for (const [query, token] of [
      [`type=1&no=${BL}`, undefined],
      [`type=1&no=${BL}`, stranger],
      [`type=2&no=CSQU3054383`, undefined],
      [`type=3&no=${CONTRACT}`, stranger],
    ] as const) {
      const answer = await track(query, token);
      expect(answer.status).toBe(200);
      const keys = keysOf(answer.data);
      for (const key of [
        'orderId',
        'orderNo',
        'parties',
        'consignor',
        'cargo',
        'totals',
        'totalUsd',
        'fees',
        'customerReference',
        'contractNo',
        'tenantId',
        'accountId',
        'todos',
        'files',
        'remark',
        'reviewRemark',
        'draft',
        'priceToken',
      ])
        expect(keys.has(key), key).toBe(false);
      const text = JSON.stringify(answer.json);
      for (const secret of [
        shipped.orderId,
        shipped.orderNo,
        REFERENCE,
        CONSIGNOR,
        LCL_TEST_CARGO.nameEn,
        SEAL,
        REMARK,
        DEMO.enterprise.name,
      ])
        expect(text, secret).not.toContain(secret);
      expect(answer.data.shipments[0].owner).toBe(false);
    }
  });

  it('gives the owner’s tenant the order to open, and the seals', async () => {
    for (const token of [company, clerk]) {
      const [shipment] = (await found(`type=1&no=${BL}`, token)).shipments;
      expect(shipment?.owner).toBe(true);
      expect(shipment?.orderId).toBe(shipped.orderId);
      expect(shipment?.containers[0]?.sealNo).toBe(SEAL);
    }
  });

  it('does not find orders still waiting for review', async () => {
    expect((await found(`type=1&no=${WAITING_BL}`, company)).shipments).toEqual([]);
    expect((await found(`type=1&no=${waiting.orderNo}`, company)).shipments).toEqual([]);
  });
});

describe('tracking by container number (type 2)', () => {
  it('answers the container’s own view with the order’s events', async () => {
    const answer = await found('type=2&no=csqu-305438-3');
    expect(answer).toMatchObject({ type: 2, no: 'CSQU3054383' });
    const [shipment] = answer.shipments;
    expect(shipment?.containers).toEqual([{ containerNo: 'CSQU3054383', type: '40HQ', sealNo: null }]);
    expect(shipment?.milestones.map((m) => m.code)).toEqual(['CONF', 'GTIN', 'DEPA']);
    const owned = await found('no=MSCU6639870', company);
    expect(owned.type).toBe(2);
    expect(owned.shipments[0]?.containers).toEqual([{ containerNo: 'MSCU6639870', type: '20GP', sealNo: null }]);
    expect(owned.shipments[0]?.orderId).toBe(shipped.orderId);
  });

  it('refuses a container number with a wrong check digit (422 CONTAINER_NO_CHECK_DIGIT)', async () => {
    for (const query of ['type=2&no=CSQU3054384', 'no=CSQU3054384']) {
      const answer = await track(query);
      expect(answer.status).toBe(422);
      expect(answer.json.error.code).toBe(42571);
      expect(answer.json.error.msg).toContain('check digit');
    }
  });

  it('answers an unknown container with no shipment', async () => {
    expect((await found('type=2&no=MWCU6059784')).shipments).toEqual([]);
  });
});

describe('tracking by contract number (type 3)', () => {
  it('finds the shipment by the customer’s contract number, with the type chosen or tried after type 1', async () => {
    const chosen = await found(`type=3&no=${CONTRACT.toLowerCase()}`);
    expect(chosen.shipments.map((s) => s.ref)).toEqual([CONTRACT]);
    const guessed = await found(`no=${CONTRACT}`);
    expect(guessed.type).toBe(3);
    expect(guessed.shipments).toHaveLength(1);
    // Chosen as type 1, a contract number is not a B/L number.
    expect((await found(`type=1&no=${CONTRACT}`)).shipments).toEqual([]);
  });

  it('does not find cancelled orders', async () => {
    expect((await found(`type=3&no=${CANCELLED_CONTRACT}`, company)).shipments).toEqual([]);
    expect((await found(`type=1&no=${cancelled.orderNo}`, company)).shipments).toEqual([]);
  });
});

describe('bad numbers', () => {
  it('refuses malformed numbers with 422 TRACKING_NUMBER_INVALID and changes nothing', async () => {
    for (const query of ['type=1&no=ab', 'type=1&no=SB%232606', `no=${'A'.repeat(31)}`, 'type=3', 'type=1&no=']) {
      const answer = await track(query);
      expect(answer.status, query).toBe(422);
      expect(answer.json.error.code, query).toBe(42570);
      expect(answer.json.error.fields?.no, query).toBeTruthy();
    }
  });

  it('refuses a type other than 1, 2 or 3', async () => {
    const answer = await track(`type=9&no=${BL}`);
    expect(answer.status).toBe(422);
  });

  it('tells a stale session to log in again rather than answering as a visitor', async () => {
    const answer = await track(`type=1&no=${BL}`, 'no-such-token');
    expect(answer.json.error.code).toBe(99999);
  });
});

describe('the API document', () => {
  it('describes the tracking query with its three types', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
    const parameters = doc.paths['/v2/tracking/search'].get.parameters as { name: string; schema: unknown }[];
    expect(parameters.find((p) => p.name === 'type')?.schema).toMatchObject({ enum: [1, 2, 3] });
    expect(parameters.map((p) => p.name)).toContain('no');
  });
});

describe('the demo shipment', () => {
  it('is found by each of its published numbers (README, e2e/tracking.spec.ts)', async () => {
    const byBl = await found(`type=1&no=${DEMO_TRACKING.blNo}`);
    const byBox = await found(`type=2&no=${DEMO_TRACKING.containerNo}`);
    const byContract = await found(`type=3&no=${DEMO_TRACKING.contractNo}`);
    for (const answer of [byBl, byBox, byContract]) expect(answer.shipments).toHaveLength(1);
    expect(byBl.shipments[0]?.milestones.map((m) => m.node)).toContain('sailed');
  });
});
