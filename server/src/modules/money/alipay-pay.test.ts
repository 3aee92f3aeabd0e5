import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAlipay, startFakeAlipay } from '../../test/fake-alipay.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { confirmedBill, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';
import { bills } from './money.tables.ts';

/** The Alipay adapter against a local stand-in of Alipay's gateway (decision 036). */

let fake: FakeAlipay;
let t: TestContext;
let m: Money;
let calls: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  fake = await startFakeAlipay();
  t = await startTestApp({
    providers: {
      sms: { kind: 'dev' },
      email: { kind: 'dev' },
      wx: { kind: 'dev' },
      pay: {
        kind: 'alipay',
        appId: fake.appId,
        privateKey: fake.appPrivateKey,
        alipayPublicKey: fake.alipayPublicKey,
        gateway: fake.url,
        publicUrl: 'https://www.seabook.test',
      },
    },
  });
  m = await moneyDesk(t);
  calls = moneyCalls(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const notify = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/trade/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(fields).toString(),
  });

async function cnyBill() {
  const bill = await confirmedBill(m);
  // Alipay collects CNY: make the bill a CNY one.
  await t.database.db.update(bills).set({ dueUsd: 0, dueCny: 123_45 }).where(eq(bills.id, bill.billId));
  return bill;
}

describe('Alipay page pay', () => {
  it('answers a signed gateway address Alipay accepts, and settles on Alipay’s signed notification', async () => {
    const bill = await cnyBill();
    expect(ok(await calls.get('member/bill/getconfig', bill.customer.token)).data.online).toEqual([
      { channel: 'alipay', currencies: ['CNY'] },
    ]);
    const started = ok(
      await calls.post(
        'trade/pay',
        { billIds: [bill.billId], currency: 'CNY', channel: 'alipay' },
        bill.customer.token,
      ),
    ).data;
    const url = new URL(started.cashierUrl);
    expect(url.origin + url.pathname).toBe(fake.url);
    expect(url.searchParams.get('notify_url')).toBe('https://www.seabook.test/v2/trade/notify/alipay');
    // The browser goes there: the fake checks our RSA2 signature and books the trade.
    const cashier = await fetch(started.cashierUrl);
    expect(await cashier.text()).toContain('123.45');
    expect(fake.trades.get(started.paymentNo)?.amount).toBe('123.45');
    const answer = await notify(fake.pay(started.paymentNo));
    expect(answer.body).toBe('success');
    const detail = ok(await calls.detail(bill.billId, bill.customer.token)).data;
    expect(detail.status).toBe('settled');
    expect(detail.payments[0]).toMatchObject({ channel: 'alipay', status: 'paid', amount: { amount: 12345 } });
  });

  it('refuses a notification signed with another key, or changed after signing', async () => {
    const bill = await cnyBill();
    const started = ok(
      await calls.post(
        'trade/pay',
        { billIds: [bill.billId], currency: 'CNY', channel: 'alipay' },
        bill.customer.token,
      ),
    ).data;
    await fetch(started.cashierUrl);
    const good = fake.pay(started.paymentNo);
    expect((await notify({ ...good, total_amount: '0.01' })).body).toBe('fail');
    expect((await notify({ ...good, sign: good.sign?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) ?? '' })).body).toBe(
      'fail',
    );
    expect(ok(await calls.detail(bill.billId, bill.customer.token)).data.status).toBe('to_pay');
  });

  it('asks Alipay itself (alipay.trade.query, answer signature checked) when no notification came', async () => {
    const bill = await cnyBill();
    const started = ok(
      await calls.post(
        'trade/pay',
        { billIds: [bill.billId], currency: 'CNY', channel: 'alipay' },
        bill.customer.token,
      ),
    ).data;
    const pending = ok(await calls.get(`trade/paystatus?id=${started.paymentId}`, bill.customer.token)).data;
    expect(pending.status).toBe('sent'); // Alipay knows no such trade until the browser went there.
    await fetch(started.cashierUrl);
    fake.pay(started.paymentNo); // paid, but the notification is lost
    const paid = ok(await calls.get(`trade/paystatus?id=${started.paymentId}`, bill.customer.token)).data;
    expect(paid).toMatchObject({ status: 'paid', bills: [{ id: bill.billId, status: 'settled' }] });
  });

  it('does not take USD', async () => {
    const bill = await cnyBill();
    const answer = await calls.post(
      'trade/pay',
      { billIds: [bill.billId], currency: 'USD', channel: 'alipay' },
      bill.customer.token,
    );
    expect(answer.status).toBe(422);
  });
});
