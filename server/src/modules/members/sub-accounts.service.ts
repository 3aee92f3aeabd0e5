import { maskPhone } from '@seabook/domain/auth';
import type { PageQuery } from '@seabook/domain/envelope';
import type { ErrorKey } from '@seabook/domain/errors';
import { can, type PermissionGrant } from '@seabook/domain/permissions';
import type {
  CompanyAccount,
  SubAccount,
  SubAccountCreate,
  SubAccountEdit,
  SubAccountList,
  SubAccountPassword,
} from '@seabook/domain/sub-accounts';
import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, roles, tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeAllSessions } from '../auth/auth.service.ts';
import { likePattern } from './addresses.service.ts';

/**
 * Sub-accounts of a verified company (issue 16, decision 033): the company's main account (or a
 * sub-account granted `childAccount`) lists, creates, edits, enables, disables, resets, unbinds and
 * removes them. Each sub-account has a role of its own (`roles.tenant_id` = the company) holding the
 * permissions it was given, never more than the granting account holds. Another company's sub-account
 * answers like a missing one.
 */

type Tenant = typeof tenants.$inferSelect;
type Account = typeof accounts.$inferSelect;

/** Whether a database error is a unique violation (PostgreSQL 23505), through drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A refusal on one field of the form. */
export function fieldError(key: ErrorKey, field: string): AppError {
  return new AppError(key, { fields: { [field]: key } });
}

/** The caller's company, which must be a verified company; others are led to verification. */
export async function companyOf(db: DbOrTx, actor: AccountActor): Promise<Tenant> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, actor.tenantId));
  if (tenant?.kind !== 'company' || tenant.verification !== 'verified') throw new AppError('SUB_ACCOUNTS_NEED_COMPANY');
  return tenant;
}

/**
 * The grants as stored: each permission once with its actions, refused on the `permissions` field when
 * the granting account does not hold one of them itself.
 */
export function grantable(actor: AccountActor, grants: readonly PermissionGrant[]): PermissionGrant[] {
  const out: PermissionGrant[] = [];
  for (const grant of grants) {
    const actions = [...new Set(grant.actionEntitySet.map((entry) => entry.action))];
    if (actions.length === 0) continue;
    if (!actions.every((action) => can(actor.permissions, grant.permissionId, action)))
      throw fieldError('SUB_PERMISSION_NOT_HELD', 'permissions');
    out.push({ permissionId: grant.permissionId, actionEntitySet: actions.map((action) => ({ action })) });
  }
  return out;
}

function view(account: Account, permissions: PermissionGrant[]): SubAccount {
  return {
    id: account.id,
    username: account.username,
    loginName: account.loginName,
    name: account.name,
    email: account.email,
    phone: account.mobile ?? '',
    status: account.status === 'disabled' ? 'disabled' : 'enabled',
    bound: account.wxOpenid !== null,
    permissions,
    createdAt: account.createdAt.toISOString(),
    lastLoginAt: account.lastLoginAt ? account.lastLoginAt.toISOString() : null,
  };
}

/** One of the company's live sub-accounts with its permissions (locked when asked), or 404. */
async function subAccountOf(db: DbOrTx, tenantId: string, id: string, lock = false) {
  const query = db
    .select({ account: accounts, role: roles })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(
      and(
        eq(accounts.id, id),
        eq(accounts.tenantId, tenantId),
        eq(accounts.kind, 'sub'),
        ne(accounts.status, 'removed'),
      ),
    );
  const [row] = lock ? await query.for('update', { of: accounts }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /v2/member/childaccount/list. */
export async function listSubAccounts(
  db: Db,
  actor: AccountActor,
  query: PageQuery & { keyword?: string | undefined },
): Promise<SubAccountList> {
  const company = await companyOf(db, actor);
  const pattern = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    eq(accounts.tenantId, company.id),
    eq(accounts.kind, 'sub'),
    ne(accounts.status, 'removed'),
    pattern ? or(ilike(accounts.username, pattern), ilike(accounts.name, pattern)) : undefined,
  );
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(accounts).where(where),
    db
      .select({ account: accounts, role: roles })
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.userNo))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    items: rows.map((row) => view(row.account, row.role.permissions)),
    total: counted?.total ?? 0,
    companyCode: company.code,
  };
}

/**
 * Inserts a sub-account with a role of its own; a username the company already has is refused on its
 * field (the unique login name holds it when two are made at once).
 */
export async function insertSubAccount(
  tx: DbOrTx,
  company: Tenant,
  input: { username: string; name: string; email: string; phone: string; passwordHash: string },
  permissions: PermissionGrant[],
): Promise<Account> {
  const loginName = `${input.username}@${company.code}`.toLowerCase();
  const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.loginName, loginName));
  if (taken) throw fieldError('SUB_USERNAME_TAKEN', 'username');
  const [role] = await tx
    .insert(roles)
    .values({ kind: 'customer', tenantId: company.id, name: `sub:${loginName}`, permissions })
    .returning({ id: roles.id });
  if (!role) throw new Error('role not created');
  const [account] = await tx
    .insert(accounts)
    .values({
      tenantId: company.id,
      kind: 'sub',
      mobile: input.phone,
      username: input.username,
      loginName,
      name: input.name,
      email: input.email,
      passwordHash: input.passwordHash,
      roleId: role.id,
    })
    .returning();
  if (!account) throw new Error('account not created');
  return account;
}

/** Runs `work`, turning a unique violation of the login name into SUB_USERNAME_TAKEN on its field. */
export async function usernameOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('SUB_USERNAME_TAKEN', 'username');
    throw error;
  }
}

/** POST /v2/member/childaccount/add. */
export async function createSubAccount(db: Db, actor: AccountActor, input: SubAccountCreate): Promise<SubAccount> {
  const company = await companyOf(db, actor);
  const permissions = grantable(actor, input.permissions);
  const passwordHash = await hashPassword(input.password);
  const account = await usernameOnce(() =>
    db.transaction((tx) => insertSubAccount(tx, company, { ...input, passwordHash }, permissions)),
  );
  return view(account, permissions);
}

/** POST /v2/member/childaccount/edit: name, e-mail, phone and permissions; a built-in role becomes its own. */
export async function editSubAccount(db: Db, actor: AccountActor, input: SubAccountEdit): Promise<SubAccount> {
  const company = await companyOf(db, actor);
  const permissions = grantable(actor, input.permissions);
  return db.transaction(async (tx) => {
    const { account, role } = await subAccountOf(tx, company.id, input.id, true);
    let roleId = role.id;
    if (role.tenantId === company.id && role.code === null) {
      await tx.update(roles).set({ permissions }).where(eq(roles.id, role.id));
    } else {
      const [own] = await tx
        .insert(roles)
        .values({ kind: 'customer', tenantId: company.id, name: `sub:${account.loginName}`, permissions })
        .returning({ id: roles.id });
      if (!own) throw new Error('role not created');
      roleId = own.id;
    }
    const [changed] = await tx
      .update(accounts)
      .set({ name: input.name, email: input.email, mobile: input.phone, roleId })
      .where(eq(accounts.id, account.id))
      .returning();
    if (!changed) throw new AppError('NOT_FOUND');
    return view(changed, permissions);
  });
}

/** POST /v2/member/childaccount/enable and /disable: a disabled sub-account's sessions end at once. */
export async function setSubAccountStatus(
  db: Db,
  actor: AccountActor,
  id: string,
  status: 'enabled' | 'disabled',
): Promise<SubAccount> {
  const company = await companyOf(db, actor);
  return db.transaction(async (tx) => {
    const { account, role } = await subAccountOf(tx, company.id, id, true);
    const [changed] = await tx.update(accounts).set({ status }).where(eq(accounts.id, account.id)).returning();
    if (!changed) throw new AppError('NOT_FOUND');
    if (status === 'disabled') await revokeAllSessions(tx, 'account', account.id);
    return view(changed, role.permissions);
  });
}

/** POST /v2/member/childaccount/resetpassword: the sub-account's sessions end. */
export async function resetSubAccountPassword(db: Db, actor: AccountActor, input: SubAccountPassword): Promise<void> {
  const company = await companyOf(db, actor);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const { account } = await subAccountOf(tx, company.id, input.id, true);
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
    await revokeAllSessions(tx, 'account', account.id);
  });
}

/** POST /v2/member/childaccount/unbind: the messaging-app binding goes. */
export async function unbindSubAccount(db: Db, actor: AccountActor, id: string): Promise<SubAccount> {
  const company = await companyOf(db, actor);
  return db.transaction(async (tx) => {
    const { account, role } = await subAccountOf(tx, company.id, id, true);
    const [changed] = await tx.update(accounts).set({ wxOpenid: null }).where(eq(accounts.id, account.id)).returning();
    if (!changed) throw new AppError('NOT_FOUND');
    return view(changed, role.permissions);
  });
}

/**
 * POST /v2/member/childaccount/delete: the sub-account can no longer log in and leaves the list; its
 * orders and other objects stay the company's (the main account sees them and may move them). Its
 * login name is freed, so the username may be given again.
 */
export async function removeSubAccount(db: Db, actor: AccountActor, id: string): Promise<void> {
  const company = await companyOf(db, actor);
  await db.transaction(async (tx) => {
    const { account } = await subAccountOf(tx, company.id, id, true);
    await tx
      .update(accounts)
      .set({ status: 'removed', wxOpenid: null, loginName: `removed:${account.id}` })
      .where(eq(accounts.id, account.id));
    await revokeAllSessions(tx, 'account', account.id);
  });
}

/** GET /v2/member/childaccount/accounts: the main account first, then the sub-accounts by name. */
export async function companyAccounts(db: Db, actor: AccountActor): Promise<{ items: CompanyAccount[] }> {
  const company = await companyOf(db, actor);
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, company.id), ne(accounts.status, 'removed')))
    .orderBy(asc(accounts.kind), asc(accounts.name));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      loginName: row.kind === 'main' ? maskPhone(row.loginName) : row.loginName,
      kind: row.kind,
      status: row.status === 'disabled' ? 'disabled' : 'enabled',
    })),
  };
}
