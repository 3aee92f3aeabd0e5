import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const admin = () => import('./ops-admin.ts');
const audit = () => import('./ops-audit.ts');
const envelope = () => import('./envelope.ts');

/**
 * The back office itself (issue 6): operator login and logout, the signed-in operator (from which the
 * back office builds its menu and buttons), the dashboard for every operator (ops.dashboard), the audit
 * search for administrators (ops.audit) and the staff accounts for administrators (ops.staff).
 */
export const opsCalls = {
  login: defineCall({
    method: 'POST',
    path: '/v2/ops/login',
    operationId: 'staffLogin',
    summary: 'Operator login',
    tags,
    who: { kind: 'public' },
    errors: ['LOGIN_FAILED', 'ACCOUNT_DISABLED', 'LOGIN_LOCKED'],
    schemas: async () => {
      const m = await import('./auth.ts');
      return { body: m.StaffLoginSchema, answer: m.LoginResultSchema };
    },
  }),
  me: defineCall({
    method: 'GET',
    path: '/v2/ops/me',
    operationId: 'getOperator',
    summary: 'The signed-in operator with their role and its permissions (403 for a customer session)',
    tags,
    who: { kind: 'staff' },
    schemas: async () => ({ answer: (await audit()).OpsMeSchema }),
  }),
  logout: defineCall({
    method: 'POST',
    path: '/v2/ops/logout',
    operationId: 'staffLogout',
    summary: 'Sign the operator out (revokes the staff session)',
    tags,
    who: { kind: 'staff' },
    schemas: async () => ({ answer: (await envelope()).OkSchema }),
  }),
  dashboard: defineCall({
    method: 'GET',
    path: '/v2/ops/dashboard',
    operationId: 'getDashboard',
    summary: 'The queues the operator’s role can work (count and oldest item) and today’s 30-minute review promise',
    tags,
    who: { kind: 'staff', permission: 'ops.dashboard', action: 'query' },
    schemas: async () => ({ answer: (await admin()).DashboardSchema }),
  }),
  auditList: defineCall({
    method: 'GET',
    path: '/v2/ops/audit/list',
    operationId: 'listAudit',
    summary: 'The audit trail, newest first: by operator, action, object type, keyword and China days',
    tags,
    who: { kind: 'staff', permission: 'ops.audit', action: 'query' },
    errors: ['AUDIT_RANGE_INVALID'],
    schemas: async () => {
      const m = await audit();
      return { query: m.AuditListQuerySchema, answer: m.AuditListSchema };
    },
  }),
  staffOptions: defineCall({
    method: 'GET',
    path: '/v2/ops/staff/options',
    operationId: 'listStaffOptions',
    summary: 'Every operator (id, name, username) for the audit search’s operator filter',
    tags,
    who: { kind: 'staff', permission: 'ops.audit', action: 'query' },
    schemas: async () => ({ answer: (await admin()).StaffOptionsSchema }),
  }),
  staffList: defineCall({
    method: 'GET',
    path: '/v2/ops/staff/list',
    operationId: 'listStaff',
    summary: 'The operators’ accounts by username or name, paged',
    tags,
    who: { kind: 'staff', permission: 'ops.staff', action: 'query' },
    schemas: async () => {
      const m = await admin();
      return { query: m.StaffListQuerySchema, answer: m.StaffListSchema };
    },
  }),
  staffSave: defineCall({
    method: 'POST',
    path: '/v2/ops/staff/save',
    operationId: 'saveStaff',
    summary: 'A new operator (username, name, role, password) or an edit (name, role, optionally a new password)',
    tags,
    who: { kind: 'staff', permission: 'ops.staff', action: 'save' },
    errors: ['NOT_FOUND', 'STAFF_USERNAME_TAKEN', 'STAFF_USERNAME_FIXED', 'STAFF_ROLE_UNKNOWN', 'STAFF_LAST_ADMIN'],
    schemas: async () => {
      const m = await admin();
      return { body: m.StaffSaveSchema, answer: m.StaffRowSchema };
    },
  }),
  staffStatus: defineCall({
    method: 'POST',
    path: '/v2/ops/staff/status',
    operationId: 'setStaffStatus',
    summary: 'Enable or disable an operator (disabling ends their sessions)',
    tags,
    who: { kind: 'staff', permission: 'ops.staff', action: 'edit' },
    errors: ['NOT_FOUND', 'STAFF_SELF_DISABLE', 'STAFF_LAST_ADMIN'],
    schemas: async () => {
      const m = await admin();
      return { body: m.StaffStatusSchema, answer: m.StaffRowSchema };
    },
  }),
};
