import { randomUUID } from 'node:crypto';
import { type CreatedOrder, OrderPriceSchema } from '@seabook/domain/booking-price';
import type { OrderStatus } from '@seabook/domain/order-flow';
import type { QuoteLine } from '@seabook/domain/rates';
import type { App, Notifier } from '../app-types.ts';
import type { Db } from '../db/client.ts';
import { lockOrder, moveOrder, type OrderWho } from '../modules/orders/orders.service.ts';
import { createDevEmailProvider } from '../providers/email.ts';
import { createDevSmsProvider } from '../providers/sms.ts';
import { call } from './http.ts';

/** Test helpers for the pages after the booking: an order placed through the API and moved along. */

export const LCL_TEST_CARGO = {
  type: 'general',
  weightKg: 1200,
  volumeCbm: 2.5,
  pieces: 40,
  packingType: 'cartons',
  nameEn: 'LED DESK LAMPS',
  marks: 'N/M',
} as const;

/** Prices and submits an LCL order on `line` as the booking page does. */
export async function bookLclOrder(
  app: App,
  token: string,
  line: QuoteLine,
  patch: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const draft = {
    mode: 'lcl',
    source: { from: 'quote', lineId: line.id },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo: LCL_TEST_CARGO,
    ...patch,
  };
  const priced = await call(app, 'POST', '/v2/oe_order/price', { token, body: { line: line.id, draft } });
  if (priced.status !== 200) throw new Error(`price failed: ${JSON.stringify(priced.json)}`);
  const { priceToken } = OrderPriceSchema.parse(priced.data);
  const created = await call(app, 'POST', '/v2/oe_order/createorder', {
    token,
    body: { line: line.id, draft, priceToken },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (created.status !== 200) throw new Error(`createorder failed: ${JSON.stringify(created.json)}`);
  return created.data;
}

/** The development SMS and e-mail providers, writing to the outbox like the app's own. */
export function devNotifier(app: App): Notifier {
  return { sms: createDevSmsProvider(app.log), email: createDevEmailProvider(app.log) };
}

export const TEST_OPERATOR: OrderWho = { kind: 'operator', id: null, name: '测试操作员' };

/** Moves an order through `statuses` one move at a time, as an operator (each move checked by the table). */
export async function operatorMoves(app: App, db: Db, orderId: string, ...statuses: OrderStatus[]): Promise<void> {
  const notifier = devNotifier(app);
  for (const to of statuses) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, null);
      await moveOrder(tx, notifier, order, to, TEST_OPERATOR);
    });
  }
}
