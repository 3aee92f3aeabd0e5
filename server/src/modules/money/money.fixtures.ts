import { randomUUID } from 'node:crypto';
import type { QuoteLine } from '@seabook/domain/rates';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { type Answer, call } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { orders } from '../../test/tables.ts';
import { type Customer, newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { bookOrder } from '../orders/order-info.fixtures.ts';

/** Test helpers of the money module: a completed order, finance billing it, the customer's and the desk's calls. */

export const en = { 'accept-language': 'en' };

export type Money = { t: TestContext; finance: string; line: QuoteLine };

export async function moneyDesk(t: TestContext): Promise<Money> {
  return { t, finance: (await newStaff(t, 'staffFinance')).token, line: await bookableShowcaseLine(t.app) };
}

export function moneyCalls(t: TestContext) {
  const get = (path: string, token: string) => call(t.app, 'GET', `/v2/${path}`, { token, headers: en });
  // Starting a payment takes an Idempotency-Key: a fresh one per call unless the test sends its own, as the web does per click.
  const post = (path: string, body: unknown, token: string, headers: Record<string, string> = {}) => {
    const key: Record<string, string> = path === 'trade/pay' ? { 'Idempotency-Key': randomUUID() } : {};
    return call(t.app, 'POST', `/v2/${path}`, { token, body, headers: { ...en, ...key, ...headers } });
  };
  return {
    get,
    post,
    list: (token: string, query = '') => get(`member/bill/billlist${query ? `?${query}` : ''}`, token),
    detail: (id: string, token: string) => get(`member/bill/zdinfo?id=${id}`, token),
    confirm: (body: unknown, token: string) => post('member/bill/confirm', body, token),
    orderBills: (orderId: string, token: string) => get(`oe_order/getorderbill?id=${orderId}`, token),
    fromOrder: (body: unknown, token: string) => post('ops/bills/from-order', body, token),
    edit: (body: unknown, token: string) => post('ops/bills/edit', body, token),
    send: (id: string, token: string) => post('ops/bills/send', { id }, token),
    deskDetail: (id: string, token: string) => get(`ops/bills/detail?id=${id}`, token),
    deskList: (token: string, query = '') => get(`ops/bills/list${query ? `?${query}` : ''}`, token),
  };
}

export function ok(answer: Answer): Answer {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer;
}

/** A verified customer with one completed order. */
export async function customerWithOrder(m: Money): Promise<{ customer: Customer; orderId: string; orderNo: string }> {
  const customer = await newCustomer(m.t, true);
  const order = await bookOrder(m.t, customer, m.line);
  await m.t.database.db
    .update(orders)
    .set({ status: 'completed', blNo: `BL${order.orderNo}` })
    .where(eq(orders.id, order.orderId));
  return { customer, orderId: order.orderId, orderNo: order.orderNo };
}

/** A completed order billed by finance and sent: the customer's bill, to confirm. */
export async function sentBill(m: Money) {
  const owner = await customerWithOrder(m);
  const calls = moneyCalls(m.t);
  const draft = ok(await calls.fromOrder({ orderNo: owner.orderNo }, m.finance)).data;
  ok(await calls.send(draft.id, m.finance));
  return { ...owner, billId: draft.id as string, billNo: draft.billNo as string };
}

/** A sent bill the customer has confirmed: to pay. */
export async function confirmedBill(m: Money) {
  const bill = await sentBill(m);
  ok(await moneyCalls(m.t).confirm({ id: bill.billId, action: 'confirm' }, bill.customer.token));
  return bill;
}
