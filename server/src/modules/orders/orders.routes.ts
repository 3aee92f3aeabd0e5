import {
  CreatedOrderSchema,
  CreateOrderRequestSchema,
  EditedOrderSchema,
  EditOrderRequestSchema,
  OrderPriceRequestSchema,
  OrderPriceSchema,
  OrderSchema,
} from '@seabook/domain/booking-price';
import { OrderListQuerySchema, OrderListSchema } from '@seabook/domain/orders';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { createOrder } from './create-order.ts';
import { editOrder } from './edit-order.ts';
import { listOrders } from './order-list.ts';
import { getOrder, previewPrice } from './orders.service.ts';

const tags = ['orders'];

/** Checked before the body, so a visitor hears 401 first. */
const customer = account();
const editor = account('order', 'edit');
const reader = account('order', 'query');

/** Orders (spec §7 `/v2/oe_order/…`): the price preview, the submission, one order and the list. */
export async function ordersRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/oe_order/price',
    {
      schema: {
        tags,
        summary: 'Every fee line of an order draft on a quote line, with the token to submit that price',
        body: OrderPriceRequestSchema,
        response: answers(OrderPriceSchema),
      },
      preValidation: customer.preValidation,
    },
    async (request) => ok(await previewPrice(db, customer.actor(request), request.body)),
  );

  app.post(
    '/v2/oe_order/createorder',
    {
      schema: {
        tags,
        summary:
          'Submit an LCL or FCL order, of a quote line or an inquiry’s accepted quote (Idempotency-Key header required); 409 PRICE_CHANGED carries the new price',
        body: CreateOrderRequestSchema,
        response: answers(CreatedOrderSchema),
      },
      preValidation: customer.preValidation,
    },
    async (request) => {
      const actor = customer.actor(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      return ok(await createOrder(db, actor, key, request.body));
    },
  );

  app.post(
    '/v2/oe_order/eidtcreateorder',
    {
      schema: {
        tags,
        summary:
          'Edit an order pending review (spec §7 spelling): the whole new draft on the same or another sailing, priced like createorder; 409 ORDER_NOT_EDITABLE after review, 409 PRICE_CHANGED carries the new price',
        body: EditOrderRequestSchema,
        response: answers(EditedOrderSchema),
      },
      preValidation: editor.preValidation,
    },
    async (request) => ok(await editOrder(db, editor.actor(request), request.body)),
  );

  app.get(
    '/v2/oe_order/getorder',
    {
      schema: {
        tags,
        summary: 'One order of the caller’s tenant with its stored fee lines',
        querystring: z.object({ id: z.string({ error: 'NOT_FOUND' }).max(80, { error: 'NOT_FOUND' }) }),
        response: answers(OrderSchema),
      },
      preValidation: customer.preValidation,
    },
    async (request) => ok(await getOrder(db, customer.actor(request), request.query.id)),
  );

  app.get(
    '/v2/oe_order/order_list',
    {
      schema: {
        tags,
        summary: 'The caller’s tenant’s orders, newest first: status, mode and keyword filters, paged',
        querystring: OrderListQuerySchema,
        response: answers(OrderListSchema),
      },
      preValidation: reader.preValidation,
    },
    async (request) => ok(await listOrders(db, reader.actor(request), request.query)),
  );
}
