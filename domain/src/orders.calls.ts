import { defineCall } from './call.ts';

const tags = ['orders'] as const;
const price = () => import('./booking-price.ts');
const info = () => import('./order-info.ts');

const PRICE_ERRORS = [
  'NOT_FOUND',
  'QUOTE_UNAVAILABLE',
  'QUOTE_EXPIRED',
  'QUOTE_NOT_ACCEPTED',
  'INQUIRY_ACTION_NOT_ALLOWED',
  'ORDER_NOT_EDITABLE',
] as const;

/**
 * Orders (spec §7 `/v2/oe_order/…`, decisions 017, 020, 031): the price preview and its inputs, the
 * submission and the edit, one order and the list, and what the customer does with an order after the
 * booking (its information, loading, files, cancel, moves, own references, to-dos).
 */
export const orderCalls = {
  price: defineCall({
    method: 'POST',
    path: '/v2/oe_order/price',
    operationId: 'priceOrder',
    summary: 'Every fee line of an order draft on a quote line, with the token to submit that price',
    tags,
    who: { kind: 'account' },
    errors: PRICE_ERRORS,
    schemas: async () => {
      const m = await price();
      return { body: m.OrderPriceRequestSchema, answer: m.OrderPriceSchema };
    },
  }),
  priceInputs: defineCall({
    method: 'GET',
    path: '/v2/oe_order/price_inputs',
    operationId: 'getOrderPriceInputs',
    summary:
      'What a booking on a line is priced with (its freight, its ports’ service tariffs, the pickup city, the day’s rates), for the live price',
    description:
      'The booking form prices every change with the same pure function the server books with (decision 031); `/v2/oe_order/price` still gives the token to submit.',
    tags,
    who: { kind: 'account' },
    errors: PRICE_ERRORS,
    schemas: async () => {
      const m = await import('./price-booking.ts');
      return { query: m.PriceInputsQuerySchema, answer: m.BookingTariffsSchema };
    },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v2/oe_order/createorder',
    operationId: 'createOrder',
    summary:
      'Submit an LCL or FCL order, of a quote line or an inquiry’s accepted quote (Idempotency-Key header required); 409 PRICE_CHANGED carries the new price',
    tags,
    who: { kind: 'account' },
    idempotent: true,
    errors: [...PRICE_ERRORS, 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED', 'PRICE_CHANGED', 'ORDER_FAILED'],
    schemas: async () => {
      const m = await price();
      return { body: m.CreateOrderRequestSchema, answer: m.CreatedOrderSchema };
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/v2/oe_order/eidtcreateorder',
    operationId: 'editOrder',
    summary:
      'Edit an order pending review (spec §7 spelling): the whole new draft on the same or another sailing, priced like createorder; 409 ORDER_NOT_EDITABLE after review, 409 PRICE_CHANGED carries the new price',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: [...PRICE_ERRORS, 'PRICE_CHANGED', 'ORDER_FAILED'],
    schemas: async () => {
      const m = await price();
      return { body: m.EditOrderRequestSchema, answer: m.EditedOrderSchema };
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/v2/oe_order/getorder',
    operationId: 'getOrder',
    summary: 'One order of the caller’s tenant with its stored fee lines',
    tags,
    who: { kind: 'account' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await price();
      return { query: m.OrderIdQuerySchema, answer: m.OrderSchema };
    },
  }),
  list: defineCall({
    method: 'GET',
    path: '/v2/oe_order/order_list',
    operationId: 'listOrders',
    summary: 'The caller’s tenant’s orders, newest first: status, mode and keyword filters, paged',
    tags,
    who: { kind: 'account', permission: 'order', action: 'query' },
    schemas: async () => {
      const m = await import('./orders.ts');
      return { query: m.OrderListQuerySchema, answer: m.OrderListSchema };
    },
  }),
  info: defineCall({
    method: 'GET',
    path: '/v2/oe_order/getorderinfo',
    operationId: 'getOrderInfo',
    summary: 'One order of the caller’s tenant with its nodes, progress, to-dos, log, files and the caller’s actions',
    tags,
    who: { kind: 'account', permission: 'order', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await info();
      return { query: m.OrderRefSchema, answer: m.OrderInfoSchema };
    },
  }),
  loading: defineCall({
    method: 'GET',
    path: '/v2/oe_order/zhuangyun',
    operationId: 'getOrderLoading',
    summary: 'The order’s loading information (vessel, voyage, dates, containers), null until the operator sets it',
    tags,
    who: { kind: 'account', permission: 'order', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await info();
      return { query: m.OrderRefSchema, answer: m.LoadingInfoSchema.nullable() };
    },
  }),
  files: defineCall({
    method: 'GET',
    path: '/v2/oe_order/getfilelist',
    operationId: 'listOrderFiles',
    summary: 'The order’s documents, in the order they were added',
    tags,
    who: { kind: 'account', permission: 'order', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await info();
      return { query: m.OrderRefSchema, answer: m.OrderFileSchema.array() };
    },
  }),
  addFile: defineCall({
    method: 'POST',
    path: '/v2/oe_order/addfile',
    operationId: 'addOrderFile',
    summary: 'Attach one of the tenant’s uploads to the order under a category (again: no change); answers its files',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await info();
      return { body: m.AddOrderFileRequestSchema, answer: m.OrderFileSchema.array() };
    },
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/v2/oe_order/cancelorder',
    operationId: 'cancelOrder',
    summary: 'Cancel the order while the customer may (409 ORDER_MOVE_NOT_ALLOWED after)',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: ['NOT_FOUND', 'ORDER_MOVE_NOT_ALLOWED'],
    schemas: async () => {
      const m = await info();
      return { body: m.CancelOrderRequestSchema, answer: m.OrderInfoSchema };
    },
  }),
  move: defineCall({
    method: 'POST',
    path: '/v2/oe_order/ordermove',
    operationId: 'moveOrder',
    summary: 'A customer’s move by its action: accept_quote, decline_quote, confirm_bl, request_bl_change',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: ['NOT_FOUND', 'ORDER_MOVE_NOT_ALLOWED', 'ORDER_QUOTE_EXPIRED', 'ORDER_MOVE_USE_BL'],
    schemas: async () => {
      const m = await info();
      return { body: m.OrderMoveRequestSchema, answer: m.OrderInfoSchema };
    },
  }),
  userDefine: defineCall({
    method: 'POST',
    path: '/v2/oe_order/userdefine',
    operationId: 'setOrderOwnFields',
    summary: 'Set the customer’s reference, contract number and up to five own fields (all at once)',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await info();
      return { body: m.UserDefineRequestSchema, answer: m.OrderInfoSchema };
    },
  }),
  todoDone: defineCall({
    method: 'POST',
    path: '/v2/oe_order/tododone',
    operationId: 'markOrderTodoDone',
    summary: 'Mark one of the order’s to-dos done (again: no change)',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await info();
      return { body: m.TodoDoneRequestSchema, answer: m.OrderInfoSchema };
    },
  }),
};
