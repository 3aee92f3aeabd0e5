import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPaymentTrades } from '../../providers/dev-payment.tables.ts';
import { DEV_NOTIFY_REPEAT_MS } from '../../providers/dev-payment.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { confirmedBill, type Money, moneyCalls, moneyDesk, ok, sentBill } from './money.fixtures.ts';
import { bills, paymentEvents, payments } from './money.tables.ts';

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

const gateway = () => {
  const dev = t.app.payments.providers.dev;
  if (!dev) throw new Error('no development gateway');
  return dev;
};

type Bill = Awaited<ReturnType<typeof confirmedBill>>;
const currencyOf = async (bill: Bill) => ok(await calls.detail(bill.billId, bill.customer.token)).data.can.pay[0];
const pay = (bill: Bill, currency: string, extra: Record<string, unknown> = {}, billIds = [bill.billId]) =>
  calls.post('trade/pay', { billIds, currency, channel: 'dev', ...extra }, bill.customer.token);
const tradeOf = (cashierUrl: string) => new URL(cashierUrl, 'http://x').searchParams.get('trade') ?? '';
const notifyRaw = (fields: Record<string, string>, channel = 'dev') =>
  t.app.inject({
    method: 'POST',
    url: `/v2/trade/notify/${channel}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const stepsOf = async (paymentId: string) =>
  (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).map((e) => e.step);
const billRow = async (id: string) => (await t.database.db.select().from(bills).where(eq(bills.id, id)))[0];
/** The development gateway marks its trade paid without telling us (as a lost notification would). */
const gatewayPaid = (trade: string) =>
  t.database.db.update(devPaymentTrades).set({ status: 'TRADE_SUCCESS' }).where(eq(devPaymentTrades.tradeNo, trade));

describe('paying online through the development cashier', () => {
  it('pays what is left of the stored bill, whatever amount the client sends, and settles on the signed notification', async () => {
    const bill = await confirmedBill(m);
    const currency = await currencyOf(bill);
    const row = await billRow(bill.billId);
    const left = currency === 'CNY' ? (row?.dueCny ?? 0) : (row?.dueUsd ?? 0);
    const started = ok(await pay(bill, currency, { amount: 1, total_amount: '0.01' })).data;
    expect(started.amount).toEqual({ amount: left, currency });
    expect(started.cashierUrl).toMatch(/^\/dev\/cashier\?trade=DEV/);
    const trade = ok(
      await calls.get(`dev/cashier/trade?trade=${tradeOf(started.cashierUrl)}`, bill.customer.token),
    ).data;
    expect(trade).toMatchObject({ paymentNo: started.paymentNo, status: 'WAIT_BUYER_PAY' });
    const decided = ok(await calls.post('dev/cashier/decide', { trade: trade.tradeNo, outcome: 'pay' }, '')).data;
    expect(decided.returnUrl).toContain(`/center/billdetail?id=${bill.billId}&payment=${started.paymentId}`);
    const status = ok(await calls.get(`trade/paystatus?id=${started.paymentId}`, bill.customer.token)).data;
    expect(status.status).toBe('paid');
    const detail = ok(await calls.detail(bill.billId, bill.customer.token)).data;
    const part = detail.parts.find((p: { currency: string }) => p.currency === currency);
    expect(part).toMatchObject({ due: left, paid: left, left: 0 });
    if (detail.parts.length === 1) expect(detail.status).toBe('settled');
    // The gateway tells us again a moment later: nothing more is paid.
    await new Promise((resolve) => setTimeout(resolve, DEV_NOTIFY_REPEAT_MS + 500));
    const steps = await stepsOf(started.paymentId);
    expect(steps.filter((s) => s === 'paid')).toHaveLength(1);
    expect(steps).toContain('notify_repeat');
    expect(steps.slice(0, 2)).toEqual(['created', 'sent']);
    const after = await billRow(bill.billId);
    expect(currency === 'CNY' ? after?.paidCny : after?.paidUsd).toBe(left);
  });

  it('refuses to pay a settled bill before the gateway is called', async () => {
    const bill = await confirmedBill(m);
    for (const currency of ok(await calls.detail(bill.billId, bill.customer.token)).data.can.pay) {
      const started = ok(await pay(bill, currency)).data;
      await gatewayPaid(tradeOf(started.cashierUrl));
      ok(await calls.get(`trade/paystatus?id=${started.paymentId}`, bill.customer.token));
    }
    expect((await billRow(bill.billId))?.status).toBe('settled');
    const before = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.tenantId, bill.customer.actor.tenantId));
    expectRefusal(await pay(bill, 'CNY'), 'BILL_SETTLED');
    const after = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.tenantId, bill.customer.actor.tenantId));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a bill to confirm, another company’s bill, and a channel not offered', async () => {
    const unconfirmed = await sentBill(m);
    expectRefusal(await pay(unconfirmed, 'CNY'), 'BILL_NOT_PAYABLE');
    const stranger = await newCustomer(t, true);
    const theirs = await calls.post(
      'trade/pay',
      { billIds: [unconfirmed.billId], currency: 'CNY', channel: 'dev' },
      stranger.token,
    );
    expectRefusal(theirs, 'NOT_FOUND');
    const bill = await confirmedBill(m);
    expectRefusal(await pay(bill, 'CNY', { channel: 'alipay' }), 'PAYMENT_CHANNEL_UNAVAILABLE');
    expectRefusal(await pay(bill, 'CNY', {}, []), 'BILLS_REQUIRED');
    const started = ok(await pay(bill, await currencyOf(bill))).data;
    expectRefusal(await calls.get(`trade/paystatus?id=${started.paymentId}`, stranger.token), 'NOT_FOUND');
  });

  it('one payment settles several bills of one currency', async () => {
    const first = await confirmedBill(m);
    const second = await confirmedBill(m);
    // Both bills belong to the first customer.
    await t.database.db
      .update(bills)
      .set({ tenantId: first.customer.actor.tenantId, accountId: first.customer.actor.accountId })
      .where(eq(bills.id, second.billId));
    const a = await billRow(first.billId);
    const b = await billRow(second.billId);
    const started = ok(await pay(first, 'CNY', {}, [first.billId, second.billId])).data;
    expect(started.amount.amount).toBe((a?.dueCny ?? 0) + (b?.dueCny ?? 0));
    ok(await calls.post('dev/cashier/decide', { trade: tradeOf(started.cashierUrl), outcome: 'pay' }, ''));
    expect((await billRow(first.billId))?.paidCny).toBe(a?.dueCny);
    expect((await billRow(second.billId))?.paidCny).toBe(b?.dueCny);
  });

  it('a failed payment leaves the bill to pay; an abandoned one is still open at the gateway', async () => {
    const bill = await confirmedBill(m);
    const currency = await currencyOf(bill);
    const failed = ok(await pay(bill, currency)).data;
    ok(await calls.post('dev/cashier/decide', { trade: tradeOf(failed.cashierUrl), outcome: 'fail' }, ''));
    expect(ok(await calls.get(`trade/paystatus?id=${failed.paymentId}`, bill.customer.token)).data.status).toBe(
      'failed',
    );
    const abandoned = ok(await pay(bill, currency)).data;
    ok(await calls.post('dev/cashier/decide', { trade: tradeOf(abandoned.cashierUrl), outcome: 'abandon' }, ''));
    expect(ok(await calls.get(`trade/paystatus?id=${abandoned.paymentId}`, bill.customer.token)).data.status).toBe(
      'sent',
    );
    expect((await billRow(bill.billId))?.status).toBe('to_pay');
  });
});

describe('the notify path', () => {
  async function openPayment() {
    const bill = await confirmedBill(m);
    const started = ok(await pay(bill, await currencyOf(bill))).data;
    return { bill, started, trade: tradeOf(started.cashierUrl) };
  }

  it('the same notification at once, five times, settles once', async () => {
    const { bill, started, trade } = await openPayment();
    await gatewayPaid(trade);
    const fields = await gateway().notification(trade);
    if (!fields) throw new Error('no notification');
    const answers = await Promise.all(Array.from({ length: 5 }, () => notifyRaw(fields)));
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill('success'));
    const steps = await stepsOf(started.paymentId);
    expect(steps.filter((s) => s === 'paid')).toHaveLength(1);
    expect(steps.filter((s) => s === 'notify_repeat')).toHaveLength(4);
    const row = await billRow(bill.billId);
    expect((row?.paidCny ?? 0) + (row?.paidUsd ?? 0)).toBe(started.amount.amount);
  });

  it('a tampered or unsigned notification changes nothing and is kept', async () => {
    const { bill, started, trade } = await openPayment();
    const fields = await gateway().notification(trade);
    if (!fields) throw new Error('no notification');
    const tampered = await notifyRaw({ ...fields, trade_status: 'TRADE_SUCCESS' });
    expect(tampered.body).toBe('fail');
    const unsigned: Record<string, string> = { ...fields, trade_status: 'TRADE_SUCCESS' };
    delete unsigned.sign;
    expect((await notifyRaw(unsigned)).body).toBe('fail');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment?.status).toBe('sent');
    expect((await billRow(bill.billId))?.status).toBe('to_pay');
    const refused = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentNo, started.paymentNo), eq(paymentEvents.step, 'notify_refused')));
    expect(refused.map((r) => r.detail)).toEqual([{ reason: 'signature' }, { reason: 'signature' }]);
  });

  it('a signed notification of another amount, or of an unknown payment, changes nothing', async () => {
    const { started, trade } = await openPayment();
    await t.database.db
      .update(devPaymentTrades)
      .set({ status: 'TRADE_SUCCESS', amount: 1 })
      .where(eq(devPaymentTrades.tradeNo, trade));
    const wrongAmount = await gateway().notification(trade);
    expect((await notifyRaw(wrongAmount ?? {})).body).toBe('fail');
    expect(await stepsOf(started.paymentId)).toContain('notify_refused');
    await t.database.db
      .update(devPaymentTrades)
      .set({ outTradeNo: 'PY0000000000' })
      .where(eq(devPaymentTrades.tradeNo, trade));
    expect((await notifyRaw((await gateway().notification(trade)) ?? {})).body).toBe('fail');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment?.status).toBe('sent');
    const unknown = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentNo, 'PY0000000000'));
    expect(unknown.map((u) => u.detail)).toEqual([{ reason: 'unknown' }]);
  });

  it('a notification that comes before the pay call recorded `sent` still settles it', async () => {
    const { bill, started, trade } = await openPayment();
    await t.database.db.update(payments).set({ status: 'created' }).where(eq(payments.id, started.paymentId));
    await gatewayPaid(trade);
    expect((await notifyRaw((await gateway().notification(trade)) ?? {})).body).toBe('success');
    const status = ok(await calls.get(`trade/paystatus?id=${started.paymentId}`, bill.customer.token)).data;
    expect(status).toMatchObject({ status: 'paid', bills: [{ id: bill.billId }] });
  });

  it('with no notification at all, our own query to the gateway settles it', async () => {
    const { bill, started, trade } = await openPayment();
    await gatewayPaid(trade);
    const status = ok(await calls.get(`trade/paystatus?id=${started.paymentId}`, bill.customer.token)).data;
    expect(status.status).toBe('paid');
    expect(await stepsOf(started.paymentId)).toEqual(['created', 'sent', 'query', 'paid']);
  });

  it('an unknown channel is refused, and anyone may post (the gateway has no session)', async () => {
    expect((await notifyRaw({ a: 'b' }, 'paypal')).statusCode).toBe(422);
    const answer = await t.app.inject({ method: 'POST', url: '/v2/trade/notify/dev', payload: {} });
    expect([answer.statusCode, answer.body]).toEqual([200, 'fail']);
  });
});

describe('starting a payment once per Idempotency-Key', () => {
  const payWithKey = (bill: Bill, currency: string, key: string | null) =>
    calls.post(
      'trade/pay',
      { billIds: [bill.billId], currency, channel: 'dev' },
      bill.customer.token,
      key === null ? { 'Idempotency-Key': '' } : { 'Idempotency-Key': key },
    );
  const paymentsOf = async (bill: Bill) =>
    t.database.db.select().from(payments).where(eq(payments.tenantId, bill.customer.actor.tenantId));

  it('five requests at once with one key answer one payment and one cashier address', async () => {
    const bill = await confirmedBill(m);
    const currency = await currencyOf(bill);
    const key = `pay-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => payWithKey(bill, currency, key)));
    const started = answers.map((answer) => ok(answer).data);
    expect(new Set(started.map((s) => s.paymentId)).size).toBe(1);
    expect(new Set(started.map((s) => s.cashierUrl)).size).toBe(1);
    expect(started[0]?.cashierUrl).toMatch(/^\/dev\/cashier\?trade=DEV/);
    expect(await paymentsOf(bill)).toHaveLength(1);
    // The same key later: the same answer, still one payment; a new key is a new payment.
    expect(ok(await payWithKey(bill, currency, key)).data).toEqual(started[0]);
    expect(await paymentsOf(bill)).toHaveLength(1);
    const other = ok(await payWithKey(bill, currency, `pay-${crypto.randomUUID()}`)).data;
    expect(other.paymentId).not.toBe(started[0]?.paymentId);
    expect(await paymentsOf(bill)).toHaveLength(2);
  });

  it('refuses the same key with another body, and a call without a key, and stores nothing', async () => {
    const bill = await confirmedBill(m);
    const currency = await currencyOf(bill);
    const key = `pay-${crypto.randomUUID()}`;
    ok(await payWithKey(bill, currency, key));
    const reused = await calls.post(
      'trade/pay',
      { billIds: [bill.billId], currency: currency === 'CNY' ? 'USD' : 'CNY', channel: 'dev' },
      bill.customer.token,
      { 'Idempotency-Key': key },
    );
    expectRefusal(reused, 'IDEMPOTENCY_KEY_REUSED');
    expectRefusal(await payWithKey(bill, currency, null), 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await paymentsOf(bill)).toHaveLength(1);
  });
});
