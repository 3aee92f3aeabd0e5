import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { uploadFile } from '../../test/http.ts';
import { messages } from '../../test/tables.ts';
import { sampleFiles } from '../files/files.service.ts';
import { newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { confirmedBill, en, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';
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

type Bill = Awaited<ReturnType<typeof confirmedBill>>;

async function voucher(
  token: string,
  kind = 'voucher',
  filename = 'slip.pdf',
  content: Uint8Array = sampleFiles.pdf(),
) {
  return uploadFile(t.app, token, { kind, filename, content }, en);
}
/** A bill kept in CNY only, so one remittance covers it. */
async function cnyBill(): Promise<Bill & { due: number }> {
  const bill = await confirmedBill(m);
  await t.database.db.update(bills).set({ dueUsd: 0, dueCny: 500_00 }).where(eq(bills.id, bill.billId));
  return { ...bill, due: 500_00 };
}
const remit = (bill: Bill, body: Record<string, unknown>) =>
  calls.post(
    'member/bill/enterbill',
    { billIds: [bill.billId], currency: 'CNY', amount: 500_00, ...body },
    bill.customer.token,
  );
const queue = async () => ok(await calls.get('ops/bills/remittances', m.finance)).data;

describe('paying by bank remittance', () => {
  it('a voucher puts the bill in reconciling; finance confirms what the bank received and it is settled', async () => {
    const bill = await cnyBill();
    const slip = ok(await voucher(bill.customer.token)).data;
    ok(await remit(bill, { voucherFileId: slip.id }));
    const seen = ok(await calls.detail(bill.billId, bill.customer.token)).data;
    expect(seen).toMatchObject({ status: 'reconciling', can: { pay: [], remit: [] } });
    expect(seen.remittances[0]).toMatchObject({ status: 'pending', amount: { amount: 500_00, currency: 'CNY' } });
    // Paying it again meanwhile, online or by another slip, is refused.
    expectRefusal(await remit(bill, { voucherFileId: slip.id }), 'BILL_NOT_PAYABLE');
    const online = await calls.post(
      'trade/pay',
      { billIds: [bill.billId], currency: 'CNY', channel: 'dev' },
      bill.customer.token,
    );
    expectRefusal(online, 'BILL_NOT_PAYABLE');
    const row = (await queue()).items.find((r: { bills: { id: string }[] }) => r.bills[0]?.id === bill.billId);
    expect(row).toMatchObject({ company: expect.any(String), voucher: { id: slip.id, name: 'slip.pdf' } });
    const file = await t.app.inject({
      method: 'GET',
      url: `/v2/ops/bills/voucher?id=${row.id}`,
      headers: { accesstoken: m.finance },
    });
    expect(file.statusCode).toBe(200);
    ok(await calls.post('ops/bills/remittance/confirm', { id: row.id, received: 500_00 }, m.finance));
    expect(ok(await calls.detail(bill.billId, bill.customer.token)).data.status).toBe('settled');
    expectRefusal(
      await calls.post('ops/bills/remittance/confirm', { id: row.id, received: 1 }, m.finance),
      'REMITTANCE_DECIDED',
    );
  });

  it('a shortfall leaves the bill to pay with what is left', async () => {
    const bill = await cnyBill();
    ok(await remit(bill, { voucherFileId: ok(await voucher(bill.customer.token)).data.id, amount: 300_00 }));
    const row = (await queue()).items.find((r: { bills: { id: string }[] }) => r.bills[0]?.id === bill.billId);
    ok(await calls.post('ops/bills/remittance/confirm', { id: row.id, received: 300_00 }, m.finance));
    const seen = ok(await calls.detail(bill.billId, bill.customer.token)).data;
    expect(seen.status).toBe('to_pay');
    expect(seen.parts).toEqual([{ currency: 'CNY', due: 500_00, paid: 300_00, left: 200_00 }]);
    expect(seen.can.pay).toEqual(['CNY']);
  });

  it('finance sends a remittance back with a reason: the bill is to pay again and the customer is told', async () => {
    const bill = await cnyBill();
    ok(await remit(bill, { voucherFileId: ok(await voucher(bill.customer.token)).data.id }));
    const row = (await queue()).items.find((r: { bills: { id: string }[] }) => r.bills[0]?.id === bill.billId);
    expectRefusal(
      await calls.post('ops/bills/remittance/return', { id: row.id, reason: '' }, m.finance),
      'RETURN_REASON_REQUIRED',
    );
    const [a, b] = await Promise.all([
      calls.post('ops/bills/remittance/return', { id: row.id, reason: '银行未收到款项' }, m.finance),
      calls.post('ops/bills/remittance/confirm', { id: row.id, received: 500_00 }, m.finance),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const seen = ok(await calls.detail(bill.billId, bill.customer.token)).data;
    if (a.status === 200) {
      expect(seen.status).toBe('to_pay');
      expect(seen.remittances[0]).toMatchObject({ status: 'returned', reason: '银行未收到款项' });
      const told = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.accountId, bill.customer.actor.accountId));
      expect(told.some((n) => n.title['zh-CN'] === '汇款凭证被退回')).toBe(true);
    } else {
      expect(seen.status).toBe('settled');
    }
  });

  it('refuses a voucher of the wrong kind, over the size limit, missing, or of another company', async () => {
    const bill = await cnyBill();
    const wrongKind = ok(await voucher(bill.customer.token, 'order', 'list.pdf')).data;
    const refused = await remit(bill, { voucherFileId: wrongKind.id });
    expectRefusal(refused, 'FILE_KIND_NOT_ALLOWED');
    expect(refused.json.error.fields).toHaveProperty('voucherFileId');
    const docx = await voucher(bill.customer.token, 'voucher', 'slip.docx', sampleFiles.docx());
    expect(docx.json.error).toMatchObject({ code: 42240, msg: 'Only jpg/jpeg/png/pdf files can be uploaded here.' });
    expectRefusal(
      await voucher(bill.customer.token, 'voucher', 'big.pdf', sampleFiles.pdf(6 * 1024 * 1024)),
      'FILE_TOO_LARGE_5MB',
    );
    expectRefusal(await remit(bill, { voucherFileId: undefined }), 'VOUCHER_REQUIRED');
    expectRefusal(await remit(bill, { voucherFileId: wrongKind.id, amount: 0 }), 'REMITTANCE_AMOUNT_INVALID');
    const stranger = await newCustomer(t, true);
    const theirs = ok(await voucher(stranger.token)).data;
    expectRefusal(await remit(bill, { voucherFileId: theirs.id }), 'NOT_FOUND');
    expect(ok(await calls.detail(bill.billId, bill.customer.token)).data.status).toBe('to_pay');
  });

  it('the reconciling desk is finance’s', async () => {
    const bill = await cnyBill();
    expectRefusal(await calls.get('ops/bills/remittances', bill.customer.token), 'FORBIDDEN');
  });
});
