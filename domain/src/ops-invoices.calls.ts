import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./invoices.ts');

/** The finance desk's invoices tab (`/ops/finance`, permission ops.billing; issue 17, decision 040). */
export const opsInvoicesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/ops/invoices/list',
    operationId: 'listDeskInvoices',
    summary: 'Invoice requests of every customer, oldest waiting first, by status and by number, title or company',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.DeskInvoiceQuerySchema, answer: m.DeskInvoiceListSchema };
    },
  }),
  detail: defineCall({
    method: 'GET',
    path: '/v2/ops/invoices/detail',
    operationId: 'getDeskInvoice',
    summary: 'One invoice request as finance sees it',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.InvoiceIdSchema, answer: m.DeskInvoiceSchema };
    },
  }),
  issue: defineCall({
    method: 'POST',
    path: '/v2/ops/invoices/issue',
    operationId: 'issueInvoice',
    summary:
      'Issue a requested (or corrected) invoice with the PDF uploaded (base64, up to 512 kB), or one made from the request; the customer is told',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'INVOICE_NOT_DECIDABLE', 'INVOICE_PDF_INVALID', 'INVOICE_SELLER_MISSING'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.InvoiceIssueSchema, answer: m.DeskInvoiceSchema };
    },
  }),
  reject: defineCall({
    method: 'POST',
    path: '/v2/ops/invoices/reject',
    operationId: 'rejectInvoice',
    summary: 'Reject an invoice request with the reason the customer reads; its bills may be asked for again',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'INVOICE_NOT_DECIDABLE', 'INVOICE_REASON_REQUIRED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.DeskInvoiceRejectSchema, answer: m.DeskInvoiceSchema };
    },
  }),
  pdf: defineCall({
    method: 'GET',
    path: '/v2/ops/invoices/pdf',
    operationId: 'downloadDeskInvoice',
    summary: 'An issued invoice’s PDF',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'get' },
    errors: ['NOT_FOUND', 'INVOICE_NOT_ISSUED'],
    file: true,
    schemas: async () => ({ query: (await schemas()).InvoiceIdSchema }),
  }),
};
