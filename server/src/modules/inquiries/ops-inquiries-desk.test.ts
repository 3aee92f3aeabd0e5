import { randomUUID } from 'node:crypto';
import { addDays } from '@seabook/domain/booking-rules';
import { OpsInquiryListSchema } from '@seabook/domain/inquiries';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/tenancy.tables.ts';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { loginAs } from '../../test/http.ts';
import { newStaff, STAFF_ROLES, type StaffRole, staffOfEveryRole } from '../../test/staff-fixtures.ts';
import { opsAudit } from '../../test/tables.ts';
import { today } from '../rates/rates.service.ts';
import { type Customer, fclDraft, inquiryCalls, lclDraft, lclQuote, newCustomer } from './inquiries.fixtures.ts';
import { markInquiryOrdered } from './inquiries.service.ts';
import { inquiries } from './inquiries.tables.ts';

/**
 * The inquiry desk of the back office (issue 6): who may use each call, the queue's filters, the audit
 * row of every quote and rejection, and the refusals of a sheet the customer closed (nothing changes).
 */

let t: TestContext;
let api: ReturnType<typeof inquiryCalls>;
let roles: Record<StaffRole, string>;
let sales: { id: string; token: string; name: string };
let customer: Customer;

beforeAll(async () => {
  t = await startTestApp();
  api = inquiryCalls(t);
  roles = await staffOfEveryRole(t);
  sales = await newStaff(t, 'staffSales');
  customer = await newCustomer(t, true);
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (id: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.objectId, id)).orderBy(asc(opsAudit.id));
const stored = async (id: string) => (await t.database.db.select().from(inquiries).where(eq(inquiries.id, id)))[0];

const ALLOWED: readonly StaffRole[] = ['staffAdmin', 'staffSales', 'staffService'];

describe('the permission matrix of the inquiry desk', () => {
  it.each(STAFF_ROLES)('%s: every call answers as the role allows', async (role) => {
    const token = roles[role];
    const id = await api.created(lclDraft(), customer.token);
    const other = await api.created(lclDraft(), customer.token);
    const answers = [
      await api.get('ops/inquiry/list', token),
      await api.get(`ops/inquiry/getinfo?id=${id}`, token),
      await api.quote(lclQuote(id), token),
      await api.reject({ id: other, reason: 'No space this week' }, token),
    ];
    if (ALLOWED.includes(role)) {
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect((await stored(id))?.status).toBe('quoted');
      expect((await stored(other))?.status).toBe('rejected');
    } else {
      for (const answer of answers) expect(answer.json.error).toMatchObject({ code: 40300 });
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
      expect((await stored(id))?.status).toBe('waiting');
      expect((await stored(other))?.status).toBe('waiting');
      expect(await auditOf(id)).toEqual([]);
    }
  });

  it('refuses customers (403) and visitors (401) on every call', async () => {
    const company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
    const id = await api.created(lclDraft(), customer.token);
    for (const token of [company, customer.token, undefined]) {
      const answers = [
        await api.get('ops/inquiry/list', token),
        await api.get(`ops/inquiry/getinfo?id=${id}`, token),
        await api.quote(lclQuote(id), token as string),
        await api.reject({ id, reason: 'No space' }, token as string),
      ];
      expect(answers.map((a) => a.status)).toEqual(token ? [403, 403, 403, 403] : [401, 401, 401, 401]);
    }
    expect((await stored(id))?.status).toBe('waiting');
  });
});

describe('the queue’s filters', () => {
  it('filters by mode and by a keyword over the number, the company and the account', async () => {
    const owner = await newCustomer(t, true);
    const company = `Keyword Trading ${randomUUID().slice(0, 8)}`;
    await t.database.db.update(tenants).set({ name: company }).where(eq(tenants.id, owner.actor.tenantId));
    const lcl = await api.created(lclDraft(), owner.token);
    const fcl = await api.created(fclDraft(), owner.token);
    const no = (await api.info(lcl, owner.token)).data.inquiryNo as string;
    const list = async (query: string) =>
      OpsInquiryListSchema.parse((await api.get(`ops/inquiry/list?pageSize=100&${query}`, sales.token)).data);

    const byNumber = await list(`keyword=${no.toLowerCase()}`);
    expect(byNumber.items.map((item) => item.id)).toEqual([lcl]);
    expect(byNumber.total).toBe(1);
    expect(byNumber.items[0]).toMatchObject({ cargo: { weightKg: 1200, volumeCbm: 2.5, pieces: 40 }, containers: [] });

    expect(byNumber.items[0]?.company).toBe(company);
    const account = encodeURIComponent(byNumber.items[0]?.accountName ?? '-');
    expect((await list(`keyword=${account}`)).items.map((item) => item.id)).toEqual(expect.arrayContaining([lcl, fcl]));
    const byCompany = await list(`keyword=${encodeURIComponent(company.toUpperCase())}&mode=fcl`);
    expect(byCompany.items.map((item) => item.id)).toEqual([fcl]);
    expect(byCompany.items[0]?.containers).toEqual([
      { type: '40HQ', quantity: 2 },
      { type: '20GP', quantity: 1 },
    ]);
    const lclOnly = await list('mode=lcl');
    expect(lclOnly.items.every((item) => item.mode === 'lcl')).toBe(true);
    expect(lclOnly.items.map((item) => item.id)).toContain(lcl);

    expect((await list('keyword=%25')).total).toBe(0);
    expect((await list(`keyword=${no}&status=quoted`)).total).toBe(0);
    expect((await api.get('ops/inquiry/list?mode=air', sales.token)).status).toBe(422);
  });
});

describe('the audit trail', () => {
  it('records each quote and rejection with who, the sheet and its status and quote before → after', async () => {
    const id = await api.created(lclDraft(), customer.token);
    const no = (await api.info(id, customer.token)).data.inquiryNo;
    expect((await api.quote(lclQuote(id), sales.token)).status).toBe(200);
    expect((await api.quote(lclQuote(id, { validTo: addDays(today(), 5), remark: '' }), sales.token)).status).toBe(200);
    const rows = await auditOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      staffId: sales.id,
      staffName: sales.name,
      action: 'inquiry.quote',
      objectType: 'inquiry',
      objectLabel: no,
      before: { status: 'waiting', acceptance: 'pending', quoteValidTo: null, quoteTotals: null },
      after: {
        status: 'quoted',
        acceptance: 'pending',
        quoteValidTo: addDays(today(), 30),
        quoteTotals: [
          { amount: 42_500, currency: 'CNY' },
          { amount: 10_000, currency: 'USD' },
        ],
        quoteTotalUsd: { amount: 15_886, currency: 'USD' },
      },
      remark: 'Space confirmed',
    });
    expect(rows[1]).toMatchObject({
      before: { status: 'quoted', quoteValidTo: addDays(today(), 30) },
      after: { status: 'quoted', quoteValidTo: addDays(today(), 5) },
      remark: null,
    });

    const waiting = await api.created(lclDraft(), customer.token);
    expect((await api.reject({ id: waiting, reason: 'Lane suspended' }, roles.staffService)).status).toBe(200);
    const [rejected] = await auditOf(waiting);
    expect(rejected).toMatchObject({
      action: 'inquiry.reject',
      before: { status: 'waiting', rejectReason: null },
      after: { status: 'rejected', rejectReason: 'Lane suspended' },
      remark: 'Lane suspended',
    });
  });

  it('writes no audit row when the write is refused', async () => {
    const id = await api.created(lclDraft(), customer.token);
    expect((await api.quote(lclQuote(id, { validTo: addDays(today(), -1) }), sales.token)).status).toBe(422);
    expect((await api.reject({ id, reason: ' ' }, sales.token)).status).toBe(422);
    expect((await api.quote(lclQuote(randomUUID()), sales.token)).status).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('a sheet the customer closed', () => {
  /** Both desk writes refused with the code and message, and the sheet and the audit left as they were. */
  async function refusedBoth(id: string, code: number, msg: string) {
    const before = await stored(id);
    for (const answer of [
      await api.quote(lclQuote(id), sales.token),
      await api.reject({ id, reason: 'No space' }, sales.token),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.json.error).toMatchObject({ code, msg });
    }
    expect(await stored(id)).toEqual(before);
    return before;
  }

  it('refuses to quote or reject a cancelled sheet, saying the customer cancelled it', async () => {
    const id = await api.created(lclDraft(), customer.token);
    expect((await api.cancel(id, customer.token)).status).toBe(200);
    const before = await refusedBoth(
      id,
      40985,
      'The customer has cancelled this inquiry, so it can no longer be quoted or rejected.',
    );
    expect(before).toMatchObject({ status: 'cancelled', quote: null, rejectReason: null });
    expect(await auditOf(id)).toEqual([]);

    const zh = await api.post('ops/inquiry/quote', lclQuote(id), sales.token, { 'accept-language': 'zh-CN' });
    expect(zh.json.error.msg).toBe('客户已取消该询价单，无法再报价或驳回');
    const tw = await api.post('ops/inquiry/quote', lclQuote(id), sales.token, { 'accept-language': 'zh-TW' });
    expect(tw.json.error.msg).toBe('客戶已取消此詢價單，無法再報價或駁回');
  });

  it('refuses a deleted sheet with 409 on the writes, while it stays hidden (404) from the reads', async () => {
    const id = await api.created(lclDraft(), customer.token);
    await api.cancel(id, customer.token);
    expect((await api.remove(id, customer.token)).status).toBe(200);
    await refusedBoth(id, 40986, 'The customer has deleted this inquiry, so it can no longer be quoted or rejected.');
    expect((await api.get(`ops/inquiry/getinfo?id=${id}`, sales.token)).status).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses an ordered sheet, and a rejected one', async () => {
    const id = await api.created(lclDraft(), customer.token);
    await api.quote(lclQuote(id), sales.token);
    await api.accept(id, customer.token);
    await t.database.db.transaction((tx) => markInquiryOrdered(tx, id, randomUUID()));
    await refusedBoth(
      id,
      40987,
      'The customer has already placed an order from this inquiry, so it can no longer be quoted or rejected.',
    );

    const rejected = await api.created(lclDraft(), customer.token);
    await api.reject({ id: rejected, reason: 'Lane suspended' }, sales.token);
    await refusedBoth(
      rejected,
      40988,
      'This inquiry has already been rejected, so it can no longer be quoted or rejected.',
    );
    expect(await auditOf(rejected)).toHaveLength(1);
  });

  it('explains a quote that lost a race with the customer’s cancel the same way, and the cancel always holds', async () => {
    const racer = await newCustomer(t, true);
    for (let round = 0; round < 5; round++) {
      const id = await api.created(lclDraft(), racer.token);
      const [quoted, cancelled] = await Promise.all([
        api.quote(lclQuote(id), sales.token),
        api.cancel(id, racer.token),
      ]);
      expect(cancelled.status).toBe(200);
      if (quoted.status === 200) expect(await auditOf(id)).toHaveLength(1);
      else {
        expect(quoted.json.error.code).toBe(40985);
        expect(await auditOf(id)).toEqual([]);
      }
      expect((await stored(id))?.status).toBe('cancelled');
    }
  });

  it('refuses to replace a quote the customer accepted while it holds', async () => {
    const id = await api.created(lclDraft(), customer.token);
    await api.quote(lclQuote(id), sales.token);
    await api.accept(id, customer.token);
    const before = await stored(id);
    const answer = await api.quote(lclQuote(id, { validTo: addDays(today(), 3) }), sales.token);
    expect(answer.status).toBe(409);
    expect(answer.json.error).toMatchObject({
      code: 40989,
      msg: 'The customer has accepted the current quote; it can be replaced only after it expires.',
    });
    expect(await stored(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
