import { isErrorKey } from '@seabook/domain/errors';
import {
  OpsBulkMoveRequestSchema,
  OpsBulkMoveResultSchema,
  OpsLoadingRequestSchema,
  OpsMilestoneRequestSchema,
  OpsOrderCountsSchema,
  OpsOrderFileQuerySchema,
  OpsOrderInfoSchema,
  OpsOrderListQuerySchema,
  OpsOrderListSchema,
  OpsOrderMoveRequestSchema,
  OpsOrderQuoteRequestSchema,
  OpsOrderUploadFieldsSchema,
  OpsTodoRequestSchema,
} from '@seabook/domain/ops-orders';
import { OrderRefSchema } from '@seabook/domain/order-info';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { answers, ok } from '../../http/envelope.ts';
import { operator } from '../../http/guards.ts';
import { acceptUploads, fieldBeforeFile, withFilePart } from '../../http/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import { openStorage } from '../files/files.service.ts';
import { opsOpenOrderFile, opsUploadOrderFile } from './ops-order-files.ts';
import { opsQuoteOrder } from './ops-order-quote.ts';
import {
  opsBulkMove,
  opsGetOrder,
  opsListOrders,
  opsLoading,
  opsMilestone,
  opsMoveOrder,
  opsOrderCounts,
  opsTodo,
} from './ops-orders.service.ts';

const tags = ['ops'];

/** The staff session and the `ops.orders` permission for the action; a customer session hears 403. */
const deskEdit = operator('ops.orders', 'edit');
const deskGet = operator('ops.orders', 'get');
const deskQuery = operator('ops.orders', 'query');

/**
 * The upload's `id` and `category` fields, which must come before the file (the bytes go where the
 * order's tenant keeps its files): 422 ORDER_UPLOAD_FIELDS_FIRST naming the missing ones, or the
 * schema's refusal on its field.
 */
function uploadFields(fields: Record<string, unknown>) {
  const raw = { id: fieldBeforeFile(fields, 'id'), category: fieldBeforeFile(fields, 'category') };
  const missing = Object.entries(raw).filter(([, value]) => value === undefined);
  if (missing.length > 0)
    throw new AppError('ORDER_UPLOAD_FIELDS_FIRST', {
      fields: Object.fromEntries(missing.map(([name]) => [name, 'ORDER_UPLOAD_FIELDS_FIRST'])),
    });
  const parsed = OpsOrderUploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const keyOf = (message: string) => (isErrorKey(message) ? message : 'VALIDATION');
  const [first] = parsed.error.issues;
  throw new AppError(keyOf(first?.message ?? ''), {
    fields: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), keyOf(issue.message)])),
  });
}

/**
 * The operators' order calls under `/v2/ops/order/…` (decision 020, issue 6): the list of every
 * tenant's orders and their counts per status, one order and its files, and the moves (one or many),
 * quote, business nodes, to-dos, loading information and documents the operator sets. Reads need
 * `ops.orders` query/get, changes `ops.orders` edit. Every change answers the order with its owner as
 * it now is (bulkmove: what moved and what was refused).
 */
export async function opsOrdersRoutes(root: App, { db, sms, email, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await acceptUploads(root);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const notifier = { sms, email };

  app.get(
    '/v2/ops/order/list',
    {
      schema: {
        tags,
        summary:
          'Every tenant’s orders, newest first (oldestFirst=1: oldest first): status, statuses and keyword filters, paged, with their owners',
        querystring: OpsOrderListQuerySchema,
        response: answers(OpsOrderListSchema),
      },
      preValidation: deskQuery.preValidation,
    },
    async (request) => ok(await opsListOrders(db, request.query)),
  );
  app.get(
    '/v2/ops/order/counts',
    {
      schema: {
        tags,
        summary: 'How many orders of every tenant each status holds',
        response: answers(OpsOrderCountsSchema),
      },
      preValidation: deskQuery.preValidation,
    },
    async () => ok(await opsOrderCounts(db)),
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
      preValidation: deskGet.preValidation,
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
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await opsMoveOrder(db, notifier, deskEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/order/bulkmove',
    {
      schema: {
        tags,
        summary:
          'The same move for up to 50 orders, each on its own: the ids moved and the refusals with their reasons',
        body: OpsBulkMoveRequestSchema,
        response: answers(OpsBulkMoveResultSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await opsBulkMove(db, notifier, deskEdit.actor(request), request.body, request.locale)),
  );
  app.post(
    '/v2/ops/order/quote',
    {
      schema: {
        tags,
        summary:
          'Quote an order pending a quote: the charges priced for its cargo replace its fees; it moves to quote_to_confirm',
        body: OpsOrderQuoteRequestSchema,
        response: answers(OpsOrderInfoSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await opsQuoteOrder(db, notifier, deskEdit.actor(request), request.body)),
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
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await opsMilestone(db, notifier, deskEdit.actor(request), request.body)),
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
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await opsTodo(db, notifier, deskEdit.actor(request), request.body)),
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
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await opsLoading(db, deskEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/order/upload',
    {
      schema: {
        tags,
        summary:
          'Add a document to an order: multipart/form-data with the fields `id` and `category`, then `file`; the customer is told',
        consumes: ['multipart/form-data'],
        response: answers(OpsOrderInfoSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => {
      const actor = deskEdit.actor(request);
      const order = await withFilePart(request, (part) =>
        opsUploadOrderFile(db, storage, notifier, actor, uploadFields(part.fields), {
          name: part.filename,
          content: part.file,
        }),
      );
      return ok(order);
    },
  );
  app.get(
    '/v2/ops/order/file',
    {
      schema: {
        tags,
        summary: 'Download one of an order’s files (its `fileId` in the order’s `files`) as an attachment',
        querystring: OpsOrderFileQuerySchema,
      },
      preValidation: deskGet.preValidation,
    },
    async (request, reply) => {
      const { file, content } = await opsOpenOrderFile(db, storage, request.query);
      return sendAttachment(reply, file, content);
    },
  );
}
