import { defineCall } from './call.ts';

const tags = ['bills'] as const;
const schemas = () => import('./bills.ts');
const envelope = () => import('./envelope.ts');

/** The customer's bills and payments (issue 17, decision 036). Paths are the spec's (§7). */
export const billsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/member/bill/billlist',
    operationId: 'listBills',
    summary:
      'The caller’s bills by tab, searched by bill, order or B/L number and date, with what is open per currency',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.BillListQuerySchema, answer: m.BillListSchema };
    },
  }),
  detail: defineCall({
    method: 'GET',
    path: '/v2/member/bill/zdinfo',
    operationId: 'getBill',
    summary: 'One bill: fee lines in CNY and USD, the exchange rates used, parts paid and left, history, payments',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.BillIdSchema, answer: m.BillDetailSchema };
    },
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/v2/member/bill/confirm',
    operationId: 'confirmBill',
    summary: 'Confirm a bill, or dispute it with a remark (it returns to finance)',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'edit' },
    errors: ['NOT_FOUND', 'BILL_NOT_CONFIRMABLE', 'DISPUTE_REMARK_REQUIRED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.BillConfirmSchema, answer: m.BillDetailSchema };
    },
  }),
  config: defineCall({
    method: 'GET',
    path: '/v2/member/bill/getconfig',
    operationId: 'getBillConfig',
    summary: 'How bills are paid: online channels and their currencies, the bank accounts to remit to, the deadlines',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'query' },
    schemas: async () => ({ answer: (await schemas()).BillConfigSchema }),
  }),
  remit: defineCall({
    method: 'POST',
    path: '/v2/member/bill/enterbill',
    operationId: 'remitBills',
    summary: 'Report a bank remittance for bills of one currency with its voucher; the bills go to reconciling',
    description:
      'Upload the slip first (`POST /v2/files`, kind `voucher`: jpg, png or pdf up to 5 MB), then send its id. Finance checks it against the bank; release takes 1–2 working days after the slip.',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'edit' },
    errors: [
      'NOT_FOUND',
      'BILL_NOT_PAYABLE',
      'BILL_SETTLED',
      'BILLS_REQUIRED',
      'BILLS_TOO_MANY',
      'REMITTANCE_AMOUNT_INVALID',
      'VOUCHER_REQUIRED',
      'FILE_KIND_NOT_ALLOWED',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.RemitInputSchema, answer: (await envelope()).OkSchema };
    },
  }),
  orderBills: defineCall({
    method: 'GET',
    path: '/v2/oe_order/getorderbill',
    operationId: 'getOrderBills',
    summary: 'The bills of one of the caller’s orders (the bill section of the order page)',
    tags,
    who: { kind: 'account', permission: 'order', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.OrderIdSchema, answer: m.OrderBillsSchema };
    },
  }),
  pay: defineCall({
    method: 'POST',
    path: '/v2/trade/pay',
    operationId: 'payBills',
    summary:
      'Pay what is left of bills in one currency online (Idempotency-Key header required); answers the gateway’s cashier address',
    description:
      'The amount is the sum of what is left of the bills’ parts in that currency, taken from the stored bills; nothing the caller sends about amounts is read. A settled bill is refused before the gateway is called. The same Idempotency-Key again answers the same payment and cashier address; with another body it is 409.',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'edit' },
    idempotent: true,
    errors: [
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'NOT_FOUND',
      'BILL_NOT_PAYABLE',
      'BILL_SETTLED',
      'BILLS_REQUIRED',
      'BILLS_TOO_MANY',
      'PAYMENT_CHANNEL_UNAVAILABLE',
      'PAYMENT_GATEWAY_FAILED',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.PayInputSchema, answer: m.PayAnswerSchema };
    },
  }),
  payStatus: defineCall({
    method: 'GET',
    path: '/v2/trade/paystatus',
    operationId: 'getPayStatus',
    summary: 'Where a payment stands; until the gateway’s notification arrives the server asks the gateway itself',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'query' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.PayStatusQuerySchema, answer: m.PayStatusSchema };
    },
  }),
};
