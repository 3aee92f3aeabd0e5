import { addDays, chinaDate, chinaDayStart } from '@seabook/domain/china-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { uploadFile } from '../../test/http.ts';
import { staffOfEveryRole } from '../../test/staff-fixtures.ts';
import { sampleFiles } from '../files/files.service.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { confirmedBill, en, type Money, moneyCalls, moneyDesk, ok, sentBill } from './money.fixtures.ts';
import { bills, paymentBills, payments } from './money.tables.ts';

let t: TestContext;
let m: Money;
let calls: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  t = await startTestApp();
  m = await moneyDesk(t);
  calls = moneyCalls(t);
});
afterAll(async () => {
  await t?.close();
});

type Bill = Awaited<ReturnType<typeof confirmedBill>>;

/** A stored online payment of `bill` in a status, paid at `paidAt`. */
async function storedPayment(
  bill: Bill,
  input: {
    no: string;
    channel: 'dev' | 'alipay';
    currency: 'CNY' | 'USD';
    amount: number;
    status: 'paid' | 'created';
    paidAt: Date | null;
  },
) {
  const db = t.database.db;
  const [row] = await db.select().from(bills).where(eq(bills.id, bill.billId));
  if (!row) throw new Error('no bill');
  const [payment] = await db
    .insert(payments)
    .values({
      tenantId: row.tenantId,
      accountId: row.accountId,
      paymentNo: input.no,
      channel: input.channel,
      currency: input.currency,
      amount: input.amount,
      status: input.status,
      gatewayTradeNo: input.status === 'paid' ? `T-${input.no}` : null,
      paidAt: input.paidAt,
    })
    .returning();
  if (!payment) throw new Error('no payment');
  await db.insert(paymentBills).values({ paymentId: payment.id, billId: bill.billId, amount: input.amount });
  return payment;
}

/** The customer remits 500.00 CNY for a CNY bill with a voucher; finance confirms `received` (or leaves it pending). */
async function remittance(received: number | null): Promise<Bill> {
  const bill = await confirmedBill(m);
  await t.database.db.update(bills).set({ dueUsd: 0, dueCny: 500_00 }).where(eq(bills.id, bill.billId));
  const slip = ok(
    await uploadFile(
      t.app,
      bill.customer.token,
      { kind: 'voucher', filename: 'slip.pdf', content: sampleFiles.pdf() },
      en,
    ),
  ).data;
  ok(
    await calls.post(
      'member/bill/enterbill',
      { billIds: [bill.billId], currency: 'CNY', amount: 500_00, voucherFileId: slip.id },
      bill.customer.token,
    ),
  );
  if (received !== null) {
    const queue = ok(await calls.get('ops/bills/remittances', m.finance)).data;
    const row = queue.items.find((r: { bills: { id: string }[] }) => r.bills[0]?.id === bill.billId);
    ok(await calls.post('ops/bills/remittance/confirm', { id: row.id, received }, m.finance));
  }
  return bill;
}

describe('the day’s takings', () => {
  it('sums the settled payments of the day by channel and currency, a partly paid bill’s remittance included', async () => {
    const today = chinaDate(new Date());
    const yesterday = new Date(chinaDayStart(today) - 1);
    const a = await confirmedBill(m);
    const b = await confirmedBill(m);
    const now = new Date();
    await storedPayment(a, {
      no: 'PYT1',
      channel: 'dev',
      currency: 'CNY',
      amount: 120_00,
      status: 'paid',
      paidAt: now,
    });
    await storedPayment(b, { no: 'PYT2', channel: 'dev', currency: 'CNY', amount: 30_05, status: 'paid', paidAt: now });
    await storedPayment(a, { no: 'PYT3', channel: 'dev', currency: 'USD', amount: 50_00, status: 'paid', paidAt: now });
    await storedPayment(b, {
      no: 'PYT4',
      channel: 'alipay',
      currency: 'CNY',
      amount: 80_00,
      status: 'paid',
      paidAt: now,
    });
    // Not counted today: a payment still open, and one paid the day before.
    await storedPayment(b, {
      no: 'PYT5',
      channel: 'dev',
      currency: 'CNY',
      amount: 999_00,
      status: 'created',
      paidAt: null,
    });
    await storedPayment(a, {
      no: 'PYT6',
      channel: 'alipay',
      currency: 'CNY',
      amount: 777_00,
      status: 'paid',
      paidAt: yesterday,
    });
    // A remittance short of the bill (partly paid) counts what the bank received; a pending one does not count.
    const partly = await remittance(300_00);
    await remittance(null);
    expect(ok(await calls.detail(partly.billId, partly.customer.token)).data.status).toBe('to_pay');

    const takings = ok(await calls.get(`ops/finance/takings?day=${today}`, m.finance)).data;
    expect(takings.day).toBe(today);
    const lines = takings.lines.map((l: { channel: string; currency: string; count: number; total: unknown }) => [
      l.channel,
      l.currency,
      l.count,
      l.total,
    ]);
    expect(lines).toEqual([
      ['dev', 'CNY', 2, { amount: 150_05, currency: 'CNY' }],
      ['dev', 'USD', 1, { amount: 50_00, currency: 'USD' }],
      ['alipay', 'CNY', 1, { amount: 80_00, currency: 'CNY' }],
      ['remittance', 'CNY', 1, { amount: 300_00, currency: 'CNY' }],
    ]);
    expect(takings.totals).toEqual([
      { count: 4, total: { amount: 530_05, currency: 'CNY' } },
      { count: 1, total: { amount: 50_00, currency: 'USD' } },
    ]);
    expect(takings.lines[0].payments[0]).toMatchObject({
      paymentNo: 'PYT1',
      billNos: [a.billNo],
      tradeNo: 'T-PYT1',
      amount: { amount: 120_00, currency: 'CNY' },
      company: expect.any(String),
    });
    expect(takings.lines[3].payments[0]).toMatchObject({
      billNos: [partly.billNo],
      voucher: 'slip.pdf',
      tradeNo: null,
    });
    // Without a day: today's.
    expect(ok(await calls.get('ops/finance/takings', m.finance)).data).toEqual(takings);

    const before = ok(await calls.get(`ops/finance/takings?day=${addDays(today, -1)}`, m.finance)).data;
    expect(before.lines).toEqual([
      expect.objectContaining({
        channel: 'alipay',
        currency: 'CNY',
        count: 1,
        total: { amount: 777_00, currency: 'CNY' },
      }),
    ]);
    const empty = ok(await calls.get('ops/finance/takings?day=2020-01-01', m.finance)).data;
    expect(empty).toEqual({ day: '2020-01-01', lines: [], totals: [] });
  });

  it('refuses a day that is not a calendar day, localized', async () => {
    for (const day of ['2026-02-30', 'yesterday', '2026-1-5', '2026-13-01']) {
      expectRefusal(
        await calls.get(`ops/finance/takings?day=${encodeURIComponent(day)}`, m.finance),
        'TAKINGS_DAY_INVALID',
      );
    }
    const zh = await t.app.inject({
      method: 'GET',
      url: '/v2/ops/finance/takings?day=nope',
      headers: { accesstoken: m.finance, 'accept-language': 'zh-CN' },
    });
    expect(zh.statusCode).toBe(422);
    expect(zh.json().error.msg).toBe('请选择正确的日期（YYYY-MM-DD）');
  });
});

describe('overdue bills', () => {
  it('lists sent bills not settled past their confirm deadline, oldest first, with what is left and the days overdue', async () => {
    const db = t.database.db;
    const now = Date.now();
    const today = chinaDate(now);
    const old = await confirmedBill(m);
    const newer = await sentBill(m);
    const notYet = await sentBill(m);
    const settled = await confirmedBill(m);
    await db
      .update(bills)
      .set({
        confirmBy: new Date(chinaDayStart(addDays(today, -5))),
        dueCny: 500_00,
        paidCny: 200_00,
        dueUsd: 30_00,
        paidUsd: 0,
      })
      .where(eq(bills.id, old.billId));
    // Deadlines end at the start of a China day: the day they end on is the first one overdue.
    await db
      .update(bills)
      .set({ confirmBy: new Date(chinaDayStart(today)) })
      .where(eq(bills.id, newer.billId));
    await db
      .update(bills)
      .set({ confirmBy: new Date(now - 9 * 86_400_000), status: 'settled' })
      .where(eq(bills.id, settled.billId));

    const list = ok(await calls.get('ops/finance/overdue', m.finance)).data;
    expect(list.items.map((r: { billNo: string }) => r.billNo)).toEqual([old.billNo, newer.billNo]);
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      status: 'to_pay',
      company: expect.any(String),
      left: [
        { currency: 'CNY', amount: 300_00 },
        { currency: 'USD', amount: 30_00 },
      ],
    });
    expect(list.items[0].daysOverdue).toBe(6);
    expect(list.items[1].daysOverdue).toBe(1);
    expect(list.items.map((r: { id: string }) => r.id)).not.toContain(notYet.billId);
    const page2 = ok(await calls.get('ops/finance/overdue?page=2&pageSize=1', m.finance)).data;
    expect(page2).toMatchObject({ total: 2, items: [{ billNo: newer.billNo }] });
  });
});

describe('who may see them', () => {
  it('finance and admin only: other staff roles and customers are refused', async () => {
    const roles = await staffOfEveryRole(t);
    const customer = (await sentBill(m)).customer.token;
    for (const path of ['ops/finance/takings', 'ops/finance/overdue']) {
      expect((await calls.get(path, roles.staffAdmin)).status).toBe(200);
      expect((await calls.get(path, roles.staffFinance)).status).toBe(200);
      for (const token of [roles.staffSales, roles.staffService, roles.staffOperations, customer]) {
        expectRefusal(await calls.get(path, token), 'FORBIDDEN');
      }
    }
  });
});
