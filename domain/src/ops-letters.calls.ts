import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./letters.ts');

const ORDER_ERRORS = [
  'NOT_FOUND',
  'LETTER_NOT_PENDING',
  'LETTER_WITHDRAWN',
  'QUOTE_UNAVAILABLE',
  'PRICE_CHANGED',
  'ORDER_FAILED',
] as const;

/**
 * The operators' letter desk under `/v2/ops/letter/…` (issue 6): every tenant's queue, one letter and its
 * file, and the answers to a pending letter (linked to an order booked by hand, rejected, booked, or its
 * parsed draft confirmed as an order).
 */
export const opsLettersCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/ops/letter/list',
    operationId: 'opsListLetters',
    summary: 'Every tenant’s letters of one status (pending by default), oldest first',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.OpsLetterListQuerySchema, answer: m.OpsLetterListSchema };
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/v2/ops/letter/info',
    operationId: 'opsGetLetter',
    summary: 'One letter of any tenant with its owner and the draft our template was read into (while it exists)',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.LetterRefSchema, answer: m.OpsLetterDetailSchema };
    },
  }),
  file: defineCall({
    method: 'GET',
    path: '/v2/ops/letter/file',
    operationId: 'opsDownloadLetterFile',
    summary: 'Download the instruction file of a letter',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'get' },
    file: true,
    errors: ['NOT_FOUND'],
    schemas: async () => ({ query: (await schemas()).LetterRefSchema }),
  }),
  process: defineCall({
    method: 'POST',
    path: '/v2/ops/letter/process',
    operationId: 'opsProcessLetter',
    summary: 'Link a pending letter to an order of the same tenant booked by hand; the account is told',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'edit' },
    errors: ['NOT_FOUND', 'LETTER_NOT_PENDING', 'LETTER_WITHDRAWN', 'LETTER_ORDER_OTHER_TENANT'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.LetterProcessSchema, answer: m.OpsLetterSchema };
    },
  }),
  reject: defineCall({
    method: 'POST',
    path: '/v2/ops/letter/reject',
    operationId: 'opsRejectLetter',
    summary: 'Reject a pending letter with the reason its account reads; the account is told',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'edit' },
    errors: ['NOT_FOUND', 'LETTER_NOT_PENDING', 'LETTER_WITHDRAWN'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.LetterRejectSchema, answer: m.OpsLetterSchema };
    },
  }),
  price: defineCall({
    method: 'POST',
    path: '/v2/ops/letter/price',
    operationId: 'opsPriceLetterOrder',
    summary:
      'The price of an order for the letter’s account: of `draft` on `line` (a pending letter), or without a draft of the parsed letter’s draft',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'edit' },
    errors: ['NOT_FOUND', 'LETTER_NOT_PARSED', 'LETTER_DRAFT_GONE', 'LETTER_SAILING_REQUIRED', 'QUOTE_UNAVAILABLE'],
    schemas: async () => {
      const [m, price] = await Promise.all([schemas(), import('./booking-price.ts')]);
      return { body: m.LetterPriceSchema, answer: price.OrderPriceSchema };
    },
  }),
  book: defineCall({
    method: 'POST',
    path: '/v2/ops/letter/book',
    operationId: 'opsBookLetter',
    summary:
      'Book a pending letter as an order of its account with createorder’s body (line, draft, priceToken); 409 PRICE_CHANGED carries the new price',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'edit' },
    errors: ORDER_ERRORS,
    schemas: async () => {
      const m = await schemas();
      return { body: m.LetterBookSchema, answer: m.OpsLetterSchema };
    },
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/v2/ops/letter/confirm',
    operationId: 'opsConfirmLetter',
    summary:
      'Submit the parsed letter’s draft as an order of its account, on its sailing or `line`; 422 names the draft’s missing fields, 409 PRICE_CHANGED carries the new price',
    tags,
    who: { kind: 'staff', permission: 'ops.letters', action: 'edit' },
    errors: [
      ...ORDER_ERRORS,
      'LETTER_NOT_PARSED',
      'LETTER_DRAFT_GONE',
      'LETTER_DRAFT_CHANGED',
      'LETTER_SAILING_REQUIRED',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.LetterConfirmSchema, answer: m.OpsLetterSchema };
    },
  }),
};
