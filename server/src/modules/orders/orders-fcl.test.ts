import { randomUUID } from 'node:crypto';
import { OrderPriceSchema, OrderSchema } from '@seabook/domain/booking-price';
import { addDays, CONTAINER_CODES } from '@seabook/domain/booking-rules';
import type { FclLine } from '@seabook/domain/rates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANES } from '../../demo/demo-rates.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { type Customer, newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { today } from '../rates/rates.service.ts';
import { storedFile } from './order-info.fixtures.ts';
import { orderContainers, orders } from './orders.tables.ts';

let t: TestContext;
let shipper: Customer;
let stranger: Customer;
/** An FCL sailing on the showcase lane a week ahead or more. */
let line: FclLine;
/** One with a container type it has no price for. */
let partial: { line: FclLine; missing: string };

const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await startTestApp();
  shipper = await newCustomer(t, true);
  stranger = await newCustomer(t, true);
  const found = await call(t.app, 'POST', '/v2/fcl/price', { body: { ...DEMO_LANES.showcase, pageSize: 100 } });
  const lines = (found.data.items as FclLine[]).filter((l) => l.sailingDate >= addDays(today(), 8));
  const priced = (l: FclLine, type: string) => l.containers.some((c) => c.type === type);
  const full = lines.find((l) => priced(l, '20GP') && priced(l, '40HQ'));
  if (!full) throw new Error('no FCL showcase line a week ahead');
  line = full;
  for (const l of lines) {
    const missing = CONTAINER_CODES.find((type) => !priced(l, type));
    if (missing && priced(l, '40HQ')) partial ??= { line: l, missing };
  }
  if (!partial) throw new Error('no FCL line without some container type');
});
afterAll(async () => {
  await t?.close();
});

const cargo = {
  type: 'general',
  weightKg: 18_000,
  volumeCbm: 150,
  pieces: 900,
  packingType: 'cartons',
  nameEn: 'LED DESK LAMPS',
  marks: 'N/M',
};
const containers = [
  { type: '40HQ', quantity: 2 },
  { type: '20GP', quantity: 1 },
];

function draft(on: FclLine, patch: Record<string, unknown> = {}) {
  return {
    mode: 'fcl',
    source: { from: 'quote', lineId: on.id },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo,
    containers,
    ...patch,
  };
}

const price = (body: unknown, token = shipper.token) =>
  call(t.app, 'POST', '/v2/oe_order/price', { token, body, headers: en });
const submit = (body: unknown, key = randomUUID(), token = shipper.token) =>
  call(t.app, 'POST', '/v2/oe_order/createorder', { token, body, headers: { ...en, 'idempotency-key': key } });

async function priced(on: FclLine, d: unknown) {
  const answer = await price({ line: on.id, draft: d });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return OrderPriceSchema.parse(answer.data);
}

const pickup = () => ({
  contact: 'Wang Wei',
  phone: '13812345678',
  cityCode: '330100',
  address: 'No. 18 Wenyi Road',
  date: addDays(today(), 2),
  slot: 'morning',
});
const insurance = {
  insuredAmount: { amount: 110_000_000, currency: 'CNY' },
  riskType: 'allRisks',
  insuredPerson: 'NINGBO LIGHTING',
};

describe('FCL price', () => {
  it('prices each container row at the line’s price of its type, with the port’s FCL charges', async () => {
    const p = await priced(line, draft(line));
    const priceOf = (type: string) => {
      const offered = line.containers.find((c) => c.type === type);
      if (!offered) throw new Error(`no ${type} price`);
      return offered.price;
    };
    const [hq, gp] = [priceOf('40HQ'), priceOf('20GP')];
    const ocean = p.fees.filter((f) => f.stage === 'ocean');
    expect(ocean.map((f) => [f.code, f.basis, f.unit.en, f.quantity, f.unitPrice, f.amount])).toEqual([
      ['sea_price', 'container', '40HQ', '2', hq, { amount: 2 * hq.amount, currency: hq.currency }],
      ['sea_price', 'container', '20GP', '1', gp, gp],
    ]);
    // THC, seal and VGM per container (3 boxes), DOC per B/L.
    const origin = p.fees.filter((f) => f.stage === 'origin');
    expect(origin.map((f) => f.code)).toEqual(line.originCharges.map((c) => c.code));
    for (const charge of line.originCharges) {
      const fee = origin.find((f) => f.code === charge.code);
      const boxes = charge.basis === 'container' ? 3 : 1;
      expect(fee).toMatchObject({ quantity: String(boxes), unitPrice: charge.unitPrice, service: null });
      expect(fee?.amount).toEqual({ ...charge.unitPrice, amount: charge.unitPrice.amount * boxes });
    }
    expect(p.fees.map((f) => f.stage)).toEqual([...origin.map(() => 'origin'), ...ocean.map(() => 'ocean')]);
    const usd = p.fees.filter((f) => f.amount.currency === 'USD').reduce((sum, f) => sum + f.amount.amount, 0);
    expect(p.totals).toContainEqual({ amount: usd, currency: 'USD' });
  });

  it('refuses a container type the line has no price for, on its row', async () => {
    const { line: on, missing } = partial;
    const answer = await price({
      line: on.id,
      draft: draft(on, {
        containers: [
          { type: '40HQ', quantity: 1 },
          { type: missing, quantity: 1 },
        ],
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.json.error.code).toBe(42239);
    expect(Object.keys(answer.json.error.fields ?? {})).toEqual(['draft.containers.1.type']);
  });

  it('refuses an LCL draft on an FCL line, and a draft naming another line', async () => {
    const lcl = await price({ line: line.id, draft: { ...draft(line), mode: 'lcl', containers: undefined } });
    expect(lcl.status).toBe(422);
    expect(lcl.json.error.fields).toHaveProperty(['draft.mode']);
    const elsewhere = { from: 'quote', lineId: `${line.id.split(':')[0]}:2099-01-01` };
    const other = await price({ line: line.id, draft: draft(line, { source: elsewhere }) });
    expect(other.status).toBe(422);
    expect(other.json.error.fields).toHaveProperty(['draft.source']);
  });

  it('keeps pickups to the sailing’s cut-off', async () => {
    const late = await price({
      line: line.id,
      draft: draft(line, { shipmentTerm: 'DOOR-CFS', pickup: { ...pickup(), date: addDays(line.cutoffDate, 1) } }),
    });
    expect(late.status).toBe(422);
    expect(late.json.error.fields).toHaveProperty(['draft.pickup.date']);
  });
});

describe('FCL createorder', () => {
  it('stores customs with a bond, door trucking and insurance exactly as previewed', async () => {
    const bondFile = await storedFile(t, shipper);
    const d = draft(line, {
      tradeTerm: 'CIF',
      shipmentTerm: 'DOOR-CFS',
      cargo: { ...cargo, value: { amount: 100_000_000, currency: 'CNY' } },
      customs: { type: 'formal', documentCount: 2 },
      bond: { type: 'processingManual', number: 'C2301234567', fileId: bondFile, documentCount: 3 },
      pickup: pickup(),
      insurance,
      trucking: { company: 'Ningbo Trucking', driverName: 'Li Qiang', phone: '13912345678', plate: '浙B·12345' },
      containerDetails: [{ type: '40HQ', containerNo: 'CSQU3054383', sealNo: 'SH123456' }],
    });
    const p = await priced(line, d);
    const services = p.fees.filter((f) => f.service !== null);
    // Shanghai: CNY 200 a declaration, CNY 1,600 a container trucked; 0.30 % above the free cover.
    expect(services.map((f) => [f.code, f.service, f.basis, f.quantity, f.amount])).toEqual([
      ['declare_price', 'customs', 'declaration', '2', { amount: 40_000, currency: 'CNY' }],
      ['declare_price', 'customs', 'declaration', '3', { amount: 60_000, currency: 'CNY' }],
      ['trailer_price', 'pickup', 'container', '3', { amount: 480_000, currency: 'CNY' }],
      ['insurance_price', 'insurance', 'insured', '1', { amount: 264_000, currency: 'CNY' }],
    ]);
    expect(services[1]?.remark?.en).toMatch(/bonded goods/);

    const answer = await submit({ line: line.id, draft: d, priceToken: p.priceToken });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const got = await call(t.app, 'GET', `/v2/oe_order/getorder?id=${answer.data.orderId}`, { token: shipper.token });
    const order = OrderSchema.parse(got.data);
    expect(order.fees).toEqual(p.fees);
    expect(order.totals).toEqual(p.totals);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, answer.data.orderId));
    expect(row).toMatchObject({
      mode: 'fcl',
      lineId: line.id,
      serviceId: line.id.split(':')[0],
      inquiryId: null,
      carrier: line.carrier.code,
      sailingDate: line.sailingDate,
      pol: 'CNSHA',
      pod: 'USLAX',
    });
    expect(row?.draft).toMatchObject({
      containers,
      trucking: { company: 'Ningbo Trucking', plate: '浙B12345' },
      containerDetails: [{ containerNo: 'CSQU3054383', sealNo: 'SH123456' }],
    });
    // A container number known at booking is the order's trackable container from the start.
    const boxes = await t.database.db
      .select()
      .from(orderContainers)
      .where(eq(orderContainers.orderId, answer.data.orderId));
    expect(boxes).toEqual([
      { orderId: answer.data.orderId, containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'SH123456' },
    ]);
  });

  it('refuses a bond file or packing photo that is not the caller’s, or of the wrong kind, and stores nothing', async () => {
    const before = await t.database.db.select().from(orders);
    const theirs = await storedFile(t, stranger);
    const bond = { type: 'bondedZone', number: 'Z123', fileId: theirs };
    const foreign = await submit({ line: line.id, draft: draft(line, { bond }), priceToken: 'x' });
    expect(foreign.status).toBe(404);
    expect(Object.keys(foreign.json.error.fields ?? {})).toEqual(['draft.bond.fileId']);
    const missing = await submit({
      line: line.id,
      draft: draft(line, { bond: { ...bond, fileId: randomUUID() } }),
      priceToken: 'x',
    });
    expect(missing.status).toBe(404);
    const notAPhoto = await storedFile(t, shipper);
    const photo = await submit({
      line: line.id,
      draft: draft(line, { containerDetails: [{ packingPhotoFileId: notAPhoto }] }),
      priceToken: 'x',
    });
    expect(photo.status).toBe(422);
    expect(photo.json.error.code).toBe(42245);
    expect(Object.keys(photo.json.error.fields ?? {})).toEqual(['draft.containerDetails.0.packingPhotoFileId']);
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('refuses a sailing whose cut-off has passed (410) and an unknown FCL line (404)', async () => {
    const [rateId] = line.id.split(':');
    const onLine = (id: string) =>
      submit({ line: id, draft: draft(line, { source: { from: 'quote', lineId: id } }), priceToken: 'x' });
    let lastSailing = line.sailingDate;
    while (lastSailing >= today()) lastSailing = addDays(lastSailing, -7);
    const expired = await onLine(`${rateId}:${lastSailing}`);
    expect(expired.status).toBe(410);
    expect(expired.json.error.code).toBe(41060);
    const missing = await onLine(`${rateId}:${addDays(line.sailingDate, 1)}`);
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe(40412);
  });
});
