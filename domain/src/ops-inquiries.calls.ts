import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./inquiries.ts');
const REFUSALS = [
  'NOT_FOUND',
  'INQUIRY_ACTION_NOT_ALLOWED',
  'INQUIRY_CANCELLED_BY_CUSTOMER',
  'INQUIRY_DELETED_BY_CUSTOMER',
  'INQUIRY_ALREADY_ORDERED',
  'INQUIRY_ALREADY_REJECTED',
  'QUOTE_ALREADY_ACCEPTED',
] as const;

/** The operators' inquiry desk under `/v2/ops/inquiry/…` (decision 018): the queue, one sheet, a quote and a rejection. */
export const opsInquiriesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/ops/inquiry/list',
    operationId: 'listDeskInquiries',
    summary:
      'The inquiry queue of every tenant: one status (waiting by default), oldest first; by mode and keyword (number, company, account)',
    tags,
    who: { kind: 'staff', permission: 'ops.inquiries', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.OpsInquiryListQuerySchema, answer: m.OpsInquiryListSchema };
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/v2/ops/inquiry/getinfo',
    operationId: 'getDeskInquiry',
    summary: 'One inquiry sheet of any tenant, with its owner and quote',
    tags,
    who: { kind: 'staff', permission: 'ops.inquiries', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.InquiryRefSchema, answer: m.OpsInquirySchema };
    },
  }),
  quote: defineCall({
    method: 'POST',
    path: '/v2/ops/inquiry/quote',
    operationId: 'quoteInquiry',
    summary: 'Quote a waiting sheet, or replace the quote of a quoted one (pending again)',
    tags,
    who: { kind: 'staff', permission: 'ops.inquiries', action: 'edit' },
    errors: [...REFUSALS, 'QUOTE_VALIDITY_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InquiryQuoteInputSchema, answer: m.OpsInquirySchema };
    },
  }),
  reject: defineCall({
    method: 'POST',
    path: '/v2/ops/inquiry/reject',
    operationId: 'rejectInquiry',
    summary: 'Reject a waiting sheet with the reason the customer reads',
    tags,
    who: { kind: 'staff', permission: 'ops.inquiries', action: 'edit' },
    errors: REFUSALS,
    schemas: async () => {
      const m = await schemas();
      return { body: m.InquiryRejectInputSchema, answer: m.OpsInquirySchema };
    },
  }),
};
