import { randomUUID } from 'node:crypto';
import type { CreatedOrder } from '@seabook/domain/booking-price';
import { errorMessage } from '@seabook/domain/error-messages';
import { ERRORS, type ErrorKey } from '@seabook/domain/errors';
import type { OrderStatus } from '@seabook/domain/order-flow';
import type { QuoteLine } from '@seabook/domain/rates';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { type Answer, call } from '../../test/http.ts';
import { bookLclOrder } from '../../test/order-fixtures.ts';
import { files } from '../../test/tables.ts';
import type { Customer } from '../inquiries/inquiries.fixtures.ts';
import { orderEvents, orders } from './orders.tables.ts';

/** Test helpers of the order-lifecycle tests: booking an order, the calls, and setting a status. */

export const en = { 'accept-language': 'en' };

/** Prices and submits an LCL order on the line for the customer, with a reference of its own. */
export function bookOrder(t: TestContext, owner: Customer, line: QuoteLine): Promise<CreatedOrder> {
  return bookLclOrder(t.app, owner.token, line, { customerReference: 'PO-FIRST' });
}

/**
 * The answer is the catalogue's refusal `key` (English): its status, code and message, so that two
 * keys sharing a code still tell apart.
 */
export function expectRefusal(answer: Answer, key: ErrorKey): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(ERRORS[key].status);
  expect(answer.json.error).toMatchObject({ code: ERRORS[key].code, msg: errorMessage(key, 'en') });
}

/** Puts the order straight into a status (test set-up, past the moves that lead there). */
export async function setStatus(t: TestContext, orderId: string, status: OrderStatus): Promise<void> {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** The order's row and its log as stored, newest first. */
export async function stored(t: TestContext, orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const log = await t.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.at));
  return { order, log };
}

/** A file row of a tenant, as an upload leaves it. */
export async function storedFile(t: TestContext, owner: Customer, kind: 'order' | 'image' | 'licence' = 'order') {
  const [file] = await t.database.db
    .insert(files)
    .values({
      tenantId: owner.actor.tenantId,
      accountId: owner.actor.accountId,
      kind,
      originalName: kind === 'order' ? 'packing-list.pdf' : 'photo.png',
      storageKey: `test/${randomUUID()}`,
      sizeBytes: 2048,
      detectedType: kind === 'order' ? 'pdf' : 'png',
      sha256: '0'.repeat(64),
    })
    .returning({ id: files.id });
  if (!file) throw new Error('file not stored');
  return file.id;
}

/** The customer's and the operators' order calls. */
export function orderCalls(t: TestContext) {
  const get = (path: string, token?: string) =>
    call(t.app, 'GET', `/v2/${path}`, { ...(token ? { token } : {}), headers: en });
  const post = (path: string, body: unknown, token?: string) =>
    call(t.app, 'POST', `/v2/${path}`, { ...(token ? { token } : {}), body, headers: en });
  return {
    get,
    post,
    info: (id: string, token: string) => get(`oe_order/getorderinfo?id=${id}`, token),
    opsInfo: (id: string, token: string) => get(`ops/order/getinfo?id=${id}`, token),
  };
}
