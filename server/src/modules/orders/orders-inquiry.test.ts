import { randomUUID } from 'node:crypto';
import { OrderPriceSchema, OrderSchema } from '@seabook/domain/booking-price';
import { addDays } from '@seabook/domain/booking-rules';
import { inquiryLineId } from '@seabook/domain/inquiries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { inquiries } from '../../test/tables.ts';
import { sampleFiles } from '../files/files.service.ts';
import {
  type Customer,
  en,
  fclDraft,
  inquiryCalls,
  lclCargo,
  lclDraft,
  lclQuote,
  newCustomer,
  staffLogin,
} from '../inquiries/inquiries.fixtures.ts';
import { uploaded } from '../letters/letters.fixtures.ts';
import { today } from '../rates/rates.service.ts';
import { orders } from './orders.tables.ts';

let t: TestContext;
let api: ReturnType<typeof inquiryCalls>;
let staff: string;
let buyer: Customer;
let stranger: Customer;

beforeAll(async () => {
  t = await startTestApp();
  api = inquiryCalls(t);
  staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
  buyer = await newCustomer(t, true);
  stranger = await newCustomer(t, true);
});
afterAll(async () => {
  await t?.close();
});

/** A sheet of `owner` quoted by the desk and, unless told otherwise, accepted. */
async function quotedSheet(
  options: { owner?: Customer; sheet?: unknown; quote?: Record<string, unknown>; accept?: boolean } = {},
) {
  const owner = options.owner ?? buyer;
  const id = await api.created(options.sheet ?? lclDraft(), owner.token);
  const quoted = await api.quote({ ...lclQuote(id), ...options.quote }, staff);
  expect(quoted.status, JSON.stringify(quoted.json)).toBe(200);
  if (options.accept !== false) expect((await api.accept(id, owner.token)).status).toBe(200);
  return id;
}

/** The order's cargo differs from the sheet's 2.5 m³: 3.2 m³ and 1.5 t, so 3.2 W/M. */
const cargo = {
  type: 'general',
  weightKg: 1500,
  volumeCbm: 3.2,
  pieces: 50,
  packingType: 'cartons',
  nameEn: 'LED DESK LAMPS',
  marks: 'N/M',
};

function draft(id: string, patch: Record<string, unknown> = {}) {
  return {
    mode: 'lcl',
    source: { from: 'inquiry', inquiryId: id },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo,
    ...patch,
  };
}

const price = (id: string, d: unknown, token = buyer.token) =>
  call(t.app, 'POST', '/v2/oe_order/price', { token, body: { line: inquiryLineId(id), draft: d }, headers: en });
const submit = (id: string, d: unknown, priceToken: string, key = randomUUID(), token = buyer.token) =>
  call(t.app, 'POST', '/v2/oe_order/createorder', {
    token,
    body: { line: inquiryLineId(id), draft: d, priceToken },
    headers: { ...en, 'idempotency-key': key },
  });

async function priced(id: string, d: unknown) {
  const answer = await price(id, d);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return OrderPriceSchema.parse(answer.data);
}

const ordersOf = (id: string) => t.database.db.select().from(orders).where(eq(orders.inquiryId, id));

describe('an order from an inquiry’s accepted quote', () => {
  it('books the quote for the order’s own cargo with services at the sheet’s ports, and marks the sheet ordered', async () => {
    const sailingDate = addDays(today(), 20);
    const id = await quotedSheet({ quote: { sailingDate } });
    const d = draft(id, { customs: { type: 'formal', documentCount: 1 } });
    const p = await priced(id, d);
    // 3.2 W/M: CFS 3.2 × CNY 50, DOC CNY 300, Shanghai customs CNY 200, ocean 3.2 × USD 40.
    expect(p.fees.map((f) => [f.code, f.stage, f.service, f.quantity, f.amount])).toEqual([
      ['cfs_price', 'origin', null, '3.2', { amount: 16_000, currency: 'CNY' }],
      ['doc_price', 'origin', null, '1', { amount: 30_000, currency: 'CNY' }],
      ['declare_price', 'origin', 'customs', '1', { amount: 20_000, currency: 'CNY' }],
      ['sea_price', 'ocean', null, '3.2', { amount: 12_800, currency: 'USD' }],
    ]);
    expect(p.line).toBe(inquiryLineId(id));

    const answer = await submit(id, d, p.priceToken);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const got = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${answer.data.orderId}`, { token: buyer.token });
    const order = OrderSchema.parse(got.data);
    expect(order.fees).toEqual(p.fees);
    expect(order.inquiryId).toBe(id);
    const [row] = await ordersOf(id);
    expect(row).toMatchObject({
      mode: 'lcl',
      lineId: inquiryLineId(id),
      serviceId: null,
      carrier: 'COSU',
      sailingDate,
      pol: 'CNSHA',
      pod: 'USLAX',
    });
    const sheet = await api.info(id, buyer.token);
    expect(sheet.data).toMatchObject({ status: 'ordered', orderId: answer.data.orderId });
  });

  it('keeps a pickup before the quote’s sailing date', async () => {
    const id = await quotedSheet({ quote: { sailingDate: addDays(today(), 5) } });
    const pickup = {
      contact: 'Wang Wei',
      phone: '13812345678',
      cityCode: '330100',
      address: 'No. 18 Wenyi Road',
      slot: 'morning',
    };
    const onTime = await price(id, draft(id, { pickup: { ...pickup, date: addDays(today(), 4) } }));
    expect(onTime.status, JSON.stringify(onTime.json)).toBe(200);
    const late = await price(id, draft(id, { pickup: { ...pickup, date: addDays(today(), 5) } }));
    expect(late.status).toBe(422);
    expect(late.json.error.fields).toHaveProperty(['draft.pickup.date']);
  });

  it('refuses a quote not accepted (409), expired (410), another tenant’s (404), a wrong mode or source (422)', async () => {
    const pending = await quotedSheet({ accept: false });
    const notAccepted = await price(pending, draft(pending));
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.json.error.code).toBe(40961);

    const expired = await quotedSheet();
    await t.database.db
      .update(inquiries)
      .set({ quoteValidTo: addDays(today(), -1) })
      .where(eq(inquiries.id, expired));
    const late = await submit(expired, draft(expired), 'x');
    expect(late.status).toBe(410);
    expect(late.json.error.code).toBe(41060);

    const theirs = await quotedSheet({ owner: stranger });
    for (const answer of [await price(theirs, draft(theirs)), await submit(theirs, draft(theirs), 'x')]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe(40400);
    }
    const ghost = randomUUID();
    expect((await price(ghost, draft(ghost))).status).toBe(404);

    const id = await quotedSheet();
    const fcl = { ...draft(id), mode: 'fcl', containers: [{ type: '20GP', quantity: 1 }] };
    const wrongMode = await price(id, fcl);
    expect(wrongMode.status).toBe(422);
    expect(wrongMode.json.error.fields).toHaveProperty(['draft.mode']);
    const wrongSource = await price(id, draft(id, { source: { from: 'quote', lineId: `inquiry:${id}` } }));
    expect(wrongSource.status).toBe(422);
    expect(wrongSource.json.error.fields).toHaveProperty(['draft.source']);
    expect(await ordersOf(id)).toHaveLength(0);
  });

  it('makes one order of a sheet: another key answers 409 and books nothing', async () => {
    const id = await quotedSheet();
    const d = draft(id);
    const p = await priced(id, d);
    expect((await submit(id, d, p.priceToken)).status).toBe(200);
    const again = await submit(id, d, p.priceToken);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe(40960);
    const rows = await ordersOf(id);
    expect(rows).toHaveLength(1);
    // No sailing in the quote: the order has none (not the quote's last valid day, issue 14.2).
    expect(rows[0]?.sailingDate).toBeNull();
  });

  it('orders a DDP quote at the total the customer accepted: the quote covers the services the inquiry asked for', async () => {
    const services = ['insurance', 'destinationClearance', 'destinationDelivery'];
    const id = await quotedSheet({
      sheet: lclDraft({ tradeTerm: 'DDP', shipmentTerm: 'CFS-DOOR', services }),
      quote: {
        charges: [
          ...lclQuote('').charges,
          { code: 'mdgqg_price', stage: 'destination', basis: 'bl', currency: 'USD', unitPrice: 12_000 },
          { code: 'mdgsend_price', stage: 'destination', basis: 'shipment', currency: 'USD', unitPrice: 28_000 },
        ],
      },
    });
    const sheet = await api.info(id, buyer.token);
    const accepted = sheet.data.quote.totalUsd;
    expect(accepted.amount).toBeGreaterThan(40_000);
    const fileId = await uploaded(t, buyer.token, 'order', 'invoice.pdf', sampleFiles.pdf());
    const value = { amount: 5_000_000, currency: 'CNY' };
    const d = draft(id, {
      tradeTerm: 'DDP',
      shipmentTerm: 'CFS-DOOR',
      cargo: { ...cargo, weightKg: lclCargo.weightKg, volumeCbm: lclCargo.volumeCbm, pieces: lclCargo.pieces, value },
      insurance: {
        insuredAmount: { amount: 5_500_000, currency: 'CNY' },
        riskType: 'allRisks',
        insuredPerson: 'NINGBO LIGHTING',
      },
      destinationClearance: { fileIds: [fileId] },
      destinationDelivery: {
        name: 'ACME',
        street: '1200 Harbor Blvd',
        city: 'Los Angeles',
        country: 'US',
        phone: '+1 310 555 0100',
      },
    });
    const p = await priced(id, d);
    expect(p.fees.filter((fee) => fee.service !== null)).toEqual([]);
    expect(p.totalUsd).toEqual(accepted);
    const answer = await submit(id, d, p.priceToken);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const got = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${answer.data.orderId}`, { token: buyer.token });
    const order = OrderSchema.parse(got.data);
    expect(order.totalUsd).toEqual(accepted);
    const [row] = await ordersOf(id);
    expect(row?.totalUsd).toEqual(accepted);
    // The edit page lists the uploaded document by its name, and prices the edit on the quote (not 409).
    expect(order.draftFiles.map((file) => [file.id, file.name])).toEqual([[fileId, 'invoice.pdf']]);
    expect((await price(id, d)).status).toBe(409);
    const body = { line: inquiryLineId(id), draft: d, order: order.orderId };
    const edit = await call(t.app, 'POST', '/v2/oe_order/price', { token: buyer.token, body, headers: en });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(OrderPriceSchema.parse(edit.data).totalUsd).toEqual(accepted);
    const inputs = await call(
      t.app,
      'GET',
      `/v2/oe_order/price_inputs?line=${inquiryLineId(id)}&order=${order.orderId}`,
      {
        token: buyer.token,
      },
    );
    expect(inputs.status).toBe(200);
    const strangerEdit = await call(t.app, 'POST', '/v2/oe_order/price', { token: stranger.token, body, headers: en });
    expect(strangerEdit.status).toBe(404);
  });

  it('shows no sailing date for a quote without one, in the list, the order and the desk, until the ETD is recorded', async () => {
    const id = await quotedSheet();
    const d = draft(id);
    const p = await priced(id, d);
    const answer = await submit(id, d, p.priceToken);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const { orderId } = answer.data;
    const sailingOf = async () => {
      const got = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${orderId}`, { token: buyer.token });
      const list = await call(t.app, 'GET', '/v2/oe_order/order_list?pageSize=50', { token: buyer.token });
      const desk = await call(t.app, 'GET', `/v2/ops/order/getinfo?id=${orderId}`, { token: staff });
      const deskList = await call(t.app, 'GET', '/v2/ops/order/list?pageSize=100&group=all', { token: staff });
      const item = (list.data.items as { orderId: string; sailingDate: unknown }[]).find((o) => o.orderId === orderId);
      const deskItem = (deskList.data?.items as { orderId: string; sailingDate: unknown }[] | undefined)?.find(
        (o) => o.orderId === orderId,
      );
      return [
        OrderSchema.parse(got.data).sailingDate,
        item?.sailingDate,
        desk.data.sailingDate,
        deskItem?.sailingDate ?? null,
      ];
    };
    expect(await sailingOf()).toEqual([null, null, null, null]);
    const etd = addDays(today(), 12);
    const recorded = await call(t.app, 'POST', '/v2/ops/order/loading', {
      token: staff,
      body: { id: orderId, loading: { vessel: 'COSCO SHIPPING ARIES', voyage: '045E', etd, eta: addDays(etd, 18) } },
    });
    expect(recorded.status, JSON.stringify(recorded.json)).toBe(200);
    const after = await sailingOf();
    expect(after.slice(0, 3)).toEqual([etd, etd, etd]);
  });

  it('creates exactly one order for 100 concurrent submissions with one key', async () => {
    const id = await quotedSheet();
    const d = draft(id);
    const p = await priced(id, d);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => submit(id, d, p.priceToken, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('lets one of concurrent submissions with different keys order the sheet; the rest hear 409', async () => {
    const id = await quotedSheet();
    const d = draft(id);
    const p = await priced(id, d);
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(id, d, p.priceToken)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const rows = await ordersOf(id);
    expect(rows).toHaveLength(1);
    expect((await api.info(id, buyer.token)).data.orderId).toBe(rows[0]?.id);
  });
});

describe('an FCL order from an inquiry', () => {
  const perBox = (containerType: string, unitPrice: number) => ({
    code: 'sea_price',
    stage: 'ocean',
    basis: 'container',
    containerType,
    currency: 'USD',
    unitPrice,
  });
  const charges = [
    perBox('40HQ', 250_000),
    perBox('20GP', 150_000),
    { code: 'thc_price', stage: 'origin', basis: 'container', currency: 'CNY', unitPrice: 120_000 },
    { code: 'doc_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: 50_000 },
  ];
  const fclCargo = { ...cargo, weightKg: 20_000, volumeCbm: 60, pieces: 800 };

  it('prices the quote’s container charges for the order’s boxes, and refuses a type the quote has no price for', async () => {
    const id = await quotedSheet({ sheet: fclDraft(), quote: { charges } });
    const d = draft(id, { mode: 'fcl', cargo: fclCargo, containers: [{ type: '40HQ', quantity: 3 }] });
    const p = await priced(id, d);
    expect(p.fees.map((f) => [f.code, f.unit.en, f.quantity, f.amount])).toEqual([
      ['thc_price', 'container', '3', { amount: 360_000, currency: 'CNY' }],
      ['doc_price', 'B/L', '1', { amount: 50_000, currency: 'CNY' }],
      ['sea_price', '40HQ', '3', { amount: 750_000, currency: 'USD' }],
    ]);

    const unquoted = await price(id, {
      ...d,
      containers: [
        { type: '40HQ', quantity: 1 },
        { type: '45HQ', quantity: 1 },
      ],
    });
    expect(unquoted.status).toBe(422);
    expect(unquoted.json.error.code).toBe(42239);
    expect(Object.keys(unquoted.json.error.fields ?? {})).toEqual(['draft.containers.1.type']);

    const answer = await submit(id, d, p.priceToken);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const [row] = await ordersOf(id);
    expect(row).toMatchObject({ mode: 'fcl', pod: 'DEHAM', serviceId: null, carrier: 'COSU' });
  });
});
