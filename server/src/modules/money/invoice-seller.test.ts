import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPaymentTrades } from '../../providers/dev-payment.tables.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { confirmedBill, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';

/** Without the forwarder's seller facts (production unconfigured), no invoice PDF is made up (decision 040). */

let t: TestContext;
let m: Money;
let calls: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  t = await startTestApp({ invoiceSeller: undefined });
  m = await moneyDesk(t);
  calls = moneyCalls(t);
});
afterAll(async () => {
  await t?.close();
});

describe('issuing an invoice with no seller configured', () => {
  it('refuses to make a PDF up, and takes the tax system’s PDF uploaded', async () => {
    const bill = await confirmedBill(m);
    for (const currency of ok(await calls.detail(bill.billId, bill.customer.token)).data.can.pay) {
      const started = ok(
        await calls.post('trade/pay', { billIds: [bill.billId], currency, channel: 'dev' }, bill.customer.token),
      ).data;
      const trade = new URL(started.cashierUrl, 'http://x').searchParams.get('trade') ?? '';
      await t.database.db
        .update(devPaymentTrades)
        .set({ status: 'TRADE_SUCCESS' })
        .where(eq(devPaymentTrades.tradeNo, trade));
      ok(await calls.get(`trade/paystatus?id=${started.paymentId}`, bill.customer.token));
    }
    const invoice = ok(
      await calls.post(
        'member/bill/applyfapiao',
        { billIds: [bill.billId], titleType: 'personal', title: '张三', invoiceType: 'electronic' },
        bill.customer.token,
      ),
    ).data;
    expectRefusal(await calls.post('ops/invoices/issue', { id: invoice.id }, m.finance), 'INVOICE_SELLER_MISSING');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
    const issued = ok(await calls.post('ops/invoices/issue', { id: invoice.id, pdf }, m.finance)).data;
    expect(issued.status).toBe('issued');
  });
});
