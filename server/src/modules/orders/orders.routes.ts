import { orderCalls } from '@seabook/domain/orders.calls';
import { subAccountsCalls } from '@seabook/domain/sub-accounts.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { route } from '../../http/route.ts';
import { createOrder } from './create-order.ts';
import { editOrder, editResolver } from './edit-order.ts';
import { listOrders } from './order-list.ts';
import { transferOrders } from './order-transfer.ts';
import { getOrder, previewPrice, priceInputs } from './orders.service.ts';

/** Orders (spec §7 `/v2/oe_order/…`): the price preview, the submission, one order and the list. */
export async function ordersRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  await route(app, orderCalls.price, async ({ actor, body }) => {
    const resolve = body.order === undefined ? undefined : await editResolver(db, actor, body.order);
    return previewPrice(db, actor, body, resolve);
  });
  await route(app, orderCalls.priceInputs, async ({ actor, query }) => {
    const resolve = query.order === undefined ? undefined : await editResolver(db, actor, query.order);
    return priceInputs(db, actor, query, resolve);
  });
  await route(app, orderCalls.create, async ({ actor, body, request }) =>
    createOrder(db, actor, idempotencyKeyOf(request.headers['idempotency-key']), body),
  );
  await route(app, orderCalls.edit, async ({ actor, body }) => editOrder(db, actor, body));
  await route(app, orderCalls.get, async ({ actor, query }) => getOrder(db, actor, query.id));
  await route(app, orderCalls.list, async ({ actor, query }) => listOrders(db, actor, query, config.orderCountCap));
  await route(app, subAccountsCalls.transfer, async ({ actor, body }) => transferOrders(db, actor, body));
}
