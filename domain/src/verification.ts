import { z } from 'zod';
import { list, PageQuerySchema } from './envelope.ts';
import type { ErrorKey } from './errors.ts';
import { VERIFICATION_STATES, type VerificationState } from './members.ts';

/**
 * Verification of a person or a company (issue 16, spec §4, decision 034): the identity documents a
 * customer types and uploads, the checks the server can make itself (GB 11643 check digit of a PRC
 * resident ID, GB 32100 check character of a unified social credit code), and the application's life:
 * not verified → in progress → verified, or rejected with the reviewer's reason → corrected and sent again.
 */

/** What an application asks for: a person, a company, or a verified person becoming a company. */
export const VERIFICATION_KINDS = ['personal', 'company', 'upgrade'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** An application's own state; the tenant's state (members.ts VerificationState) follows it. */
export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/**
 * Identity documents a person may verify with: the PRC resident ID (18 characters, GB 11643), a
 * passport, the mainland travel permits of Hong Kong / Macao and of Taiwan residents, and the foreigner's
 * permanent residence ID card.
 */
export const ID_TYPES = ['resident', 'passport', 'hkmo', 'taiwan', 'foreigner'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Length limits of the typed fields, in characters. */
export const VERIFICATION_LIMITS = {
  realName: 50,
  companyName: 100,
  shortName: 30,
  address: 200,
  phone: 30,
  reason: 200,
  keyword: 50,
} as const;

const RESIDENT_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const RESIDENT_CHECK = '10X98765432';

/** The GB 11643 check character of the first 17 digits of an 18-character ID number. */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (RESIDENT_WEIGHTS[i] ?? 0);
  return RESIDENT_CHECK[sum % 11] ?? '';
}

function isRealDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getTime() <= Date.now();
}

/**
 * Why an ID number is refused, or null: the format of its type first (`ID_NUMBER_INVALID`), then, for an
 * 18-character number, the check character (`ID_CHECK_DIGIT`). Upper-case the number before calling.
 */
export function idNumberProblem(type: IdType, value: string): ErrorKey | null {
  switch (type) {
    case 'resident': {
      if (!/^[1-8]\d{16}[\dX]$/.test(value) || !isRealDate(value.slice(6, 14))) return 'ID_NUMBER_INVALID';
      return residentIdCheckChar(value) === value[17] ? null : 'ID_CHECK_DIGIT';
    }
    case 'foreigner': {
      // The 2017 card: three letters and twelve digits; the 2023 card: 18 digits starting with 9, GB 11643.
      if (/^[A-Z]{3}\d{12}$/.test(value)) return null;
      if (!/^9\d{16}[\dX]$/.test(value) || !isRealDate(value.slice(6, 14))) return 'ID_NUMBER_INVALID';
      return residentIdCheckChar(value) === value[17] ? null : 'ID_CHECK_DIGIT';
    }
    case 'passport':
      return /^[A-Z0-9]{5,17}$/.test(value) ? null : 'ID_NUMBER_INVALID';
    case 'hkmo':
      return /^[HM]\d{8}(\d{2})?$/.test(value) ? null : 'ID_NUMBER_INVALID';
    case 'taiwan':
      return /^\d{8}(\d{2})?$/.test(value) ? null : 'ID_NUMBER_INVALID';
  }
}

/** The 31 characters of a unified social credit code (GB 32100): digits and capitals without I O S V Z. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The GB 32100 check character of the first 17 characters of a credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i] ?? '') * (CREDIT_WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

/**
 * Why a unified social credit code is refused, or null: 18 characters of the code's alphabet, a
 * registering authority and kind, six digits of the region code (`CREDIT_CODE_INVALID`), and the
 * check character (`CREDIT_CODE_CHECK`). Upper-case the code before calling.
 */
export function creditCodeProblem(value: string): ErrorKey | null {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return 'CREDIT_CODE_INVALID';
  return creditCodeCheckChar(value) === value[17] ? null : 'CREDIT_CODE_CHECK';
}

/** An ID number as shown to anyone but its reviewer: first and last characters only (`110***********1234`). */
export function maskIdNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  const head = value.length >= 15 ? 3 : 1;
  return `${value.slice(0, head)}${'*'.repeat(value.length - head - 4)}${value.slice(-4)}`;
}

const upper = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const text = (limit: number, required: ErrorKey) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(limit, { error: 'FIELD_TOO_LONG' });
const FileIdField = (required: ErrorKey) => z.uuid({ error: required });

const personalFields = {
  realName: text(VERIFICATION_LIMITS.realName, 'REAL_NAME_REQUIRED'),
  idType: z.enum(ID_TYPES, { error: 'ID_NUMBER_INVALID' }).default('resident'),
  idNumber: z.string({ error: 'ID_NUMBER_INVALID' }).max(40, { error: 'ID_NUMBER_INVALID' }).transform(upper),
  idFrontFileId: FileIdField('ID_IMAGES_REQUIRED'),
  idBackFileId: FileIdField('ID_IMAGES_REQUIRED'),
};
const companyFields = {
  companyName: text(VERIFICATION_LIMITS.companyName, 'COMPANY_NAME_REQUIRED'),
  creditCode: z
    .string({ error: 'CREDIT_CODE_INVALID' })
    .max(40, { error: 'CREDIT_CODE_INVALID' })
    .transform(upper)
    .superRefine((value, ctx) => {
      const problem = creditCodeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  address: text(VERIFICATION_LIMITS.address, 'COMPANY_ADDRESS_REQUIRED'),
  phone: z
    .string({ error: 'CONTACT_PHONE_INVALID' })
    .trim()
    .regex(/^[+\d][\d\s()-]{5,28}$/, { error: 'CONTACT_PHONE_INVALID' }),
  shortName: z.string().trim().max(VERIFICATION_LIMITS.shortName, { error: 'FIELD_TOO_LONG' }).default(''),
  licenceFileId: FileIdField('LICENCE_REQUIRED'),
};

/** POST /v2/member/attestation: one application, by kind. Files are uploaded first (`/v2/files`). */
export const AttestationInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('personal'), ...personalFields }),
      z.object({ kind: z.literal('company'), ...companyFields }),
      z.object({ kind: z.literal('upgrade'), ...companyFields }),
    ],
    { error: 'VALIDATION' },
  )
  .superRefine((input, ctx) => {
    if (input.kind !== 'personal') return;
    const problem = idNumberProblem(input.idType, input.idNumber);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['idNumber'] });
  });
export type AttestationInput = z.output<typeof AttestationInputSchema>;

const FileRefSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });

/** One application as its owner (masked ID number) or a reviewer (in full) reads it. */
export const ApplicationSchema = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  state: z.enum(APPLICATION_STATES),
  realName: z.string(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  address: z.string(),
  phone: z.string(),
  shortName: z.string(),
  files: z.array(FileRefSchema.extend({ role: z.enum(['idFront', 'idBack', 'licence']) })),
  rejectReason: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** GET /v2/member/attestation: where the caller stands, the last application, and what it may do next. */
export const AttestationStatusSchema = z.object({
  /** The account's state: unverified, pending (in progress), verified or rejected. */
  state: z.enum(VERIFICATION_STATES),
  /** The spec's number for it (members.ts ATTESTATION). */
  attestation: z.number().int(),
  tenantKind: z.enum(['personal', 'company']),
  application: ApplicationSchema.nullable(),
  /** What the caller may send now: nothing while one is in review. */
  canApply: z.array(z.enum(VERIFICATION_KINDS)),
});
export type AttestationStatus = z.infer<typeof AttestationStatusSchema>;

/** Which applications a tenant may send in its state (none while one is in review). */
export function applicableKinds(
  state: VerificationState,
  tenantKind: 'personal' | 'company',
  inReview: boolean,
): VerificationKind[] {
  if (inReview) return [];
  if (state === 'verified') return tenantKind === 'personal' ? ['upgrade'] : [];
  return tenantKind === 'personal' ? ['personal', 'company'] : ['company'];
}

/** Reasons the reviewer picks from (free text is allowed too); the customer reads the reason as chosen. */
export const REJECT_REASONS = {
  blurry: {
    'zh-CN': '证件照片不清晰，请重新上传',
    'zh-TW': '證件照片不清晰，請重新上傳',
    en: 'The document images are not clear. Please upload them again.',
  },
  mismatch: {
    'zh-CN': '填写的信息与证件不一致',
    'zh-TW': '填寫的資訊與證件不一致',
    en: 'The details typed do not match the documents.',
  },
  expired: { 'zh-CN': '证件已过期', 'zh-TW': '證件已過期', en: 'The document has expired.' },
  licence: {
    'zh-CN': '营业执照不完整或无法辨认',
    'zh-TW': '營業執照不完整或無法辨認',
    en: 'The business licence is incomplete or unreadable.',
  },
} as const;

/** GET /v2/ops/verifications/list: the queue, oldest first; state pending by default. */
export const VerificationQueueQuerySchema = PageQuerySchema.extend({
  state: z.enum(APPLICATION_STATES).default('pending'),
  keyword: z.string().trim().max(VERIFICATION_LIMITS.keyword).optional(),
});
export type VerificationQueueQuery = z.output<typeof VerificationQueueQuerySchema>;

/** The checks the server made on an application, for the reviewer. */
export const VerificationChecksSchema = z.object({
  /** The ID number's or credit code's check character is right. */
  checkDigit: z.boolean(),
  /** Another tenant already verified with this credit code or ID number (its company name), or null. */
  duplicateOf: z.string().nullable(),
  /** Applications of the same tenant before this one. */
  earlierApplications: z.number().int(),
});

export const QueueRowSchema = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  state: z.enum(APPLICATION_STATES),
  /** The applicant's account and company. */
  applicant: z.string(),
  mobile: z.string(),
  /** The name verified: the person's or the company's. */
  name: z.string(),
  /** Masked ID number or the credit code. */
  number: z.string(),
  submittedAt: z.string(),
});
export const VerificationQueueSchema = list(QueueRowSchema).extend({
  /** Applications waiting, whatever the filter. */
  pending: z.number().int(),
});
export type VerificationQueue = z.infer<typeof VerificationQueueSchema>;

export const VerificationIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const VerificationFileQuerySchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  fileId: z.uuid({ error: 'NOT_FOUND' }),
});

/** GET /v2/ops/verifications/detail: an application in full for its reviewer (the view is audited). */
export const VerificationDetailSchema = z.object({
  application: ApplicationSchema,
  applicant: z.object({ accountId: z.string(), name: z.string(), mobile: z.string(), company: z.string() }),
  checks: VerificationChecksSchema,
  reviewer: z.string(),
});
export type VerificationDetail = z.infer<typeof VerificationDetailSchema>;

/** POST /v2/ops/verifications/reject: a reason from the list or typed. */
export const VerificationRejectSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  reason: z
    .string({ error: 'REJECT_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REJECT_REASON_REQUIRED' })
    .max(VERIFICATION_LIMITS.reason, { error: 'FIELD_TOO_LONG' }),
});
export type VerificationReject = z.output<typeof VerificationRejectSchema>;

/** GET /v2/ops/customers/list: accounts with their company and states. */
export const CustomerQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(VERIFICATION_LIMITS.keyword).optional(),
});
export type CustomerQuery = z.output<typeof CustomerQuerySchema>;
export const CustomerRowSchema = z.object({
  accountId: z.string(),
  tenantId: z.string(),
  userNo: z.number().int(),
  name: z.string(),
  loginName: z.string(),
  mobile: z.string(),
  accountKind: z.enum(['main', 'sub']),
  company: z.string(),
  tenantKind: z.enum(['personal', 'company']),
  verification: z.enum(VERIFICATION_STATES),
  monthlySettlement: z.boolean(),
  vipEnd: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;
export const CustomerListSchema = list(CustomerRowSchema);

/** POST /v2/ops/customers/monthly: an admin sets or clears a company's monthly-settlement contract. */
export const MonthlyContractSchema = z.object({ tenantId: z.uuid({ error: 'NOT_FOUND' }), monthly: z.boolean() });
/** POST /v2/ops/customers/status: an admin disables (its sessions end) or enables an account. */
export const AccountStatusSchema = z.object({ accountId: z.uuid({ error: 'NOT_FOUND' }), disabled: z.boolean() });
