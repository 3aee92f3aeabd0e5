import { z } from 'zod';
import { BILL_TEXT_LIMITS } from './bill-rules.ts';
import { list, PageQuerySchema } from './envelope.ts';
import type { ErrorKey } from './errors.ts';
import type { Localized } from './i18n.ts';
import { MoneySchema } from './money.ts';
import { type CurrencyTable, divRoundHalfUp, type Money, usdRateScaled } from './money-rules.ts';
import type { Notice } from './notices.ts';
import { creditCodeProblem } from './verification.ts';

/**
 * Invoices (issue 17, spec §3 Invoice, §7 getfapiaolist, §9; decision 040): a customer asks for one
 * invoice of settled bills of their company; finance issues it (a PDF) or rejects it with a reason; an
 * issued invoice may be corrected for a fee of 50 RMB, which is billed and returns it to finance.
 */

export const INVOICE_STATUSES = ['requested', 'issued', 'rejected', 'correcting'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const TITLE_TYPES = ['company', 'personal'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];
/** Electronic general invoice, or a paper general invoice (sent by post: needs a delivery address). */
export const INVOICE_TYPES = ['electronic', 'paper'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/**
 * How a bill's USD part is invoiced: `cny` converts it to CNY at the rate the bill stored (half up to
 * the fen, once per bill); `separate` keeps it as its own USD line beside the CNY total.
 */
export const CONVERSION_TYPES = ['cny', 'separate'] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];

/** Spec §9: correcting an issued invoice costs 50 RMB per invoice. */
export const CORRECTION_FEE: Money = { amount: 5000, currency: 'CNY' };
export const CORRECTION_FEE_CODE = 'invoice_correction';
export const CORRECTION_FEE_NAME: Localized = {
  'zh-CN': '发票更正费',
  'zh-TW': '發票更正費',
  en: 'Invoice correction fee',
};
export const MAX_BILLS_PER_INVOICE = 50;
export const MAX_SAVED_TITLES = 20;
export const INVOICE_LIMITS = {
  title: 100,
  taxNo: 20,
  address: 200,
  phone: 30,
  bank: 100,
  account: 40,
  delivery: 200,
  remark: 200,
  reason: BILL_TEXT_LIMITS.reason,
} as const;

/** Whether finance may reject an invoice request in this status. */
export function canRejectInvoice(status: InvoiceStatus): boolean {
  return status === 'requested';
}
/** Whether finance may issue an invoice in this status (a corrected one is issued again). */
export function canIssueInvoice(status: InvoiceStatus): boolean {
  return status === 'requested' || status === 'correcting';
}
/** Whether the customer may ask to correct an invoice in this status. */
export function canCorrectInvoice(status: InvoiceStatus): boolean {
  return status === 'issued';
}

/** A taxpayer number: a company's is its unified social credit code with its check character. */
export function taxNoProblem(titleType: TitleType, value: string): ErrorKey | null {
  if (titleType === 'personal') {
    if (value === '') return null;
    return /^[0-9A-Z]{15,20}$/.test(value) ? null : 'CREDIT_CODE_INVALID';
  }
  if (value === '') return 'INVOICE_TAX_NO_REQUIRED';
  return creditCodeProblem(value);
}

/**
 * A bill's USD cents in CNY fen at the bill's stored rates (USD per unit), half up; null without a CNY rate.
 */
export function usdToCny(cents: number, rates: CurrencyTable): number | null {
  const cny = usdRateScaled('CNY', rates);
  if (cny === null || cny === 0n) return null;
  // fen = cents × 10^8 / (USD per CNY × 10^8)
  return Number(divRoundHalfUp(BigInt(cents) * 10n ** 8n, cny));
}

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const upper = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const required = (limit: number, error: ErrorKey) =>
  z.string({ error }).trim().min(1, { error }).max(limit, { error: 'FIELD_TOO_LONG' });
const optional = (limit: number) => z.string().trim().max(limit, { error: 'FIELD_TOO_LONG' }).default('');

/** The buyer as the invoice names them: a saved title has the same fields. */
const titleFields = {
  titleType: z.enum(TITLE_TYPES, { error: 'VALIDATION' }),
  title: required(INVOICE_LIMITS.title, 'INVOICE_TITLE_REQUIRED'),
  taxNo: z.string().max(40, { error: 'CREDIT_CODE_INVALID' }).default('').transform(upper),
  address: optional(INVOICE_LIMITS.address),
  phone: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^[+\d][\d\s()-]{5,28}$/.test(v), { error: 'CONTACT_PHONE_INVALID' }),
  bank: optional(INVOICE_LIMITS.bank),
  bankAccount: optional(INVOICE_LIMITS.account),
};

function checkTaxNo(value: { titleType: TitleType; taxNo: string }, ctx: z.RefinementCtx) {
  const problem = taxNoProblem(value.titleType, value.taxNo);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['taxNo'] });
}

export const InvoiceTitleInputSchema = z.object(titleFields).superRefine(checkTaxNo);
export type InvoiceTitleInput = z.output<typeof InvoiceTitleInputSchema>;
export const InvoiceTitleSchema = z.object({
  id: z.string(),
  titleType: z.enum(TITLE_TYPES),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
});
export type InvoiceTitle = z.infer<typeof InvoiceTitleSchema>;
export const InvoiceTitleListSchema = z.object({ items: z.array(InvoiceTitleSchema) });
export const InvoiceTitleIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** POST /v2/member/bill/applyfapiao: one invoice of settled bills of the caller's company. */
export const InvoiceRequestSchema = z
  .object({
    billIds: z
      .array(z.uuid({ error: 'NOT_FOUND' }), { error: 'BILLS_REQUIRED' })
      .min(1, { error: 'BILLS_REQUIRED' })
      .max(MAX_BILLS_PER_INVOICE, { error: 'BILLS_TOO_MANY' }),
    ...titleFields,
    invoiceType: z.enum(INVOICE_TYPES, { error: 'VALIDATION' }),
    delivery: optional(INVOICE_LIMITS.delivery),
    remark: optional(INVOICE_LIMITS.remark),
    conversion: z.enum(CONVERSION_TYPES, { error: 'VALIDATION' }).default('cny'),
    /** Keep the title for next time. */
    saveTitle: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    checkTaxNo(value, ctx);
    if (value.invoiceType === 'paper' && value.delivery === '')
      ctx.addIssue({ code: 'custom', message: 'INVOICE_DELIVERY_REQUIRED', path: ['delivery'] });
  });
export type InvoiceRequest = z.output<typeof InvoiceRequestSchema>;

export const InvoiceListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(INVOICE_STATUSES, { error: 'VALIDATION' }).optional()),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuerySchema>;
export type InvoiceListFilter = z.output<typeof InvoiceListQuerySchema>;

/** One bill on an invoice, as it was when asked: its parts and what they come to in the invoice. */
export const InvoiceLineSchema = z.object({
  billId: z.string(),
  billNo: z.string(),
  cny: z.number().int(),
  usd: z.number().int(),
  /** The USD part in CNY at the bill's rate (conversion `cny`), else null. */
  usdInCny: z.number().int().nullable(),
  /** The rate used: US dollars per CNY, as the bill stored it. */
  rate: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  status: z.enum(INVOICE_STATUSES),
  titleType: z.enum(TITLE_TYPES),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  invoiceType: z.enum(INVOICE_TYPES),
  delivery: z.string(),
  remark: z.string(),
  conversion: z.enum(CONVERSION_TYPES),
  lines: z.array(InvoiceLineSchema),
  totals: z.array(MoneySchema),
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
  /** Why finance rejected it, or why the customer asked to correct it. */
  reason: z.string(),
  /** The correction fee's bill, once asked. */
  feeBill: z.object({ id: z.string(), billNo: z.string() }).nullable(),
  hasPdf: z.boolean(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceListSchema = list(InvoiceSchema);
export type InvoiceList = z.infer<typeof InvoiceListSchema>;
export const InvoiceIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const InvoiceCorrectionSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  reason: required(INVOICE_LIMITS.reason, 'INVOICE_REASON_REQUIRED'),
});

/** The settled bills of the caller's company not invoiced yet, to choose from. */
export const InvoiceableBillSchema = z.object({
  id: z.string(),
  billNo: z.string(),
  date: z.string(),
  orderNos: z.array(z.string()),
  cny: z.number().int(),
  usd: z.number().int(),
  /** The invoice the bill is on, if any (then it cannot be chosen again). */
  invoice: z.object({ id: z.string(), invoiceNo: z.string(), status: z.enum(INVOICE_STATUSES) }).nullable(),
});
export const InvoiceableBillsSchema = z.object({ items: z.array(InvoiceableBillSchema) });
export type InvoiceableBill = z.infer<typeof InvoiceableBillSchema>;

// The finance desk.
export const DeskInvoiceQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(INVOICE_STATUSES, { error: 'VALIDATION' }).optional()),
  /** An invoice or bill number, a title or the customer's company. */
  keyword: z.preprocess(
    blankAsMissing,
    z.string().trim().max(BILL_TEXT_LIMITS.keyword, { error: 'FIELD_TOO_LONG' }).optional(),
  ),
});
export type DeskInvoiceQuery = z.output<typeof DeskInvoiceQuerySchema>;
export const DeskInvoiceSchema = InvoiceSchema.extend({ company: z.string() });
export type DeskInvoice = z.infer<typeof DeskInvoiceSchema>;
export const DeskInvoiceListSchema = list(DeskInvoiceSchema);
export const DeskInvoiceRejectSchema = InvoiceCorrectionSchema;

/** The largest PDF finance may upload to issue an invoice (the request body is 1 MB, base64 adds a third). */
export const MAX_INVOICE_PDF_BYTES = 512 * 1024;
/**
 * POST /v2/ops/invoices/issue: the PDF finance made with the tax system (base64), or none to have one
 * made from the request.
 */
export const InvoiceIssueSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  pdf: z
    .string({ error: 'INVOICE_PDF_INVALID' })
    .max(Math.ceil(MAX_INVOICE_PDF_BYTES / 3) * 4, { error: 'INVOICE_PDF_INVALID' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'INVOICE_PDF_INVALID' })
    .optional(),
});
export type InvoiceIssue = z.output<typeof InvoiceIssueSchema>;

/** The messages an invoice sends its customer. */
export function invoiceIssuedNotice(invoiceNo: string): Notice {
  return {
    title: {
      'zh-CN': `发票 ${invoiceNo} 已开具`,
      'zh-TW': `發票 ${invoiceNo} 已開立`,
      en: `Invoice ${invoiceNo} issued`,
    },
    body: {
      'zh-CN': '您可以在发票管理中下载发票。',
      'zh-TW': '您可以在發票管理中下載發票。',
      en: 'You can download it under Invoices.',
    },
  };
}

export function invoiceRejectedNotice(invoiceNo: string, reason: string): Notice {
  return {
    title: {
      'zh-CN': `发票申请 ${invoiceNo} 被驳回`,
      'zh-TW': `發票申請 ${invoiceNo} 被駁回`,
      en: `Invoice request ${invoiceNo} rejected`,
    },
    body: {
      'zh-CN': `原因：${reason}。您可以修改后重新申请。`,
      'zh-TW': `原因：${reason}。您可以修改後重新申請。`,
      en: `Reason: ${reason}. You may ask again with the details corrected.`,
    },
  };
}
