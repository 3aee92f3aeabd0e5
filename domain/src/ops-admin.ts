import { z } from 'zod';
import { NewPasswordSchema } from './auth.ts';
import { ORDER_REVIEW_MINUTES } from './booking-price.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { blankAsMissing } from './order-info.ts';
import type { BUILTIN_ROLES, BuiltinRoleKey, StaffPermission } from './permissions.ts';

/**
 * The admin side of the back office (issue 6): the dashboard every operator opens first (the queues
 * their role can work and the 30-minute review promise), and the staff accounts an administrator keeps
 * (GET /v2/ops/staff/list, POST /v2/ops/staff/save, POST /v2/ops/staff/status). The audit trail's
 * contract is in ops-audit.ts.
 */

// Dashboard

/**
 * The queues of the dashboard, `<desk>.<status>`: the inquiries waiting for a quote, the orders in each
 * status an operator moves on, and the letters of instruction waiting to be processed.
 */
export const DASHBOARD_QUEUES = [
  'inquiry.waiting',
  'order.pending_review',
  'order.pending_quote',
  'order.pending_booking',
  'order.pending_preallocation',
  'order.in_progress',
  'order.pending_bl_draft',
  'order.pending_bl_issue',
  'letter.pending',
] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

/** The desk a queue belongs to: an operator sees the queue when their role can query that desk. */
export function queuePermission(queue: DashboardQueue): StaffPermission {
  if (queue.startsWith('inquiry.')) return 'ops.inquiries';
  if (queue.startsWith('letter.')) return 'ops.letters';
  return 'ops.orders';
}

/** The status a queue holds (`order.pending_review` → `pending_review`). */
export function queueStatus(queue: DashboardQueue): string {
  return queue.slice(queue.indexOf('.') + 1);
}

/** The item that has waited longest in a queue: since when it has been in the queue's status. */
export const QueueOldestSchema = z.object({ id: z.string(), number: z.string(), since: z.string() });
export const DashboardQueueSchema = z.object({
  queue: z.enum(DASHBOARD_QUEUES),
  count: z.number().int().nonnegative(),
  oldest: QueueOldestSchema.nullable(),
});
export type DashboardQueueCount = z.infer<typeof DashboardQueueSchema>;

/**
 * The spec's promise "order review feedback within 30 minutes", for one China day: the orders an
 * operator first moved out of `pending_review` that day, those moved within 30 minutes of being placed,
 * and the orders waiting for review for more than 30 minutes right now.
 */
export const ReviewPromiseSchema = z.object({
  day: z.string(),
  minutes: z.literal(ORDER_REVIEW_MINUTES),
  reviewed: z.number().int().nonnegative(),
  within30: z.number().int().nonnegative(),
  waitingOver30Now: z.number().int().nonnegative(),
});
export type ReviewPromise = z.infer<typeof ReviewPromiseSchema>;

/**
 * GET /v2/ops/dashboard: the server's time, the queues the caller's role can work (in DASHBOARD_QUEUES
 * order) and the review promise (null for a role without the order desk).
 */
export const DashboardSchema = z.object({
  now: z.string(),
  queues: z.array(DashboardQueueSchema),
  review: ReviewPromiseSchema.nullable(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// Staff accounts

export type StaffRoleCode = Extract<(typeof BUILTIN_ROLES)[BuiltinRoleKey], { kind: 'staff' }>['code'];
/** The staff roles an operator can hold (the built-in staff roles of permissions.ts). */
export const STAFF_ROLE_CODES = [
  'staff.admin',
  'staff.sales',
  'staff.service',
  'staff.operations',
  'staff.finance',
] as const satisfies readonly StaffRoleCode[];
/** The role whose holders keep the back office administered: one of them must stay enabled. */
export const ADMIN_ROLE_CODE = 'staff.admin' satisfies StaffRoleCode;
export const STAFF_STATUSES = ['enabled', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;
export const STAFF_NAME_MAX = 40;
export const STAFF_KEYWORD_MAX = 40;

/** A username as it is stored: trimmed, lower case, 3–30 of a–z 0–9 . _ - (the sign-in lowercases too). */
export const StaffUsernameSchema = z
  .string({ error: 'STAFF_USERNAME_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'STAFF_USERNAME_REQUIRED' })
  .regex(STAFF_USERNAME_PATTERN, { error: 'STAFF_USERNAME_INVALID' });

export const StaffNameSchema = z
  .string({ error: 'NAME_REQUIRED' })
  .trim()
  .min(1, { error: 'NAME_REQUIRED' })
  .max(STAFF_NAME_MAX, { error: 'FIELD_TOO_LONG' });

/**
 * POST /v2/ops/staff/save: without `id` a new operator (username and password required); with `id` an
 * edit of the name and role, and a new password when one is given (a reset). The username never changes.
 */
export const StaffSaveSchema = z
  .object({
    id: z.preprocess(blankAsMissing, z.uuid({ error: 'NOT_FOUND' }).optional()),
    username: z.preprocess(blankAsMissing, StaffUsernameSchema.optional()),
    name: StaffNameSchema,
    role: z.enum(STAFF_ROLE_CODES, { error: 'STAFF_ROLE_UNKNOWN' }),
    password: z.preprocess(blankAsMissing, NewPasswordSchema.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.id) return;
    if (!value.username) ctx.addIssue({ code: 'custom', path: ['username'], message: 'STAFF_USERNAME_REQUIRED' });
    if (!value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'PASSWORD_REQUIRED' });
  });
/** The body the web sends (blank optional fields may be left out). */
export type StaffSave = {
  id?: string | undefined;
  username?: string | undefined;
  name: string;
  role: StaffRoleCode;
  password?: string | undefined;
};

/** POST /v2/ops/staff/status: enables or disables an operator; disabling ends their sessions. */
export const StaffStatusSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  status: z.enum(STAFF_STATUSES, { error: 'VALIDATION' }),
});
export type StaffStatusChange = z.input<typeof StaffStatusSchema>;

/** GET /v2/ops/staff/list: by username or name (case-blind), oldest account first. */
export const StaffListQuerySchema = PageQuerySchema.extend({
  keyword: z.preprocess(
    blankAsMissing,
    z.string().trim().max(STAFF_KEYWORD_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  ),
});
export type StaffListQuery = z.input<typeof StaffListQuerySchema>;

export const StaffRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.string(),
  status: z.enum(STAFF_STATUSES),
  createdAt: z.string(),
});
export type StaffRow = z.infer<typeof StaffRowSchema>;
export const StaffListSchema = list(StaffRowSchema);
export type StaffList = z.infer<typeof StaffListSchema>;

/** GET /v2/ops/staff/options: every operator (disabled ones too), for the audit search's operator filter. */
export const StaffOptionSchema = z.object({ id: z.string(), name: z.string(), username: z.string() });
export const StaffOptionsSchema = z.array(StaffOptionSchema);
export type StaffOption = z.infer<typeof StaffOptionSchema>;
