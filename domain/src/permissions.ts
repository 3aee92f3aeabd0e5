import type { Localized } from './i18n.ts';

/** The actions a permission can allow (spec §6). */
export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/** Customer-side permissions: one per account-centre area. */
export const CUSTOMER_PERMISSIONS = [
  'center',
  'inquiry',
  'draft',
  'order',
  'bill',
  'invoice',
  'coupon',
  'collection',
  'message',
  'information',
  'childAccount',
  'address',
  'helper',
  /**
   * Seeing the whole company's orders, drafts, inquiries, letters and files rather than only one's own
   * (decision 033). Main and personal accounts hold it; a sub-account holds it when granted.
   */
  'companyData',
] as const;
/** Staff-side permissions: one per back-office desk. */
export const STAFF_PERMISSIONS = [
  'ops.dashboard',
  'ops.rates',
  'ops.inquiries',
  'ops.orders',
  'ops.letters',
  'ops.billing',
  'ops.audit',
  'ops.staff',
  /** The verification desk: review applications and see their documents (issue 16). */
  'ops.verifications',
  /** The customer list: accounts, companies, monthly contracts, disabling (issue 16). */
  'ops.customers',
  /** Operation notices: publish, schedule and withdraw (issue 16, decision 038). */
  'ops.notices',
] as const;
export type CustomerPermission = (typeof CUSTOMER_PERMISSIONS)[number];
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export type PermissionId = CustomerPermission | StaffPermission;

/** A role's grant in the spec's shape: `permissionId` with `actionEntitySet[].action`. */
export type PermissionGrant = { permissionId: string; actionEntitySet: { action: Action }[] };
export type Role = { id: string; name: string; permissions: PermissionGrant[] };

/** A grant of the given actions (all of them when none are named). */
export function grant(permissionId: PermissionId, actions: readonly Action[] = ACTIONS): PermissionGrant {
  return { permissionId, actionEntitySet: actions.map((action) => ({ action })) };
}

/**
 * Whether a role allows a permission, and, when an action is named, that action on it.
 * The server checks every call with it; the web uses it to hide routes, menu entries and buttons.
 */
export function can(permissions: readonly PermissionGrant[], permissionId: string, action?: Action): boolean {
  const found = permissions.find((p) => p.permissionId === permissionId);
  if (!found) return false;
  return action === undefined || found.actionEntitySet.some((entry) => entry.action === action);
}

/** Built-in roles. Enterprise main accounts hold every customer permission; sub-accounts start narrower. */
export const BUILTIN_ROLES = {
  customerMain: {
    code: 'customer.main',
    kind: 'customer',
    permissions: CUSTOMER_PERMISSIONS.map((id) => grant(id)),
  },
  customerPersonal: {
    code: 'customer.personal',
    kind: 'customer',
    // The sub-accounts entry shows, and leads a person to the verification guide and to joining a company.
    permissions: CUSTOMER_PERMISSIONS.map((id) => (id === 'childAccount' ? grant(id, ['query']) : grant(id))),
  },
  customerSub: {
    code: 'customer.sub',
    kind: 'customer',
    permissions: [
      grant('center', ['query', 'get']),
      grant('inquiry', ['add', 'query', 'get', 'edit']),
      grant('draft'),
      grant('order', ['add', 'query', 'get', 'edit', 'export']),
      grant('collection'),
      grant('message', ['query', 'get', 'edit']),
      grant('information', ['query', 'get', 'edit']),
      grant('address'),
      grant('helper', ['query', 'get']),
      grant('companyData', ['query', 'get']),
    ],
  },
  staffAdmin: { code: 'staff.admin', kind: 'staff', permissions: STAFF_PERMISSIONS.map((id) => grant(id)) },
  staffSales: {
    code: 'staff.sales',
    kind: 'staff',
    permissions: [grant('ops.dashboard', ['query']), grant('ops.rates'), grant('ops.inquiries')],
  },
  staffService: {
    code: 'staff.service',
    kind: 'staff',
    permissions: [
      grant('ops.dashboard', ['query']),
      grant('ops.inquiries'),
      grant('ops.orders'),
      grant('ops.letters'),
      grant('ops.verifications'),
      grant('ops.customers', ['query', 'get']),
      grant('ops.notices'),
    ],
  },
  staffOperations: {
    code: 'staff.operations',
    kind: 'staff',
    permissions: [
      grant('ops.dashboard', ['query']),
      grant('ops.orders'),
      grant('ops.letters'),
      grant('ops.notices', ['query', 'get']),
    ],
  },
  staffFinance: {
    code: 'staff.finance',
    kind: 'staff',
    permissions: [grant('ops.dashboard', ['query']), grant('ops.billing'), grant('ops.orders', ['query', 'get'])],
  },
} as const satisfies Record<string, { code: string; kind: 'customer' | 'staff'; permissions: PermissionGrant[] }>;
export type BuiltinRoleKey = keyof typeof BUILTIN_ROLES;

/** Display names of the built-in roles. */
export const ROLE_LABELS: Record<string, Localized> = {
  'customer.main': { 'zh-CN': '企业主账号', 'zh-TW': '企業主帳號', en: 'Company main account' },
  'customer.personal': { 'zh-CN': '个人账号', 'zh-TW': '個人帳號', en: 'Personal account' },
  'customer.sub': { 'zh-CN': '企业子账号', 'zh-TW': '企業子帳號', en: 'Company sub-account' },
  'staff.admin': { 'zh-CN': '管理员', 'zh-TW': '管理員', en: 'Administrator' },
  'staff.sales': { 'zh-CN': '销售', 'zh-TW': '業務', en: 'Sales' },
  'staff.service': { 'zh-CN': '客服', 'zh-TW': '客服', en: 'Customer service' },
  'staff.operations': { 'zh-CN': '操作', 'zh-TW': '操作', en: 'Operations' },
  'staff.finance': { 'zh-CN': '财务', 'zh-TW': '財務', en: 'Finance' },
};
