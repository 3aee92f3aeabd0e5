import { defineCall } from './call.ts';

const tags = ['invoices'] as const;
const schemas = () => import('./invoices.ts');
const envelope = () => import('./envelope.ts');

/** The customer's invoices (issue 17, decision 040). `getfapiaolist` is the spec's path (§7). */
export const invoicesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/member/bill/getfapiaolist',
    operationId: 'listInvoices',
    summary: 'The invoices the caller’s company asked for, newest first, by status',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.InvoiceListQuerySchema, answer: m.InvoiceListSchema };
    },
  }),
  bills: defineCall({
    method: 'GET',
    path: '/v2/member/bill/fapiaobills',
    operationId: 'listInvoiceableBills',
    summary: 'The settled bills of the caller’s company, each with the invoice it is on (if any)',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'query' },
    schemas: async () => ({ answer: (await schemas()).InvoiceableBillsSchema }),
  }),
  request: defineCall({
    method: 'POST',
    path: '/v2/member/bill/applyfapiao',
    operationId: 'requestInvoice',
    summary: 'Ask for one invoice of settled bills not invoiced yet (a bill is invoiced once)',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'add' },
    errors: [
      'NOT_FOUND',
      'BILLS_REQUIRED',
      'BILLS_TOO_MANY',
      'BILL_NOT_SETTLED',
      'BILL_INVOICED',
      'INVOICE_TITLE_REQUIRED',
      'INVOICE_TAX_NO_REQUIRED',
      'CREDIT_CODE_INVALID',
      'CREDIT_CODE_CHECK',
      'INVOICE_DELIVERY_REQUIRED',
      'EXCHANGE_RATE_MISSING',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InvoiceRequestSchema, answer: m.InvoiceSchema };
    },
  }),
  correct: defineCall({
    method: 'POST',
    path: '/v2/member/bill/correctfapiao',
    operationId: 'correctInvoice',
    summary:
      'Ask to correct an issued invoice, with the reason: bills the 50 RMB correction fee and returns it to finance',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'edit' },
    errors: ['NOT_FOUND', 'INVOICE_NOT_CORRECTABLE', 'INVOICE_REASON_REQUIRED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InvoiceCorrectionSchema, answer: m.InvoiceSchema };
    },
  }),
  pdf: defineCall({
    method: 'GET',
    path: '/v2/member/bill/fapiaopdf',
    operationId: 'downloadInvoice',
    summary: 'The issued invoice as a PDF',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'get' },
    errors: ['NOT_FOUND', 'INVOICE_NOT_ISSUED'],
    file: true,
    schemas: async () => ({ query: (await schemas()).InvoiceIdSchema }),
  }),
  titles: defineCall({
    method: 'GET',
    path: '/v2/member/bill/fapiaotitles',
    operationId: 'listInvoiceTitles',
    summary: 'The invoice titles the caller’s company saved',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'query' },
    schemas: async () => ({ answer: (await schemas()).InvoiceTitleListSchema }),
  }),
  saveTitle: defineCall({
    method: 'POST',
    path: '/v2/member/bill/fapiaotitle/save',
    operationId: 'saveInvoiceTitle',
    summary: 'Save an invoice title (the same title and tax number again updates it)',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'add' },
    errors: [
      'INVOICE_TITLE_REQUIRED',
      'INVOICE_TAX_NO_REQUIRED',
      'CREDIT_CODE_INVALID',
      'CREDIT_CODE_CHECK',
      'INVOICE_TITLES_TOO_MANY',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InvoiceTitleInputSchema, answer: m.InvoiceTitleSchema };
    },
  }),
  deleteTitle: defineCall({
    method: 'POST',
    path: '/v2/member/bill/fapiaotitle/delete',
    operationId: 'deleteInvoiceTitle',
    summary: 'Delete a saved invoice title',
    tags,
    who: { kind: 'account', permission: 'invoice', action: 'delete' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InvoiceTitleIdSchema, answer: (await envelope()).OkSchema };
    },
  }),
};
