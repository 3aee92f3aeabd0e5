import { CollectionItemSchema, type QuoteLine } from '@seabook/domain/rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANES } from '../../demo/demo-rates.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, registerUser } from '../../test/http.ts';
import { searchQuotesCall } from '../../test/quote-search.ts';
import { addDays, importRateSheet, isoToDay, isoWeekday, today } from '../rates/rates.service.ts';

let t: TestContext;
let alice: string;
let bob: string;
let lines: QuoteLine[];
beforeAll(async () => {
  t = await startTestApp();
  alice = await registerUser(t.app, uniquePhone());
  bob = await registerUser(t.app, uniquePhone());
  const answer = await searchQuotesCall(t.app, { ...DEMO_LANES.showcase, pageSize: 100 });
  lines = answer.data.items;
});
afterAll(async () => {
  await t?.close();
});

const en = { 'accept-language': 'en' };
const add = (token: string | undefined, id: unknown) =>
  call(t.app, 'POST', '/v2/order_collect/addcollect', { body: { id }, headers: en, ...(token ? { token } : {}) });
const remove = (token: string | undefined, id: unknown) =>
  call(t.app, 'POST', '/v2/order_collect/delcollect', { body: { id }, headers: en, ...(token ? { token } : {}) });
const listOf = (token: string | undefined, query = '') =>
  call(t.app, 'GET', `/v2/order_collect/collect${query}`, { headers: en, ...(token ? { token } : {}) });

function lineOf(carrier: string): QuoteLine {
  const line = lines.find((l) => l.carrier.code === carrier);
  if (!line) throw new Error(`no ${carrier} line`);
  return line;
}

describe('favourites', () => {
  it('needs a login for every call', async () => {
    for (const answer of [
      await add(undefined, lineOf('COSU').id),
      await remove(undefined, '1'),
      await listOf(undefined),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.json.error).toMatchObject({ code: 40100, msg: 'Please log in first.' });
    }
  });

  it('keeps a service once, however often it is added, with its next sailing', async () => {
    const cosco = lineOf('COSU');
    expect((await add(alice, cosco.id)).data).toEqual({ ok: true });
    expect((await add(alice, cosco.serviceId)).status).toBe(200);
    const answer = await listOf(alice);
    expect(answer.status).toBe(200);
    expect(answer.data.total).toBe(1);
    const item = CollectionItemSchema.parse(answer.data.items[0]);
    expect(item.serviceId).toBe(cosco.serviceId);
    expect(item.line).toMatchObject({
      id: cosco.id,
      favourite: true,
      oceanAmount: cosco.oceanAmount,
      totalUsd: cosco.totalUsd,
    });
    expect(Date.parse(item.createdAt)).not.toBeNaN();
  });

  it('flags the caller’s favourites on search lines, and nobody else’s', async () => {
    const search = (token?: string) =>
      searchQuotesCall(t.app, { ...DEMO_LANES.showcase, pageSize: 100 }, token ? { token } : {});
    const mine = await search(alice);
    const coscoId = lineOf('COSU').serviceId;
    for (const line of mine.data.items as QuoteLine[]) expect(line.favourite).toBe(line.serviceId === coscoId);
    for (const token of [bob, undefined]) {
      const others = await search(token);
      expect((others.data.items as QuoteLine[]).some((l) => l.favourite)).toBe(false);
    }
    const schedule = await call(t.app, 'GET', `/v2/oe_sea/schedule?id=${coscoId}`, { token: alice });
    expect(schedule.data.line.favourite).toBe(true);
  });

  it('answers a repeated visitor search from its text, but never a logged-in caller', async () => {
    // The same text twice from visitors: the second is answered from the cache, byte for byte.
    const payload = JSON.stringify({ ...DEMO_LANES.showcase, pageSize: 100 });
    const post = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/oe_sea/price',
        headers: {
          'content-type': 'application/json',
          appid: '1',
          appclient: 'pc',
          ...(token ? { accesstoken: token } : {}),
        },
        payload,
      });
    const first = await post();
    const again = await post();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // The same text from Alice still marks her favourite.
    const hers = await post(alice);
    expect(hers.body).not.toBe(first.body);
    expect(hers.json().result.data.items.some((row: { favourite: boolean }) => row.favourite)).toBe(true);
    // A text seen before does not let a bad one through: another text is checked as always.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v2/oe_sea/price',
      headers: { 'content-type': 'application/json', appid: '1', appclient: 'pc' },
      payload: payload.replace('"pageSize":100', '"pageSize":1000'),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('lists the newest first and pages', async () => {
    await add(alice, lineOf('MAEU').id);
    const answer = await listOf(alice);
    expect(answer.data.items.map((i: { serviceId: string }) => i.serviceId)).toEqual([
      lineOf('MAEU').serviceId,
      lineOf('COSU').serviceId,
    ]);
    const second = await listOf(alice, '?page=2&pageSize=1');
    expect(second.data).toMatchObject({ total: 2, items: [{ serviceId: lineOf('COSU').serviceId }] });
    const tooBig = await listOf(alice, '?pageSize=101');
    expect(tooBig.status).toBe(422);
  });

  it('keeps each account’s favourites to itself', async () => {
    expect((await listOf(bob)).data).toEqual({ items: [], total: 0 });
    const foreign = await remove(bob, lineOf('COSU').id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toMatchObject({ code: 40400, msg: 'Not found.' });
    expect((await listOf(alice)).data.total).toBe(2);
  });

  it('refuses a service that does not exist', async () => {
    for (const id of ['987654321', 'nonsense', `987654321:${today()}`]) {
      const answer = await add(alice, id);
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe(40400);
    }
    const empty = await add(alice, '');
    expect(empty.status).toBe(422);
  });

  it('shows no line for a favourite that no longer sails', async () => {
    // Valid for two more days but sailing only on a weekday that does not come before it ends.
    const day = today();
    const { serviceIds } = await importRateSheet(t.database.db, {
      services: [
        {
          kind: 'export',
          pol: 'CNFOC',
          pod: 'JPTYO',
          carrier: 'COSU',
          weekdays: [isoWeekday(isoToDay(day) + 3)],
          cutoffDays: 0,
          cargoCutDays: 0,
          transitDays: 4,
          validFrom: addDays(day, -30),
          validTo: addDays(day, 2),
          currency: 'USD',
          oceanRate: 900,
        },
      ],
    });
    await add(alice, serviceIds[0]);
    const answer = await listOf(alice);
    expect(answer.data.items[0]).toMatchObject({ serviceId: serviceIds[0], line: null });
  });

  it('removes a favourite, and a second removal is not found', async () => {
    const cosco = lineOf('COSU');
    expect((await remove(alice, cosco.id)).data).toEqual({ ok: true });
    const ids = (await listOf(alice)).data.items.map((i: { serviceId: string }) => i.serviceId);
    expect(ids).not.toContain(cosco.serviceId);
    expect((await remove(alice, cosco.serviceId)).status).toBe(404);
  });
});
