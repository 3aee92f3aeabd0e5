import { ERRORS, type ErrorKey } from '@seabook/domain/errors';
import {
  CurrencyRateListSchema,
  FclRateListSchema,
  FclRateRowSchema,
  LclRateListSchema,
  LclRateRowSchema,
} from '@seabook/domain/ops-rates';
import { FclSearchResultSchema, type QuoteLine } from '@seabook/domain/rates';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { type Answer, call, loginAs } from '../../test/http.ts';
import { searchQuotesCall } from '../../test/quote-search.ts';
import { newStaff, type StaffRole, staffOfEveryRole } from '../../test/staff-fixtures.ts';
import { opsAudit } from '../../test/tables.ts';
import { addDays, today } from './clock.ts';
import { fclRate, lclRate } from './ops-rates.fixtures.ts';
import { currencyRates, fclRates, lclServices } from './rates.tables.ts';

let t: TestContext;
let tokens: Record<StaffRole, string>;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffOfEveryRole(t);
  admin = tokens.staffAdmin;
  customer = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
});
afterAll(async () => {
  await t?.close();
});

const en = { 'accept-language': 'en' };
const get = (path: string, token?: string) =>
  call(t.app, 'GET', `/v2/${path}`, { headers: en, ...(token ? { token } : {}) });
const post = (path: string, body: unknown, token?: string) =>
  call(t.app, 'POST', `/v2/${path}`, { body, headers: en, ...(token ? { token } : {}) });

function expectOk(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}
function expectRefused(answer: Answer, key: ErrorKey, fields: string[] = []): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(ERRORS[key].status);
  expect(answer.json.error.code).toBe(ERRORS[key].code);
  for (const field of fields) expect(answer.json.error.fields?.[field], field).toEqual(expect.any(String));
}

async function lclLines(pod: string): Promise<QuoteLine[]> {
  const answer = await searchQuotesCall(t.app, { pol: 'CNFOC', pod, pageSize: 100 });
  expectOk(answer);
  return answer.data.items;
}
async function fclLines(pod: string) {
  const answer = await call(t.app, 'POST', '/v2/fcl/price', { body: { pol: 'CNFOC', pod, pageSize: 100 } });
  expectOk(answer);
  return FclSearchResultSchema.parse(answer.data).items;
}
async function auditOf(objectType: string, objectId: string) {
  return t.database.db
    .select()
    .from(opsAudit)
    .where(and(eq(opsAudit.objectType, objectType), eq(opsAudit.objectId, objectId)))
    .orderBy(opsAudit.id);
}
async function counts() {
  const db = t.database.db;
  const [[lcl], [fcl], [audit], rates] = await Promise.all([
    db.select({ n: count() }).from(lclServices),
    db.select({ n: count() }).from(fclRates),
    db.select({ n: count() }).from(opsAudit),
    db.select().from(currencyRates).orderBy(currencyRates.currency),
  ]);
  return { lcl: lcl?.n, fcl: fcl?.n, audit: audit?.n, rates };
}

describe('who may use the rates desk', () => {
  /** Every call of the desk, as thunks: the allowed roles make them one after the other. */
  const calls = (token: string | undefined, ids: { lcl: string; fcl: string }, n: number) => [
    () => get('ops/rate/lcl/list', token),
    () => post('ops/rate/lcl/save', lclRate('JPUKB', { transitDays: 10 + n }), token),
    () => post('ops/rate/lcl/save', { ...lclRate('JPUKB'), id: ids.lcl, transitDays: 20 + n }, token),
    () => post('ops/rate/lcl/expire', { ids: [ids.lcl] }, token),
    () => get('ops/rate/fcl/list', token),
    () => post('ops/rate/fcl/save', fclRate('JPUKB', { transitDays: 10 + n }), token),
    () => post('ops/rate/fcl/save', { ...fclRate('JPUKB'), id: ids.fcl, transitDays: 20 + n }, token),
    () => post('ops/rate/fcl/expire', { ids: [ids.fcl] }, token),
    () => get('ops/rate/currency/list', token),
    () => post('ops/rate/currency/save', { currency: 'HKD', usdPerUnit: `0.128${n}`, asOf: today() }, token),
  ];

  it('lets admin and sales make every call', async () => {
    for (const [n, role] of (['staffAdmin', 'staffSales'] as const).entries()) {
      const lcl = await post('ops/rate/lcl/save', lclRate('JPUKB'), tokens[role]);
      const fcl = await post('ops/rate/fcl/save', fclRate('JPUKB'), tokens[role]);
      // In order: the edits must see the rate before the expire withdraws it.
      for (const made of calls(tokens[role], { lcl: lcl.data.id, fcl: fcl.data.id }, n)) expectOk(await made());
    }
  });

  it('refuses the other desks’ roles and customers (403) and visitors (401), changing nothing', async () => {
    const lcl = (await post('ops/rate/lcl/save', lclRate('JPOSA'), admin)).data.id;
    const fcl = (await post('ops/rate/fcl/save', fclRate('JPOSA'), admin)).data.id;
    const before = await counts();
    for (const token of [tokens.staffService, tokens.staffOperations, tokens.staffFinance, customer])
      for (const answer of await Promise.all(calls(token, { lcl, fcl }, 5).map((made) => made())))
        expectRefused(answer, 'FORBIDDEN');
    for (const answer of await Promise.all(calls(undefined, { lcl, fcl }, 5).map((made) => made())))
      expect(answer.status).toBe(401);
    expect(await counts()).toEqual(before);
    expect(LclRateListSchema.parse((await get('ops/rate/lcl/list?pol=CNFOC&pod=JPOSA', admin)).data).items).toEqual([
      expect.objectContaining({ id: lcl, state: 'active', transitDays: 12 }),
    ]);
  });
});

describe('LCL rates', () => {
  it('creates, edits and withdraws a rate, and the public search follows each step at once', async () => {
    expect(await lclLines('PHMNL')).toEqual([]);
    const created = await post('ops/rate/lcl/save', lclRate('PHMNL', { weekdays: '5,1' }), admin);
    expectOk(created);
    const row = LclRateRowSchema.parse(created.data);
    expect(row).toMatchObject({
      pol: 'CNFOC',
      pod: 'PHMNL',
      via: null,
      weekdays: [1, 5],
      currency: 'USD',
      oceanRate: 2100,
      published: true,
      state: 'active',
      surcharges: [],
    });
    const lines = await lclLines('PHMNL');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.serviceId === row.id && l.oceanPerWm?.amount === 2100)).toBe(true);

    const edited = await post('ops/rate/lcl/save', { ...lclRate('PHMNL'), id: row.id, oceanRate: '23.50' }, admin);
    expectOk(edited);
    expect(edited.data).toMatchObject({ id: row.id, oceanRate: 2350, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    expect((await lclLines('PHMNL')).every((l) => l.oceanPerWm?.amount === 2350)).toBe(true);

    // "Contact sales": a blank price keeps the service in the search without a price.
    expectOk(await post('ops/rate/lcl/save', { ...lclRate('PHMNL'), id: row.id, oceanRate: '' }, admin));
    expect((await lclLines('PHMNL')).every((l) => !l.priced && l.oceanPerWm === null)).toBe(true);

    const expired = await post('ops/rate/lcl/expire', { ids: [row.id] }, admin);
    expect(expired.data).toEqual({ expired: 1 });
    expect(await lclLines('PHMNL')).toEqual([]);
    const listed = LclRateListSchema.parse((await get('ops/rate/lcl/list?pol=CNFOC&pod=PHMNL', admin)).data);
    expect(listed.items).toEqual([expect.objectContaining({ id: row.id, state: 'withdrawn', published: false })]);
    expect((await post('ops/rate/lcl/expire', { ids: [row.id] }, admin)).data).toEqual({ expired: 0 });
    expectRefused(await post('ops/rate/lcl/save', { ...lclRate('PHMNL'), id: row.id }, admin), 'RATE_WITHDRAWN');

    const trail = await auditOf('lcl_rate', row.id);
    expect(trail.map((a) => a.action)).toEqual([
      'lcl_rate.create',
      'lcl_rate.edit',
      'lcl_rate.edit',
      'lcl_rate.expire',
    ]);
    expect(trail[0]).toMatchObject({ objectLabel: 'CNFOC→PHMNL COSU export', before: null });
    expect(trail[0]?.after).toMatchObject({ oceanRate: 2100, weekdays: [1, 5] });
    expect(trail[1]?.before).toMatchObject({ oceanRate: 2100 });
    expect(trail[1]?.after).toMatchObject({ oceanRate: 2350 });
    expect(trail[3]?.before).toMatchObject({ published: true });
    expect(trail[3]?.after).toMatchObject({ published: false });
  });

  it('refuses bad input with the fields named, and changes nothing', async () => {
    const saved = (await post('ops/rate/lcl/save', lclRate('VNSGN'), admin)).data.id as string;
    const before = await counts();
    const cases: [Record<string, unknown>, ErrorKey, string][] = [
      [{ oceanRate: '-5' }, 'RATE_PRICE_INVALID', 'oceanRate'],
      [{ oceanRate: '1.234' }, 'RATE_PRICE_INVALID', 'oceanRate'],
      [{ currency: 'JPY', oceanRate: '10.5' }, 'RATE_PRICE_INVALID', 'oceanRate'],
      [{ validFrom: addDays(today(), 5), validTo: addDays(today(), 4) }, 'RATE_VALIDITY_EMPTY', 'validTo'],
      [{ validTo: '2026-02-30' }, 'RATE_DATE_INVALID', 'validTo'],
      [{ pod: 'XXZZZ' }, 'PORT_UNKNOWN', 'pod'],
      [{ via: 'XXZZZ' }, 'PORT_UNKNOWN', 'via'],
      [{ pod: 'CNFOC' }, 'SAME_PORT', 'pod'],
      [{ carrier: 'ZZZZ' }, 'CARRIER_UNKNOWN', 'carrier'],
      [{ carrier: '' }, 'CARRIER_REQUIRED', 'carrier'],
      [{ weekdays: [] }, 'RATE_WEEKDAYS_REQUIRED', 'weekdays'],
      [{ weekdays: [0, 8] }, 'RATE_WEEKDAYS_REQUIRED', 'weekdays.0'],
      [{ cutoffDays: 31 }, 'RATE_DAYS_INVALID', 'cutoffDays'],
    ];
    for (const [over, key, field] of cases) {
      expectRefused(await post('ops/rate/lcl/save', lclRate('VNSGN', over), admin), key, [field]);
      expectRefused(await post('ops/rate/lcl/save', { ...lclRate('VNSGN', over), id: saved }, admin), key, [field]);
    }
    expect(await counts()).toEqual(before);
    expect((await get('ops/rate/lcl/list?pol=CNFOC&pod=VNSGN', admin)).data.items[0]).toMatchObject({
      oceanRate: 2100,
    });
    expectRefused(await post('ops/rate/lcl/save', { ...lclRate('VNSGN'), id: '999999999' }, admin), 'NOT_FOUND');
    expectRefused(await post('ops/rate/lcl/expire', { ids: [saved, '999999999'] }, admin), 'NOT_FOUND');
    expectRefused(await post('ops/rate/lcl/expire', { ids: [] }, admin), 'VALIDATION');
    expect(await counts()).toEqual(before);
    expect((await lclLines('VNSGN')).length).toBeGreaterThan(0);
  });

  it('keeps a service’s currency while its ocean surcharges are in it', async () => {
    const [demo] = LclRateListSchema.parse(
      (await get('ops/rate/lcl/list?pol=CNSHA&pod=USLAX&carrier=COSU', admin)).data,
    ).items;
    expect(demo?.surcharges.some((s) => s.stage === 'ocean' && s.unitPrice.currency === 'USD')).toBe(true);
    const { id, state, published, updatedAt, surcharges, oceanRate, ...fields } = demo as NonNullable<typeof demo>;
    void [state, published, updatedAt, surcharges];
    const body = { ...fields, id, oceanRate: String((oceanRate ?? 0) / 100), currency: 'EUR' };
    expectRefused(await post('ops/rate/lcl/save', body, admin), 'RATE_CURRENCY_LOCKED', ['currency']);
    expect(await auditOf('lcl_rate', id)).toEqual([]);
  });

  it('filters by kind, ports, carrier and state, newest first, paged', async () => {
    const upcoming = (
      await post(
        'ops/rate/lcl/save',
        lclRate('THBKK', { validFrom: addDays(today(), 10), validTo: addDays(today(), 40) }),
        admin,
      )
    ).data.id as string;
    const past = (
      await post(
        'ops/rate/lcl/save',
        lclRate('THBKK', { carrier: 'ONEY', validFrom: addDays(today(), -30), validTo: addDays(today(), -1) }),
        admin,
      )
    ).data.id as string;
    const byState = async (state: string) =>
      LclRateListSchema.parse(
        (await get(`ops/rate/lcl/list?pol=CNFOC&pod=THBKK&state=${state}`, admin)).data,
      ).items.map((i) => i.id);
    expect(await byState('upcoming')).toEqual([upcoming]);
    expect(await byState('expired')).toEqual([past]);
    expect(await byState('active')).toEqual([]);
    const all = LclRateListSchema.parse((await get('ops/rate/lcl/list?pol=CNFOC&pod=THBKK&pageSize=1', admin)).data);
    expect(all).toMatchObject({ total: 2, items: [{ id: past }] });
    const second = LclRateListSchema.parse(
      (await get('ops/rate/lcl/list?pol=CNFOC&pod=THBKK&pageSize=1&page=2', admin)).data,
    );
    expect(second.items.map((i) => i.id)).toEqual([upcoming]);
    expect(
      (await get('ops/rate/lcl/list?pol=CNFOC&pod=THBKK&carrier=oney', admin)).data.items.map(
        (i: { id: string }) => i.id,
      ),
    ).toEqual([past]);
    expect((await get('ops/rate/lcl/list?pol=CNFOC&pod=THBKK&kind=import', admin)).data.total).toBe(0);
    const imports = LclRateListSchema.parse((await get('ops/rate/lcl/list?kind=import&pageSize=100', admin)).data);
    expect(imports.total).toBeGreaterThan(0);
    expect(imports.items.every((i) => i.kind === 'import')).toBe(true);
    expectRefused(await get('ops/rate/lcl/list?state=gone', admin), 'VALIDATION', ['state']);
  });
});

describe('FCL rates', () => {
  it('creates, edits and withdraws a rate, and the FCL search follows', async () => {
    expect(await fclLines('MYPKG')).toEqual([]);
    const created = await post('ops/rate/fcl/save', fclRate('MYPKG'), admin);
    expectOk(created);
    const row = FclRateRowSchema.parse(created.data);
    expect(row).toMatchObject({ containerType: '40HQ', price: 185000, state: 'active', currency: 'USD' });
    const lines = await fclLines('MYPKG');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line.containers).toEqual([{ type: '40HQ', price: { amount: 185000, currency: 'USD' } }]);
    const edited = await post('ops/rate/fcl/save', { ...fclRate('MYPKG'), id: row.id, price: '1999.5' }, admin);
    expect(edited.data).toMatchObject({ id: row.id, price: 199950 });
    expect(new Set((await fclLines('MYPKG')).flatMap((l) => l.containers.map((c) => c.price.amount)))).toEqual(
      new Set([199950]),
    );

    expect((await post('ops/rate/fcl/expire', { ids: [row.id, row.id] }, admin)).data).toEqual({ expired: 1 });
    expect(await fclLines('MYPKG')).toEqual([]);
    const listed = FclRateListSchema.parse(
      (await get('ops/rate/fcl/list?pol=CNFOC&pod=MYPKG&state=withdrawn', admin)).data,
    );
    expect(listed.items.map((i) => i.id)).toEqual([row.id]);
    expectRefused(await post('ops/rate/fcl/save', { ...fclRate('MYPKG'), id: row.id }, admin), 'RATE_WITHDRAWN');

    const trail = await auditOf('fcl_rate', row.id);
    expect(trail.map((a) => a.action)).toEqual(['fcl_rate.create', 'fcl_rate.edit', 'fcl_rate.expire']);
    expect(trail[1]).toMatchObject({
      objectLabel: 'CNFOC→MYPKG MAEU 40HQ',
      before: expect.objectContaining({ price: 185000 }),
      after: expect.objectContaining({ price: 199950 }),
    });
  });

  it('refuses bad input with the fields named, and changes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, ErrorKey, string][] = [
      [{ price: '-1' }, 'RATE_PRICE_INVALID', 'price'],
      [{ price: '' }, 'RATE_PRICE_INVALID', 'price'],
      [{ validFrom: addDays(today(), 2), validTo: addDays(today(), 1) }, 'RATE_VALIDITY_EMPTY', 'validTo'],
      [{ pol: 'QQABC' }, 'PORT_UNKNOWN', 'pol'],
      [{ carrier: 'NOPE' }, 'CARRIER_UNKNOWN', 'carrier'],
      [{ containerType: '53HC' }, 'CONTAINER_TYPE_UNKNOWN', 'containerType'],
      [{ transitDays: 121 }, 'RATE_DAYS_INVALID', 'transitDays'],
    ];
    for (const [over, key, field] of cases)
      expectRefused(await post('ops/rate/fcl/save', fclRate('IDJKT', over), admin), key, [field]);
    expect(await counts()).toEqual(before);
    expect(await fclLines('IDJKT')).toEqual([]);
  });
});

describe('exchange rates', () => {
  it('lists the rates and saves one with its date; the search converts with it at once', async () => {
    const list = CurrencyRateListSchema.parse((await get('ops/rate/currency/list', admin)).data);
    const eur = list.items.find((r) => r.currency === 'EUR');
    expect(eur).toBeDefined();
    const saved = await post('ops/rate/currency/save', { currency: 'eur', usdPerUnit: '1.2345', asOf: today() }, admin);
    expect(saved.data).toEqual({ currency: 'EUR', usdPerUnit: '1.2345', asOf: today() });
    const after = CurrencyRateListSchema.parse((await get('ops/rate/currency/list', admin)).data);
    expect(after.items.find((r) => r.currency === 'EUR')).toEqual(saved.data);
    const search = await searchQuotesCall(t.app, { pol: 'CNSHA', pod: 'USLAX' });
    expect(search.data.rates).toContainEqual({ currency: 'EUR', usdPerUnit: '1.2345', asOf: today() });
    const [entry] = (await auditOf('currency', 'EUR')).slice(-1);
    expect(entry).toMatchObject({
      action: 'currency.save',
      before: { usdPerUnit: eur?.usdPerUnit, asOf: eur?.asOf },
      after: { usdPerUnit: '1.2345', asOf: today() },
    });
  });

  it('refuses the base currency, a zero or malformed rate and a bad date', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, ErrorKey, string][] = [
      [{ currency: 'USD' }, 'CURRENCY_RATE_BASE', 'currency'],
      [{ currency: 'XYZ' }, 'VALIDATION', 'currency'],
      [{ usdPerUnit: '0' }, 'CURRENCY_RATE_INVALID', 'usdPerUnit'],
      [{ usdPerUnit: '-0.5' }, 'CURRENCY_RATE_INVALID', 'usdPerUnit'],
      [{ usdPerUnit: '0.123456789' }, 'CURRENCY_RATE_INVALID', 'usdPerUnit'],
      [{ asOf: '2026-13-01' }, 'RATE_DATE_INVALID', 'asOf'],
    ];
    for (const [over, key, field] of cases)
      expectRefused(
        await post('ops/rate/currency/save', { currency: 'GBP', usdPerUnit: '1.27', asOf: today(), ...over }, admin),
        key,
        [field],
      );
    expect(await counts()).toEqual(before);
  });
});

describe('the audit names the operator', () => {
  it('records who saved the rate', async () => {
    const sales = await newStaff(t, 'staffSales');
    const id = (await post('ops/rate/fcl/save', fclRate('KRINC'), sales.token)).data.id as string;
    const [entry] = await auditOf('fcl_rate', id);
    expect(entry).toMatchObject({ staffId: sales.id, staffName: sales.name, action: 'fcl_rate.create' });
  });
});

describe('the OpenAPI description', () => {
  it('documents every call of the rates desk', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/v2/openapi.json' })).json().paths;
    for (const path of [
      'lcl/list',
      'lcl/save',
      'lcl/expire',
      'fcl/list',
      'fcl/save',
      'fcl/expire',
      'currency/list',
      'currency/save',
    ])
      expect(Object.values(paths[`/v2/ops/rate/${path}`] ?? {}).map((op) => (op as { tags: string[] }).tags)).toEqual([
        ['ops'],
      ]);
    expect(paths['/v2/ops/rate/lcl/save'].post.requestBody).toBeDefined();
  });
});
