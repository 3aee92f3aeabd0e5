import { randomUUID } from 'node:crypto';
import { addDays } from '@seabook/domain/booking-rules';
import { OpsOrderInfoSchema } from '@seabook/domain/ops-orders';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { messages } from '../../test/tables.ts';
import type { Customer } from '../inquiries/inquiries.fixtures.ts';
import { today } from '../rates/rates.service.ts';
import { auditOf, closeDesk, orderQuote, startDesk } from './ops-orders-desk.fixtures.ts';
import { bookOrder, expectRefusal, type orderCalls, setStatus, stored } from './order-info.fixtures.ts';
import { orderFees, orders } from './orders.tables.ts';

/** POST /v2/ops/order/quote: an order pending a quote gets its price, and the customer answers it. */

let desk: Awaited<ReturnType<typeof startDesk>> | undefined;
let t: TestContext;
let api: ReturnType<typeof orderCalls>;
let line: QuoteLine;
let shipper: Customer;
let operator: { id: string; token: string; name: string };

beforeAll(async () => {
  desk = await startDesk();
  ({ t, api, line, shipper } = desk);
  operator = await newStaff(t, 'staffService');
});
afterAll(() => closeDesk(desk));

/** A new order of the shipper moved to pending_quote by the operator, as the desk does it. */
async function pendingQuote(): Promise<{ orderId: string; orderNo: string }> {
  const { orderId, orderNo } = await bookOrder(t, shipper, line);
  const moved = await api.post('ops/order/move', { id: orderId, to: 'pending_quote' }, operator.token);
  expect(moved.status, JSON.stringify(moved.json)).toBe(200);
  return { orderId, orderNo };
}

/** The order as stored with its fee lines and the desk's audit rows, to show nothing changed. */
async function snapshot(orderId: string) {
  const fees = await t.database.db.select().from(orderFees).where(eq(orderFees.orderId, orderId));
  return { ...(await stored(t, orderId)), fees, audit: await auditOf(t, orderId) };
}

const quote = (id: string, patch: Record<string, unknown> = {}) =>
  api.post('ops/order/quote', orderQuote(id, patch), operator.token);

describe('quoting an LCL order', () => {
  it('prices the charges for the cargo, replaces the fees, moves to quote_to_confirm and tells the customer', async () => {
    const { orderId, orderNo } = await pendingQuote();
    const validTo = addDays(today(), 14);
    const answer = await quote(orderId, { validTo });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const order = OpsOrderInfoSchema.parse(answer.data);
    // 1200 kg and 2.5 m³: 2.5 W/M. CFS 50.00 × 2.5 (over its 100.00 minimum), the B/L fee, then ocean 40.00 × 2.5.
    expect(order.fees.map((f) => [f.code, f.stage, f.quantity, f.amount, f.minimumApplied])).toEqual([
      ['cfs_price', 'origin', '2.5', { amount: 12_500, currency: 'CNY' }, false],
      ['doc_price', 'origin', '1', { amount: 30_000, currency: 'CNY' }, false],
      ['sea_price', 'ocean', '2.5', { amount: 10_000, currency: 'USD' }, false],
    ]);
    expect(order.totals).toEqual(
      expect.arrayContaining([
        { amount: 42_500, currency: 'CNY' },
        { amount: 10_000, currency: 'USD' },
      ]),
    );
    expect(order.totals).toHaveLength(2);
    expect(order.totalUsd?.currency).toBe('USD');
    expect(order.totalUsd?.amount).toBeGreaterThan(10_000);
    expect(order).toMatchObject({
      status: 'quote_to_confirm',
      reviewRemark: 'Space confirmed',
      quoteValidTo: validTo,
      quoteExpired: false,
    });
    expect(order.log[0]).toMatchObject({
      action: 'quote',
      actorKind: 'operator',
      actorName: operator.name,
      from: 'pending_quote',
      to: 'quote_to_confirm',
      remark: 'Space confirmed',
      changes: { validTo: [null, validTo], totals: [expect.any(Array), order.totals] },
    });
    expect(order.actions.moves).toEqual([
      { action: 'cancel', to: 'cancelled' },
      { action: 'withdraw_quote', to: 'pending_quote' },
    ]);

    // The audit row keeps the status, totals and validity before and after.
    const [, quoted] = await auditOf(t, orderId);
    expect(quoted).toMatchObject({
      action: 'order.quote',
      objectLabel: orderNo,
      staffId: operator.id,
      before: { status: 'pending_quote' },
      after: { status: 'quote_to_confirm', totals: order.totals, totalUsd: order.totalUsd, validTo },
    });

    // The customer sees the new price at once, is told, and accepts it with its own move.
    const seen = await api.info(orderId, shipper.token);
    expect(seen.data).toMatchObject({
      status: 'quote_to_confirm',
      totals: order.totals,
      fees: order.fees,
      quoteValidTo: validTo,
      quoteExpired: false,
    });
    expect(seen.data.actions.moves.map((m: { action: string }) => m.action)).toEqual(['accept_quote', 'decline_quote']);
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.accountId, shipper.actor.accountId), eq(messages.kind, 'order_status')));
    expect(told.some((m) => m.title.en === `Order ${orderNo}: Quote to confirm`)).toBe(true);
    const accepted = await api.post('oe_order/ordermove', { id: orderId, action: 'accept_quote' }, shipper.token);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.data).toMatchObject({ status: 'pending_booking', totals: order.totals });
  });

  it('refuses a typed container charge on an LCL order', async () => {
    const { orderId } = await pendingQuote();
    const charges = [
      { code: 'sea_price', stage: 'ocean', basis: 'container', containerType: '20GP', currency: 'USD', unitPrice: 1 },
    ];
    const answer = await quote(orderId, { charges });
    expectRefusal(answer, 'ORDER_QUOTE_CONTAINER_TYPE');
    expect(Object.keys(answer.json.error.fields ?? {})).toEqual(['charges.0.containerType']);
  });
});

describe('quoting an FCL order', () => {
  /** An order that books two 40HQ and one 20GP (set straight in the row: the quote reads the booked boxes). */
  async function fclPendingQuote(): Promise<string> {
    const { orderId } = await pendingQuote();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const containers = [
      { type: '40HQ', quantity: 2 },
      { type: '20GP', quantity: 1 },
    ];
    await t.database.db
      .update(orders)
      .set({ mode: 'fcl', draft: { ...(row?.draft as object), mode: 'fcl', containers } })
      .where(eq(orders.id, orderId));
    return orderId;
  }

  /** Ocean freight in US dollars per box of one type. */
  const ocean = { code: 'sea_price', stage: 'ocean', basis: 'container', currency: 'USD' };
  const perBox = (containerType: string, unitPrice: number) => ({ ...ocean, containerType, unitPrice });

  it('prices each container type by its boxes and an untyped charge per B/L', async () => {
    const orderId = await fclPendingQuote();
    const charges = [
      perBox('40HQ', 200_000),
      perBox('20GP', 110_000),
      { code: 'doc_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: 45_000 },
    ];
    const answer = await quote(orderId, { charges });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(
      answer.data.fees.map((f: { code: string; unit: { en: string }; quantity: string; amount: unknown }) => [
        f.code,
        f.unit.en,
        f.quantity,
        f.amount,
      ]),
    ).toEqual([
      ['doc_price', expect.any(String), '1', { amount: 45_000, currency: 'CNY' }],
      ['sea_price', '40HQ', '2', { amount: 400_000, currency: 'USD' }],
      ['sea_price', '20GP', '1', { amount: 110_000, currency: 'USD' }],
    ]);
  });

  it('refuses a type the order does not book, or a booked type left without a price, changing nothing', async () => {
    const orderId = await fclPendingQuote();
    const before = await snapshot(orderId);
    const unknown = await quote(orderId, { charges: [perBox('40HQ', 1), perBox('20GP', 1), perBox('45HQ', 1)] });
    expectRefusal(unknown, 'ORDER_QUOTE_CONTAINER_TYPE');
    expect(Object.keys(unknown.json.error.fields ?? {})).toEqual(['charges.2.containerType']);
    const unpriced = await quote(orderId, { charges: [perBox('40HQ', 1)] });
    expectRefusal(unpriced, 'ORDER_QUOTE_CONTAINER_UNPRICED');
    expect(await snapshot(orderId)).toEqual(before);
  });
});

describe('bad quotes', () => {
  it('refuses a negative price, no charges or a validity outside today…90 days, on their fields, changing nothing', async () => {
    const { orderId } = await pendingQuote();
    const before = await snapshot(orderId);
    const negative = [{ code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: -100 }];
    const cases: [Record<string, unknown>, Parameters<typeof expectRefusal>[1], string][] = [
      [{ charges: negative }, 'PRICE_INVALID', 'charges.0.unitPrice'],
      [{ charges: [] }, 'QUOTE_CHARGES_REQUIRED', 'charges'],
      [{ validTo: addDays(today(), -1) }, 'QUOTE_VALIDITY_INVALID', 'validTo'],
      [{ validTo: addDays(today(), 91) }, 'QUOTE_VALIDITY_INVALID', 'validTo'],
      [{ validTo: '2026-02-30' }, 'QUOTE_VALIDITY_INVALID', 'validTo'],
      [{ charges: [{ ...negative[0], unitPrice: 1.5 }] }, 'PRICE_INVALID', 'charges.0.unitPrice'],
      [{ charges: Array.from({ length: 31 }, () => ({ ...negative[0], unitPrice: 1 })) }, 'VALIDATION', 'charges'],
    ];
    for (const [patch, key, field] of cases) {
      const answer = await quote(orderId, patch);
      expectRefusal(answer, key);
      expect(answer.json.error.fields, JSON.stringify(patch)).toHaveProperty([field]);
    }
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('quotes only an order pending a quote (409), and a missing order is 404', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    for (const status of ['pending_review', 'quote_to_confirm', 'pending_booking', 'cancelled'] as const) {
      await setStatus(t, orderId, status);
      const before = await snapshot(orderId);
      expectRefusal(await quote(orderId), 'ORDER_MOVE_NOT_ALLOWED');
      expect(await snapshot(orderId)).toEqual(before);
    }
    expectRefusal(await quote(randomUUID()), 'NOT_FOUND');
  });

  it('quotes the last valid day and today, and a quoted order cannot be quoted again', async () => {
    const { orderId } = await pendingQuote();
    expect((await quote(orderId, { validTo: addDays(today(), 90) })).status).toBe(200);
    expectRefusal(await quote(orderId, { validTo: today() }), 'ORDER_MOVE_NOT_ALLOWED');
    const { orderId: next } = await pendingQuote();
    expect((await quote(next, { validTo: today() })).status).toBe(200);
  });
});

describe('a quote past its validity', () => {
  /** An order quoted through `validTo`, then the calendar moved past it (the stored day set back). */
  async function expiredQuote(): Promise<{ orderId: string; orderNo: string; validTo: string }> {
    const { orderId, orderNo } = await pendingQuote();
    expect((await quote(orderId, { validTo: today() })).status).toBe(200);
    const validTo = addDays(today(), -1);
    await t.database.db.update(orders).set({ quoteValidTo: validTo }).where(eq(orders.id, orderId));
    return { orderId, orderNo, validTo };
  }

  it('holds through its last day: the customer accepts a quote valid until today', async () => {
    const { orderId } = await pendingQuote();
    expect((await quote(orderId, { validTo: today() })).status).toBe(200);
    const seen = await api.info(orderId, shipper.token);
    expect(seen.data).toMatchObject({ quoteValidTo: today(), quoteExpired: false });
    const accepted = await api.post('oe_order/ordermove', { id: orderId, action: 'accept_quote' }, shipper.token);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    // Once accepted, the order no longer waits on the quote: it never reads as expired.
    await t.database.db
      .update(orders)
      .set({ quoteValidTo: addDays(today(), -1) })
      .where(eq(orders.id, orderId));
    expect((await api.info(orderId, shipper.token)).data).toMatchObject({
      status: 'pending_booking',
      quoteExpired: false,
    });
  });

  it('is refused after its last day (409, nothing changed), shown expired without Accept, and may still be declined', async () => {
    const { orderId, validTo } = await expiredQuote();
    const seen = await api.info(orderId, shipper.token);
    expect(seen.data).toMatchObject({ status: 'quote_to_confirm', quoteValidTo: validTo, quoteExpired: true });
    expect(seen.data.actions.moves).toEqual([{ action: 'decline_quote', to: 'cancelled' }]);

    const before = await snapshot(orderId);
    const refused = await api.post('oe_order/ordermove', { id: orderId, action: 'accept_quote' }, shipper.token);
    expectRefusal(refused, 'ORDER_QUOTE_EXPIRED');
    expect(await snapshot(orderId)).toEqual(before);
    const zh = await call(t.app, 'POST', '/v2/oe_order/ordermove', {
      token: shipper.token,
      body: { id: orderId, action: 'accept_quote' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json.error.msg).toBe('该报价已过有效期，无法接受。您可以拒绝报价，或等待我们重新报价');

    const declined = await api.post('oe_order/ordermove', { id: orderId, action: 'decline_quote' }, shipper.token);
    expect(declined.status, JSON.stringify(declined.json)).toBe(200);
    expect(declined.data).toMatchObject({ status: 'cancelled', quoteExpired: false });
  });

  it('is withdrawn by the operator and quoted again, and the customer accepts the new one', async () => {
    const { orderId, orderNo } = await expiredQuote();
    const desk = await api.get(`ops/order/getinfo?id=${orderId}`, operator.token);
    expect(desk.data).toMatchObject({ quoteExpired: true });
    expect(desk.data.actions.moves).toContainEqual({ action: 'withdraw_quote', to: 'pending_quote' });

    const withdrawn = await api.post('ops/order/move', { id: orderId, to: 'pending_quote' }, operator.token);
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    expect(withdrawn.data).toMatchObject({ status: 'pending_quote', quoteExpired: false });
    expect(withdrawn.data.log[0]).toMatchObject({
      action: 'withdraw_quote',
      from: 'quote_to_confirm',
      to: 'pending_quote',
    });
    const audit = await auditOf(t, orderId);
    expect(audit.at(-1)).toMatchObject({ objectLabel: orderNo, before: { status: 'quote_to_confirm' } });

    const validTo = addDays(today(), 7);
    expect((await quote(orderId, { validTo })).status).toBe(200);
    const seen = await api.info(orderId, shipper.token);
    expect(seen.data).toMatchObject({ status: 'quote_to_confirm', quoteValidTo: validTo, quoteExpired: false });
    const accepted = await api.post('oe_order/ordermove', { id: orderId, action: 'accept_quote' }, shipper.token);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  });

  it('never expires an order quoted before validities were kept', async () => {
    const { orderId } = await pendingQuote();
    expect((await quote(orderId, { validTo: today() })).status).toBe(200);
    await t.database.db.update(orders).set({ quoteValidTo: null }).where(eq(orders.id, orderId));
    expect((await api.info(orderId, shipper.token)).data).toMatchObject({ quoteValidTo: null, quoteExpired: false });
    const accepted = await api.post('oe_order/ordermove', { id: orderId, action: 'accept_quote' }, shipper.token);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  });
});
