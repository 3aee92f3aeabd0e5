import {
  AddOrderFileRequestSchema,
  CancelOrderRequestSchema,
  LoadingInfoSchema,
  OrderFileSchema,
  OrderInfoSchema,
  OrderMoveRequestSchema,
  OrderRefSchema,
  TodoDoneRequestSchema,
  UserDefineRequestSchema,
} from '@seabook/domain/order-info';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { cancelOrder, customerMove, getLoading, getOrderInfo, todoDone, userDefine } from './order-actions.ts';
import { addOrderFile, listOrderFiles } from './order-files.ts';

const tags = ['orders'];

/** The login and the `order` permission for the action, checked before the body (a visitor hears 401 first). */
const orderEdit = account('order', 'edit');
const orderGet = account('order', 'get');

/**
 * One order after the booking (spec §7 `/v2/oe_order/…`, decision 020): the customer reads it, its
 * files and loading information, cancels it, makes its other moves, files documents, sets its own
 * references and marks to-dos done. Every change answers the order as it now is (addfile: its files).
 */
export async function orderInfoRoutes(root: App, { db, sms, email }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const notifier = { sms, email };

  app.get(
    '/v2/oe_order/getorderinfo',
    {
      schema: {
        tags,
        summary:
          'One order of the caller’s tenant with its nodes, progress, to-dos, log, files and the caller’s actions',
        querystring: OrderRefSchema,
        response: answers(OrderInfoSchema),
      },
      preValidation: orderGet.preValidation,
    },
    async (request) => ok(await getOrderInfo(db, orderGet.actor(request), request.query.id)),
  );
  app.get(
    '/v2/oe_order/zhuangyun',
    {
      schema: {
        tags,
        summary: 'The order’s loading information (vessel, voyage, dates, containers), null until the operator sets it',
        querystring: OrderRefSchema,
        response: answers(LoadingInfoSchema.nullable()),
      },
      preValidation: orderGet.preValidation,
    },
    async (request) => ok(await getLoading(db, orderGet.actor(request), request.query.id)),
  );
  app.get(
    '/v2/oe_order/getfilelist',
    {
      schema: {
        tags,
        summary: 'The order’s documents, in the order they were added',
        querystring: OrderRefSchema,
        response: answers(z.array(OrderFileSchema)),
      },
      preValidation: orderGet.preValidation,
    },
    async (request) => ok(await listOrderFiles(db, orderGet.actor(request), request.query.id)),
  );
  app.post(
    '/v2/oe_order/addfile',
    {
      schema: {
        tags,
        summary:
          'Attach one of the tenant’s uploads to the order under a category (again: no change); answers its files',
        body: AddOrderFileRequestSchema,
        response: answers(z.array(OrderFileSchema)),
      },
      preValidation: orderEdit.preValidation,
    },
    async (request) => ok(await addOrderFile(db, orderEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/oe_order/cancelorder',
    {
      schema: {
        tags,
        summary: 'Cancel the order while the customer may (409 ORDER_MOVE_NOT_ALLOWED after)',
        body: CancelOrderRequestSchema,
        response: answers(OrderInfoSchema),
      },
      preValidation: orderEdit.preValidation,
    },
    async (request) => ok(await cancelOrder(db, notifier, orderEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/oe_order/ordermove',
    {
      schema: {
        tags,
        summary: 'A customer’s move by its action: accept_quote, decline_quote, confirm_bl, request_bl_change',
        body: OrderMoveRequestSchema,
        response: answers(OrderInfoSchema),
      },
      preValidation: orderEdit.preValidation,
    },
    async (request) => ok(await customerMove(db, notifier, orderEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/oe_order/userdefine',
    {
      schema: {
        tags,
        summary: 'Set the customer’s reference, contract number and up to five own fields (all at once)',
        body: UserDefineRequestSchema,
        response: answers(OrderInfoSchema),
      },
      preValidation: orderEdit.preValidation,
    },
    async (request) => ok(await userDefine(db, orderEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/oe_order/tododone',
    {
      schema: {
        tags,
        summary: 'Mark one of the order’s to-dos done (again: no change)',
        body: TodoDoneRequestSchema,
        response: answers(OrderInfoSchema),
      },
      preValidation: orderEdit.preValidation,
    },
    async (request) => ok(await todoDone(db, orderEdit.actor(request), request.body)),
  );
}
