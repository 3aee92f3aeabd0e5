import { z } from 'zod';
import { CodeSchema, EmailSchema, MobileSchema, NewPasswordSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { InquiryAllowanceSchema } from './inquiries.ts';
import { ACCOUNT_KINDS, TENANT_KINDS, VERIFICATION_STATES } from './members.ts';
import { ORDER_STATUS_TAB_KEYS } from './order-flow.ts';

/**
 * The account-centre home (issue 16, `GET /v2/member/membercenter`): who the caller is and what waits
 * for them, each a link on the page. Bills join once billing exists.
 */
export const MemberCenterSchema = z.object({
  me: z.object({
    name: z.string(),
    headpic: z.string(),
    /** The company's name; empty for a person's own account. */
    company: z.string(),
    tenantKind: z.enum(TENANT_KINDS),
    accountKind: z.enum(ACCOUNT_KINDS),
    /** Masked: 138****5678. */
    mobile: z.string(),
    verification: z.enum(VERIFICATION_STATES),
    attestation: z.number().int(),
    vip: z.object({ active: z.boolean(), end: z.string().nullable(), number: z.string() }),
    canOrder: z.boolean(),
    canOrderReason: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
  waiting: z.object({
    /** The tenant's orders by status tab (order-flow.ts ORDER_STATUS_TABS). */
    orders: z.record(z.enum(ORDER_STATUS_TAB_KEYS as [string, ...string[]]), z.number().int()),
    /** The tabs whose count stopped at the cap (decision 045): at least that many. */
    ordersCapped: z.array(z.enum(ORDER_STATUS_TAB_KEYS as [string, ...string[]])),
    inquiries: InquiryAllowanceSchema,
    unreadMessages: z.number().int(),
    drafts: z.number().int(),
  }),
});
export type MemberCenter = z.infer<typeof MemberCenterSchema>;

// ——— Personal information (/center/information) ———

/** The avatars one may choose instead of uploading (GET /v2/member/headpiclist): small SVG pictures. */
const AVATAR_COLOURS = ['#1489ff', '#13c2c2', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#eb2f96', '#2f54eb'];
const AVATAR_SHAPES = [
  '<path d="M32 12 52 48H12Z" fill="#fff" fill-opacity=".85"/>',
  '<circle cx="32" cy="32" r="14" fill="#fff" fill-opacity=".85"/>',
  '<rect x="18" y="18" width="28" height="28" rx="4" fill="#fff" fill-opacity=".85"/>',
  '<path d="M10 40q11-14 22 0t22 0v8H10Z" fill="#fff" fill-opacity=".85"/>',
];
export const PRESET_HEADPICS: readonly string[] = AVATAR_COLOURS.map(
  (colour, i) =>
    `data:image/svg+xml;utf8,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>${AVATAR_SHAPES[i % AVATAR_SHAPES.length]}</svg>`,
    )}`,
);
/** An uploaded avatar is served without a session (an <img> sends no token) from this path. */
export const UPLOADED_HEADPIC_PATH = '/v2/member/headpic';
export const headpicUrl = (fileId: string) => `${UPLOADED_HEADPIC_PATH}?id=${fileId}`;

export const HeadpicListSchema = z.object({ list: z.array(z.string()) });

/** POST /v2/member/changeinfo: the name shown, and the avatar: a preset, or an uploaded image's file id. */
export const ChangeInfoSchema = z
  .object({
    name: z
      .string({ error: 'NAME_REQUIRED' })
      .trim()
      .min(1, { error: 'NAME_REQUIRED' })
      .max(50, { error: 'FIELD_TOO_LONG' }),
    headpic: z
      .string()
      .refine((value) => value === '' || PRESET_HEADPICS.includes(value), { error: 'VALIDATION' })
      .optional(),
    headpicFileId: z.uuid({ error: 'NOT_FOUND' }).optional(),
  })
  .refine((value) => !(value.headpic && value.headpicFileId), { error: 'VALIDATION', path: ['headpic'] });
export type ChangeInfo = z.output<typeof ChangeInfoSchema>;

/** GET /v2/member/getaccountinfo: everything /center/information shows. */
export const AccountInfoSchema = z.object({
  name: z.string(),
  headpic: z.string(),
  username: z.string(),
  mobile: z.string(),
  email: z.string(),
  company: z.string(),
  tenantKind: z.enum(TENANT_KINDS),
  accountKind: z.enum(ACCOUNT_KINDS),
  verification: z.enum(VERIFICATION_STATES),
  monthlySettlement: z.boolean(),
  vip: z.object({ active: z.boolean(), end: z.string().nullable(), number: z.string() }),
  /** Whether a messaging-app (WeChat) identity is bound to the account. */
  wxBound: z.boolean(),
});
export type AccountInfo = z.infer<typeof AccountInfoSchema>;

/** An e-mail shown masked: the first letter of the name and the domain (`z***@example.com`). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  return `${email[0]}***${email.slice(at)}`;
}

/** POST /v2/member/changepassword: the old password, and the new one twice. */
export const ChangePasswordSchema = z
  .object({
    oldpassword: z
      .string({ error: 'OLD_PASSWORD_REQUIRED' })
      .min(1, { error: 'OLD_PASSWORD_REQUIRED' })
      .max(PASSWORD_MAX_LENGTH, { error: 'OLD_PASSWORD_WRONG' }),
    password: NewPasswordSchema,
    password2: z.string({ error: 'PASSWORDS_DIFFER' }),
  })
  .refine((value) => value.password === value.password2, { error: 'PASSWORDS_DIFFER', path: ['password2'] })
  .refine((value) => value.password !== value.oldpassword, { error: 'PASSWORD_UNCHANGED', path: ['password'] });
export type ChangePassword = z.output<typeof ChangePasswordSchema>;

/** POST /v2/member/sendmobilecode: a code to the current mobile (`old`) or to the new one (`new`). */
export const SendMobileCodeSchema = z.object({
  which: z.enum(['old', 'new'], { error: 'VALIDATION' }),
  mobile: MobileSchema.optional(),
});
/** POST /v2/member/changemobile: both codes and the new number. */
export const ChangeMobileSchema = z.object({ oldcode: CodeSchema, mobile: MobileSchema, newcode: CodeSchema });
export const ResendSchema = z.object({ resend_in: z.number().int() });

/** POST /v2/member/sendemailcode: a code to the new e-mail address (decision 038). */
export const SendEmailCodeSchema = z.object({ email: EmailSchema.transform((email) => email.toLowerCase()) });
/** POST /v2/member/changeemail: the new address and the code sent to it. */
export const ChangeEmailSchema = z.object({
  email: EmailSchema.transform((email) => email.toLowerCase()),
  code: CodeSchema,
});
