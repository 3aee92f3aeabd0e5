import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.ts';
import { list, PageQuerySchema } from './envelope.ts';
import type { ErrorKey } from './errors.ts';
import { PermissionGrantSchema } from './members.ts';
import { type Action, CUSTOMER_PERMISSIONS, type CustomerPermission } from './permissions.ts';

/**
 * Sub-accounts of a verified company (issue 16, spec §4/§5, decisions 005 and 033): the main account
 * creates them with permissions by menu entry and action (the spec's `permissionId` / `actionEntitySet`
 * shape), enables, disables, resets, unbinds and removes them; a registered person applies to join a
 * company by its code; the main account moves orders between the company's accounts.
 */

/** A username: letters or underscore only (spec §5), fixed once created; shown as `username@company-code`. */
export const SUB_USERNAME_PATTERN = /^[A-Za-z_]{2,30}$/;

/** Length limits of the typed fields, in characters. */
export const SUB_ACCOUNT_LIMITS = {
  name: 50,
  phone: 30,
  reason: 200,
  remark: 200,
  companyCode: 40,
  keyword: 50,
} as const;

/**
 * What a sub-account may be given, in the order the form shows them: each permission and the actions that
 * mean something on it. A granting account may give only what it holds itself (checked by the server).
 */
export const GRANTABLE: readonly { permissionId: CustomerPermission; actions: readonly Action[] }[] = [
  { permissionId: 'center', actions: ['query', 'get'] },
  { permissionId: 'inquiry', actions: ['query', 'get', 'add', 'edit', 'delete'] },
  { permissionId: 'draft', actions: ['query', 'get', 'add', 'edit', 'delete'] },
  { permissionId: 'order', actions: ['query', 'get', 'add', 'edit', 'delete', 'export'] },
  { permissionId: 'companyData', actions: ['query', 'get'] },
  { permissionId: 'collection', actions: ['query', 'add', 'delete'] },
  { permissionId: 'message', actions: ['query', 'get', 'edit'] },
  { permissionId: 'information', actions: ['query', 'get', 'edit'] },
  { permissionId: 'address', actions: ['query', 'get', 'add', 'edit', 'delete', 'import', 'export'] },
  { permissionId: 'helper', actions: ['query', 'get'] },
  { permissionId: 'childAccount', actions: ['query', 'add', 'edit', 'enable', 'disable', 'delete'] },
];

/** What a new sub-account is offered before the main account changes anything: booking, not managing. */
export const DEFAULT_SUB_GRANTS = GRANTABLE.filter((g) => g.permissionId !== 'childAccount').map((g) => ({
  permissionId: g.permissionId,
  actionEntitySet: g.actions.map((action) => ({ action })),
}));

const required = (error: ErrorKey, max: number) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error: 'FIELD_TOO_LONG' });

export const SubUsernameSchema = z
  .string({ error: 'SUB_USERNAME_REQUIRED' })
  .trim()
  .min(1, { error: 'SUB_USERNAME_REQUIRED' })
  .regex(SUB_USERNAME_PATTERN, { error: 'SUB_USERNAME_INVALID' });

const ContactPhoneSchema = z
  .string({ error: 'CONTACT_REQUIRED' })
  .trim()
  .min(1, { error: 'CONTACT_REQUIRED' })
  .max(SUB_ACCOUNT_LIMITS.phone, { error: 'CONTACT_PHONE_INVALID' })
  .regex(/^\+?[0-9 ()-]{5,}$/, { error: 'CONTACT_PHONE_INVALID' });

/** Grants as sent: known permission ids and actions only, each permission once. */
export const GrantsSchema = z
  .array(PermissionGrantSchema.extend({ permissionId: z.enum(CUSTOMER_PERMISSIONS, { error: 'VALIDATION' }) }), {
    error: 'VALIDATION',
  })
  .max(CUSTOMER_PERMISSIONS.length, { error: 'VALIDATION' })
  .refine((grants) => new Set(grants.map((g) => g.permissionId)).size === grants.length, { error: 'VALIDATION' });

const passwordPair = { password: NewPasswordSchema, password2: z.string({ error: 'PASSWORDS_DIFFER' }) };
const samePasswords = (value: { password: string; password2: string }) => value.password === value.password2;

/** POST /v2/member/childaccount/add. */
export const SubAccountCreateSchema = z
  .object({
    username: SubUsernameSchema,
    ...passwordPair,
    name: required('NAME_REQUIRED', SUB_ACCOUNT_LIMITS.name),
    email: EmailSchema,
    phone: ContactPhoneSchema,
    permissions: GrantsSchema,
  })
  .refine(samePasswords, { error: 'PASSWORDS_DIFFER', path: ['password2'] });
export type SubAccountCreate = z.infer<typeof SubAccountCreateSchema>;

export const SubAccountIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export type SubAccountId = z.infer<typeof SubAccountIdSchema>;

/** POST /v2/member/childaccount/edit: name, e-mail, phone and permissions; the username never changes. */
export const SubAccountEditSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  name: required('NAME_REQUIRED', SUB_ACCOUNT_LIMITS.name),
  email: EmailSchema,
  phone: ContactPhoneSchema,
  permissions: GrantsSchema,
});
export type SubAccountEdit = z.infer<typeof SubAccountEditSchema>;

/** POST /v2/member/childaccount/resetpassword: a new password typed twice; the sub-account's sessions end. */
export const SubAccountPasswordSchema = z
  .object({ id: z.uuid({ error: 'NOT_FOUND' }), ...passwordPair })
  .refine(samePasswords, { error: 'PASSWORDS_DIFFER', path: ['password2'] });
export type SubAccountPassword = z.infer<typeof SubAccountPasswordSchema>;

export const SUB_ACCOUNT_STATES = ['enabled', 'disabled'] as const;

export const SubAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** What it logs in with: `username@company-code`. */
  loginName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(SUB_ACCOUNT_STATES),
  /** Whether a messaging-app identity is bound (unbind clears it). */
  bound: z.boolean(),
  permissions: z.array(PermissionGrantSchema),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type SubAccount = z.infer<typeof SubAccountSchema>;

export const SubAccountListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(SUB_ACCOUNT_LIMITS.keyword, { error: 'FIELD_TOO_LONG' }).optional(),
});
export const SubAccountListSchema = list(SubAccountSchema).extend({
  /** The company code that follows `@` in every login name. */
  companyCode: z.string(),
});
export type SubAccountList = z.infer<typeof SubAccountListSchema>;

/** The accounts of the company an order may be moved to (main first). */
export const CompanyAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  loginName: z.string(),
  kind: z.enum(['main', 'sub']),
  status: z.enum(SUB_ACCOUNT_STATES),
});
export const CompanyAccountsSchema = z.object({ items: z.array(CompanyAccountSchema) });
export type CompanyAccount = z.infer<typeof CompanyAccountSchema>;

// Join requests ---------------------------------------------------------------------------------

export const JOIN_STATES = ['pending', 'approved', 'rejected'] as const;
export type JoinState = (typeof JOIN_STATES)[number];

/** POST /v2/member/childaccount/apply: a person asks to join a verified company under a username. */
export const JoinApplySchema = z.object({
  companyCode: z
    .string({ error: 'COMPANY_CODE_REQUIRED' })
    .trim()
    .min(1, { error: 'COMPANY_CODE_REQUIRED' })
    .max(SUB_ACCOUNT_LIMITS.companyCode, { error: 'COMPANY_NOT_FOUND' })
    .transform((value) => value.toLowerCase()),
  username: SubUsernameSchema,
  remark: z
    .string({ error: 'VALIDATION' })
    .trim()
    .max(SUB_ACCOUNT_LIMITS.remark, { error: 'FIELD_TOO_LONG' })
    .optional()
    .transform((value) => value ?? ''),
});
export type JoinApply = z.infer<typeof JoinApplySchema>;

/** POST /v2/member/childaccount/approve and /reject: the main account's answer, with its reason. */
export const JoinDecisionSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  reason: required('DECISION_REASON_REQUIRED', SUB_ACCOUNT_LIMITS.reason),
});
export type JoinDecision = z.infer<typeof JoinDecisionSchema>;

export const JoinRequestSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyCode: z.string(),
  /** The applicant as the company sees them: name and masked mobile. */
  applicantName: z.string(),
  applicantMobile: z.string(),
  username: z.string(),
  remark: z.string(),
  status: z.enum(JOIN_STATES),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Once approved: the login name of the new sub-account. */
  loginName: z.string(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

export const JoinListQuerySchema = PageQuerySchema.extend({
  status: z.enum(JOIN_STATES, { error: 'VALIDATION' }).optional(),
});
export const JoinListSchema = list(JoinRequestSchema);
export type JoinList = z.infer<typeof JoinListSchema>;

// Order transfer ---------------------------------------------------------------------------------

/** POST /v2/oe_order/transfer: orders of the company moved to one of its accounts. */
export const OrderTransferSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'NOT_FOUND' }), { error: 'ORDERS_REQUIRED' })
    .min(1, { error: 'ORDERS_REQUIRED' })
    .max(100, { error: 'VALIDATION' }),
  toAccountId: z.uuid({ error: 'TRANSFER_TARGET_INVALID' }),
});
export type OrderTransfer = z.infer<typeof OrderTransferSchema>;
export const OrderTransferAnswerSchema = z.object({ moved: z.number().int().nonnegative() });
