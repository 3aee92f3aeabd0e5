import type { PermissionGrant } from '@seabook/domain/permissions';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The tenancy tables (decision 005, decision 023): tenants, the roles that say what an account or an
 * operator may do, and the customer accounts. Every tenant-owned row points at a tenant and an account,
 * the idempotency keys (db/idempotency.tables.ts) at a tenant, and back-office desks show and search the
 * owner's company and name beside any object, so these tables sit under db/, which every module may
 * import, instead of inside a module. Any module may read them (scope by tenant, join the owner's names);
 * only the members module writes them, through members.service.ts.
 */

/**
 * A tenant owns accounts and, later, everything they create: a company (enterprise) or the personal
 * tenant of an individual. Every customer query is scoped by tenant.
 */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['personal', 'company'] }).notNull(),
  /** Short code used in sub-account login names (`username@code`); unique. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().default(''),
  licenceNo: text('licence_no').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  verification: text('verification', { enum: ['unverified', 'pending', 'verified', 'rejected'] })
    .notNull()
    .default('unverified'),
  monthlySettlement: boolean('monthly_settlement').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Roles carry permissions in the spec's shape; customer roles and staff roles are separate kinds. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['customer', 'staff'] }).notNull(),
  /** Built-in roles have a code; a tenant's own roles (later) have a tenant. */
  code: text('code').unique(),
  tenantId: uuid('tenant_id').references(() => tenants.id),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<PermissionGrant[]>().notNull(),
});

/** A customer login: the main account of a tenant or one of its sub-accounts. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public number shown to users and used in referral links. */
    userNo: integer('user_no').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull().unique(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind', { enum: ['main', 'sub'] }).notNull(),
    /** Main accounts log in by mobile; sub-accounts by `username@tenant-code`. */
    mobile: text('mobile'),
    username: text('username').notNull(),
    loginName: text('login_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    headpic: text('headpic').notNull().default(''),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status', { enum: ['enabled', 'disabled', 'removed'] })
      .notNull()
      .default('enabled'),
    wxOpenid: text('wx_openid'),
    referrerId: uuid('referrer_id'),
    isAddpriceUser: boolean('is_addprice_user').notNull().default(false),
    isUnionUser: boolean('is_union_user').notNull().default(false),
    hasPartnerMsg: boolean('has_partner_msg').notNull().default(false),
    vipNumber: text('vip_number').notNull().default(''),
    vipEnd: timestamp('vip_end', { withTimezone: true }),
    vipTypeId: integer('vip_type_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_mobile_main_uq').on(t.mobile).where(sql`${t.kind} = 'main'`),
    uniqueIndex('accounts_login_name_uq').on(t.loginName),
    uniqueIndex('accounts_wx_openid_uq').on(t.wxOpenid),
    index('accounts_tenant_idx').on(t.tenantId),
  ],
);

/**
 * The columns every tenant-owned row starts with: its id, the tenant that owns it (decision 005) and
 * the account that made it. A function, since each table needs its own column builders.
 */
export function tenantOwned() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
  };
}
