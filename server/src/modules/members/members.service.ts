import { maskPhone } from '@seabook/domain/auth';
import { errorMessage } from '@seabook/domain/error-messages';
import type { Locale } from '@seabook/domain/i18n';
import {
  ATTESTATION,
  type Config,
  MENU_LABELS,
  menuFor,
  orderBlocker,
  type UserInfo,
  type VerificationState,
} from '@seabook/domain/members';
import { BUILTIN_ROLES, type BuiltinRoleKey, ROLE_LABELS } from '@seabook/domain/permissions';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { accounts, roles, tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';

/** Which services an account keeps as favourites: the rates module marks them in what a customer finds. */
export { favouriteServiceIds } from './favourites.service.ts';

export type Account = typeof accounts.$inferSelect;
export type Tenant = typeof tenants.$inferSelect;

/** Whether any customer account exists (the demo data loads into a database without one). */
export async function hasAccounts(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return row !== undefined;
}

/** Writes the built-in roles (reference data) so every instance agrees on their permissions. */
export async function ensureBuiltinRoles(db: DbOrTx): Promise<void> {
  for (const role of Object.values(BUILTIN_ROLES)) {
    await db
      .insert(roles)
      .values({ kind: role.kind, code: role.code, name: role.code, permissions: role.permissions })
      .onConflictDoUpdate({ target: roles.code, set: { permissions: role.permissions, kind: role.kind } });
  }
}

/** The id of a built-in role. */
export async function builtinRoleId(db: DbOrTx, key: BuiltinRoleKey): Promise<string> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, BUILTIN_ROLES[key].code));
  if (!row) throw new Error(`built-in role ${key} missing: run ensureBuiltinRoles first`);
  return row.id;
}

/** Creates a tenant: a company, or the personal tenant of one individual. */
export async function createTenant(
  db: DbOrTx,
  input: {
    kind: 'personal' | 'company';
    code: string;
    name: string;
    shortName?: string;
    verification?: Tenant['verification'];
  },
): Promise<Tenant> {
  const [tenant] = await db
    .insert(tenants)
    .values({
      kind: input.kind,
      code: input.code,
      name: input.name,
      shortName: input.shortName ?? '',
      verification: input.verification ?? 'unverified',
    })
    .returning();
  if (!tenant) throw new Error('tenant not created');
  return tenant;
}

/**
 * Registers an individual: a personal tenant with one main account that logs in by mobile.
 * The caller has checked the SMS code and hashed the password.
 */
export async function createPersonalAccount(
  db: DbOrTx,
  input: { mobile: string; email: string; passwordHash: string; referrerId?: string | null; name?: string },
): Promise<Account> {
  const existing = await findMainAccountByMobile(db, input.mobile);
  if (existing) throw new AppError('MOBILE_TAKEN');
  const tenant = await createTenant(db, {
    kind: 'personal',
    code: `p${input.mobile}`,
    name: input.name ?? maskPhone(input.mobile),
  });
  return insertAccount(db, {
    tenantId: tenant.id,
    kind: 'main',
    mobile: input.mobile,
    username: input.mobile,
    loginName: input.mobile,
    name: input.name ?? maskPhone(input.mobile),
    email: input.email,
    passwordHash: input.passwordHash,
    roleId: await builtinRoleId(db, 'customerPersonal'),
    referrerId: input.referrerId ?? null,
  });
}

/** Creates the main account of a company tenant. */
export async function createCompanyMainAccount(
  db: DbOrTx,
  input: { tenantId: string; mobile: string; name: string; email: string; passwordHash: string },
): Promise<Account> {
  return insertAccount(db, {
    tenantId: input.tenantId,
    kind: 'main',
    mobile: input.mobile,
    username: input.mobile,
    loginName: input.mobile,
    name: input.name,
    email: input.email,
    passwordHash: input.passwordHash,
    roleId: await builtinRoleId(db, 'customerMain'),
  });
}

/** Creates a sub-account; it logs in with its full name `username@tenant-code`. */
export async function createSubAccount(
  db: DbOrTx,
  input: { tenantId: string; username: string; name: string; email: string; mobile?: string; passwordHash: string },
): Promise<Account> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, input.tenantId));
  if (!tenant) throw new AppError('NOT_FOUND');
  return insertAccount(db, {
    tenantId: tenant.id,
    kind: 'sub',
    mobile: input.mobile ?? null,
    username: input.username,
    loginName: `${input.username}@${tenant.code}`.toLowerCase(),
    name: input.name,
    email: input.email,
    passwordHash: input.passwordHash,
    roleId: await builtinRoleId(db, 'customerSub'),
  });
}

async function insertAccount(db: DbOrTx, values: typeof accounts.$inferInsert): Promise<Account> {
  const [account] = await db.insert(accounts).values(values).returning();
  if (!account) throw new Error('account not created');
  return account;
}

export async function findMainAccountByMobile(db: DbOrTx, mobile: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.mobile, mobile), eq(accounts.kind, 'main')));
  return row;
}

/** The account a login name (a mobile, or `username@code`) belongs to. */
export async function findAccountByLoginName(db: DbOrTx, loginName: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.loginName, loginName.trim().toLowerCase()));
  return row;
}

export async function findAccountById(db: DbOrTx, id: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function findAccountByOpenid(db: DbOrTx, openid: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.wxOpenid, openid));
  return row;
}

export async function findAccountByUserNo(db: DbOrTx, userNo: number): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.userNo, userNo));
  return row;
}

/** Binds a messaging-app identity to an account; refuses when either side is bound elsewhere. */
export async function bindOpenid(db: DbOrTx, accountId: string, openid: string): Promise<void> {
  const holder = await findAccountByOpenid(db, openid);
  if (holder && holder.id !== accountId) throw new AppError('WX_ALREADY_BOUND');
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  if (account.wxOpenid && account.wxOpenid !== openid) throw new AppError('ACCOUNT_WX_BOUND');
  await db.update(accounts).set({ wxOpenid: openid }).where(eq(accounts.id, accountId));
}

/**
 * Moves a main account to a new mobile (the auth module has checked both codes): it logs in by the new
 * number from now on. A number taken meanwhile is refused by the unique index, as `MOBILE_TAKEN`.
 */
export async function changeAccountMobile(db: DbOrTx, accountId: string, from: string, to: string): Promise<void> {
  try {
    await db
      .update(accounts)
      .set({
        mobile: to,
        username: sql`case when ${accounts.username} = ${from} then ${to} else ${accounts.username} end`,
        loginName: sql`case when ${accounts.loginName} = ${from} then ${to} else ${accounts.loginName} end`,
      })
      .where(and(eq(accounts.id, accountId), eq(accounts.mobile, from)));
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
      if ((e as { code?: unknown }).code === '23505')
        throw new AppError('MOBILE_TAKEN', { fields: { mobile: 'MOBILE_TAKEN' } });
    throw error;
  }
}

/** Sets an account's e-mail (the auth module has checked the code sent to it, decision 038). */
export async function changeAccountEmail(db: DbOrTx, accountId: string, email: string): Promise<void> {
  await db.update(accounts).set({ email }).where(eq(accounts.id, accountId));
}

export async function setPasswordHash(db: DbOrTx, accountId: string, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

export async function recordLogin(db: DbOrTx, accountId: string): Promise<void> {
  await db.update(accounts).set({ lastLoginAt: sql`now()` }).where(eq(accounts.id, accountId));
}

/** GET /user/info for the calling account. */
export async function getUserInfo(db: DbOrTx, actor: AccountActor, locale: Locale): Promise<UserInfo> {
  const [row] = await db
    .select({ account: accounts, tenant: tenants, role: roles })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(eq(accounts.id, actor.accountId));
  if (!row) throw new AppError('NOT_FOUND');
  const { account, tenant, role } = row;
  const vipActive = account.vipEnd !== null && account.vipEnd.getTime() > Date.now();
  return {
    id: String(account.userNo),
    name: account.name,
    headpic: account.headpic,
    attestation: ATTESTATION[tenant.verification],
    verification: tenant.verification,
    minimenu: false,
    is_addprice_user: account.isAddpriceUser ? 1 : 0,
    is_union_user: account.isUnionUser ? 1 : 0,
    has_partner_msg: account.hasPartnerMsg ? 1 : 0,
    vip_number: account.vipNumber,
    vip_end: account.vipEnd ? account.vipEnd.toISOString() : null,
    // Union partners see no VIP offer (spec §6); others may buy one while no membership is active.
    vip_open: !account.isUnionUser && !vipActive ? 1 : 0,
    vip_type_id: account.vipTypeId,
    account_kind: account.kind,
    username: account.kind === 'sub' ? account.loginName : account.username,
    mobile: account.mobile ? maskPhone(account.mobile) : '',
    email: account.email,
    company: { id: tenant.id, name: tenant.name, short_name: tenant.shortName, kind: tenant.kind },
    role: {
      id: role.code ?? role.id,
      name: (role.code && ROLE_LABELS[role.code]?.[locale]) || role.name,
      permissions: role.permissions,
    },
  };
}

/** GET /v2/member/getlogininfo. */
export async function getLoginInfo(db: DbOrTx, actor: AccountActor) {
  const [row] = await db
    .select({ account: accounts, tenant: tenants })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.id, actor.accountId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    name: row.account.name,
    headpic: row.account.headpic,
    mobile: row.account.mobile ? maskPhone(row.account.mobile) : '',
    company: row.tenant.name,
    last_login_at: row.account.lastLoginAt ? row.account.lastLoginAt.toISOString() : null,
  };
}

/** GET /v2/member/menu: the live entries the caller's role allows, named in the caller's language. */
export function getMenu(actor: AccountActor, locale: Locale) {
  return menuFor(actor.permissions, (key) => MENU_LABELS[key]?.[locale] ?? key);
}

/** The tenant's verification statement, prepared once (db/prepared.ts). */
const verificationStatement = preparedOnce((db) =>
  db
    .select({ verification: tenants.verification })
    .from(tenants)
    .where(eq(tenants.id, sql.placeholder('tenantId')))
    .prepare('tenant_verification'),
);

/** A tenant's verification state (`unverified` for a tenant that is not there). */
export async function tenantVerification(db: DbOrTx, tenantId: string): Promise<VerificationState> {
  const [tenant] = await verificationStatement(db).execute({ tenantId });
  return tenant?.verification ?? 'unverified';
}

/** GET /v2/base/config: whether the caller may order now, and why not. */
export async function getConfig(
  db: DbOrTx,
  actor: AccountActor | null,
  locale: Locale,
  /** The tenant's verification when the caller has just read it (the account centre): no second read. */
  known?: VerificationState,
): Promise<Config> {
  if (!actor) return { complete: { can_order: false, can_order_reason: errorMessage('UNAUTHORIZED', locale) } };
  const blocker = orderBlocker(known ?? (await tenantVerification(db, actor.tenantId)));
  return { complete: { can_order: blocker === null, can_order_reason: blocker ? errorMessage(blocker, locale) : '' } };
}
