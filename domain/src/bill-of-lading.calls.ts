import { defineCall } from './call.ts';

const tags = ['billoflading'] as const;
const schemas = () => import('./bill-of-lading.ts');

/** The customer's side of the bill of lading (issue 19, decision 037): check, modify, confirm, PDF. */
export const billOfLadingCalls = {
  info: defineCall({
    method: 'GET',
    path: '/v2/oe_order/gettidaninfo',
    operationId: 'getBillOfLading',
    summary:
      'The B/L of one of the caller’s orders: its state, the booking in the bill’s words, every version shown to the customer',
    description:
      'The check page compares the latest draft with the booking and with the previous draft (domain/bill-of-lading-compare.ts). Another company’s order answers 404 like a missing one.',
    tags,
    who: { kind: 'account', permission: 'order', action: 'query' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.BlOrderQuerySchema, answer: m.BlInfoSchema };
    },
  }),
  price: defineCall({
    method: 'GET',
    path: '/v2/oe_order/tidanprice',
    operationId: 'getBillOfLadingFee',
    summary: 'What a modification of the draft costs now (fee code change_price), to be accepted before it is sent',
    tags,
    who: { kind: 'account', permission: 'order', action: 'query' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.BlOrderQuerySchema, answer: m.BlFeeSchema };
    },
  }),
  change: defineCall({
    method: 'POST',
    path: '/v2/oe_order/changetidan',
    operationId: 'changeBillOfLading',
    summary: 'Send a modification of the issued draft with the fee accepted; the order goes back to pending B/L draft',
    description:
      'Refused once the customer confirmed the draft (409 BL_CONFIRMED), while another modification waits (409 BL_STATE_INVALID), without the current fee accepted (422 BL_FEE_NOT_ACCEPTED, 409 BL_FEE_CHANGED with the fee), or when it changes nothing (422 BL_NO_CHANGES).',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: [
      'NOT_FOUND',
      'BL_FIELD_REQUIRED',
      'BL_WEIGHT_INVALID',
      'BL_VOLUME_INVALID',
      'BL_PIECES_INVALID',
      'BL_NO_CHANGES',
      'BL_CONFIRMED',
      'BL_STATE_INVALID',
      'BL_FEE_NOT_ACCEPTED',
      'BL_FEE_CHANGED',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.BlChangeSchema, answer: m.BlDoneSchema };
    },
  }),
  changes: defineCall({
    method: 'GET',
    path: '/v2/oe_order/tidanchangeshow',
    operationId: 'getBillOfLadingChanges',
    summary: 'The customer’s modifications of the B/L with their outcome (pending, accepted, rejected with the reason)',
    tags,
    who: { kind: 'account', permission: 'order', action: 'query' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.BlOrderQuerySchema, answer: m.BlInfoSchema };
    },
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/v2/oe_order/confirmtidan',
    operationId: 'confirmBillOfLading',
    summary: 'OK: the customer confirms the issued draft; the order moves from B/L checking to pending B/L issue',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: ['NOT_FOUND', 'BL_STATE_INVALID', 'ORDER_MOVE_NOT_ALLOWED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.BlOrderBodySchema, answer: m.BlDoneSchema };
    },
  }),
  pdf: defineCall({
    method: 'GET',
    path: '/v2/billoflanding/pdf',
    operationId: 'getBillOfLadingPdf',
    summary:
      'The draft or the issued bill as a PDF (Chinese and English), DRAFT until issued, with a QR code to its tracking page',
    description:
      'A customer gets its own company’s orders only (another’s answers 404); an operator with the orders desk any.',
    tags,
    who: { kind: 'session' },
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    file: true,
    schemas: async () => ({ query: (await schemas()).BlPdfQuerySchema }),
  }),
};
