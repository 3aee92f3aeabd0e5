import { defineCall } from './call.ts';

const tags = ['inquiries'] as const;
const schemas = () => import('./inquiries.ts');

/**
 * Inquiry sheets (spec §7 `/v2/oe_order/…detailed…`, decision 018): the customer's calls. The operators'
 * queue, quote and rejection are in ops-inquiries.calls.ts.
 */
export const inquiriesCalls = {
  create: defineCall({
    method: 'POST',
    path: '/v2/oe_order/createdetailed',
    operationId: 'createInquiry',
    summary:
      'Ask for a quote (an inquiry sheet; Idempotency-Key header required); counts against the account’s monthly allowance',
    tags,
    who: { kind: 'account', permission: 'inquiry', action: 'add' },
    idempotent: true,
    errors: [
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'CITY_REQUIRED',
      'SAILING_DATE_INVALID',
      'INQUIRY_LIMIT_UNVERIFIED',
      'INQUIRY_LIMIT_REACHED',
    ],
    schemas: async () => {
      const [booking, m] = await Promise.all([import('./booking.ts'), schemas()]);
      return { body: booking.InquiryDraftSchema, answer: m.CreatedInquirySchema };
    },
  }),
  allowance: defineCall({
    method: 'GET',
    path: '/v2/oe_order/getdetailed',
    operationId: 'getInquiryAllowance',
    summary: 'The caller’s inquiry allowance this month (limit, used, remaining)',
    tags,
    who: { kind: 'account', permission: 'inquiry', action: 'query' },
    schemas: async () => ({ answer: (await schemas()).InquiryAllowanceSchema }),
  }),
  get: defineCall({
    method: 'GET',
    path: '/v2/oe_order/getdetailedinfo',
    operationId: 'getInquiry',
    summary: 'One inquiry sheet of the caller’s tenant with its quote priced for the cargo',
    tags,
    who: { kind: 'account', permission: 'inquiry', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.InquiryRefSchema, answer: m.InquirySchema };
    },
  }),
  list: defineCall({
    method: 'GET',
    path: '/v2/oe_order/detailed_list',
    operationId: 'listInquiries',
    summary: 'The tenant’s inquiry sheets, newest first, with the caller’s allowance',
    tags,
    who: { kind: 'account', permission: 'inquiry', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.InquiryListQuerySchema, answer: m.InquiryListSchema };
    },
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/v2/oe_order/detailed_cancel',
    operationId: 'cancelInquiry',
    summary: 'Cancel an inquiry sheet that is waiting or quoted',
    tags,
    who: { kind: 'account', permission: 'inquiry', action: 'edit' },
    errors: ['NOT_FOUND', 'INQUIRY_ACTION_NOT_ALLOWED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InquiryRefSchema, answer: m.InquirySchema };
    },
  }),
  delete: defineCall({
    method: 'POST',
    path: '/v2/oe_order/detailed_delete',
    operationId: 'deleteInquiry',
    summary: 'Delete a cancelled or rejected inquiry sheet (kept for the record, hidden everywhere)',
    tags,
    who: { kind: 'account', permission: 'inquiry', action: 'delete' },
    errors: ['NOT_FOUND', 'INQUIRY_ACTION_NOT_ALLOWED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InquiryRefSchema, answer: m.InquiryRefSchema };
    },
  }),
  accept: defineCall({
    method: 'POST',
    path: '/v2/oe_order/acceptprice',
    operationId: 'acceptInquiryQuote',
    summary: 'Accept the quote of an inquiry sheet while it is valid',
    tags,
    who: { kind: 'account', permission: 'inquiry', action: 'edit' },
    errors: ['NOT_FOUND', 'INQUIRY_ACTION_NOT_ALLOWED', 'QUOTE_EXPIRED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InquiryRefSchema, answer: m.InquirySchema };
    },
  }),
};
