import { z } from 'zod';
import { isIsoDate } from './china-time.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { blankAsMissing } from './order-info.ts';
import { STAFF_PERMISSIONS } from './permissions.ts';

/**
 * The back office's shared contract (issue 6): who the signed-in operator is (GET /v2/ops/me) and the
 * audit trail every operator action writes (GET /v2/ops/audit/list, permission ops.audit).
 */

/** The kinds of object an operator acts on; an audit row names one. */
export const AUDIT_OBJECTS = [
  'order',
  'inquiry',
  'letter',
  'lcl_rate',
  'fcl_rate',
  'rate_sheet',
  'currency',
  'staff',
  'verification',
  'account',
  'notice',
  'bill',
  'remittance',
  'calendar',
  'bank_account',
  'invoice',
  'statement',
] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];

/**
 * Every action an audit row can record, `<object>.<verb>`. The web labels each one (ops locale
 * `audit.actions`), so a new action is a type error until it has its three labels.
 */
export const AUDIT_ACTIONS = [
  'order.move',
  'order.quote',
  'order.milestone',
  'order.todo',
  'order.loading',
  'order.file',
  'inquiry.quote',
  'inquiry.reject',
  'letter.process',
  'letter.book',
  'letter.confirm',
  'letter.reject',
  'lcl_rate.create',
  'lcl_rate.edit',
  'lcl_rate.expire',
  'fcl_rate.create',
  'fcl_rate.edit',
  'fcl_rate.expire',
  'rate_sheet.import',
  'currency.save',
  'staff.create',
  'staff.edit',
  'verification.view',
  'verification.approve',
  'verification.reject',
  'account.disable',
  'account.enable',
  'account.monthly',
  'notice.publish',
  'notice.withdraw',
  'bill.create',
  'bill.edit',
  'bill.send',
  'bill.refund',
  'bill.refund_paid',
  'calendar.save',
  'calendar.remove',
  'bank_account.save',
  'bank_account.remove',
  'remittance.confirm',
  'remittance.return',
  'invoice.issue',
  'invoice.reject',
  'statement.close',
  'contract.set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /v2/ops/me: the signed-in operator, their role and what it allows. */
export const OpsMeSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** The role's code: staff.admin, staff.sales, staff.service, staff.operations, staff.finance. */
  role: z.string(),
  permissions: z.array(
    z.object({
      permissionId: z.enum(STAFF_PERMISSIONS),
      actionEntitySet: z.array(
        z.object({
          action: z.enum(['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export']),
        }),
      ),
    }),
  ),
});
export type OpsMe = z.infer<typeof OpsMeSchema>;

/** One audit row as an admin reads it. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  objectType: z.enum(AUDIT_OBJECTS),
  objectId: z.string(),
  objectLabel: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  remark: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = list(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;

const day = z.string({ error: 'VALIDATION' }).refine(isIsoDate, { error: 'VALIDATION' });

/** GET /v2/ops/audit/list: newest first; every filter optional; `keyword` matches the object's id or label. */
export const AuditListQuerySchema = PageQuerySchema.extend({
  staffId: z.preprocess(blankAsMissing, z.uuid({ error: 'VALIDATION' }).optional()),
  action: z.preprocess(blankAsMissing, z.enum(AUDIT_ACTIONS, { error: 'VALIDATION' }).optional()),
  objectType: z.preprocess(blankAsMissing, z.enum(AUDIT_OBJECTS, { error: 'VALIDATION' }).optional()),
  keyword: z.preprocess(blankAsMissing, z.string().trim().max(60, { error: 'FIELD_TOO_LONG' }).optional()),
  /** China calendar days, inclusive. */
  from: z.preprocess(blankAsMissing, day.optional()),
  to: z.preprocess(blankAsMissing, day.optional()),
});
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;
