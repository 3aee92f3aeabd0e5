import { type Money, totalInUsd } from '@seabook/domain/money';
import { type Charge, chargeableWm, priceQuote, WM } from '@seabook/domain/pricing';
import {
  type ChargeView,
  FclSearchResultSchema,
  MAX_SAILING_AHEAD_DAYS,
  PickupPriceSchema,
  PriceListSchema,
  QuoteDetailSchema,
  type QuoteLine,
  QuoteSearchResultSchema,
  ScheduleSchema,
  SEARCH_WINDOW_DAYS,
} from '@seabook/domain/rates';
import { and, eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { DEMO_LANES } from '../../demo/demo-rates.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call, loginAs } from '../../test/http.ts';
import { searchQuotesCall } from '../../test/quote-search.ts';
import { addDays, isoToDay, isoWeekday, mondayOf, today } from './clock.ts';
import { loadIndex } from './load-index.ts';
import { importRateSheet, setOceanRate } from './manage-rates.ts';
import type { NewLclService } from './new-rates.ts';
import { pickupTariffs } from './rates.tables.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await loginAs(t.app, '13900000002', 'Demo@2026');
});
afterAll(async () => {
  await t?.close();
});

const en = { 'accept-language': 'en' };
const tw = { appclient: 'pc-tw' };
const SHOWCASE = DEMO_LANES.showcase;

async function search(body: Record<string, unknown>, headers?: Record<string, string>) {
  return searchQuotesCall(t.app, body, headers ? { headers } : {});
}
async function allLines(body: Record<string, unknown>): Promise<QuoteLine[]> {
  const answer = await search({ ...body, pageSize: 100 });
  expect(answer.status).toBe(200);
  return answer.data.items;
}

function asCharge(view: ChargeView): Charge {
  return {
    code: view.code,
    stage: view.stage,
    currency: view.unitPrice.currency,
    unitPrice: view.unitPrice.amount,
    basis: view.basis,
    minAmount: view.minAmount.amount,
  };
}

/** A test-only lane from a Chinese port that has no demo services, so changes here touch no other test. */
async function publishTestLane(pod: string, services: Partial<NewLclService>[]): Promise<string[]> {
  const day = today();
  const { serviceIds } = await importRateSheet(t.database.db, {
    services: services.map((s) => ({
      kind: 'export',
      pol: 'CNFOC',
      pod,
      carrier: 'COSU',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      cutoffDays: 0,
      cargoCutDays: 0,
      transitDays: 10,
      validFrom: addDays(day, -1),
      validTo: addDays(day, 60),
      currency: 'USD',
      oceanRate: 1000,
      ...s,
    })),
  });
  return serviceIds;
}

describe('the LCL search', () => {
  it('lists every sailing of the lane in the window with the whole quote line', async () => {
    const answer = await search({ pol: 'cnsha', pod: SHOWCASE.pod, pageSize: 100 });
    expect(answer.status).toBe(200);
    const data = QuoteSearchResultSchema.parse(answer.data);
    expect(data.from).toBe(today());
    expect(data.to).toBe(addDays(today(), SEARCH_WINDOW_DAYS - 1));
    expect(data.notice).toBeNull();
    expect(new Set(data.items.map((l) => l.carrier.code))).toEqual(new Set(['COSU', 'MAEU', 'ONEY', 'HDMU']));
    expect(data.total).toBe(data.items.length);
    expect(data.total).toBeGreaterThanOrEqual(16);
    for (const line of data.items) {
      expect(line).toMatchObject({ kind: 'export', pol: { code: 'CNSHA' }, pod: { code: 'USLAX' }, priced: true });
      expect(line.pol.name.en).toBe('Shanghai');
      expect(line.id).toBe(`${line.serviceId}:${line.sailingDate}`);
      expect(line.sailingDate >= data.from && line.sailingDate <= data.to).toBe(true);
      expect(line.sailingDate >= line.validFrom && line.sailingDate <= line.validTo).toBe(true);
      expect(line.weekdays).toContain(isoWeekday(isoToDay(line.sailingDate)));
      expect(line.cutoffDate >= today()).toBe(true);
      expect(line.cutoffDate <= line.cargoCutDate && line.cargoCutDate < line.sailingDate).toBe(true);
      expect(line.eta).toBe(addDays(line.sailingDate, line.transitDays));
      expect(line.direct).toBe(line.via === null);
      expect(line.via?.code ?? null).toBe(
        line.carrier.code === 'ONEY' || line.carrier.code === 'HDMU' ? 'KRPUS' : null,
      );
      expect(line.minWm).toBe('1');
      expect(line.favourite).toBe(false);
      expect(line.originAmount?.currency).toBe('CNY');
      expect(line.destination.charges.map((c) => c.code)).toContain('discharge_price');
    }
    const cosco = data.items.find((l) => l.carrier.code === 'COSU');
    // 45.00 ocean + 5.00 CISF per W/M; for the minimum 1 W/M the ocean stage adds the 30.00 AMS per B/L.
    expect(cosco?.oceanPerWm).toEqual({ amount: 5000, currency: 'USD' });
    expect(cosco?.oceanAmount).toEqual({ amount: 8000, currency: 'USD' });
  });

  it('totals each line in US dollars to the cent, from the domain pricing', async () => {
    const answer = await search({ pol: 'CNSHA', pod: SHOWCASE.pod });
    const { items, rates } = answer.data as { items: QuoteLine[]; rates: Parameters<typeof totalInUsd>[1] };
    for (const line of items) {
      const destination = priceQuote(line.destination.charges.map(asCharge), { weightKg: 0, volumeCbm: 1, pieces: 1 });
      const destinationAmounts: Money[] = destination.lines.map((l) => ({ amount: l.amount, currency: l.currency }));
      expect(line.destination.totalUsd).toEqual(totalInUsd(destinationAmounts, rates));
      expect(Number.isInteger(line.destination.totalUsd?.amount)).toBe(true);
      const parts = [line.oceanAmount, line.originAmount].filter((m): m is Money => m !== null);
      expect(line.totalUsd).toEqual(totalInUsd([...parts, ...destinationAmounts], rates));
    }
    expect(rates.map((r) => r.currency).sort()).toEqual(['AUD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY']);
  });

  it('prices the searched cargo by W/M: 0.48 m³ / 120 kg bills the minimum, 1.14 m³ / 2,500 kg bills 2.5', async () => {
    const light = await allLines({
      pol: 'CNSHA',
      pod: SHOWCASE.pod,
      carriers: ['COSU'],
      cargo: { weightKg: 120, volumeCbm: 0.48, pieces: 4 },
    });
    expect(light[0]?.oceanAmount).toEqual({ amount: 8000, currency: 'USD' });
    const heavyCargo = { weightKg: 2500, volumeCbm: 1.14, pieces: 1 };
    expect(chargeableWm(heavyCargo).billedMicro).toBe(2.5 * WM);
    const heavy = await allLines({ pol: 'CNSHA', pod: SHOWCASE.pod, carriers: ['COSU'], cargo: heavyCargo });
    // 45.00 × 2.5 + 5.00 × 2.5 + 30.00 = 155.00
    expect(heavy[0]?.oceanAmount).toEqual({ amount: 15_500, currency: 'USD' });
    const destination = priceQuote(heavy[0]?.destination.charges.map(asCharge) ?? [], heavyCargo);
    expect(heavy[0]?.destination.totalUsd?.amount).toBe(
      totalInUsd(
        destination.lines.map((l) => ({ amount: l.amount, currency: l.currency })),
        [],
      )?.amount,
    );
  });

  it.each([
    ['price', 'asc'],
    ['price', 'desc'],
    ['transit', 'asc'],
    ['transit', 'desc'],
    ['sailing', 'asc'],
    ['sailing', 'desc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const lines = await allLines({ pol: 'CNSHA', pod: SHOWCASE.pod, sort, order });
    const key = (l: QuoteLine) =>
      sort === 'price' ? (l.totalUsd?.amount ?? 0) : sort === 'transit' ? l.transitDays : isoToDay(l.sailingDate);
    const keys = lines.map(key);
    const sorted = [...keys].sort((a, b) => (order === 'asc' ? a - b : b - a));
    expect(keys).toEqual(sorted);
    expect(new Set(keys).size).toBeGreaterThan(1);
  });

  it('filters by carrier, routing and week, with facets counted before the filters', async () => {
    const base = await search({ pol: 'CNSHA', pod: SHOWCASE.pod, pageSize: 100 });
    const { facets, total } = base.data;
    expect(facets.carriers.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(total);
    expect(facets.direct + facets.transship).toBe(total);
    expect(facets.weeks.reduce((n: number, w: { count: number }) => n + w.count, 0)).toBe(total);
    for (const w of facets.weeks) expect(isoWeekday(isoToDay(w.week))).toBe(1);

    const onlyHmm = await search({ pol: 'CNSHA', pod: SHOWCASE.pod, carriers: ['hdmu'], pageSize: 100 });
    expect(onlyHmm.data.facets).toEqual(facets);
    expect(onlyHmm.data.items.every((l: QuoteLine) => l.carrier.code === 'HDMU')).toBe(true);
    expect(onlyHmm.data.total).toBe(
      facets.carriers.find((c: { carrier: { code: string } }) => c.carrier.code === 'HDMU').count,
    );

    const direct = await search({ pol: 'CNSHA', pod: SHOWCASE.pod, routing: 'direct', pageSize: 100 });
    expect(direct.data.total).toBe(facets.direct);
    expect(direct.data.items.every((l: QuoteLine) => l.direct)).toBe(true);
    const transship = await search({ pol: 'CNSHA', pod: SHOWCASE.pod, routing: 'transship', pageSize: 100 });
    expect(transship.data.total).toBe(facets.transship);
    expect(transship.data.items.every((l: QuoteLine) => l.via?.code === 'KRPUS')).toBe(true);

    const week = facets.weeks[1];
    const inWeek = await search({ pol: 'CNSHA', pod: SHOWCASE.pod, week: week.week, pageSize: 100 });
    expect(inWeek.data.total).toBe(week.count);
    for (const l of inWeek.data.items as QuoteLine[])
      expect(mondayOf(isoToDay(l.sailingDate))).toBe(isoToDay(week.week));
  });

  it('pages through the same order without overlap, in every sort and direction', async () => {
    const cargo = { weightKg: 1800, volumeCbm: 2.2, pieces: 5 };
    for (const sort of ['sailing', 'price', 'transit'])
      for (const order of ['asc', 'desc']) {
        const body = { pol: 'CNSHA', pod: SHOWCASE.pod, cargo, sort, order };
        const all = await allLines(body);
        const pages: QuoteLine[] = [];
        for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
          const answer = await search({ ...body, page, pageSize: 3 });
          expect(answer.data.total).toBe(all.length);
          pages.push(...answer.data.items);
        }
        expect(pages.map((l) => l.id)).toEqual(all.map((l) => l.id));
      }
    const all = await allLines({ pol: 'CNSHA', pod: SHOWCASE.pod });
    const beyond = await search({ pol: 'CNSHA', pod: SHOWCASE.pod, page: 50, pageSize: 3 });
    expect(beyond.data).toMatchObject({ items: [], total: all.length });
  });

  it('starts the window at the chosen sailing date', async () => {
    const from = addDays(today(), 30);
    const answer = await search({ pol: 'CNSHA', pod: SHOWCASE.pod, sailingDate: from, pageSize: 100 });
    expect(answer.data.from).toBe(from);
    expect(answer.data.items.length).toBeGreaterThan(0);
    for (const l of answer.data.items as QuoteLine[]) expect(l.sailingDate >= from).toBe(true);
  });

  it('searches import services into a main port', async () => {
    const lines = await allLines({ kind: 'import', ...DEMO_LANES.importLane });
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatchObject({ kind: 'import', pol: { code: 'USLAX' }, pod: { code: 'CNSHA' } });
    expect(lines[0]?.destination.charges.every((c) => c.unitPrice.currency === 'CNY')).toBe(true);
    const wrongWay = await search({ kind: 'export', ...DEMO_LANES.importLane });
    expect(wrongWay.data.notice).toBe('NO_ROUTE');
  });

  it('lists exactly the sailings on its weekdays, within its validity, whose documents cut-off has not passed', async () => {
    const day = today();
    const services = [
      { weekdays: [2, 5], cutoffDays: 3, validFrom: addDays(day, -10), validTo: addDays(day, 20) },
      { weekdays: [1, 7], cutoffDays: 0, validFrom: addDays(day, 4), validTo: addDays(day, 40) },
      { weekdays: [1, 2, 3, 4, 5, 6, 7], cutoffDays: 6, validFrom: day, validTo: addDays(day, 9) },
    ];
    const ids = await publishTestLane('THBKK', services);
    for (const sailingDate of [undefined, addDays(day, 5)]) {
      const lines = await allLines({
        pol: 'CNFOC',
        pod: 'THBKK',
        sort: 'sailing',
        ...(sailingDate ? { sailingDate } : {}),
      });
      const from = sailingDate ?? day;
      const expected = services.flatMap((service, i) =>
        Array.from({ length: SEARCH_WINDOW_DAYS }, (_, k) => addDays(from, k))
          .filter(
            (d) =>
              d >= service.validFrom &&
              d <= service.validTo &&
              service.weekdays.includes(isoWeekday(isoToDay(d))) &&
              addDays(d, -service.cutoffDays) >= day,
          )
          .map((d) => `${ids[i]}:${d}`),
      );
      expect(lines.map((l) => l.id).sort()).toEqual(expected.sort());
      for (const line of lines) {
        const service = services[ids.indexOf(line.serviceId)];
        expect(line.cutoffDate).toBe(addDays(line.sailingDate, -(service?.cutoffDays ?? Number.NaN)));
      }
    }
  });

  it('answers in plain minified JSON, the names in UTF-8, for visitors and logged-in callers', async () => {
    for (const auth of [{}, { token }])
      for (const body of [
        { pol: 'CNSHA', pod: SHOWCASE.pod, cargo: { weightKg: 700, volumeCbm: 3.1, pieces: 2 } },
        { pol: 'CNFOC', pod: 'JPTYO', sort: 'price' },
        { pol: 'CNSHA', pod: DEMO_LANES.noRoute.pod },
      ]) {
        const answer = await call(t.app, 'POST', '/v2/oe_sea/price', { ...auth, body });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        // Re-serializing changes nothing: one value per key, no stray commas, the same order.
        expect(JSON.stringify(JSON.parse(answer.text))).toBe(answer.text);
        const data = answer.data;
        expect(Object.keys(data)).toEqual([
          'items',
          'total',
          'facets',
          'notice',
          'from',
          'to',
          'rates',
          'ports',
          'carriers',
          'chargeSets',
        ]);
        if (body.pol === 'CNSHA' && data.total > 0) {
          expect(data.ports.CNSHA.name['zh-CN']).toBe('上海');
          expect(Object.keys(data.carriers).sort()).toEqual(['COSU', 'HDMU', 'MAEU', 'ONEY']);
          expect(data.chargeSets.length).toBeGreaterThan(0);
        }
      }
  });

  it('answers a lane without services with no lines and the no-route notice', async () => {
    const answer = await search(DEMO_LANES.noRoute);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ items: [], total: 0, notice: 'NO_ROUTE' });
  });

  it('shows unpriced services with the no-freight notice', async () => {
    const lines = await allLines(DEMO_LANES.noFreight);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines)
      expect(l).toMatchObject({ priced: false, oceanPerWm: null, oceanAmount: null, totalUsd: null });
    const answer = await search(DEMO_LANES.noFreight);
    expect(answer.data.notice).toBe('NO_FREIGHT');
  });

  it('sorts unpriced services last in both directions', async () => {
    const [priced, unpriced] = await publishTestLane('BRSSZ', [
      { oceanRate: 2000 },
      { oceanRate: null, carrier: 'MSCU' },
    ]);
    for (const order of ['asc', 'desc']) {
      const lines = await allLines({ pol: 'CNFOC', pod: 'BRSSZ', sort: 'price', order });
      const firstUnpriced = lines.findIndex((l) => !l.priced);
      expect(firstUnpriced).toBeGreaterThan(0);
      expect(lines.slice(firstUnpriced).every((l) => l.serviceId === unpriced)).toBe(true);
      expect(lines.slice(0, firstUnpriced).every((l) => l.serviceId === priced)).toBe(true);
    }
    expect((await search({ pol: 'CNFOC', pod: 'BRSSZ' })).data.notice).toBeNull();
  });
});

describe('search errors', () => {
  it('names the missing port, in the caller language', async () => {
    const none = await search({}, en);
    expect(none.status).toBe(422);
    expect(none.json.error).toMatchObject({ code: 42221, msg: 'Please choose the port of loading.' });
    expect(Object.keys(none.json.error.fields ?? {})).toEqual(['pol', 'pod']);
    const noPod = await search({ pol: 'CNSHA', pod: '' }, tw);
    expect(noPod.status).toBe(422);
    expect(noPod.json.error).toMatchObject({ code: 42222, msg: '請選擇目的港' });
  });

  it('refuses unknown and malformed port codes', async () => {
    const unknown = await search({ pol: 'CNSHA', pod: 'ZZZZZ' }, en);
    expect(unknown.status).toBe(422);
    expect(unknown.json.error).toMatchObject({
      code: 42223,
      msg: 'Unknown port code. Please choose a port from the list.',
      fields: { pod: 'Unknown port code. Please choose a port from the list.' },
    });
    const malformed = await search({ pol: 'shanghai!', pod: 'USLAX' }, tw);
    expect(malformed.status).toBe(422);
    expect(malformed.json.error).toMatchObject({ code: 42223, msg: '港口代碼無效，請從清單中選擇' });
  });

  it('refuses the same port at both ends', async () => {
    const same = await search({ pol: 'CNSHA', pod: 'cnsha' }, en);
    expect(same.status).toBe(422);
    expect(same.json.error).toMatchObject({ code: 42224, msg: 'The port of loading and the destination must differ.' });
  });

  it.each([
    ['yesterday', addDays(today(), -1)],
    ['too far ahead', addDays(today(), MAX_SAILING_AHEAD_DAYS + 1)],
    ['not a date', '2026-02-30'],
  ])('refuses a sailing date %s', async (_label, sailingDate) => {
    const answer = await search({ pol: 'CNSHA', pod: 'USLAX', sailingDate }, en);
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatchObject({
      code: 42225,
      msg: 'The sailing date is not valid. Please choose another.',
    });
    const zhTw = await search({ pol: 'CNSHA', pod: 'USLAX', sailingDate }, tw);
    expect(zhTw.json.error.msg).toBe('船期已失效，請重新選擇');
  });

  it('accepts the last sailing date allowed', async () => {
    const answer = await search({ pol: 'CNSHA', pod: 'USLAX', sailingDate: addDays(today(), MAX_SAILING_AHEAD_DAYS) });
    expect(answer.status).toBe(200);
  });

  it.each([
    [{ weightKg: -1, volumeCbm: 1, pieces: 1 }, 42226, 'cargo.weightKg'],
    [{ weightKg: 100, volumeCbm: 0, pieces: 1 }, 42227, 'cargo.volumeCbm'],
    [{ weightKg: 100, volumeCbm: 201, pieces: 1 }, 42227, 'cargo.volumeCbm'],
    [{ weightKg: 100, volumeCbm: 1, pieces: 1.5 }, 42228, 'cargo.pieces'],
    [{ weightKg: 'heavy', volumeCbm: 1, pieces: 1 }, 42226, 'cargo.weightKg'],
  ])('refuses bad cargo %j', async (cargo, code, field) => {
    const answer = await search({ pol: 'CNSHA', pod: 'USLAX', cargo }, en);
    expect(answer.status).toBe(422);
    expect(answer.json.error.code).toBe(code);
    expect(Object.keys(answer.json.error.fields ?? {})).toEqual([field]);
  });

  it('refuses pages over 100 lines', async () => {
    const answer = await search({ pol: 'CNSHA', pod: 'USLAX', pageSize: 101 }, en);
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatchObject({
      code: 42200,
      msg: 'Some of the information is not valid. Please check it.',
    });
  });
});

describe('schedules and detailed quotes', () => {
  async function firstLine(): Promise<QuoteLine> {
    const [line] = await allLines({ pol: 'CNSHA', pod: SHOWCASE.pod, carriers: ['COSU'] });
    if (!line) throw new Error('no COSCO sailing');
    return line;
  }

  it('shows a sailing and the next sailings of the service, publicly', async () => {
    const line = await firstLine();
    const second = addDays(line.sailingDate, 7);
    const answer = await call(t.app, 'GET', `/v2/oe_sea/schedule?id=${line.serviceId}:${second}`);
    expect(answer.status).toBe(200);
    const schedule = ScheduleSchema.parse(answer.data);
    expect(schedule.line.id).toBe(`${line.serviceId}:${second}`);
    expect(schedule.sailings).toHaveLength(8);
    expect(schedule.sailings[0]?.sailingDate).toBe(line.sailingDate);
    expect(schedule.sailings[1]?.sailingDate).toBe(second);
    const next = await call(t.app, 'GET', `/v2/oe_sea/schedule?id=${line.serviceId}`);
    expect(next.data.line.id).toBe(line.id);
    expect(next.data.line.oceanAmount).toEqual(line.oceanAmount);
  });

  it.each([
    ['an unknown service', () => '987654321'],
    ['a past sailing', (l: QuoteLine) => `${l.serviceId}:${addDays(l.sailingDate, -7 * 3)}`],
    ['a day the service does not sail', (l: QuoteLine) => `${l.serviceId}:${addDays(l.sailingDate, 1)}`],
    ['a sailing after the validity', (l: QuoteLine) => `${l.serviceId}:${addDays(l.validTo, 7)}`],
    ['a malformed id', (l: QuoteLine) => `${l.serviceId}:soon`],
  ])('answers 404 for %s', async (_label, idOf) => {
    const id = idOf(await firstLine());
    const schedule = await call(t.app, 'GET', `/v2/oe_sea/schedule?id=${encodeURIComponent(id)}`, { headers: en });
    expect(schedule.status).toBe(404);
    expect(schedule.json.error).toMatchObject({
      code: 40412,
      msg: 'This sailing is no longer offered. Please search again.',
    });
    const quote = await call(t.app, 'POST', '/v2/oe_sea/quote', {
      token,
      body: { id, cargo: { weightKg: 100, volumeCbm: 1, pieces: 1 } },
    });
    expect(quote.status).toBe(404);
    expect(quote.json.error.code).toBe(40412);
  });

  it('needs a login for the detailed quote', async () => {
    const line = await firstLine();
    const answer = await call(t.app, 'POST', '/v2/oe_sea/quote', {
      body: { id: line.id, cargo: { weightKg: 100, volumeCbm: 1, pieces: 1 } },
      headers: en,
    });
    expect(answer.status).toBe(401);
    expect(answer.json.error).toMatchObject({ code: 40100, msg: 'Please log in first.' });
  });

  it('lists every fee line, and the lines add up to the totals', async () => {
    const line = await firstLine();
    const cargo = { weightKg: 2500, volumeCbm: 1.14, pieces: 1 };
    const answer = await call(t.app, 'POST', '/v2/oe_sea/quote', { token, body: { id: line.id, cargo } });
    expect(answer.status).toBe(200);
    const detail = QuoteDetailSchema.parse(answer.data);
    expect(detail.wm).toEqual({
      volume: '1.14',
      weight: '2.5',
      chargeable: '2.5',
      billed: '2.5',
      decidedBy: 'weight',
      kgPerCbm: 1000,
    });
    const sums = new Map<string, number>();
    for (const fee of detail.fees)
      sums.set(fee.amount.currency, (sums.get(fee.amount.currency) ?? 0) + fee.amount.amount);
    expect(Object.fromEntries(detail.totals.map((m) => [m.currency, m.amount]))).toEqual(Object.fromEntries(sums));
    expect(detail.totalUsd).toEqual(totalInUsd(detail.totals, detail.rates));
    const sea = detail.fees.find((f) => f.code === 'sea_price');
    expect(sea).toMatchObject({
      quantity: '2.5',
      unitPrice: { amount: 4500, currency: 'USD' },
      amount: { amount: 11_250 },
    });
    expect(sea?.name.en).toBe('Ocean freight');
    expect(detail.fees.find((f) => f.code === 'manifest_price')).toMatchObject({ quantity: '1', unit: { en: 'B/L' } });
    const stageRank = detail.fees.map((f) => ['origin', 'ocean', 'destination'].indexOf(f.stage));
    expect(stageRank).toEqual([...stageRank].sort((a, b) => a - b));
    expect(detail.line.oceanAmount).toEqual({ amount: 15_500, currency: 'USD' });

    const small = await call(t.app, 'POST', '/v2/oe_sea/quote', {
      token,
      body: { id: line.id, cargo: { weightKg: 120, volumeCbm: 0.48, pieces: 4 } },
    });
    expect(small.data.wm).toMatchObject({ chargeable: '0.48', billed: '1', decidedBy: 'minimum' });
    expect(small.data.fees.find((f: { code: string }) => f.code === 'cfs_price').minimumApplied).toBe(true);
  });

  it('prices every search line as its detailed quote does: any cargo, mixed currencies, past safe integers', async () => {
    // Origin lines in CNY and USD (a mixed stage shows in US dollars), a EUR service, the destination's
    // yen, an ocean rate whose USD products leave the safe integers (priced on BigInt), and no price.
    const origin = (currency: 'CNY' | 'USD', unitPrice: number) =>
      ({ code: 'jc_price', stage: 'origin', currency, unitPrice, basis: 'wm', minAmount: unitPrice * 2 }) as const;
    await publishTestLane('JPTYO', [
      {
        oceanRate: 4200,
        charges: [
          origin('CNY', 3500),
          { code: 'file_price', stage: 'origin', currency: 'USD', unitPrice: 2500, basis: 'bl' },
          { code: 'cisf_price', stage: 'ocean', currency: 'USD', unitPrice: 550, basis: 'wm' },
        ],
      },
      { carrier: 'MAEU', currency: 'EUR', oceanRate: 3900, charges: [origin('CNY', 4100)] },
      { carrier: 'ONEY', oceanRate: 4_000_000_000_000, charges: [origin('USD', 1)] },
      { carrier: 'HDMU', oceanRate: null },
    ]);
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const cargos = Array.from({ length: 12 }, () => {
      const volumeCbm = Math.max(0.01, Math.round(0.2 * 60 ** random() * 100) / 100);
      return { weightKg: Math.round(volumeCbm * (80 + random() * 900) * 10) / 10, volumeCbm, pieces: 1 };
    });
    const lanes = [
      { pol: 'CNFOC', pod: 'JPTYO' },
      { pol: 'CNSHA', pod: SHOWCASE.pod },
    ];
    let compared = 0;
    for (const lane of lanes)
      for (const cargo of cargos) {
        const lines = await allLines({ ...lane, cargo, sort: 'price' });
        const priced = lines.filter((l) => l.priced);
        // Sorted by the same USD totals the lines show, unpriced last.
        expect(priced.map((l) => l.totalUsd?.amount)).toEqual(
          priced.map((l) => l.totalUsd?.amount).sort((a, b) => (a ?? 0) - (b ?? 0)),
        );
        expect(lines.slice(priced.length).every((l) => !l.priced)).toBe(true);
        const seen = new Set<string>();
        for (const line of priced) {
          if (seen.has(line.serviceId)) continue;
          seen.add(line.serviceId);
          const answer = await call(t.app, 'POST', '/v2/oe_sea/quote', { token, body: { id: line.id, cargo } });
          expect(answer.status).toBe(200);
          const detail = QuoteDetailSchema.parse(answer.data);
          const figures = (l: QuoteLine) => [
            l.oceanPerWm,
            l.oceanAmount,
            l.originAmount,
            l.destination.totalUsd,
            l.totalUsd,
          ];
          expect(figures(line)).toEqual(figures(detail.line));
          expect(line.totalUsd).toEqual(detail.totalUsd);
          compared++;
        }
      }
    expect(compared).toBe(cargos.length * 7);
    const huge = (await allLines({ pol: 'CNFOC', pod: 'JPTYO', carriers: ['ONEY'] }))[0];
    // 40,000,000,000.00 USD a W/M for the minimum 1 W/M, plus the origin line's minimum of 0.02 USD.
    expect(huge?.totalUsd?.amount).toBeGreaterThan(4_000_000_000_000);
    expect(huge?.originAmount).toEqual({ amount: 2, currency: 'USD' });
  });

  it('refuses a detailed quote for a service without a price', async () => {
    const [line] = await allLines(DEMO_LANES.noFreight);
    const answer = await call(t.app, 'POST', '/v2/oe_sea/quote', {
      token,
      body: { id: line?.id, cargo: { weightKg: 100, volumeCbm: 1, pieces: 1 } },
      headers: en,
    });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toMatchObject({ code: 40411, msg: 'No freight found. Please contact sales.' });
  });
});

describe('door pickup', () => {
  const cargo = { weightKg: 800, volumeCbm: 3.2, pieces: 10 };
  async function tariff(zone: number) {
    const [row] = await t.database.db
      .select()
      .from(pickupTariffs)
      .where(and(eq(pickupTariffs.pol, 'CNSHA'), eq(pickupTariffs.zone, zone)));
    if (!row) throw new Error('no tariff');
    return row;
  }

  it.each([
    ['310000', 1],
    ['320100', 2],
    ['650100', 3],
  ])('prices city %s to Shanghai in zone %i', async (city, zone) => {
    const answer = await call(t.app, 'POST', '/v2/oe_smth/price', { body: { city, pol: 'CNSHA', cargo } });
    expect(answer.status).toBe(200);
    const price = PickupPriceSchema.parse(answer.data);
    const row = await tariff(zone);
    expect(price).toMatchObject({ zone, leadDays: row.leadDays, pol: { code: 'CNSHA' }, city: { code: city } });
    const expected = Math.max(row.basePrice + Math.round(row.perWm * 3.2), row.minAmount);
    expect(price.total).toEqual({ amount: expected, currency: 'CNY' });
    expect(price.fees.every((f) => f.code === 'smth_price')).toBe(true);
    expect(price.fees.reduce((n, f) => n + f.amount.amount, 0)).toBe(expected);
  });

  it('charges the minimum for a small parcel', async () => {
    const answer = await call(t.app, 'POST', '/v2/oe_smth/price', {
      body: { city: '650100', pol: 'CNSHA', cargo: { weightKg: 10, volumeCbm: 0.05, pieces: 1 } },
    });
    expect(answer.data.total.amount).toBe((await tariff(3)).minAmount);
    expect(answer.data.fees[1].minimumApplied).toBe(true);
  });

  it('refuses a city it does not serve and a port that is not a main port', async () => {
    const city = await call(t.app, 'POST', '/v2/oe_smth/price', {
      body: { city: '999999', pol: 'CNSHA', cargo },
      headers: en,
    });
    expect(city.status).toBe(404);
    expect(city.json.error).toMatchObject({ code: 40413, msg: 'Door pickup is not offered in this city yet.' });
    const noCity = await call(t.app, 'POST', '/v2/oe_smth/price', { body: { pol: 'CNSHA', cargo }, headers: tw });
    expect(noCity.status).toBe(422);
    expect(noCity.json.error).toMatchObject({ code: 42230, msg: '請選擇提貨城市' });
    for (const pol of ['CNFOC', 'USLAX']) {
      const port = await call(t.app, 'POST', '/v2/oe_smth/price', { body: { city: '310000', pol, cargo } });
      expect(port.status).toBe(422);
      expect(port.json.error.code).toBe(42223);
    }
  });
});

describe('FCL, price list and port lists', () => {
  it('lists FCL sailings with a price per container type', async () => {
    const answer = await call(t.app, 'POST', '/v2/fcl/price', { body: { pol: 'CNSHA', pod: 'USLAX', pageSize: 100 } });
    expect(answer.status).toBe(200);
    const data = FclSearchResultSchema.parse(answer.data);
    expect(data.notice).toBeNull();
    expect(data.items.length).toBeGreaterThan(0);
    const cheapest = data.items.map((l) => Math.min(...l.containers.map((c) => c.price.amount)));
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    for (const line of data.items) {
      expect(line.containers.slice(0, 3).map((c) => c.type)).toEqual(['20GP', '40GP', '40HQ']);
      expect(line.originCharges.map((c) => c.code)).toContain('thc_price');
      expect(line.eta).toBe(addDays(line.sailingDate, line.transitDays));
    }
    const none = await call(t.app, 'POST', '/v2/fcl/price', { body: DEMO_LANES.noRoute });
    expect(none.data).toMatchObject({ items: [], total: 0, notice: 'NO_ROUTE' });
    const bad = await call(t.app, 'POST', '/v2/fcl/price', { body: { pol: 'CNSHA' }, headers: en });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe(42222);
  });

  it('lists the main ports with their cheapest popular lanes', async () => {
    const answer = await call(t.app, 'GET', '/v2/oe_start_port/pricelist');
    expect(answer.status).toBe(200);
    const list = PriceListSchema.parse(answer.data);
    expect(list.map((p) => p.port.code)).toEqual([
      'CNSHA',
      'CNNGB',
      'CNSZX',
      'CNTAO',
      'CNTXG',
      'CNXMN',
      'CNGZG',
      'CNDLC',
    ]);
    for (const port of list) {
      expect(port.destinations).toBeGreaterThanOrEqual(300);
      expect(port.services).toBeGreaterThanOrEqual(port.destinations);
      expect(port.cheapest.length).toBeGreaterThan(0);
      expect(port.cheapest.length).toBeLessThanOrEqual(8);
    }
    const la = list[0]?.cheapest.find((c) => c.pod.code === 'USLAX');
    // ONE via Busan and COSCO direct both cost 50.00 per W/M with surcharges: the faster one wins.
    expect(la).toMatchObject({
      oceanPerWm: { amount: 5000, currency: 'USD' },
      carrier: { code: 'COSU' },
      transitDays: 14,
    });
    const imports = PriceListSchema.parse((await call(t.app, 'GET', '/v2/oe_start_port/pricelist?kind=import')).data);
    expect(imports.reduce((n, p) => n + p.services, 0)).toBe(54);
  });

  it('lists the destinations served from a port, with keyword search', async () => {
    const all = await call(t.app, 'GET', '/v2/base/destination_port?kind=export&pol=CNSHA&pageSize=100');
    expect(all.status).toBe(200);
    expect(all.data.total).toBeGreaterThanOrEqual(300);
    expect(all.data.items).toHaveLength(100);
    expect(Object.keys(all.data.items[0]).sort()).toEqual(['code', 'country', 'main', 'name', 'pinyin']);
    const reykjavik = await call(t.app, 'GET', '/v2/base/destination_port?pol=CNSHA&keyword=ISREY');
    expect(reykjavik.data).toEqual({ items: [], total: 0 });
    const everywhere = await call(t.app, 'GET', '/v2/base/destination_port?keyword=ISREY');
    expect(everywhere.data.items.map((p: { code: string }) => p.code)).toEqual(['ISREY']);
    for (const keyword of ['los angeles', '洛杉矶', 'USLAX']) {
      const found = await call(
        t.app,
        'GET',
        `/v2/base/destination_port?pol=CNSHA&keyword=${encodeURIComponent(keyword)}`,
      );
      expect(found.data.items[0].code).toBe('USLAX');
    }
    const origins = await call(t.app, 'GET', '/v2/base/destination_port?kind=import');
    expect(origins.data.total).toBe(18);
    expect(origins.data.items.every((p: { country: string }) => p.country !== 'CN')).toBe(true);
    const bad = await call(t.app, 'GET', '/v2/base/destination_port?pol=ZZZZZ');
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe(42223);
  });

  it('documents the calls in the OpenAPI description', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v2/openapi.json' });
    const paths = answer.json().paths;
    for (const path of [
      '/v2/oe_sea/price',
      '/v2/oe_sea/quote',
      '/v2/oe_sea/schedule',
      '/v2/fcl/price',
      '/v2/oe_smth/price',
    ])
      expect(Object.values(paths[path] ?? {}).map((op) => (op as { tags: string[] }).tags)).toEqual([['rates']]);
  });
});

describe('rate changes', () => {
  it('loads the same index whatever the batch size', async () => {
    const whole = await loadIndex(t.database.db);
    const batched = await loadIndex(t.database.db, 500);
    expect(whole.services.size).toBeGreaterThan(6000);
    expect(batched.services.size).toBe(whole.services.size);
    expect(batched.lanes.size).toBe(whole.lanes.size);
    let lines = 0;
    for (const [id, entry] of whole.services) {
      const other = batched.services.get(id);
      expect(other?.serviceLines).toEqual(entry.serviceLines);
      expect(other?.oceanRate).toBe(entry.oceanRate);
      lines += entry.serviceLines.length;
    }
    expect(lines).toBeGreaterThan(whole.services.size);
  });

  it('shows a change made through this instance in the next search', async () => {
    const [serviceId] = await publishTestLane('AUSYD', [{ oceanRate: 2100 }]);
    const before = await allLines({ pol: 'CNFOC', pod: 'AUSYD' });
    expect(before[0]?.oceanPerWm).toEqual({ amount: 2100, currency: 'USD' });
    await setOceanRate(t.database.db, { serviceId: serviceId ?? '', oceanRate: 2350 });
    const after = await allLines({ pol: 'CNFOC', pod: 'AUSYD' });
    expect(after.every((l) => l.oceanPerWm?.amount === 2350)).toBe(true);
  });

  it('picks up a change made by another instance within seconds, from the version stamp', async () => {
    const [serviceId] = await publishTestLane('NZAKL', [{ oceanRate: 3000 }]);
    expect((await allLines({ pol: 'CNFOC', pod: 'NZAKL' }))[0]?.oceanPerWm?.amount).toBe(3000);
    // A second handle on the same database is another instance: its index and version check are its own.
    const client = (t.database.db as unknown as { $client: never }).$client;
    const other = (t.database.kind === 'pglite' ? drizzlePglite(client) : drizzlePg(client)) as unknown as Db;
    await setOceanRate(other, { serviceId: serviceId ?? '', oceanRate: 3300 });
    let seen = 0;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      seen = (await allLines({ pol: 'CNFOC', pod: 'NZAKL' }))[0]?.oceanPerWm?.amount ?? 0;
      if (seen === 3300) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(3300);
  });
});
