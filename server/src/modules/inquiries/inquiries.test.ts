import { randomUUID } from 'node:crypto';
import { addDays, chinaDate } from '@seabook/domain/china-time';
import { ERRORS, type ErrorKey } from '@seabook/domain/errors';
import { CreatedInquirySchema, InquiryListSchema, InquirySchema } from '@seabook/domain/inquiries';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { loginAs } from '../../test/http.ts';
import { today } from '../rates/rates.service.ts';
import {
  type Customer,
  fclDraft,
  fillMonth,
  inquiryCalls,
  lclCargo,
  lclDraft,
  newCustomer,
  staffLogin,
} from './inquiries.fixtures.ts';
import { inquiries } from './inquiries.tables.ts';

let t: TestContext;
let api: ReturnType<typeof inquiryCalls>;
let company: string;
let clerk: string;
let stranger: Customer;

beforeAll(async () => {
  t = await startTestApp();
  api = inquiryCalls(t);
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
  clerk = await loginAs(t.app, DEMO.sub.login, DEMO.sub.password);
  stranger = await newCustomer(t, true);
});
afterAll(async () => {
  await t?.close();
});

const stored = async (tenantId?: string) => {
  const db = t.database.db;
  const query = db.select({ n: count() }).from(inquiries);
  const [row] = await (tenantId ? query.where(eq(inquiries.tenantId, tenantId)) : query);
  return row?.n ?? 0;
};

describe('creating an inquiry sheet', () => {
  it('needs a login, and is for customers', async () => {
    expect((await api.post('oe_order/createdetailed', lclDraft())).status).toBe(401);
    expect((await api.get('oe_order/detailed_list')).status).toBe(401);
    const staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
    const answer = await api.create(lclDraft(), staff);
    expect(answer.status).toBe(403);
    expect(answer.json.error.code).toBe(40300);
  });

  it('stores an LCL sheet as waiting, numbered XP + China date + a daily sequence', async () => {
    const before = (await api.get('oe_order/getdetailed', company)).data;
    const answer = await api.create(
      lclDraft({ sailingDate: today(), pickupCityCode: '330200', services: ['pickup'], remark: ' fragile ' }),
      company,
    );
    expect(answer.status).toBe(200);
    const created = CreatedInquirySchema.parse(answer.data);
    const day = chinaDate(Date.now()).slice(2).replaceAll('-', '');
    expect(created.inquiryNo).toMatch(new RegExp(`^XP${day}\\d{4}$`));
    expect(created.allowance).toEqual({ ...before, used: before.used + 1, remaining: before.remaining - 1 });
    expect(before).toMatchObject({ limit: 20, verified: true });

    const sheet = InquirySchema.parse((await api.info(created.id, company)).data);
    expect(sheet).toMatchObject({
      id: created.id,
      inquiryNo: created.inquiryNo,
      mode: 'lcl',
      status: 'waiting',
      acceptance: 'pending',
      pol: { code: 'CNSHA', name: { en: 'Shanghai' } },
      pod: { code: 'USLAX' },
      sailingDate: today(),
      tradeTerm: 'FOB',
      shipmentTerm: 'CFS-CFS',
      services: ['pickup'],
      cargo: { ...lclCargo, hazardous: false, dangerousGoods: null },
      containers: [],
      pickupCityCode: '330200',
      remark: 'fragile',
      rejectReason: null,
      quote: null,
      quoteValidTo: null,
      quoteTotalUsd: null,
      orderId: null,
      actions: ['cancel'],
    });

    // The next sheet of the day takes the next number.
    const next = await api.create(lclDraft(), company);
    expect(Number(next.data.inquiryNo.slice(-4))).toBe(Number(created.inquiryNo.slice(-4)) + 1);
  });

  it('creates one sheet per Idempotency-Key: a retry answers the first answer', async () => {
    const missing = await api.post('oe_order/createdetailed', lclDraft(), company);
    expect(missing.status).toBe(422);
    expect(missing.json.error.code).toBe(ERRORS.IDEMPOTENCY_KEY_REQUIRED.code);
    expect(Object.keys(missing.json.error.fields ?? {})).toEqual(['Idempotency-Key']);

    const before = await stored();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.create(lclDraft(), company, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await stored()).toBe(before + 1);

    const reused = await api.create(lclDraft({ remark: 'another' }), company, key);
    expect(reused.status).toBe(409);
    expect(reused.json.error.code).toBe(ERRORS.IDEMPOTENCY_KEY_REUSED.code);
    expect(await stored()).toBe(before + 1);
  });

  it('stores an FCL sheet with its containers', async () => {
    const id = await api.created(fclDraft(), company);
    const sheet = (await api.info(id, company)).data;
    expect(sheet).toMatchObject({
      mode: 'fcl',
      pod: { code: 'DEHAM' },
      containers: [
        { type: '40HQ', quantity: 2 },
        { type: '20GP', quantity: 1 },
      ],
      cargo: { weightKg: 20_000, volumeCbm: 60 },
    });
  });

  it('refuses bad input with 422 and the fields, and stores nothing', async () => {
    const before = await stored();
    const cases: [unknown, ErrorKey | null, string][] = [
      [lclDraft({ pol: '', cargo: { ...lclCargo, weightKg: -1 } }), null, 'cargo.weightKg'],
      [lclDraft({ pod: 'CNSHA' }), 'SAME_PORT', 'pod'],
      [lclDraft({ tradeTerm: 'CIF' }), 'SERVICE_REQUIRED_BY_TERMS', 'services'],
      [fclDraft({ containers: [] }), 'CONTAINERS_REQUIRED', 'containers'],
      [lclDraft({ pod: 'ZZZZZ' }), 'PORT_UNKNOWN', 'pod'],
      [lclDraft({ pickupCityCode: '999999' }), 'CITY_REQUIRED', 'pickupCityCode'],
      [lclDraft({ sailingDate: '2020-01-01' }), 'SAILING_DATE_INVALID', 'sailingDate'],
      [{}, 'VALIDATION', 'mode'],
    ];
    for (const [body, key, field] of cases) {
      const answer = await api.create(body, company);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      if (key) expect(answer.json.error.code).toBe(ERRORS[key].code);
      expect(Object.keys(answer.json.error.fields ?? {}), JSON.stringify(answer.json)).toContain(field);
    }
    const first = await api.create(cases[0]?.[0], company);
    expect(first.json.error.fields).toMatchObject({ pol: 'Please choose the port of loading.' });
    expect(await stored()).toBe(before);
  });

  it('ignores fields it does not take (status, price, tenant)', async () => {
    const id = await api.created(
      lclDraft({
        status: 'quoted',
        acceptance: 'accepted',
        price: 1,
        tenantId: stranger.actor.tenantId,
        inquiryNo: 'XP0000000001',
      }),
      company,
    );
    const sheet = (await api.info(id, company)).data;
    expect(sheet).toMatchObject({ status: 'waiting', acceptance: 'pending', quote: null });
    expect(sheet.inquiryNo).not.toBe('XP0000000001');
    expect((await api.info(id, stranger.token)).status).toBe(404);
  });
});

describe('the monthly allowance', () => {
  it('gives an account that is not verified 3 sheets, cancelled ones included, then asks to verify', async () => {
    const newcomer = await newCustomer(t, false);
    expect((await api.get('oe_order/getdetailed', newcomer.token)).data).toEqual({
      limit: 3,
      used: 0,
      remaining: 3,
      verified: false,
    });
    const first = await api.created(lclDraft(), newcomer.token);
    await api.created(lclDraft(), newcomer.token);
    await api.created(fclDraft(), newcomer.token);
    expect((await api.cancel(first, newcomer.token)).status).toBe(200);
    const refused = await api.create(lclDraft(), newcomer.token);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({
      code: 40360,
      msg: 'Your inquiry count is used up. Verify your real name to continue.',
    });
    expect(await stored(newcomer.actor.tenantId)).toBe(3);
    expect((await api.get('oe_order/detailed_list', newcomer.token)).data.allowance).toEqual({
      limit: 3,
      used: 3,
      remaining: 0,
      verified: false,
    });
  });

  it('gives a verified account 20 a month; of creates racing for the last slot exactly one wins', async () => {
    const busy = await newCustomer(t, true);
    await fillMonth(t, busy.actor, 19);
    expect((await api.get('oe_order/getdetailed', busy.token)).data).toMatchObject({ used: 19, remaining: 1 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => api.create(lclDraft(), busy.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429]);
    expect(answers.find((a) => a.status === 200)?.data.allowance).toMatchObject({ used: 20, remaining: 0 });
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json.error).toMatchObject({ code: 42960 });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(busy.actor.tenantId)).toBe(20);
  });

  it('counts per account: a sub-account has its own allowance and sees the company’s sheets', async () => {
    const before = (await api.get('oe_order/getdetailed', company)).data;
    const id = await api.created(lclDraft(), clerk);
    expect((await api.get('oe_order/getdetailed', company)).data).toEqual(before);
    expect((await api.info(id, company)).data.id).toBe(id);
    // A sub-account's role has no delete on inquiries.
    await api.cancel(id, clerk);
    expect((await api.remove(id, clerk)).status).toBe(403);
  });
});

describe('the list', () => {
  it('pages the tenant’s sheets newest first, filters by status and mode, never lists deleted ones', async () => {
    const owner = await newCustomer(t, true);
    const a = await api.created(lclDraft(), owner.token);
    const b = await api.created(fclDraft(), owner.token);
    const c = await api.created(lclDraft(), owner.token);
    const d = await api.created(lclDraft(), owner.token);
    await api.cancel(c, owner.token);
    await api.cancel(d, owner.token);
    expect((await api.remove(d, owner.token)).status).toBe(200);

    const page1 = InquiryListSchema.parse((await api.get('oe_order/detailed_list?pageSize=2', owner.token)).data);
    expect(page1.items.map((i) => i.id)).toEqual([c, b]);
    expect(page1.total).toBe(3);
    expect(page1.allowance).toMatchObject({ used: 4, limit: 20 });
    const page2 = (await api.get('oe_order/detailed_list?pageSize=2&page=2', owner.token)).data;
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([a]);
    const fcl = (await api.get('oe_order/detailed_list?mode=fcl', owner.token)).data;
    expect(fcl.items.map((i: { id: string }) => i.id)).toEqual([b]);
    const cancelled = (await api.get('oe_order/detailed_list?status=cancelled&mode=', owner.token)).data;
    expect(cancelled.items.map((i: { id: string; actions: string[] }) => [i.id, i.actions])).toEqual([[c, ['delete']]]);
    expect((await api.get('oe_order/detailed_list?status=deleted', owner.token)).data.total).toBe(0);
    expect((await api.get('oe_order/detailed_list?status=nonsense', owner.token)).status).toBe(422);
    expect((await api.get('oe_order/detailed_list?pageSize=0', owner.token)).status).toBe(422);
    // Another tenant's list does not show them.
    const theirs = (await api.get('oe_order/detailed_list?pageSize=100', stranger.token)).data;
    expect(theirs.items.map((i: { id: string }) => i.id)).not.toContain(a);
  });
});

describe('the demo data', () => {
  it('gives the demo company a waiting sheet and two quoted ones, LCL and FCL, priced', async () => {
    const list = (await api.get('oe_order/detailed_list?pageSize=100', company)).data;
    const demo = list.items.filter((i: { inquiryNo: string }) => i.inquiryNo.startsWith('XP'));
    const lcl = demo.find((i: { pol: { code: string } }) => i.pol.code === 'CNNGB');
    const fcl = demo.find((i: { mode: string; status: string }) => i.mode === 'fcl' && i.status === 'quoted');
    expect(demo.some((i: { status: string }) => i.status === 'waiting')).toBe(true);
    expect(lcl).toMatchObject({ status: 'quoted', quoteValidTo: addDays(today(), 30), actions: ['accept', 'cancel'] });
    expect(lcl.quoteTotalUsd.amount).toBeGreaterThan(0);
    const sheet = (await api.info(fcl.id, company)).data;
    expect(sheet.quote.fees.map((f: { quantity: string }) => f.quantity)).toEqual(['1', '1', '2', '1']);
    expect(sheet.quote.carrier.code).toBe('MAEU');
  });
});

describe('the customer’s actions', () => {
  it('answers 404 for another tenant’s, a malformed or a missing sheet on every call, and changes nothing', async () => {
    const id = await api.created(lclDraft(), company);
    for (const answer of [
      await api.info(id, stranger.token),
      await api.cancel(id, stranger.token),
      await api.remove(id, stranger.token),
      await api.accept(id, stranger.token),
      await api.info('not-a-uuid', company),
      await api.cancel('00000000-0000-4000-8000-000000000000', company),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe(40400);
    }
    expect((await api.info(id, company)).data.status).toBe('waiting');
  });

  it('cancels a waiting sheet, then deletes it; a deleted sheet answers 404 everywhere', async () => {
    const id = await api.created(lclDraft(), company);
    const refused = await api.remove(id, company);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe(40960);
    expect((await api.accept(id, company)).status).toBe(409);

    const cancelled = await api.cancel(id, company);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ id, status: 'cancelled', actions: ['delete'] });
    expect((await api.cancel(id, company)).status).toBe(409);

    const deleted = await api.remove(id, company);
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ id });
    for (const answer of [await api.info(id, company), await api.remove(id, company), await api.cancel(id, company)])
      expect(answer.status).toBe(404);
    const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.status).toBe('deleted');
  });

  it('lets one of two racing cancels win; the other hears 409', async () => {
    const id = await api.created(lclDraft(), company);
    const answers = await Promise.all([api.cancel(id, company), api.cancel(id, company)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
