import { randomUUID } from 'node:crypto';
import { CreatedOrderSchema, OrderPriceSchema, OrderSchema } from '@seabook/domain/booking-price';
import { addDays } from '@seabook/domain/booking-rules';
import type { QuoteLine } from '@seabook/domain/rates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { today } from '../rates/rates.service.ts';
import { orders } from './orders.tables.ts';

let t: TestContext;
let company: string;
let personal: string;
let stranger: string;
let line: QuoteLine;

const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await startTestApp();
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
  personal = await loginAs(t.app, DEMO.personal.mobile, DEMO.personal.password);
  stranger = await registerUser(t.app, uniquePhone());
  line = await bookableShowcaseLine(t.app);
});
afterAll(async () => {
  await t?.close();
});

const cargo = {
  type: 'general',
  weightKg: 1200,
  volumeCbm: 2.5,
  pieces: 40,
  packingType: 'cartons',
  nameEn: 'LED DESK LAMPS',
  marks: 'N/M',
};

function draft(patch: Record<string, unknown> = {}) {
  return {
    mode: 'lcl',
    source: { from: 'quote', lineId: line.id },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo,
    ...patch,
  };
}

const price = (body: unknown, token = company) =>
  call(t.app, 'POST', '/v2/oe_order/price', { token, body, headers: en });
const submit = (body: unknown, key: string | null = randomUUID(), token = company) =>
  call(t.app, 'POST', '/v2/oe_order/createorder', {
    token,
    body,
    headers: { ...en, ...(key === null ? {} : { 'idempotency-key': key }) },
  });

async function priced(d: unknown) {
  const answer = await price({ line: line.id, draft: d });
  if (answer.status !== 200) throw new Error(`price failed: ${JSON.stringify(answer.json)}`);
  return OrderPriceSchema.parse(answer.data);
}

describe('order price', () => {
  it('needs a login', async () => {
    const answer = await call(t.app, 'POST', '/v2/oe_order/price', { body: { line: line.id, draft: draft() } });
    expect(answer.status).toBe(401);
  });

  it('prices the freight of the quote line for the cargo, with totals and a token', async () => {
    const quote = await call(t.app, 'POST', '/v2/oe_sea/quote', {
      token: company,
      body: { id: line.id, cargo: { weightKg: 1200, volumeCbm: 2.5, pieces: 40 } },
    });
    const p = await priced(draft());
    expect(p.fees.map((f) => [f.code, f.amount])).toEqual(
      quote.data.fees.map((f: { code: string; amount: unknown }) => [f.code, f.amount]),
    );
    expect(p.totals).toEqual(quote.data.totals);
    expect(p.totalUsd).toEqual(quote.data.totalUsd);
    expect(p.priceToken).toMatch(/^\d{13}\.[\w-]{43}$/);
    expect(Date.parse(p.validTo)).toBeGreaterThan(Date.now());
  });

  it('adds a line per service from the tariffs; CIF selects insurance and the free cover applies', async () => {
    const value = { amount: 10_000_000, currency: 'CNY' }; // 100,000 RMB: within the free cover
    const p = await priced(
      draft({
        tradeTerm: 'CIF',
        cargo: { ...cargo, value },
        customs: { type: 'formal', documentCount: 2 },
        insurance: {
          insuredAmount: { amount: 11_000_000, currency: 'CNY' },
          riskType: 'allRisks',
          insuredPerson: 'NINGBO LIGHTING',
        },
        warehouse: { palletCount: 3, weighing: true },
        destinationDelivery: {
          name: 'ACME',
          street: '1200 Harbor Blvd',
          city: 'Los Angeles',
          country: 'US',
          phone: '+1 310 555 0100',
        },
      }),
    );
    const byCode = Object.fromEntries(p.fees.map((f) => [f.code, f]));
    expect(byCode.declare_price).toMatchObject({ quantity: '2', amount: { amount: 40_000, currency: 'CNY' } });
    expect(byCode.insurance_price).toMatchObject({ service: 'insurance', amount: { amount: 0, currency: 'CNY' } });
    expect(byCode.datuo_price).toMatchObject({ quantity: '3', amount: { amount: 24_000 } });
    expect(byCode.chengzhong_price).toMatchObject({ quantity: '1', amount: { amount: 5_000 } });
    // 2.5 W/M × USD 35 = 87.50, below the USD 150 minimum.
    expect(byCode.mdgsend_price).toMatchObject({ minimumApplied: true, amount: { amount: 15_000, currency: 'USD' } });
    expect(p.services).toContainEqual({ service: 'insurance', auto: true, reason: { by: 'tradeTerm', term: 'CIF' } });
    expect(p.services).toContainEqual({ service: 'customs', auto: false, reason: null });

    // 1,000,000 RMB: the 800,000 above the cover, with 10 % markup, at 0.30 % = 2,640 RMB.
    const dear = await priced(
      draft({
        tradeTerm: 'CIF',
        cargo: { ...cargo, value: { amount: 100_000_000, currency: 'CNY' } },
        insurance: {
          insuredAmount: { amount: 110_000_000, currency: 'CNY' },
          riskType: 'allRisks',
          insuredPerson: 'NINGBO LIGHTING',
        },
      }),
    );
    expect(dear.fees.find((f) => f.code === 'insurance_price')?.amount).toEqual({ amount: 264_000, currency: 'CNY' });
  });

  it('prices a door pickup with the pickup tariffs', async () => {
    const pickup = {
      contact: 'Wang Wei',
      phone: '13812345678',
      cityCode: '330100',
      address: 'No. 18 Wenyi Road',
      date: addDays(today(), 2),
      slot: 'morning',
    };
    const p = await priced(draft({ shipmentTerm: 'DOOR-CFS', pickup }));
    const pickupLines = p.fees.filter((f) => f.service === 'pickup');
    expect(pickupLines.length).toBeGreaterThan(0);
    expect(pickupLines.every((f) => f.code === 'smth_price' && f.stage === 'origin')).toBe(true);
  });

  it('refuses bad drafts with 422 naming the field, and terms without their service', async () => {
    const bad = await price({ line: line.id, draft: draft({ cargo: { ...cargo, weightKg: -1 } }) });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields).toHaveProperty(['draft.cargo.weightKg']);
    const cif = await price({ line: line.id, draft: draft({ tradeTerm: 'CIF' }) });
    expect(cif.status).toBe(422);
    expect(Object.keys(cif.json.error.fields ?? {})).toContain('draft.insurance');
    const otherLine = await price({ line: `${line.serviceId}:2099-01-01`, draft: draft() });
    expect(otherLine.status).toBe(422);
    expect(otherLine.json.error.fields).toHaveProperty(['draft.source']);
  });
});

describe('createorder', () => {
  it('stores the order with exactly the fee lines of the preview, and ignores extra fields', async () => {
    const d = draft({ customs: { type: 'formal', documentCount: 1 }, warehouse: { labelCount: 5 } });
    const p = await priced(d);
    const body = {
      line: line.id,
      draft: { ...d, status: 'pending_booking', price: 1, owner: 'x', fees: [] },
      priceToken: p.priceToken,
      status: 'pending_booking',
      orderNo: 'HACKED',
      totals: [],
    };
    const answer = await submit(body);
    expect(answer.status).toBe(200);
    const created = CreatedOrderSchema.parse(answer.data);
    expect(created).toMatchObject({ status: 'pending_review', reviewWithinMinutes: 30 });
    expect(created.orderNo).toMatch(/^SB\d{6}\d{4}$/);
    const got = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${created.orderId}`, { token: company });
    expect(got.status).toBe(200);
    const order = OrderSchema.parse(got.data);
    expect(order.fees).toEqual(p.fees);
    expect(order.totals).toEqual(p.totals);
    expect(order.draft).not.toHaveProperty('status');
    expect(order.draft).not.toHaveProperty('price');
    expect(order.draft).not.toHaveProperty('owner');
    expect(order.draft).not.toHaveProperty('fees');
  });

  it('refuses an unverified account with the reason, before anything else', async () => {
    const answer = await submit({ line: line.id, draft: {}, priceToken: 'x' }, randomUUID(), personal);
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatchObject({
      code: 40302,
      msg: 'You are not verified yet. Please verify your identity or company first.',
    });
  });

  it('needs an Idempotency-Key', async () => {
    for (const key of [null, 'short', 'x'.repeat(129), 'has spaces in it']) {
      const answer = await submit({ line: line.id, draft: draft(), priceToken: 'x' }, key);
      expect(answer.status).toBe(422);
      expect(answer.json.error.fields).toHaveProperty(['Idempotency-Key']);
    }
  });

  it('refuses a bad draft with 422 and stores nothing', async () => {
    const before = await t.database.db.select().from(orders);
    const answer = await submit({ line: line.id, draft: draft({ cargo: { ...cargo, pieces: 0 } }), priceToken: 'x' });
    expect(answer.status).toBe(422);
    expect(answer.json.error.fields).toHaveProperty(['draft.cargo.pieces']);
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('refuses files that are not the caller’s as missing', async () => {
    const d = draft({ destinationClearance: { fileIds: [randomUUID()] } });
    const p = await priced(d);
    const answer = await submit({ line: line.id, draft: d, priceToken: p.priceToken });
    expect(answer.status).toBe(404);
    expect(answer.json.error.fields).toHaveProperty(['draft.destinationClearance.fileIds.0']);
  });

  it('refuses an expired or unknown sailing', async () => {
    const past = `${line.serviceId}:${addDays(line.sailingDate, -21)}`;
    const expired = await submit({
      line: past,
      draft: draft({ source: { from: 'quote', lineId: past } }),
      priceToken: 'x',
    });
    expect(expired.status).toBe(410);
    expect(expired.json.error.code).toBe(41060);
    const unknown = '987654321:2099-01-05';
    const missing = await submit({
      line: unknown,
      draft: draft({ source: { from: 'quote', lineId: unknown } }),
      priceToken: 'x',
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe(40412);
  });

  it('answers 409 PRICE_CHANGED with the new price when the token does not match', async () => {
    const p = await priced(draft());
    const answer = await submit({
      line: line.id,
      draft: draft({ customs: { type: 'formal', documentCount: 1 } }),
      priceToken: p.priceToken,
    });
    expect(answer.status).toBe(409);
    expect(answer.json.error.code).toBe(40970);
    const fresh = OrderPriceSchema.parse(answer.json.result.data);
    expect(fresh.fees.some((f) => f.code === 'declare_price')).toBe(true);
    const retry = await submit({
      line: line.id,
      draft: draft({ customs: { type: 'formal', documentCount: 1 } }),
      priceToken: fresh.priceToken,
    });
    expect(retry.status).toBe(200);
  });

  it('answers the first answer for a repeated key, and 409 for the key with another body', async () => {
    const d = draft();
    const p = await priced(d);
    const key = randomUUID();
    const first = await submit({ line: line.id, draft: d, priceToken: p.priceToken }, key);
    const again = await submit({ line: line.id, draft: d, priceToken: p.priceToken }, key);
    expect(first.status).toBe(200);
    expect(again.data).toEqual(first.data);
    const other = await submit({ line: line.id, draft: { ...d, remark: 'another' }, priceToken: p.priceToken }, key);
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe(40971);
  });

  it('creates exactly one order for 100 concurrent submissions with one key', async () => {
    const d = draft({ remark: 'race' });
    const p = await priced(d);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => submit({ line: line.id, draft: d, priceToken: p.priceToken }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const ids = new Set(answers.map((a) => JSON.stringify(a.data)));
    expect(ids.size).toBe(1);
    const stored = await t.database.db.select().from(orders).where(sql`${orders.draft}->>'remark' = 'race'`);
    expect(stored).toHaveLength(1);
  });

  it('never shows another tenant’s order', async () => {
    const p = await priced(draft());
    const created = await submit({ line: line.id, draft: draft(), priceToken: p.priceToken });
    const theirs = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${created.data.orderId}`, {
      token: stranger,
      headers: en,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe(40400);
    const missing = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${randomUUID()}`, { token: company });
    expect(missing.status).toBe(404);
  });
});
