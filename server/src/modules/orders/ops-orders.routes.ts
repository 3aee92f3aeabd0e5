import {
  OpsLoadingRequestSchema,
  OpsMilestoneRequestSchema,
  OpsOrderInfoSchema,
  OpsOrderListQuerySchema,
  OpsOrderListSchema,
  OpsOrderMoveRequestSchema,
  OpsTodoRequestSchema,
} from '@seabook/domain/ops-orders';
import { OrderRefSchema } from '@seabook/domain/order-info';
import type { Action } from '@seabook/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { requireStaff } from '../../http/guards.ts';
import { opsGetOrder, opsListOrders, opsLoading, opsMilestone, opsMoveOrder, opsTodo } from './ops-orders.service.ts';

const tags = ['ops'];

/** The staff session and `ops.orders` permission check; a customer session hears 403. */
function guard(action: Action) {
  return async (request: FastifyRequest) => {
    requireStaff(request, 'ops.orders', action);
  };
}

/**
 * The operators' order calls under `/v2/ops/order/…` (decision 020): the list of every tenant's
 * orders, one order, and the moves, business nodes, to-dos and loading information the operator sets.
 * Every change answers the order with its owner as it now is.
 */
export async function opsOrdersRoutes(root: App, { db, sms, email }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const notifier = { sms, email };
  const staff = (request: FastifyRequest) => requireStaff(request, 'ops.orders', 'edit');

  app.get(
    '/v2/ops/order/list',
    {
      schema: {
        tags,
        summary: 'Every tenant’s orders, newest first: status and keyword filters, paged, with their owners',
        querystring: OpsOrderListQuerySchema,
        response: answers(OpsOrderListSchema),
      },
      preValidation: guard('query'),
    },
    async (request) => ok(await opsListOrders(db, request.query)),
  );
  app.get(
    '/v2/ops/order/getinfo',
    {
      schema: {
        tags,
        summary: 'One order of any tenant with its owner, everything that happened to it and the operator’s moves',
        querystring: OrderRefSchema,
        response: answers(OpsOrderInfoSchema),
      },
      preValidation: guard('get'),
    },
    async (request) => ok(await opsGetOrder(db, request.query.id)),
  );
  app.post(
    '/v2/ops/order/move',
    {
      schema: {
        tags,
        summary: 'Move an order to a status the table lets an operator reach (409 ORDER_MOVE_NOT_ALLOWED otherwise)',
        body: OpsOrderMoveRequestSchema,
        response: answers(OpsOrderInfoSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await opsMoveOrder(db, notifier, staff(request), request.body)),
  );
  app.post(
    '/v2/ops/order/milestone',
    {
      schema: {
        tags,
        summary: 'Record or correct a business node (a DCSA event) of an order; the customer is told',
        body: OpsMilestoneRequestSchema,
        response: answers(OpsOrderInfoSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await opsMilestone(db, notifier, staff(request), request.body)),
  );
  app.post(
    '/v2/ops/order/todo',
    {
      schema: {
        tags,
        summary: 'Ask the order’s customer to do something; the customer is told',
        body: OpsTodoRequestSchema,
        response: answers(OpsOrderInfoSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await opsTodo(db, notifier, staff(request), request.body)),
  );
  app.post(
    '/v2/ops/order/loading',
    {
      schema: {
        tags,
        summary:
          'Set the loading information (vessel, voyage, dates, containers by ISO 6346 number) and the B/L and booking numbers',
        body: OpsLoadingRequestSchema,
        response: answers(OpsOrderInfoSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await opsLoading(db, staff(request), request.body)),
  );
}
