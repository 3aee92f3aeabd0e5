import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./ops-orders.ts');

/**
 * The operators' order calls under `/v2/ops/order/…` (decision 020, issue 6): the list of every
 * tenant's orders and their counts per status, one order and its files, and the moves (one or many),
 * quote, business nodes, to-dos, loading information and documents the operator sets. Every change
 * answers the order with its owner as it now is (bulkmove: what moved and what was refused).
 */
export const opsOrderCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/ops/order/list',
    operationId: 'opsListOrders',
    summary:
      'Every tenant’s orders, newest first (oldestFirst=1: oldest first): status, statuses and keyword filters, paged, with their owners',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.OpsOrderListQuerySchema, answer: m.OpsOrderListSchema };
    },
  }),
  counts: defineCall({
    method: 'GET',
    path: '/v2/ops/order/counts',
    operationId: 'opsOrderCounts',
    summary: 'How many orders of every tenant each status holds',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'query' },
    schemas: async () => ({ answer: (await schemas()).OpsOrderCountsSchema }),
  }),
  get: defineCall({
    method: 'GET',
    path: '/v2/ops/order/getinfo',
    operationId: 'opsGetOrder',
    summary: 'One order of any tenant with its owner, everything that happened to it and the operator’s moves',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const [m, info] = await Promise.all([schemas(), import('./order-info.ts')]);
      return { query: info.OrderRefSchema, answer: m.OpsOrderInfoSchema };
    },
  }),
  move: defineCall({
    method: 'POST',
    path: '/v2/ops/order/move',
    operationId: 'opsMoveOrder',
    summary: 'Move an order to a status the table lets an operator reach (409 ORDER_MOVE_NOT_ALLOWED otherwise)',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'edit' },
    errors: ['NOT_FOUND', 'ORDER_MOVE_NOT_ALLOWED', 'ORDER_MOVE_USE_BL'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.OpsOrderMoveRequestSchema, answer: m.OpsOrderInfoSchema };
    },
  }),
  bulkMove: defineCall({
    method: 'POST',
    path: '/v2/ops/order/bulkmove',
    operationId: 'opsBulkMoveOrders',
    summary: 'The same move for up to 50 orders, each on its own: the ids moved and the refusals with their reasons',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'edit' },
    schemas: async () => {
      const m = await schemas();
      return { body: m.OpsBulkMoveRequestSchema, answer: m.OpsBulkMoveResultSchema };
    },
  }),
  quote: defineCall({
    method: 'POST',
    path: '/v2/ops/order/quote',
    operationId: 'opsQuoteOrder',
    summary:
      'Quote an order pending a quote: the charges priced for its cargo replace its fees; it moves to quote_to_confirm',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'edit' },
    errors: [
      'NOT_FOUND',
      'ORDER_MOVE_NOT_ALLOWED',
      'ORDER_QUOTE_NEEDS_FEES',
      'ORDER_QUOTE_CONTAINER_TYPE',
      'ORDER_QUOTE_CONTAINER_UNPRICED',
      'QUOTE_VALIDITY_INVALID',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.OpsOrderQuoteRequestSchema, answer: m.OpsOrderInfoSchema };
    },
  }),
  milestone: defineCall({
    method: 'POST',
    path: '/v2/ops/order/milestone',
    operationId: 'opsRecordOrderMilestone',
    summary: 'Record or correct a business node (a DCSA event) of an order; the customer is told',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'edit' },
    errors: ['NOT_FOUND', 'ORDER_MOVE_NOT_ALLOWED', 'MILESTONE_TIME_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.OpsMilestoneRequestSchema, answer: m.OpsOrderInfoSchema };
    },
  }),
  todo: defineCall({
    method: 'POST',
    path: '/v2/ops/order/todo',
    operationId: 'opsAddOrderTodo',
    summary: 'Ask the order’s customer to do something; the customer is told',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'edit' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.OpsTodoRequestSchema, answer: m.OpsOrderInfoSchema };
    },
  }),
  loading: defineCall({
    method: 'POST',
    path: '/v2/ops/order/loading',
    operationId: 'opsSetOrderLoading',
    summary:
      'Set the loading information (vessel, voyage, dates, containers by ISO 6346 number) and the B/L and booking numbers',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'edit' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.OpsLoadingRequestSchema, answer: m.OpsOrderInfoSchema };
    },
  }),
  upload: defineCall({
    method: 'POST',
    path: '/v2/ops/order/upload',
    operationId: 'opsUploadOrderFile',
    summary:
      'Add a document to an order: multipart/form-data with the fields `id` and `category`, then `file`; the customer is told',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'edit' },
    upload: true,
    errors: [
      'NOT_FOUND',
      'ORDER_UPLOAD_FIELDS_FIRST',
      'FILE_REQUIRED',
      'FILE_TYPE_NOT_ALLOWED',
      'FILE_CONTENT_MISMATCH',
      'FILE_EMPTY',
      'FILE_TOO_LARGE_50MB',
    ],
    schemas: async () => ({ answer: (await schemas()).OpsOrderInfoSchema }),
  }),
  file: defineCall({
    method: 'GET',
    path: '/v2/ops/order/file',
    operationId: 'opsDownloadOrderFile',
    summary: 'Download one of an order’s files (its `fileId` in the order’s `files`) as an attachment',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'get' },
    file: true,
    errors: ['NOT_FOUND'],
    schemas: async () => ({ query: (await schemas()).OpsOrderFileQuerySchema }),
  }),
};
