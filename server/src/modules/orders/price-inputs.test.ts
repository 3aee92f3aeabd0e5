import { OrderDraftSchema } from '@seabook/domain/booking';
import { OrderPriceSchema } from '@seabook/domain/booking-price';
import { addDays } from '@seabook/domain/booking-rules';
import { BookingTariffsSchema, priceBooking } from '@seabook/domain/price-booking';
import type { QuoteLine } from '@seabook/domain/rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call, loginAs } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { today } from '../rates/rates.service.ts';

/**
 * Decision 031: the booking form prices with the inputs of /v2/oe_order/price_inputs and the domain's
 * `priceBooking`, the server with the same function on the same inputs: the two prices are one.
 */

let t: TestContext;
let company: string;
let line: QuoteLine;

beforeAll(async () => {
  t = await startTestApp();
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
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
  value: { amount: 200_000_00, currency: 'CNY' },
};

const full = () => ({
  mode: 'lcl',
  source: { from: 'quote', lineId: line.id },
  tradeTerm: 'CIF',
  shipmentTerm: 'DOOR-CFS',
  cargo,
  customs: { type: 'formal', documentCount: 2 },
  insurance: {
    insuredAmount: { amount: 220_000_00, currency: 'CNY' },
    riskType: 'allRisks',
    insuredPerson: 'NINGBO LIGHTING',
  },
  pickup: {
    contact: 'Wang Wei',
    phone: '13812345678',
    cityCode: '330100',
    address: 'No. 18 Wenyi Road',
    date: addDays(today(), 2),
    slot: 'morning',
  },
  warehouse: { palletCount: 3, weighing: true },
  destinationDelivery: {
    name: 'ACME',
    street: '1200 Harbor Blvd',
    city: 'Los Angeles',
    country: 'US',
    phone: '+1 310 555 0100',
  },
});

const inputs = (query: string, token: string | null = company) =>
  call(t.app, 'GET', `/v2/oe_order/price_inputs?${query}`, token === null ? {} : { token });

describe('price inputs', () => {
  it('needs a login', async () => {
    expect((await inputs(`line=${encodeURIComponent(line.id)}`, null)).status).toBe(401);
  });

  it('price a full draft in the browser exactly as the server prices it', async () => {
    const answer = await inputs(`line=${encodeURIComponent(line.id)}&city=330100`);
    expect(answer.status).toBe(200);
    const tariffs = BookingTariffsSchema.parse(answer.data);
    const draft = full();
    const server = await call(t.app, 'POST', '/v2/oe_order/price', { token: company, body: { line: line.id, draft } });
    expect(server.status).toBe(200);
    const expected = OrderPriceSchema.parse(server.data);
    const local = priceBooking(tariffs, OrderDraftSchema.parse(draft));
    expect(local.ok).toBe(true);
    if (!local.ok) return;
    expect(local.fees).toEqual(expected.fees);
    expect(local.totals).toEqual(expected.totals);
    expect(local.totalUsd).toEqual(expected.totalUsd);
    expect(new Set(local.fees.map((fee) => fee.service))).toEqual(
      new Set([null, 'customs', 'insurance', 'pickup', 'warehouse', 'destinationDelivery']),
    );
  });

  it('without a city, a pickup is not priced yet (the form asks again with the city)', async () => {
    const tariffs = BookingTariffsSchema.parse((await inputs(`line=${encodeURIComponent(line.id)}`)).data);
    expect(tariffs.pickup).toBeNull();
    expect(priceBooking(tariffs, OrderDraftSchema.parse(full()))).toMatchObject({ ok: false, key: 'CITY_UNKNOWN' });
  });

  it('refuses an unknown line as the preview does, and an order that is not the caller’s like a missing one', async () => {
    const unknown = await inputs('line=nope:2099-01-01');
    expect(unknown.status).toBe(404);
    const stranger = await inputs(`line=${encodeURIComponent(line.id)}&order=00000000-0000-4000-8000-000000000000`);
    expect(stranger.status).toBe(404);
  });
});
