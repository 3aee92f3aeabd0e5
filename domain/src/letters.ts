import { z } from 'zod';
import { CreateOrderRequestSchema } from './booking-price.ts';
import { BOOKING_MODES } from './booking-rules.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { FILE_TYPES } from './files.ts';
import type { Notice } from './notices.ts';

/**
 * Orders by letter of instruction (spec §4 "shipping-instruction / letter orders", §5, §8): the wire
 * shapes of `/v2/tuoshu2/…` and of the operators' `/v2/ops/letter/…`, and the notice an account gets
 * when an operator books its letter. What our Excel template holds and how its cells become a draft
 * is in letter-template.ts.
 */

/**
 * pending: waits for an operator; processed_manual: an operator booked it by hand (an order);
 * processed_parsed: our Excel template was read into a draft; cancelled: the customer withdrew it;
 * rejected: an operator could not book it (the reason is shown).
 */
export const LETTER_STATUSES = ['pending', 'processed_manual', 'processed_parsed', 'cancelled', 'rejected'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** `letter` a full instruction; `simple` the FCL simple order (/fcl/orderBySimple). */
export const LETTER_KINDS = ['letter', 'simple'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** Most characters of the customer's remark on an uploaded letter. */
export const LETTER_REMARK_MAX = 500;

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const LetterModeSchema = z.enum(BOOKING_MODES, { error: 'VALIDATION' });
/** GET /v2/tuoshu2/template: the template of LCL (the default) or FCL. */
export const LetterTemplateQuerySchema = z.object({ mode: LetterModeSchema.default('lcl') });

/** The uploaded file (POST /v2/files first): missing is spec §8's "please upload the shipping instruction file". */
const LetterFileIdSchema = z
  .string({ error: 'LETTER_FILE_REQUIRED' })
  .trim()
  .min(1, { error: 'LETTER_FILE_REQUIRED' })
  .max(80, { error: 'NOT_FOUND' });

/** POST /v2/tuoshu2/upload: any instruction file (xls, xlsx, doc, docx, pdf) for an operator to book. */
export const LetterUploadSchema = z
  .object({
    mode: LetterModeSchema,
    kind: z.enum(LETTER_KINDS, { error: 'VALIDATION' }).default('letter'),
    fileId: LetterFileIdSchema,
    remark: z
      .string({ error: 'VALIDATION' })
      .trim()
      .max(LETTER_REMARK_MAX, { error: 'FIELD_TOO_LONG' })
      .optional()
      .transform((value) => value ?? ''),
  })
  .refine((body) => body.kind !== 'simple' || body.mode === 'fcl', { error: 'VALIDATION', path: ['kind'] });
export type LetterUpload = z.input<typeof LetterUploadSchema>;

/** POST /v2/tuoshu2/fileread: our Excel template, filled in, read into a draft. */
export const LetterReadSchema = z.object({ mode: LetterModeSchema, fileId: LetterFileIdSchema });
export type LetterRead = z.input<typeof LetterReadSchema>;

/** A cell of the template that was filled but could not be used: the draft leaves it empty. */
export const LetterWarningSchema = z.object({
  /** The draft path of the field (`cargo.weightKg`, `consignee.phone`, `containers.1.type`…). */
  field: z.string(),
  /** An error catalogue key saying why. */
  message: z.string(),
});
export type LetterWarning = z.infer<typeof LetterWarningSchema>;

/** What fileread answers: the letter, the draft to check and submit, and what was not taken over. */
export const LetterReadResultSchema = z.object({
  letterId: z.string(),
  letterNo: z.string(),
  draftId: z.string(),
  /** The template's own mode: an FCL template read from the LCL page books FCL. */
  mode: LetterModeSchema,
  /** How many fields (and container rows) went into the draft. */
  fields: z.number().int().nonnegative(),
  warnings: z.array(LetterWarningSchema),
});
export type LetterReadResult = z.infer<typeof LetterReadResultSchema>;

export const LetterRefSchema = z.object({ id: z.string({ error: 'NOT_FOUND' }).trim().min(1, { error: 'NOT_FOUND' }) });

/** One letter as its owner (and an operator) sees it. */
export const LetterSchema = z.object({
  id: z.string(),
  letterNo: z.string(),
  mode: LetterModeSchema,
  kind: z.enum(LETTER_KINDS),
  status: z.enum(LETTER_STATUSES),
  file: z.object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.enum(FILE_TYPES) }),
  remark: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** processed_parsed: the draft the template became (null once the draft was deleted or submitted). */
  draftId: z.string().nullable(),
  /** processed_manual: the order the operator booked. */
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  /** rejected: why the operator could not book it. */
  rejectReason: z.string().nullable(),
});
export type Letter = z.infer<typeof LetterSchema>;

/** GET /v2/tuoshu2/list: newest first, one status and one mode or all. */
export const LetterListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(LETTER_STATUSES, { error: 'VALIDATION' }).optional()),
  mode: z.preprocess(blankAsMissing, z.enum(BOOKING_MODES, { error: 'VALIDATION' }).optional()),
});
export type LetterListQuery = z.input<typeof LetterListQuerySchema>;
export const LetterListSchema = list(LetterSchema);
export type LetterList = z.infer<typeof LetterListSchema>;

// ---------------------------------------------------------------------------------------------------
// The operators' desk

/** GET /v2/ops/letter/list: every tenant's letters of one status (pending by default), oldest first. */
export const OpsLetterListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(LETTER_STATUSES, { error: 'VALIDATION' }).default('pending')),
});
export const OpsLetterSchema = LetterSchema.extend({
  company: z.string(),
  accountName: z.string(),
  /** The operator who booked, confirmed or rejected it (their name), null before. */
  processedBy: z.string().nullable(),
});
export type OpsLetter = z.infer<typeof OpsLetterSchema>;
export const OpsLetterListSchema = list(OpsLetterSchema);
export type OpsLetterList = z.infer<typeof OpsLetterListSchema>;

/** GET /v2/ops/letter/info: one letter with the draft our template was read into (while it exists). */
export const OpsLetterDetailSchema = OpsLetterSchema.extend({
  draft: z
    .object({
      /** The sailing the customer chose for it, null when none yet. */
      line: z.string().nullable(),
      /** The draft's content as saved (domain/drafts.ts DraftContentSchema). */
      content: z.record(z.string(), z.unknown()),
    })
    .nullable(),
});
export type OpsLetterDetail = z.infer<typeof OpsLetterDetailSchema>;

const orderRef = z
  .string({ error: 'VALIDATION' })
  .trim()
  .min(1, { error: 'VALIDATION' })
  .max(80, { error: 'NOT_FOUND' });

/**
 * POST /v2/ops/letter/process: the pending letter was booked by hand as this order of the same tenant,
 * named by its id or by its number (SB…), as the operator reads it.
 */
export const LetterProcessSchema = z
  .object({ id: LetterRefSchema.shape.id, orderId: orderRef.optional(), orderNo: orderRef.optional() })
  .refine((body) => body.orderId !== undefined || body.orderNo !== undefined, {
    error: 'VALIDATION',
    path: ['orderNo'],
  });
export type LetterProcess = z.input<typeof LetterProcessSchema>;

/** Most characters of the reason an operator gives for rejecting a letter. */
export const LETTER_REJECT_REASON_MAX = 200;

/** POST /v2/ops/letter/reject: a pending letter the operator cannot book, with the reason the customer reads. */
export const LetterRejectSchema = z.object({
  id: LetterRefSchema.shape.id,
  reason: z
    .string({ error: 'LETTER_REJECT_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'LETTER_REJECT_REASON_REQUIRED' })
    .max(LETTER_REJECT_REASON_MAX, { error: 'LETTER_REJECT_REASON_TOO_LONG' }),
});
export type LetterReject = z.input<typeof LetterRejectSchema>;

const LineSchema = CreateOrderRequestSchema.shape.line;

/**
 * POST /v2/ops/letter/price: the price of an order for the letter's account on `line`: of `draft` (the
 * operator's booking form), or without it of the draft our template was read into (to confirm it).
 */
export const LetterPriceSchema = z.object({
  id: LetterRefSchema.shape.id,
  line: LineSchema,
  draft: z.unknown().optional(),
});
export type LetterPrice = z.input<typeof LetterPriceSchema>;

/**
 * POST /v2/ops/letter/book: the operator books a pending letter for its account with the body the
 * customer's createorder takes (line, draft, the token of the price seen); the letter is `id`.
 */
export const LetterBookSchema = CreateOrderRequestSchema.omit({ draftId: true }).extend({
  id: LetterRefSchema.shape.id,
});
export type LetterBook = z.input<typeof LetterBookSchema>;

/**
 * POST /v2/ops/letter/confirm: the draft our template was read into, submitted for the letter's account
 * on its own sailing or on `line` when the operator chose one, at the price seen (`priceToken`).
 */
export const LetterConfirmSchema = z.object({
  id: LetterRefSchema.shape.id,
  line: LineSchema.optional(),
  priceToken: CreateOrderRequestSchema.shape.priceToken,
});
export type LetterConfirm = z.input<typeof LetterConfirmSchema>;

// ---------------------------------------------------------------------------------------------------
// The notices

/** Told to the account when an operator books its letter as an order. */
export function letterProcessedNotice(letterNo: string, orderNo: string): Notice {
  return {
    title: {
      'zh-CN': `托书 ${letterNo} 已处理`,
      'zh-TW': `託書 ${letterNo} 已處理`,
      en: `Shipping instruction ${letterNo} processed`,
    },
    body: {
      'zh-CN': `您的托书 ${letterNo} 已由操作人员处理，生成订单 ${orderNo}，请查看订单详情。`,
      'zh-TW': `您的託書 ${letterNo} 已由作業人員處理，產生訂單 ${orderNo}，請查看訂單詳情。`,
      en: `Your shipping instruction ${letterNo} was booked by our operator as order ${orderNo}. Please check the order.`,
    },
  };
}

/** Told to the account when an operator rejects its letter, with the reason. */
export function letterRejectedNotice(letterNo: string, reason: string): Notice {
  return {
    title: {
      'zh-CN': `托书 ${letterNo} 已驳回`,
      'zh-TW': `託書 ${letterNo} 已駁回`,
      en: `Shipping instruction ${letterNo} rejected`,
    },
    body: {
      'zh-CN': `您的托书 ${letterNo} 未能处理，驳回原因：${reason}。请修改后重新提交。`,
      'zh-TW': `您的託書 ${letterNo} 未能處理，駁回原因：${reason}。請修改後重新提交。`,
      en: `Your shipping instruction ${letterNo} could not be booked. Reason: ${reason}. Please correct it and submit it again.`,
    },
  };
}
