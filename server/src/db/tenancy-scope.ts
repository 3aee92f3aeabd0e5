import { can } from '@seabook/domain/permissions';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What a customer account may see of its tenant's objects (decisions 005 and 033), in one place: every
 * service that lists or reads orders, drafts, inquiries, letters, files or tracking scopes its query
 * with `visibleTo`, and every lock or lookup of one object by id with `scopeOf`.
 *
 * - A main account (a company's or a person's) sees all of its tenant's objects.
 * - A sub-account holding `companyData` sees the company's; without it, only what it made itself or what
 *   was moved to it (`account_id`).
 * - Another tenant's object, and a colleague's one a sub-account may not see, answer like a missing one.
 */

/** The caller a scope is made for: a customer account, as the guards give it. */
export type ScopedActor = {
  tenantId: string;
  accountId: string;
  accountKind: 'main' | 'sub';
  permissions: Parameters<typeof can>[0];
};

/** The rows an account may see: its tenant's, and, for a sub-account without `companyData`, its own. */
export type Scope = { tenantId: string; accountId: string | null };

/** The caller's scope. */
export function scopeOf(actor: ScopedActor): Scope {
  const wholeTenant = actor.accountKind === 'main' || can(actor.permissions, 'companyData', 'query');
  return { tenantId: actor.tenantId, accountId: wholeTenant ? null : actor.accountId };
}

/** The condition that keeps a tenant-owned table's rows to those the scope (or actor) may see. */
export function visibleTo(who: ScopedActor | Scope, table: ScopeTable): SQL {
  const scope = 'permissions' in who ? scopeOf(who) : who;
  return scopeCondition(table, scope.tenantId, scope.accountId);
}

type ScopeTable = { tenantId: PgColumn; accountId: PgColumn };

/** The tenant's rows, and of them only the account's when an account is given: values or placeholders. */
function scopeCondition(
  table: ScopeTable,
  tenantId: string | Placeholder,
  accountId: string | Placeholder | null,
): SQL {
  const tenant = eq(table.tenantId, tenantId);
  return accountId === null ? tenant : (and(tenant, eq(table.accountId, accountId)) as SQL);
}

/**
 * `visibleTo` for a prepared statement (db/prepared.ts): the same condition with the tenant and account
 * as placeholders, filled in from `scopeValues`. `own` is whether the scope is an account's own rows.
 */
export function visibleToPrepared(table: ScopeTable, own: boolean): SQL {
  return scopeCondition(table, sql.placeholder('scopeTenantId'), own ? sql.placeholder('scopeAccountId') : null);
}

/** The placeholder values of `visibleToPrepared`, and its `own`. */
export function scopeValues(actor: ScopedActor): {
  own: boolean;
  values: { scopeTenantId: string; scopeAccountId?: string };
} {
  const scope = scopeOf(actor);
  return scope.accountId === null
    ? { own: false, values: { scopeTenantId: scope.tenantId } }
    : { own: true, values: { scopeTenantId: scope.tenantId, scopeAccountId: scope.accountId } };
}
