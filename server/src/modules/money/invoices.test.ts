import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPaymentTrades } from '../../providers/dev-payment.tables.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { messages, opsAudit } from '../../test/tables.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { invoiceBills } from './invoices.tables.ts';
import { confirmedBill, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';
import { bills } from './money.tables.ts';

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

/** A credit code with a good check character (GB 32100), and one with a wrong one. */
const TAX_NO = '91350100M000100Y43';
const BAD_TAX_NO = '91350100M000100Y44';

type Bill = Awaited<ReturnType<typeof confirmedBill>>;

/** Pays every part of a confirmed bill through the development gateway: a settled bill. */
async function settle(bill: Bill): Promise<Bill> {
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
  return bill;
}
const settledBill = async () => settle(await confirmedBill(m));

const request = (bill: Bill, extra: Record<string, unknown> = {}, token = bill.customer.token) =>
  calls.post(
    'member/bill/applyfapiao',
    {
      billIds: [bill.billId],
      titleType: 'company',
      title: 'Acme 贸易有限公司',
      taxNo: TAX_NO,
      invoiceType: 'electronic',
      ...extra,
    },
    token,
  );
const pdfOf = (path: string, id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${path}?id=${id}`,
    headers: { appid: '1', appclient: 'pc', accesstoken: token },
  });

describe('asking for an invoice', () => {
  it('invoices settled bills in CNY at the bill’s rate, lists it, and saves the title when asked', async () => {
    const bill = await settledBill();
    const row = (await t.database.db.select().from(bills).where(eq(bills.id, bill.billId)))[0];
    const choices = ok(await calls.get('member/bill/fapiaobills', bill.customer.token)).data.items;
    expect(choices.map((c: { id: string }) => c.id)).toContain(bill.billId);
    const invoice = ok(await request(bill, { taxNo: TAX_NO.toLowerCase(), saveTitle: true, conversion: 'cny' })).data;
    expect(invoice).toMatchObject({ status: 'requested', taxNo: TAX_NO, conversion: 'cny', hasPdf: false });
    expect(invoice.invoiceNo).toMatch(/^FP\d{10}$/);
    const [line] = invoice.lines;
    expect(line).toMatchObject({ billId: bill.billId, cny: row?.dueCny, usd: row?.dueUsd });
    const cnyTotal = invoice.totals.find((x: { currency: string }) => x.currency === 'CNY')?.amount;
    expect(cnyTotal).toBe((row?.dueCny ?? 0) + (line.usdInCny ?? 0));
    if ((row?.dueUsd ?? 0) > 0) expect(line.usdInCny).toBeGreaterThan(0);
    const list = ok(await calls.get('member/bill/getfapiaolist?page=1&pageSize=10', bill.customer.token)).data;
    expect(list).toMatchObject({ total: 1, items: [{ id: invoice.id }] });
    const titles = ok(await calls.get('member/bill/fapiaotitles', bill.customer.token)).data.items;
    expect(titles).toMatchObject([{ title: 'Acme 贸易有限公司', taxNo: TAX_NO }]);
    ok(await calls.post('member/bill/fapiaotitle/delete', { id: titles[0].id }, bill.customer.token));
    expect(ok(await calls.get('member/bill/fapiaotitles', bill.customer.token)).data.items).toEqual([]);
  });

  it('refuses a wrong tax number, a missing one, and a paper invoice without an address, each on its field', async () => {
    const bill = await settledBill();
    const wrong = await request(bill, { taxNo: BAD_TAX_NO });
    expectRefusal(wrong, 'CREDIT_CODE_CHECK');
    expect(wrong.json.error.fields).toHaveProperty('taxNo');
    const missing = await request(bill, { taxNo: '' });
    expectRefusal(missing, 'INVOICE_TAX_NO_REQUIRED');
    expect(missing.json.error.fields).toHaveProperty('taxNo');
    const paper = await request(bill, { invoiceType: 'paper' });
    expectRefusal(paper, 'INVOICE_DELIVERY_REQUIRED');
    expect(paper.json.error.fields).toHaveProperty('delivery');
    // A personal title needs no tax number.
    ok(await request(bill, { titleType: 'personal', title: '张三', taxNo: '' }));
  });

  it('refuses an unsettled bill on its field, and another company’s bill as missing', async () => {
    const unsettled = await confirmedBill(m);
    const refused = await request(unsettled);
    expectRefusal(refused, 'BILL_NOT_SETTLED');
    expect(refused.json.error.fields).toHaveProperty('billIds');
    const other = await settledBill();
    expectRefusal(await request(other, {}, unsettled.customer.token), 'NOT_FOUND');
    expect(await t.database.db.select().from(invoiceBills).where(eq(invoiceBills.billId, other.billId))).toEqual([]);
  });

  it('invoices a bill once, also when asked twice at once', async () => {
    const bill = await settledBill();
    const answers = await Promise.all([request(bill), request(bill), request(bill)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expectRefusal(a, 'BILL_INVOICED');
    expect(await t.database.db.select().from(invoiceBills).where(eq(invoiceBills.billId, bill.billId))).toHaveLength(1);
  });
});

describe('finance issues or rejects', () => {
  it('issues a PDF the customer downloads; another company hears it is missing', async () => {
    const bill = await settledBill();
    const invoice = ok(await request(bill)).data;
    const early = await pdfOf('member/bill/fapiaopdf', invoice.id, bill.customer.token);
    expect(early.statusCode).toBe(409);
    const queue = ok(await calls.get('ops/invoices/list?status=requested', m.finance)).data;
    expect(queue.items.map((i: { id: string }) => i.id)).toContain(invoice.id);
    const issued = ok(await calls.post('ops/invoices/issue', { id: invoice.id }, m.finance)).data;
    expect(issued).toMatchObject({ status: 'issued', hasPdf: true });
    expectRefusal(await calls.post('ops/invoices/issue', { id: invoice.id }, m.finance), 'INVOICE_NOT_DECIDABLE');
    const pdf = await pdfOf('member/bill/fapiaopdf', invoice.id, bill.customer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const stranger = await confirmedBill(m);
    expect((await pdfOf('member/bill/fapiaopdf', invoice.id, stranger.customer.token)).statusCode).toBe(404);
    expect(ok(await calls.get('member/bill/getfapiaolist', stranger.customer.token)).data.total).toBe(0);
    const [audit] = await t.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.objectId, invoice.id), eq(opsAudit.action, 'invoice.issue')));
    expect(audit?.objectLabel).toBe(invoice.invoiceNo);
    const told = await t.database.db.select().from(messages).where(eq(messages.tenantId, bill.customer.actor.tenantId));
    expect(told.some((msg) => msg.link === '/center/invoice')).toBe(true);
  });

  it('issues with the PDF finance uploads, refusing one that is not a PDF on its field', async () => {
    const bill = await settledBill();
    const invoice = ok(await request(bill)).data;
    const fake = await calls.post(
      'ops/invoices/issue',
      { id: invoice.id, pdf: Buffer.from('<html>not a pdf</html>').toString('base64') },
      m.finance,
    );
    expectRefusal(fake, 'INVOICE_PDF_INVALID');
    expect(fake.json.error.fields).toHaveProperty('pdf');
    const bytes = Buffer.from('%PDF-1.4\n% uploaded by finance\n%%EOF\n');
    ok(await calls.post('ops/invoices/issue', { id: invoice.id, pdf: bytes.toString('base64') }, m.finance));
    const pdf = await pdfOf('member/bill/fapiaopdf', invoice.id, bill.customer.token);
    expect(pdf.rawPayload.equals(bytes)).toBe(true);
  });

  it('rejects only with a reason; the bill may then be asked for again', async () => {
    const bill = await settledBill();
    const invoice = ok(await request(bill)).data;
    const blank = await calls.post('ops/invoices/reject', { id: invoice.id, reason: ' ' }, m.finance);
    expectRefusal(blank, 'INVOICE_REASON_REQUIRED');
    expect(blank.json.error.fields).toHaveProperty('reason');
    const rejected = ok(
      await calls.post('ops/invoices/reject', { id: invoice.id, reason: 'Wrong title' }, m.finance),
    ).data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Wrong title' });
    expect((await pdfOf('member/bill/fapiaopdf', invoice.id, bill.customer.token)).statusCode).toBe(409);
    ok(await request(bill));
  });

  it('a customer may not use the desk', async () => {
    const bill = await settledBill();
    expect((await calls.get('ops/invoices/list', bill.customer.token)).status).toBe(403);
  });
});

describe('correcting an issued invoice', () => {
  it('bills 5000 fen once, even asked twice at once, as a bill to pay, and returns it to finance', async () => {
    const bill = await settledBill();
    const invoice = ok(await request(bill)).data;
    expectRefusal(
      await calls.post('member/bill/correctfapiao', { id: invoice.id, reason: 'Title' }, bill.customer.token),
      'INVOICE_NOT_CORRECTABLE',
    );
    ok(await calls.post('ops/invoices/issue', { id: invoice.id }, m.finance));
    expectRefusal(
      await calls.post('member/bill/correctfapiao', { id: invoice.id, reason: '' }, bill.customer.token),
      'INVOICE_REASON_REQUIRED',
    );
    const before = await t.database.db.select().from(bills).where(eq(bills.tenantId, bill.customer.actor.tenantId));
    const answers = await Promise.all([
      calls.post('member/bill/correctfapiao', { id: invoice.id, reason: 'Wrong address' }, bill.customer.token),
      calls.post('member/bill/correctfapiao', { id: invoice.id, reason: 'Wrong address' }, bill.customer.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const corrected = (answers.find((a) => a.status === 200) ?? answers[0])?.data;
    expect(corrected).toMatchObject({ status: 'correcting', reason: 'Wrong address' });
    const after = await t.database.db.select().from(bills).where(eq(bills.tenantId, bill.customer.actor.tenantId));
    const added = after.filter((row) => !before.some((b) => b.id === row.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ dueCny: 5000, dueUsd: 0, status: 'to_pay' });
    expect(corrected.feeBill).toMatchObject({ id: added[0]?.id, billNo: added[0]?.billNo });
    // The fee bill is a real bill the customer sees and pays.
    const fee = ok(await calls.detail(added[0]?.id ?? '', bill.customer.token)).data;
    expect(fee.can.pay).toEqual(['CNY']);
    // Finance issues it again; the old PDF stays downloadable meanwhile.
    expect((await pdfOf('member/bill/fapiaopdf', invoice.id, bill.customer.token)).statusCode).toBe(200);
    ok(await calls.post('ops/invoices/issue', { id: invoice.id }, m.finance));
  });
});
