import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { confirmedBill, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';
import { bills, payments } from './money.tables.ts';

/** Refunds (issue 17): payable bills finance makes, the customer confirms, finance settles with the transfer. */

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
const tradeOf = (cashierUrl: string) => new URL(cashierUrl, 'http://x').searchParams.get('trade') ?? '';
const billRow = async (id: string) => (await t.database.db.select().from(bills).where(eq(bills.id, id)))[0];

/** Starts a payment of the bill's first payable part and pays it at the development cashier. */
async function payAtCashier(bill: Bill, currency: string) {
  const started = ok(
    await calls.post('trade/pay', { billIds: [bill.billId], currency, channel: 'dev' }, bill.customer.token),
  ).data;
  return started;
}
const decide = (cashierUrl: string) =>
  calls.post('dev/cashier/decide', { trade: tradeOf(cashierUrl), outcome: 'pay' }, '');

async function paidBill() {
  const bill = await confirmedBill(m);
  const currency = ok(await calls.detail(bill.billId, bill.customer.token)).data.can.pay[0] as 'CNY' | 'USD';
  const started = await payAtCashier(bill, currency);
  ok(await decide(started.cashierUrl));
  const row = await billRow(bill.billId);
  const paid = currency === 'CNY' ? (row?.paidCny ?? 0) : (row?.paidUsd ?? 0);
  expect(paid).toBeGreaterThan(0);
  return { ...bill, currency, paid };
}

const refund = (body: unknown) => calls.post('ops/bills/refund', body, m.finance);
const refundPaid = (body: unknown) => calls.post('ops/bills/refund/paid', body, m.finance);

describe('a refund of an order', () => {
  it('is refused without a reason, over what was paid, or for a missing order, and changes nothing', async () => {
    const bill = await paidBill();
    const amount = { amount: bill.paid, currency: bill.currency };
    expectRefusal(await refund({ orderNo: bill.orderNo, amount, reason: ' ' }), 'REFUND_REASON_REQUIRED');
    expectRefusal(
      await refund({ orderNo: bill.orderNo, amount: { ...amount, amount: 0 }, reason: 'x' }),
      'REFUND_AMOUNT_INVALID',
    );
    expectRefusal(
      await refund({ orderNo: bill.orderNo, amount: { ...amount, amount: bill.paid + 1 }, reason: 'too much' }),
      'REFUND_OVER_LIMIT',
    );
    expectRefusal(await refund({ orderNo: 'SB0000000000', amount, reason: 'x' }), 'NOT_FOUND');
    const other = bill.currency === 'CNY' ? 'USD' : 'CNY';
    const row = await billRow(bill.billId);
    const paidOther = other === 'CNY' ? row?.paidCny : row?.paidUsd;
    if (paidOther === 0)
      expectRefusal(
        await refund({ orderNo: bill.orderNo, amount: { amount: 1, currency: other }, reason: 'x' }),
        'REFUND_OVER_LIMIT',
      );
    const list = ok(await calls.deskList(m.finance, `keyword=${bill.orderNo}`)).data;
    expect(list.items.filter((b: { kind: string }) => b.kind === 'payable')).toHaveLength(0);
  });

  it('never exceeds what was paid, also when five operators refund at once', async () => {
    const bill = await paidBill();
    const part = Math.floor(bill.paid * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund({ orderNo: bill.orderNo, amount: { amount: part, currency: bill.currency }, reason: 'fee reduced' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRefusal(refused, 'REFUND_OVER_LIMIT');
  });

  it('is sent, confirmed by the customer who cannot pay it, and settled once by the recorded transfer', async () => {
    const bill = await paidBill();
    const made = ok(
      await refund({ orderNo: bill.orderNo, amount: { amount: 1000, currency: bill.currency }, reason: 'Fee reduced' }),
    ).data;
    expect(made).toMatchObject({ kind: 'payable', status: 'draft', parentNo: null });
    expect(made.lines[0]).toMatchObject({ code: 'refund', remark: 'Fee reduced', amount: { amount: 1000 } });
    const openBefore = ok(await calls.list(bill.customer.token)).data.open;
    ok(await calls.send(made.id, m.finance));

    const mine = ok(await calls.detail(made.id, bill.customer.token)).data;
    expect(mine).toMatchObject({ kind: 'payable', status: 'to_confirm' });
    // A refund is never part of what the customer owes.
    expect(ok(await calls.list(bill.customer.token)).data.open).toEqual(openBefore);
    ok(await calls.confirm({ id: made.id, action: 'confirm' }, bill.customer.token));
    const confirmed = ok(await calls.detail(made.id, bill.customer.token)).data;
    expect(confirmed.status).toBe('to_pay');
    expect(confirmed.can).toMatchObject({ pay: [], remit: [] });
    expectRefusal(
      await calls.post(
        'trade/pay',
        { billIds: [made.id], currency: bill.currency, channel: 'dev' },
        bill.customer.token,
      ),
      'BILL_NOT_PAYABLE',
    );

    expect(ok(await calls.deskDetail(made.id, m.finance)).data.desk.refundPaid).toBe(true);
    expectRefusal(await refundPaid({ id: made.id, reference: '' }), 'REFUND_REFERENCE_REQUIRED');
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => refundPaid({ id: made.id, reference: 'BANK-REF-778' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRefusal(refused, 'REFUND_NOT_DUE');
    const settled = ok(await calls.detail(made.id, bill.customer.token)).data;
    expect(settled.status).toBe('settled');
    expect(settled.history.map((h: { event: string }) => h.event)).toContain('refund_paid');
    expect(settled.history.find((h: { event: string }) => h.event === 'refund_paid')?.remark).toBe('BANK-REF-778');
    // A receivable bill is no refund to record.
    expectRefusal(await refundPaid({ id: bill.billId, reference: 'X' }), 'REFUND_NOT_DUE');
  });
});

describe('an overpayment', () => {
  it('is listed for finance and refunded once however many operators click', async () => {
    const bill = await confirmedBill(m);
    const currency = ok(await calls.detail(bill.billId, bill.customer.token)).data.can.pay[0] as 'CNY' | 'USD';
    // The customer opened the cashier twice and paid both.
    const first = await payAtCashier(bill, currency);
    const second = await payAtCashier(bill, currency);
    ok(await decide(first.cashierUrl));
    ok(await decide(second.cashierUrl));
    const [later] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, second.paymentNo));
    expect(later?.unapplied).toBe(second.amount.amount);

    const listed = ok(await calls.get('ops/finance/overpaid', m.finance)).data.items;
    const row = listed.find((p: { paymentNo: string }) => p.paymentNo === second.paymentNo);
    expect(row).toMatchObject({ unapplied: second.amount, orderNos: [bill.orderNo] });

    const body = { orderNo: bill.orderNo, amount: second.amount, reason: 'Paid twice', paymentNo: second.paymentNo };
    const answers = await Promise.all(Array.from({ length: 3 }, () => refund(body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRefusal(refused, 'REFUND_OVER_LIMIT');
    const after = ok(await calls.get('ops/finance/overpaid', m.finance)).data.items;
    expect(after.some((p: { paymentNo: string }) => p.paymentNo === second.paymentNo)).toBe(false);

    // Another company's payment number is no payment of this order's company.
    const other = await confirmedBill(m);
    expectRefusal(await refund({ ...body, orderNo: other.orderNo, paymentNo: second.paymentNo }), 'NOT_FOUND');
  });

  it('is only for finance', async () => {
    const bill = await confirmedBill(m);
    const answer = await calls.get('ops/finance/overpaid', bill.customer.token);
    expect([401, 403]).toContain(answer.status);
  });
});
