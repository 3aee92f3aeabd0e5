import { ERRORS } from '@seabook/domain/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { messages, opsAudit, orderFees, orders } from '../../test/tables.ts';
import { newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { confirmedBill, customerWithOrder, type Money, moneyCalls, moneyDesk, ok, sentBill } from './money.fixtures.ts';
import { confirmOverdueBills } from './money.service.ts';
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

describe('finance bills an order', () => {
  it('makes a draft of every fee line, in CNY and USD, with the rates used, and audits it', async () => {
    const { customer, orderId, orderNo } = await customerWithOrder(m);
    const fees = await t.database.db.select().from(orderFees).where(eq(orderFees.orderId, orderId));
    const draft = ok(await calls.fromOrder({ orderNo: orderNo.toLowerCase() }, m.finance)).data;
    expect(draft).toMatchObject({ status: 'draft', kind: 'receivable', orders: [{ orderNo, blNo: `BL${orderNo}` }] });
    expect(draft.billNo).toMatch(/^ZD\d{10}$/);
    expect(draft.lines).toHaveLength(fees.length);
    for (const line of draft.lines) expect(['CNY', 'USD']).toContain(line.amount.currency);
    const sum = (currency: string) =>
      draft.lines
        .filter((l: { amount: { currency: string } }) => l.amount.currency === currency)
        .reduce((s: number, l: { amount: { amount: number } }) => s + l.amount.amount, 0);
    const parts = Object.fromEntries(draft.parts.map((p: { currency: string; due: number }) => [p.currency, p.due]));
    expect(parts.CNY ?? 0).toBe(sum('CNY'));
    expect(parts.USD ?? 0).toBe(sum('USD'));
    expect(draft.rates.some((r: { currency: string }) => r.currency === 'CNY')).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.objectId, draft.id), eq(opsAudit.action, 'bill.create')));
    expect(audit?.objectLabel).toBe(draft.billNo);
    // The customer does not see a draft.
    expectRefusal(await calls.detail(draft.id, customer.token), 'NOT_FOUND');
    expect(ok(await calls.list(customer.token)).data.total).toBe(0);
  });

  it('bills each fee line once: a second bill, and two at once, are refused', async () => {
    const { orderNo } = await customerWithOrder(m);
    const [a, b] = await Promise.all([
      calls.fromOrder({ orderNo, feeSeqs: [0] }, m.finance),
      calls.fromOrder({ orderNo, feeSeqs: [0] }, m.finance),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expectRefusal(a.status === 409 ? a : b, 'ORDER_FEES_BILLED');
    // The rest of the order is billed in a second part, which names the first.
    const first = a.status === 200 ? a.data : b.data;
    const second = ok(await calls.fromOrder({ orderNo }, m.finance)).data;
    expect(second.parentNo).toBe(first.billNo);
    expect(second.lines.every((l: { seq: number }) => l.seq >= 0)).toBe(true);
    expectRefusal(await calls.fromOrder({ orderNo }, m.finance), 'ORDER_FEES_BILLED');
  });

  it('refuses an order still in review, a missing one, and a missing number', async () => {
    const { orderId, orderNo } = await customerWithOrder(m);
    await t.database.db.update(orders).set({ status: 'pending_review' }).where(eq(orders.id, orderId));
    expectRefusal(await calls.fromOrder({ orderNo }, m.finance), 'ORDER_NOT_BILLABLE');
    expectRefusal(await calls.fromOrder({ orderNo: 'SB0000000000' }, m.finance), 'NOT_FOUND');
    const blank = await calls.fromOrder({ orderNo: ' ' }, m.finance);
    expectRefusal(blank, 'ORDER_NO_REQUIRED');
    expect(blank.json.error.fields).toHaveProperty('orderNo');
  });

  it('only finance (ops.billing) may use the desk; a customer hears 403', async () => {
    const service = (await newStaff(t, 'staffService')).token;
    const { customer, orderNo } = await customerWithOrder(m);
    expectRefusal(await calls.fromOrder({ orderNo }, service), 'FORBIDDEN');
    expectRefusal(await calls.deskList(customer.token), 'FORBIDDEN');
    expect(ok(await calls.deskList((await newStaff(t, 'staffAdmin')).token)).data.total).toBeGreaterThan(0);
  });

  it('changes a draft with a reason, then sends it: the customer is told and has 2 working days', async () => {
    const { customer, orderNo } = await customerWithOrder(m);
    const draft = ok(await calls.fromOrder({ orderNo }, m.finance)).data;
    const lines = draft.lines.map((l: { seq: number; name: { en: string }; amount: unknown }) => ({
      seq: l.seq,
      name: l.name.en,
      amount: l.amount,
    }));
    const edited = [...lines, { name: '文件费调整', amount: { amount: 5000, currency: 'CNY' } }];
    const noReason = await calls.edit({ id: draft.id, lines: edited, reason: '' }, m.finance);
    expectRefusal(noReason, 'BILL_EDIT_REASON_REQUIRED');
    expect(noReason.json.error.fields).toHaveProperty('reason');
    expectRefusal(
      await calls.edit(
        { id: draft.id, lines: [{ name: 'x', amount: { amount: 1.5, currency: 'CNY' } }], reason: 'r' },
        m.finance,
      ),
      'BILL_AMOUNT_INVALID',
    );
    const changed = ok(await calls.edit({ id: draft.id, lines: edited, reason: '补收文件费' }, m.finance)).data;
    const cny = (d: { parts: { currency: string; due: number }[] }) =>
      d.parts.find((p) => p.currency === 'CNY')?.due ?? 0;
    expect(cny(changed)).toBe(cny(draft) + 5000);
    expect(changed.lines.at(-1)).toMatchObject({ code: 'adjustment', name: { en: '文件费调整' } });
    expect(changed.history.at(-1)).toMatchObject({ event: 'edit', remark: '补收文件费' });

    const sent = ok(await calls.send(draft.id, m.finance)).data;
    expect(sent.status).toBe('to_confirm');
    expect(Date.parse(sent.confirmBy)).toBeGreaterThan(Date.now() + 24 * 3600_000);
    expectRefusal(await calls.edit({ id: draft.id, lines: edited, reason: 'again' }, m.finance), 'BILL_NOT_EDITABLE');
    expectRefusal(await calls.send(draft.id, m.finance), 'BILL_NOT_EDITABLE');
    const notices = await t.database.db.select().from(messages).where(eq(messages.accountId, customer.actor.accountId));
    expect(notices.some((n) => n.kind === 'bill' && n.link === `/center/billdetail?id=${draft.id}`)).toBe(true);
    const seen = ok(await calls.detail(draft.id, customer.token)).data;
    expect(seen).toMatchObject({ status: 'to_confirm', can: { confirm: true, pay: [], remit: [] } });
  });
});

describe('the customer confirms or disputes', () => {
  it('confirms within the deadline: the bill is to pay; confirming twice is refused', async () => {
    const bill = await sentBill(m);
    const confirmed = ok(await calls.confirm({ id: bill.billId, action: 'confirm' }, bill.customer.token)).data;
    expect(confirmed.status).toBe('to_pay');
    expect(confirmed.can.pay.length).toBeGreaterThan(0);
    expectRefusal(
      await calls.confirm({ id: bill.billId, action: 'confirm' }, bill.customer.token),
      'BILL_NOT_CONFIRMABLE',
    );
  });

  it('another company’s bill answers exactly like a missing one', async () => {
    const bill = await sentBill(m);
    const stranger = await newCustomer(t, true);
    const theirs = await calls.confirm({ id: bill.billId, action: 'confirm' }, stranger.token);
    const missing = await calls.confirm(
      { id: '00000000-0000-4000-8000-000000000000', action: 'confirm' },
      stranger.token,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
    expectRefusal(await calls.detail(bill.billId, stranger.token), 'NOT_FOUND');
    expectRefusal(await calls.orderBills(bill.orderId, stranger.token), 'NOT_FOUND');
  });

  it('disputes with a remark: finance corrects and sends again', async () => {
    const bill = await sentBill(m);
    const bare = await calls.confirm({ id: bill.billId, action: 'dispute', remark: ' ' }, bill.customer.token);
    expectRefusal(bare, 'DISPUTE_REMARK_REQUIRED');
    expect(bare.json.error.fields).toHaveProperty('remark');
    const disputed = ok(
      await calls.confirm({ id: bill.billId, action: 'dispute', remark: '仓库费重复' }, bill.customer.token),
    ).data;
    expect(disputed).toMatchObject({ status: 'disputed', disputeRemark: '仓库费重复', can: { confirm: false } });
    expect(ok(await calls.list(bill.customer.token, 'tab=to_confirm')).data.items[0].status).toBe('disputed');
    const desk = ok(await calls.deskDetail(bill.billId, m.finance)).data;
    expect(desk.desk).toEqual({ edit: true, send: true, refundPaid: false });
    const lines = desk.lines.slice(1).map((l: { seq: number; name: { en: string }; amount: unknown }) => ({
      seq: l.seq,
      name: l.name.en,
      amount: l.amount,
    }));
    ok(await calls.edit({ id: bill.billId, lines, reason: '删除重复的仓库费' }, m.finance));
    const again = ok(await calls.send(bill.billId, m.finance)).data;
    expect(again).toMatchObject({ status: 'to_confirm', disputeRemark: '' });
    expect(again.history.map((h: { event: string }) => h.event)).toEqual(['create', 'send', 'dispute', 'edit', 'send']);
  });

  it('an unconfirmed bill is taken as confirmed once its 2 working days are over', async () => {
    const bill = await sentBill(m);
    await t.database.db
      .update(bills)
      .set({ confirmBy: new Date(Date.now() - 1000) })
      .where(eq(bills.id, bill.billId));
    const results = await Promise.all([confirmOverdueBills(t.database.db), confirmOverdueBills(t.database.db)]);
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const seen = ok(await calls.detail(bill.billId, bill.customer.token)).data;
    expect(seen.status).toBe('to_pay');
    expect(seen.history.filter((h: { event: string }) => h.event === 'auto_confirm')).toHaveLength(1);
  });
});

describe('the bill list', () => {
  it('has tabs, a search by bill, order or B/L number and dates, and totals of what is open', async () => {
    const first = await confirmedBill(m);
    // A second bill of the same customer, still to confirm.
    const order2 = await customerWithOrder(m);
    await t.database.db
      .update(orders)
      .set({ tenantId: first.customer.actor.tenantId, accountId: first.customer.actor.accountId })
      .where(eq(orders.id, order2.orderId));
    const draft = ok(await calls.fromOrder({ orderNo: order2.orderNo }, m.finance)).data;
    ok(await calls.send(draft.id, m.finance));
    const all = ok(await calls.list(first.customer.token)).data;
    expect(all.total).toBe(2);
    expect(all.tabs).toMatchObject({ all: 2, to_confirm: 1, to_pay: 1, reconciling: 0, settled: 0 });
    expect(all.open.length).toBeGreaterThan(0);
    expect(ok(await calls.list(first.customer.token, 'tab=to_pay')).data.items[0].id).toBe(first.billId);
    expect(ok(await calls.list(first.customer.token, `keyword=${first.orderNo.toLowerCase()}`)).data.total).toBe(1);
    expect(ok(await calls.list(first.customer.token, `keyword=BL${order2.orderNo}`)).data.items[0].id).toBe(draft.id);
    expect(ok(await calls.list(first.customer.token, `keyword=${draft.billNo}`)).data.total).toBe(1);
    expect(ok(await calls.list(first.customer.token, 'from=2020-01-01&to=2020-01-31')).data.total).toBe(0);
    expect((await calls.list(first.customer.token, 'from=2026-02-30')).status).toBe(ERRORS.VALIDATION.status);
    expect((await calls.list(first.customer.token, 'tab=drafts')).status).toBe(422);
    const onOrder = ok(await calls.orderBills(first.orderId, first.customer.token)).data;
    expect(onOrder.items.map((b: { id: string }) => b.id)).toEqual([first.billId]);
  });

  it('needs a session, and the bill permission (a sub-account has none by default)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/member/bill/billlist' })).statusCode).toBe(401);
  });
});
