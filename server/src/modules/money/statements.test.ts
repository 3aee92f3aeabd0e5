import { chinaDayStart, chinaToday } from '@seabook/domain/china-time';
import { periodOf, STATEMENT_DAY_MAX } from '@seabook/domain/statements';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/tenancy.tables.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { messages, opsAudit } from '../../test/tables.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { customerWithOrder, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';
import { bills } from './money.tables.ts';

/** Monthly statements (decision 041): the contract, bills that wait, closing the month once, the customer's view and Excel. */

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

const thisMonth = () => periodOf(Date.now());
const contract = (body: unknown, token = m.finance) => calls.post('ops/finance/contract', body, token);
const close = (body: unknown, token = m.finance) => calls.post('ops/finance/statements/close', body, token);

/** A customer with a contract and one order billed by finance (a draft waiting for the statement). */
async function monthlyCustomerWithBill() {
  const owner = await customerWithOrder(m);
  const tenantId = owner.customer.actor.tenantId;
  ok(await contract({ tenantId, monthly: true, statementDay: 28, creditLimit: 5_000_000 }));
  const draft = ok(await calls.fromOrder({ orderNo: owner.orderNo }, m.finance)).data;
  // A bill made after the statement day belongs to next month's statement, which cannot be closed yet. On
  // the 29th to the 31st (China days) the bill is dated at noon on the 28th, as if finance had billed then.
  if (Number(chinaToday().slice(8, 10)) > STATEMENT_DAY_MAX) {
    const noonOf28th = new Date(chinaDayStart(`${thisMonth()}-${STATEMENT_DAY_MAX}`) + 12 * 3_600_000);
    await t.database.db.update(bills).set({ createdAt: noonOf28th }).where(eq(bills.id, draft.id));
  }
  return { ...owner, tenantId, draft };
}

describe('the monthly contract', () => {
  it('refuses a bad statement day and credit limit on their fields and changes nothing', async () => {
    const { customer } = await customerWithOrder(m);
    const tenantId = customer.actor.tenantId;
    for (const statementDay of [0, 29, 1.5, '5']) {
      const answer = await contract({ tenantId, monthly: true, statementDay, creditLimit: 0 });
      expectRefusal(answer, 'STATEMENT_DAY_INVALID');
      expect(answer.json.error.fields).toHaveProperty('statementDay');
    }
    for (const creditLimit of [-1, 10.5, 10_000_000_001]) {
      const answer = await contract({ tenantId, monthly: true, statementDay: 5, creditLimit });
      expectRefusal(answer, 'CREDIT_LIMIT_INVALID');
      expect(answer.json.error.fields).toHaveProperty('creditLimit');
    }
    expectRefusal(await contract({ tenantId: crypto.randomUUID(), monthly: true }), 'NOT_FOUND');
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(tenant?.monthlySettlement).toBe(false);
    // A customer or a non-finance operator may not set it.
    expectRefusal(await contract({ tenantId, monthly: true }, customer.token), 'FORBIDDEN');
  });

  it('sets, changes and ends a contract; the customer sees it with what is open; it is audited', async () => {
    const { customer } = await customerWithOrder(m);
    const tenantId = customer.actor.tenantId;
    const set = ok(await contract({ tenantId, monthly: true, statementDay: 10, creditLimit: 1_000_000 })).data;
    expect(set).toMatchObject({ monthly: true, statementDay: 10, creditLimit: 1_000_000, used: 0 });
    ok(await contract({ tenantId, monthly: true, statementDay: 20, creditLimit: 0 }));
    const seen = ok(await calls.get('member/bill/billmonthlist', customer.token)).data;
    expect(seen).toMatchObject({ contract: { monthly: true, statementDay: 20, creditLimit: 0 }, items: [], total: 0 });
    // The existing information page's flag follows.
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(tenant?.monthlySettlement).toBe(true);
    ok(await contract({ tenantId, monthly: false }));
    expect(ok(await calls.get('member/bill/billmonthlist', customer.token)).data.contract.monthly).toBe(false);
    const audits = await t.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.objectId, tenantId), eq(opsAudit.action, 'contract.set')));
    expect(audits).toHaveLength(3);
  });
});

describe('closing the month', () => {
  it('a monthly customer’s bill waits: it is not sent alone, and the customer does not see it', async () => {
    const { customer, draft } = await monthlyCustomerWithBill();
    expectRefusal(await calls.send(draft.id, m.finance), 'BILL_WAITS_FOR_STATEMENT');
    expect(ok(await calls.list(customer.token)).data.total).toBe(0);
    // Open against the limit counts the waiting bill's CNY.
    const cny = draft.parts.find((p: { currency: string }) => p.currency === 'CNY')?.due ?? 0;
    expect(ok(await calls.get('member/bill/billmonthlist', customer.token)).data.contract.used).toBe(cny);
  });

  it('closes once per customer and month, also when two operators click at once; its bills are sent as one set', async () => {
    const { customer, tenantId, draft, orderNo } = await monthlyCustomerWithBill();
    const second = await customerWithOrder(m);
    expect(second).toBeTruthy();
    const period = thisMonth();
    const [a, b] = await Promise.all([close({ tenantId, period }), close({ tenantId, period })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expectRefusal(a.status === 409 ? a : b, 'STATEMENT_EXISTS');
    const made = (a.status === 200 ? a : b).data;
    expect(made.statementNo).toMatch(/^YD\d{10}$/);
    expect(made).toMatchObject({ period, state: 'to_confirm', bills: 1 });
    expectRefusal(await close({ tenantId, period }), 'STATEMENT_EXISTS');

    const list = ok(await calls.get('member/bill/billmonthlist', customer.token)).data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: made.id, totals: made.totals });
    const bill = ok(await calls.detail(draft.id, customer.token)).data;
    expect(bill.status).toBe('to_confirm');
    const notices = await t.database.db.select().from(messages).where(eq(messages.accountId, customer.actor.accountId));
    expect(notices.some((n) => n.link === `/center/billm?id=${made.id}`)).toBe(true);

    const detail = ok(await calls.get(`member/bill/getbillmonthinfo?id=${made.id}`, customer.token)).data;
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]).toMatchObject({ orderNo, blNo: `BL${orderNo}` });
    expect(detail.lines).toHaveLength(draft.lines.length);
    expect(detail.billList.map((x: { id: string }) => x.id)).toEqual([draft.id]);
    for (const total of detail.totals) {
      const sum = detail.lines
        .filter((l: { amount: { currency: string } }) => l.amount.currency === total.currency)
        .reduce((s: number, l: { amount: { amount: number } }) => s + l.amount.amount, 0);
      expect(total.due).toBe(sum);
    }
    // Confirming goes through the existing bill flow; the statement follows.
    ok(await calls.confirm({ id: draft.id, action: 'confirm' }, customer.token));
    expect(ok(await calls.get(`member/bill/getbillmonthinfo?id=${made.id}`, customer.token)).data.state).toBe('to_pay');

    // Another company's statement answers as missing, for the detail and the Excel alike.
    expectRefusal(await calls.get(`member/bill/getbillmonthinfo?id=${made.id}`, second.customer.token), 'NOT_FOUND');
    const other = await t.app.inject({
      method: 'GET',
      url: `/v2/member/bill/billmonthexcel?id=${made.id}`,
      headers: { appid: '1', appclient: 'pc', accesstoken: second.customer.token, 'accept-language': 'en' },
    });
    expect(other.statusCode).toBe(404);
    expectRefusal(
      await calls.get(`member/bill/getbillmonthinfo?id=${crypto.randomUUID()}`, customer.token),
      'NOT_FOUND',
    );
    const audits = await t.database.db.select().from(opsAudit).where(eq(opsAudit.objectId, made.id));
    expect(audits.map((x) => x.action)).toEqual(['statement.close']);
  });

  it('refuses a customer without a contract, an empty month, a later month and a bad period', async () => {
    const { customer } = await customerWithOrder(m);
    const tenantId = customer.actor.tenantId;
    expectRefusal(await close({ tenantId, period: thisMonth() }), 'NOT_MONTHLY_CUSTOMER');
    ok(await contract({ tenantId, monthly: true, statementDay: 1 }));
    expectRefusal(await close({ tenantId, period: thisMonth() }), 'STATEMENT_EMPTY');
    for (const period of ['2026-13', '26-01', '', '2999-01']) {
      const answer = await close({ tenantId, period });
      expectRefusal(answer, 'STATEMENT_PERIOD_INVALID');
      expect(answer.json.error.fields).toHaveProperty('period');
    }
    expectRefusal(await close({ tenantId: crypto.randomUUID(), period: thisMonth() }), 'NOT_FOUND');
  });

  it('a customer without a contract is billed and sent as before', async () => {
    const { orderNo } = await customerWithOrder(m);
    const draft = ok(await calls.fromOrder({ orderNo }, m.finance)).data;
    expect(ok(await calls.send(draft.id, m.finance)).data.status).toBe('to_confirm');
  });
});

describe('the statement as Excel', () => {
  for (const [language, sheets, total] of [
    ['zh-CN', ['订单', '费用明细', '币种合计'], '应付'],
    ['en', ['Orders', 'Fee lines', 'Totals'], 'Due'],
    ['zh-TW', ['訂單', '費用明細', '幣種合計'], '應付'],
  ] as const) {
    it(`has the orders, fee lines and totals by currency, in ${language}`, async () => {
      const { customer, tenantId, orderNo, draft } = await monthlyCustomerWithBill();
      const made = ok(await close({ tenantId, period: thisMonth() })).data;
      const answer = await t.app.inject({
        method: 'GET',
        url: `/v2/member/bill/billmonthexcel?id=${made.id}`,
        headers: { appid: '1', appclient: 'pc', accesstoken: customer.token, 'accept-language': language },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(sheets);
      const [orders, lines, totals] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
      expect(orders.getRow(2).getCell(1).value).toBe(orderNo);
      expect(orders.getRow(2).getCell(2).value).toBe(`BL${orderNo}`);
      expect(lines.actualRowCount).toBe(1 + draft.lines.length);
      expect(totals.getRow(1).getCell(2).value).toBe(total);
      for (const [i, part] of made.totals.entries()) {
        const row = totals.getRow(2 + i);
        expect(row.getCell(1).value).toBe(part.currency);
        expect(row.getCell(2).value).toBe(part.due / 100);
      }
      // The fee lines add up to the totals sheet, currency by currency.
      for (const part of made.totals) {
        let sum = 0;
        lines.eachRow((row, n) => {
          if (n > 1 && row.getCell(4).value === part.currency) sum += Number(row.getCell(5).value);
        });
        expect(Math.round(sum * 100)).toBe(part.due);
      }
    });
  }
});
