import { z } from 'zod';
import type { ErrorKey } from './errors.ts';
import type { Localized } from './i18n.ts';
import { ACTIONS, type CustomerPermission, can, type PermissionGrant, type Role } from './permissions.ts';

/** A role's grant and a role as schemas (permissions.ts has the plain types, without zod, for the browser). */
export const PermissionGrantSchema = z.object({
  permissionId: z.string(),
  actionEntitySet: z.array(z.object({ action: z.enum(ACTIONS) })),
}) satisfies z.ZodType<PermissionGrant>;
export const RoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(PermissionGrantSchema),
}) satisfies z.ZodType<Role>;

/** Verification of a person or a company (spec §4). */
export const VERIFICATION_STATES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The spec's `attestation` number: 0 means not verified. */
export const ATTESTATION: Record<VerificationState, number> = { unverified: 0, verified: 1, pending: 2, rejected: 3 };

export const ACCOUNT_KINDS = ['main', 'sub'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const TENANT_KINDS = ['personal', 'company'] as const;
export type TenantKind = (typeof TENANT_KINDS)[number];

/** Why an account may not order yet (spec §5: complete.can_order). */
export function orderBlocker(verification: VerificationState): ErrorKey | null {
  if (verification === 'verified') return null;
  return verification === 'pending' ? 'VERIFY_IN_PROGRESS' : 'NOT_VERIFIED';
}

/** GET /user/info: every user-info field of spec §3, with the role and its permissions. */
export const UserInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  headpic: z.string(),
  attestation: z.number().int(),
  verification: z.enum(VERIFICATION_STATES),
  minimenu: z.boolean(),
  is_addprice_user: z.number().int(),
  is_union_user: z.number().int(),
  has_partner_msg: z.number().int(),
  vip_number: z.string(),
  vip_end: z.string().nullable(),
  vip_open: z.number().int(),
  vip_type_id: z.number().int().nullable(),
  account_kind: z.enum(ACCOUNT_KINDS),
  username: z.string(),
  mobile: z.string(),
  email: z.string(),
  company: z.object({ id: z.string(), name: z.string(), short_name: z.string(), kind: z.enum(TENANT_KINDS) }),
  role: RoleSchema,
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** GET /v2/member/getlogininfo: who is logged in, for the header. */
export const LoginInfoSchema = z.object({
  name: z.string(),
  headpic: z.string(),
  mobile: z.string(),
  company: z.string(),
  last_login_at: z.string().nullable(),
});
export type LoginInfo = z.infer<typeof LoginInfoSchema>;

/** GET /v2/base/config. */
export const ConfigSchema = z.object({
  complete: z.object({ can_order: z.boolean(), can_order_reason: z.string() }),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Account-centre menu entry as the server sends it (spec §3): name, url, child, has_new. */
export type MenuEntry = { key: string; name: string; url: string; has_new: boolean; child: MenuEntry[] };
// Named (`id`), so the API reference declares it once in its components and the recursion refers to it.
export const MenuEntrySchema: z.ZodType<MenuEntry> = z
  .lazy(() =>
    z.object({
      key: z.string(),
      name: z.string(),
      url: z.string(),
      has_new: z.boolean(),
      child: z.array(MenuEntrySchema),
    }),
  )
  .meta({ id: 'MenuEntry' });

/** GET /v2/member/menu: the entries the role may see, names translated. */
export const MenuSchema = z.object({ menu: z.array(MenuEntrySchema) });

type MenuDefinition = {
  key: string;
  url: string;
  permissionId?: CustomerPermission;
  /** Whether the page behind the entry exists in this release; the server only lists live entries. */
  live: boolean;
  /** A newly released area, shown with a "new" tag. */
  isNew?: boolean;
  child?: MenuDefinition[];
};

/** The account-centre menu (spec §2), in order. Names are translated by key (`menu.<key>`). */
export const CENTER_MENU: readonly MenuDefinition[] = [
  { key: 'home', url: '/center/index', permissionId: 'center', live: true },
  { key: 'inquiry', url: '/center/inquiry', permissionId: 'inquiry', live: true },
  { key: 'draft', url: '/center/draft', permissionId: 'draft', live: true },
  { key: 'order', url: '/center/order', permissionId: 'order', live: true },
  { key: 'bill', url: '/center/bill', permissionId: 'bill', live: true, isNew: true },
  { key: 'invoice', url: '/center/invoice', permissionId: 'invoice', live: true, isNew: true },
  { key: 'coupons', url: '/center/coupons', permissionId: 'coupon', live: false },
  { key: 'collection', url: '/center/collection', permissionId: 'collection', live: true },
  { key: 'message', url: '/center/message', permissionId: 'message', live: true },
  {
    key: 'account',
    url: '',
    live: true,
    child: [
      { key: 'information', url: '/center/information', permissionId: 'information', live: true },
      { key: 'childAccount', url: '/center/childAccount', permissionId: 'childAccount', live: true },
      { key: 'address', url: '/center/address', permissionId: 'address', live: true },
      { key: 'helper', url: '/center/helper', permissionId: 'helper', live: true, isNew: true },
    ],
  },
];

/**
 * The menu a role may see: live entries whose permission the role holds; a group with no visible
 * child is dropped. `name` is the translated label.
 */
export function menuFor(
  permissions: readonly PermissionGrant[],
  label: (key: string) => string,
  entries: readonly MenuDefinition[] = CENTER_MENU,
): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (!entry.live) continue;
    if (entry.permissionId && !can(permissions, entry.permissionId)) continue;
    const child = entry.child ? menuFor(permissions, label, entry.child) : [];
    if (entry.child && child.length === 0) continue;
    out.push({ key: entry.key, name: label(entry.key), url: entry.url, has_new: entry.isNew === true, child });
  }
  return out;
}

/** Labels of the account-centre menu entries in three languages. */
export const MENU_LABELS: Record<string, Localized> = {
  home: { 'zh-CN': '首页', 'zh-TW': '首頁', en: 'Home' },
  inquiry: { 'zh-CN': '我的询价', 'zh-TW': '我的詢價', en: 'Inquiries' },
  draft: { 'zh-CN': '草稿箱', 'zh-TW': '草稿箱', en: 'Drafts' },
  order: { 'zh-CN': '我的订单', 'zh-TW': '我的訂單', en: 'Orders' },
  bill: { 'zh-CN': '我的账单', 'zh-TW': '我的帳單', en: 'Bills' },
  invoice: { 'zh-CN': '发票管理', 'zh-TW': '發票管理', en: 'Invoices' },
  coupons: { 'zh-CN': '优惠券', 'zh-TW': '優惠券', en: 'Coupons' },
  collection: { 'zh-CN': '我的收藏', 'zh-TW': '我的收藏', en: 'Favourites' },
  message: { 'zh-CN': '消息中心', 'zh-TW': '訊息中心', en: 'Messages' },
  account: { 'zh-CN': '账户管理', 'zh-TW': '帳戶管理', en: 'Account' },
  information: { 'zh-CN': '个人信息', 'zh-TW': '個人資訊', en: 'Personal information' },
  childAccount: { 'zh-CN': '子账号管理', 'zh-TW': '子帳號管理', en: 'Sub-accounts' },
  address: { 'zh-CN': '地址簿', 'zh-TW': '地址簿', en: 'Address book' },
  helper: { 'zh-CN': '用户手册', 'zh-TW': '使用者手冊', en: 'User manual' },
};
