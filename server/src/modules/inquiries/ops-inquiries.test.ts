import { randomUUID } from 'node:crypto';
import { addDays } from '@seabook/domain/booking-rules';
import { InquirySchema, OpsInquiryListSchema, OpsInquirySchema } from '@seabook/domain/inquiries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { loginAs } from '../../test/http.ts';
import { builtinRoleId } from '../members/members.service.ts';
import { createStaff } from '../ops/ops.service.ts';
import { today } from '../rates/rates.service.ts';
import {
  type Customer,
  fclDraft,
  inquiryCalls,
  lclDraft,
  lclQuote,
  newCustomer,
  staffLogin,
} from './inquiries.fixtures.ts';
import { markInquiryOrdered, orderableInquiry } from './inquiries.service.ts';
import { inquiries } from './inquiries.tables.ts';
import { transition } from './inquiry-rows.ts';

let t: TestContext;
let api: ReturnType<typeof inquiryCalls>;
let staff: string;
let customer: Customer;
let stranger: Customer;
/** The customer of the ordering tests (20 sheets a month each). */
let buyer: Customer;

beforeAll(async () => {
  t = await startTestApp();
  api = inquiryCalls(t);
  staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
  customer = await newCustomer(t, true);
  stranger = await newCustomer(t, true);
  buyer = await newCustomer(t, true);
});
afterAll(async () => {
  await t?.close();
});

/** A quoted sheet of the customer. */
async function quoted(owner = customer) {
  const id = await api.created(lclDraft(), owner.token);
  const answer = await api.quote(lclQuote(id), staff);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return id;
}

const expire = (id: string) =>
  t.database.db
    .update(inquiries)
    .set({ quoteValidTo: addDays(today(), -1) })
    .where(eq(inquiries.id, id));

describe('who may call the operators’ desk', () => {
  it('refuses visitors (401), customers and staff without the inquiries permission (403)', async () => {
    const company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
    await createStaff(t.database.db, {
      username: 'ops-only',
      name: 'Ops only',
      passwordHash: await hashPassword('Ops@2026x'),
      roleId: await builtinRoleId(t.database.db, 'staffOperations'),
    });
    const operations = await staffLogin(t, 'ops-only', 'Ops@2026x');
    const id = await api.created(lclDraft(), customer.token);
    expect((await api.get('ops/inquiry/list')).status).toBe(401);
    for (const token of [company, customer.token, operations]) {
      for (const answer of [
        await api.get('ops/inquiry/list', token),
        await api.get(`ops/inquiry/getinfo?id=${id}`, token),
        await api.quote(lclQuote(id), token),
        await api.reject({ id, reason: 'No space' }, token),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.json.error.code).toBe(40300);
      }
    }
    expect((await api.info(id, customer.token)).data.status).toBe('waiting');
  });
});

describe('the queue', () => {
  it('lists every tenant’s waiting sheets oldest first, with the company; other statuses on request', async () => {
    const first = await api.created(lclDraft(), customer.token);
    const second = await api.created(fclDraft(), stranger.token);
    const queue = OpsInquiryListSchema.parse((await api.get('ops/inquiry/list?pageSize=100', staff)).data);
    expect(queue.items.every((item) => item.status === 'waiting')).toBe(true);
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.items.find((item) => item.id === first)?.actions).toEqual(['quote', 'reject']);
    expect(queue.items.find((item) => item.id === first)?.company).toMatch(/\S/);

    await api.quote(lclQuote(first), staff);
    const done = (await api.get('ops/inquiry/list?status=quoted&pageSize=100', staff)).data;
    expect(done.items.map((item: { id: string }) => item.id)).toContain(first);
    expect((await api.get('ops/inquiry/list?status=bogus', staff)).status).toBe(422);

    const info = OpsInquirySchema.parse((await api.get(`ops/inquiry/getinfo?id=${second}`, staff)).data);
    expect(info).toMatchObject({ id: second, mode: 'fcl', cargo: { weightKg: 20_000 }, actions: ['quote', 'reject'] });
    expect((await api.get(`ops/inquiry/getinfo?id=${randomUUID()}`, staff)).status).toBe(404);
  });
});

describe('quoting', () => {
  it('prices the quote for the sheet’s cargo; the customer sees fees, totals and may accept once', async () => {
    const id = await api.created(lclDraft(), customer.token);
    const answer = await api.quote(lclQuote(id), staff);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ status: 'quoted', acceptance: 'pending', actions: ['quote'] });

    const sheet = InquirySchema.parse((await api.info(id, customer.token)).data);
    expect(sheet).toMatchObject({
      status: 'quoted',
      quoteValidTo: addDays(today(), 30),
      actions: ['accept', 'cancel'],
    });
    const quote = sheet.quote;
    // 2.5 W/M: ocean 2.5 × USD 40 = 100.00; CFS 2.5 × CNY 50 = 125.00 (over the 100.00 minimum); DOC 300.00.
    expect(quote?.fees.map((f) => [f.code, f.quantity, f.amount])).toEqual([
      ['sea_price', '2.5', { amount: 10_000, currency: 'USD' }],
      ['cfs_price', '2.5', { amount: 12_500, currency: 'CNY' }],
      ['doc_price', '1', { amount: 30_000, currency: 'CNY' }],
    ]);
    expect(quote?.totals).toEqual([
      { amount: 42_500, currency: 'CNY' },
      { amount: 10_000, currency: 'USD' },
    ]);
    // CNY 425.00 at 0.1385 = USD 58.8625 → 58.86; plus USD 100.00.
    expect(quote?.totalUsd).toEqual({ amount: 15_886, currency: 'USD' });
    expect(sheet.quoteTotalUsd).toEqual(quote?.totalUsd);
    expect(quote).toMatchObject({
      validTo: addDays(today(), 30),
      expired: false,
      carrier: { code: 'COSU' },
      transitDays: 18,
      remark: 'Space confirmed',
      acceptedAt: null,
    });

    const accepted = await api.accept(id, customer.token);
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ acceptance: 'accepted', actions: ['order', 'cancel'] });
    expect(Date.parse(accepted.data.quote.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    const twice = await api.accept(id, customer.token);
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe(40960);
    // An accepted quote that still holds is not replaced under the customer.
    expect((await api.quote(lclQuote(id), staff)).status).toBe(409);
  });

  it('prices FCL container charges per type; a charge for a type not booked is left out', async () => {
    const id = await api.created(fclDraft(), customer.token);
    const answer = await api.quote(
      {
        id,
        validTo: today(),
        charges: [
          {
            code: 'sea_price',
            stage: 'ocean',
            basis: 'container',
            containerType: '40HQ',
            currency: 'USD',
            unitPrice: 250_000,
          },
          {
            code: 'sea_price',
            stage: 'ocean',
            basis: 'container',
            containerType: '20GP',
            currency: 'USD',
            unitPrice: 150_000,
          },
          {
            code: 'sea_price',
            stage: 'ocean',
            basis: 'container',
            containerType: '45HQ',
            currency: 'USD',
            unitPrice: 1,
          },
          { code: 'thc_price', stage: 'origin', basis: 'container', currency: 'CNY', unitPrice: 120_000 },
        ],
      },
      staff,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const quote = (await api.info(id, customer.token)).data.quote;
    expect(quote.fees.map((f: { quantity: string; amount: unknown }) => [f.quantity, f.amount])).toEqual([
      ['2', { amount: 500_000, currency: 'USD' }],
      ['1', { amount: 150_000, currency: 'USD' }],
      ['3', { amount: 360_000, currency: 'CNY' }],
    ]);
    expect(quote).toMatchObject({ carrier: null, transitDays: null, remark: null, expired: false });
  });

  it('refuses a bad quote with 422 and the field, and changes nothing', async () => {
    const id = await api.created(lclDraft(), customer.token);
    const cases: [Record<string, unknown>, string, number | null][] = [
      [{ validTo: addDays(today(), -1) }, 'validTo', 42235],
      [{ validTo: addDays(today(), 91) }, 'validTo', 42235],
      [{ validTo: '2026-02-30' }, 'validTo', null],
      [{ carrier: 'ZZZZ' }, 'carrier', 42200],
      [{ charges: [] }, 'charges', 42233],
      [
        { charges: [{ code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 1.5 }] },
        'charges.0.unitPrice',
        42234,
      ],
      [
        {
          charges: [
            { code: 'sea_price', stage: 'ocean', basis: 'wm', containerType: '20GP', currency: 'USD', unitPrice: 1 },
          ],
        },
        'charges.0.containerType',
        42200,
      ],
    ];
    for (const [patch, field, code] of cases) {
      const answer = await api.quote(lclQuote(id, patch), staff);
      expect(answer.status, JSON.stringify(patch)).toBe(422);
      expect(Object.keys(answer.json.error.fields ?? {})).toContain(field);
      if (code) expect(answer.json.error.code).toBe(code);
    }
    expect((await api.quote(lclQuote(id, { validTo: addDays(today(), 90) }), staff)).status).toBe(200);
  });

  it('replaces a pending quote (pending again), and an accepted one once it has expired', async () => {
    const id = await quoted();
    const again = await api.quote(lclQuote(id, { validTo: addDays(today(), 5), carrier: 'MAEU' }), staff);
    expect(again.data).toMatchObject({ quoteValidTo: addDays(today(), 5), quote: { carrier: { code: 'MAEU' } } });
    await api.accept(id, customer.token);
    await expire(id);
    const renewed = await api.quote(lclQuote(id), staff);
    expect(renewed.status).toBe(200);
    expect(renewed.data).toMatchObject({ acceptance: 'pending', quote: { acceptedAt: null, expired: false } });
  });

  it('refuses to accept an expired quote with 410', async () => {
    const id = await quoted();
    await expire(id);
    const sheet = (await api.info(id, customer.token)).data;
    expect(sheet.quote).toMatchObject({ expired: true, validTo: addDays(today(), -1) });
    expect(sheet.actions).toEqual(['cancel']);
    const answer = await api.accept(id, customer.token);
    expect(answer.status).toBe(410);
    expect(answer.json.error).toMatchObject({ code: 41060, msg: 'The quote has expired. Please ask for a new quote.' });
  });

  it('refuses to quote a cancelled sheet, and a deleted one (409, saying which)', async () => {
    const id = await api.created(lclDraft(), customer.token);
    await api.cancel(id, customer.token);
    const answer = await api.quote(lclQuote(id), staff);
    expect(answer.status).toBe(409);
    expect(answer.json.error.code).toBe(40985);
    await api.remove(id, customer.token);
    const deleted = await api.quote(lclQuote(id), staff);
    expect(deleted.status).toBe(409);
    expect(deleted.json.error.code).toBe(40986);
  });

  it('lets one of a racing accept and re-quote win', async () => {
    const id = await quoted();
    const answers = await Promise.all([api.accept(id, customer.token), api.quote(lclQuote(id), staff)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('applies a transition only to the state it was checked against', async () => {
    const id = await quoted();
    const [stale] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    if (!stale) throw new Error('no sheet');
    await api.quote(lclQuote(id, { validTo: addDays(today(), 3) }), staff);
    // Checked against the first quote, the accept must not land on the second one.
    await expect(transition(t.database.db, stale, 'accept', today())).rejects.toMatchObject({
      key: 'INQUIRY_ACTION_NOT_ALLOWED',
    });
    await api.cancel(id, customer.token);
    await expect(transition(t.database.db, stale, 'cancel', today())).rejects.toMatchObject({
      key: 'INQUIRY_ACTION_NOT_ALLOWED',
    });
    expect((await api.info(id, customer.token)).data).toMatchObject({ status: 'cancelled', acceptance: 'pending' });
  });
});

describe('rejecting', () => {
  it('rejects a waiting sheet with the reason the customer reads; then only delete is left', async () => {
    const id = await api.created(lclDraft(), customer.token);
    const missing = await api.reject({ id, reason: '  ' }, staff);
    expect(missing.status).toBe(422);
    expect(missing.json.error).toMatchObject({
      code: 42236,
      fields: { reason: 'Please give the reason for rejecting.' },
    });
    const answer = await api.reject({ id, reason: ' Cargo not accepted on this lane ' }, staff);
    expect(answer.status).toBe(200);
    const sheet = (await api.info(id, customer.token)).data;
    expect(sheet).toMatchObject({
      status: 'rejected',
      rejectReason: 'Cargo not accepted on this lane',
      actions: ['delete'],
    });
    expect((await api.reject({ id, reason: 'again' }, staff)).status).toBe(409);
    expect((await api.quote(lclQuote(id), staff)).status).toBe(409);
    expect((await api.remove(id, customer.token)).status).toBe(200);
  });

  it('refuses to reject a quoted sheet', async () => {
    const id = await quoted();
    expect((await api.reject({ id, reason: 'No space' }, staff)).status).toBe(409);
  });
});

describe('ordering from a quote (for the orders module)', () => {
  const refusal = async (id: string, actor = buyer.actor) => {
    try {
      await orderableInquiry(t.database.db, actor, id);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.key;
    }
  };

  it('gives an accepted, valid quote of the caller’s tenant, and refuses the rest', async () => {
    const waiting = await api.created(lclDraft(), buyer.token);
    expect(await refusal(waiting)).toBe('INQUIRY_ACTION_NOT_ALLOWED');
    const pending = await quoted(buyer);
    expect(await refusal(pending)).toBe('QUOTE_NOT_ACCEPTED');
    const stale = await quoted(buyer);
    await api.accept(stale, buyer.token);
    await expire(stale);
    expect(await refusal(stale)).toBe('QUOTE_EXPIRED');

    const id = await quoted(buyer);
    await api.accept(id, buyer.token);
    expect(await refusal(id, stranger.actor)).toBe('NOT_FOUND');
    const sheet = await orderableInquiry(t.database.db, buyer.actor, id);
    expect(sheet).toMatchObject({
      id,
      status: 'quoted',
      acceptance: 'accepted',
      quote: { validTo: addDays(today(), 30) },
    });
    expect(sheet.quote.charges).toHaveLength(3);
  });

  it('marks the sheet ordered once; the second mark and a later order are refused', async () => {
    const id = await quoted(buyer);
    await expect(markInquiryOrdered(t.database.db, id, randomUUID())).rejects.toMatchObject({
      key: 'INQUIRY_ACTION_NOT_ALLOWED',
    });
    await api.accept(id, buyer.token);
    const orderId = randomUUID();
    await t.database.db.transaction((tx) => markInquiryOrdered(tx, id, orderId));
    const sheet = (await api.info(id, buyer.token)).data;
    expect(sheet).toMatchObject({ status: 'ordered', orderId, actions: [] });
    await expect(markInquiryOrdered(t.database.db, id, randomUUID())).rejects.toMatchObject({
      key: 'INQUIRY_ACTION_NOT_ALLOWED',
    });
    expect(await refusal(id)).toBe('INQUIRY_ACTION_NOT_ALLOWED');
    expect((await api.cancel(id, buyer.token)).status).toBe(409);
  });
});
