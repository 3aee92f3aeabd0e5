import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { type Answer, call } from '../../test/http.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { addDays, today } from './clock.ts';
import type { RatesIndex } from './index-model.ts';
import { loadIndex, patchIndex } from './load-index.ts';
import { bumpRatesVersion } from './manage-rates.ts';
import { fclRate, indexContents, lclRate } from './ops-rates.fixtures.ts';
import { lclServices, rateCharges } from './rates.tables.ts';
import { getRatesIndex } from './rates-index.ts';

/**
 * A desk write reads again only what it changed (load-index.ts `patchIndex`): the index it leaves is
 * the one a full load gives, and the parts it did not touch are the very same objects as before.
 */

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await newStaff(t, 'staffAdmin')).token;
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown) => call(t.app, 'POST', `/v2/${path}`, { body, token: admin });
function expectOk(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

/** A write through the desk, then the index it left: one version on, equal to a full load. */
async function afterWrite(write: () => Promise<Answer>): Promise<{ before: RatesIndex; after: RatesIndex }> {
  const before = await getRatesIndex(t.database.db);
  expectOk(await write());
  const after = await getRatesIndex(t.database.db);
  expect(after.version).toBe(before.version + 1);
  expect(indexContents(after)).toEqual(indexContents(await loadIndex(t.database.db)));
  return { before, after };
}

describe('the search index after a desk write', () => {
  it('patches the LCL services a save, an edit that moves lanes, or a withdrawal changed', async () => {
    let id = '';
    const created = await afterWrite(async () => {
      const answer = await post('ops/rate/lcl/save', lclRate('PHMNL'));
      id = answer.data?.id;
      return answer;
    });
    // Patched, not reloaded: the port charges and FCL rates are the same objects as before.
    expect(created.after.portLines).toBe(created.before.portLines);
    expect(created.after.fclLanes).toBe(created.before.fclLanes);
    expect(created.after.lanes.get('export|CNFOC|PHMNL')?.map((s) => s.id)).toContain(id);

    const moved = await afterWrite(() =>
      post('ops/rate/lcl/save', { ...lclRate('VNSGN', { oceanRate: '19.50' }), id }),
    );
    expect(moved.after.portLines).toBe(moved.before.portLines);
    expect(moved.after.lanes.get('export|CNFOC|PHMNL')?.some((s) => s.id === id) ?? false).toBe(false);
    expect(moved.after.services.get(id)).toMatchObject({ pod: 'VNSGN', oceanRate: 1950 });

    const withdrawn = await afterWrite(() => post('ops/rate/lcl/expire', { ids: [id] }));
    expect(withdrawn.after.services.has(id)).toBe(false);
    expect(withdrawn.after.portLines).toBe(withdrawn.before.portLines);
  });

  it('patches a demo service with its own surcharge lines, keeping the lane in id order', async () => {
    const [line] = await t.database.db
      .select({ serviceId: rateCharges.serviceId })
      .from(rateCharges)
      .where(eq(rateCharges.scope, 'service'))
      .orderBy(asc(rateCharges.id))
      .limit(1);
    const [row] = await t.database.db
      .select()
      .from(lclServices)
      .where(eq(lclServices.id, Number(line?.serviceId)));
    if (!row) throw new Error('the demo rates have no service with its own lines');
    const id = String(row.id);
    const { after, before } = await afterWrite(() =>
      post('ops/rate/lcl/save', {
        id,
        kind: row.kind,
        pol: row.pol,
        pod: row.pod,
        via: row.via,
        carrier: row.carrier,
        weekdays: row.weekdays,
        cutoffDays: row.cutoffDays,
        cargoCutDays: row.cargoCutDays,
        transitDays: row.transitDays,
        validFrom: row.validFrom,
        validTo: addDays(today(), 90),
        currency: row.currency,
        oceanRate: '33.00',
      }),
    );
    expect(after.services.get(id)?.serviceLines.length).toBeGreaterThan(0);
    expect(after.services.get(id)?.serviceLines).toEqual(before.services.get(id)?.serviceLines);
    const lane = after.lanes.get(`${row.kind}|${row.pol}|${row.pod}`) ?? [];
    expect(lane.map((s) => Number(s.id))).toEqual([...lane.map((s) => Number(s.id))].sort((a, b) => a - b));
  });

  it('reads again only the FCL rates after an FCL save, and only the exchange rates after one is saved', async () => {
    const fcl = await afterWrite(() => post('ops/rate/fcl/save', fclRate('MYPKG')));
    expect(fcl.after.services).toBe(fcl.before.services);
    expect(fcl.after.fclLanes).not.toBe(fcl.before.fclLanes);

    const currency = await afterWrite(() =>
      post('ops/rate/currency/save', { currency: 'EUR', usdPerUnit: '1.1111', asOf: today() }),
    );
    expect(currency.after.services).toBe(currency.before.services);
    expect(currency.after.rates.find((r) => r.currency === 'EUR')?.usdPerUnit).toBe('1.1111');
  });

  it('refuses to patch over more than one write: the whole index is loaded instead', async () => {
    const index = await getRatesIndex(t.database.db);
    await t.database.db.transaction((tx) => bumpRatesVersion(tx));
    await t.database.db.transaction((tx) => bumpRatesVersion(tx));
    expect(await patchIndex(t.database.db, index, { currencies: true })).toBeNull();
  });
});
