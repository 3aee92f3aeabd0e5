import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_MS } from '@seabook/domain/auth';
import type { PermissionGrant } from '@seabook/domain/permissions';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { accounts, roles } from '../../db/tenancy.tables.ts';
import type { Actor } from '../../http/context.ts';
import { loadStaffActor } from '../ops/ops.service.ts';
import { sessions } from './auth.tables.ts';

export type RequestMeta = { ip: string; usersign: string };

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Starts a session and returns its opaque token; only the token's hash is stored. */
export async function issueSession(
  db: DbOrTx,
  subject: { kind: 'account' | 'staff'; id: string },
  meta: RequestMeta,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    subjectKind: subject.kind,
    subjectId: subject.id,
    usersign: meta.usersign,
    ip: meta.ip,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

/**
 * The version of a role's row: PostgreSQL's `xmin`, the transaction that wrote the row as it now is.
 * Any change to the role (its permissions above all) gives it a new one.
 */
const roleVersion = sql<string>`${roles}.xmin::text`;

/**
 * The live session by its token's hash, with the enabled account it names and its role's id and version
 * (not its permissions, which the server keeps by version: `permissionsOf`).
 */
const liveSession = preparedOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      subjectKind: sessions.subjectKind,
      subjectId: sessions.subjectId,
      accountId: accounts.id,
      tenantId: accounts.tenantId,
      accountKind: accounts.kind,
      roleId: roles.id,
      roleVersion,
    })
    .from(sessions)
    .leftJoin(
      accounts,
      and(eq(sessions.subjectKind, 'account'), eq(accounts.id, sessions.subjectId), eq(accounts.status, 'enabled')),
    )
    .leftJoin(roles, eq(roles.id, accounts.roleId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_by_token'),
);

/** A role's permissions and the version of its row they were read at, prepared once (db/prepared.ts). */
const rolePermissions = preparedOnce((db) =>
  db
    .select({ permissions: roles.permissions, version: roleVersion })
    .from(roles)
    .where(eq(roles.id, sql.placeholder('roleId')))
    .prepare('role_permissions'),
);

type KeptPermissions = { version: string; permissions: readonly PermissionGrant[] };

/** The roles' permissions this server has read, by database and role id (at most ROLES_KEPT a database). */
const keptPermissions = new WeakMap<DbOrTx, Map<string, KeptPermissions>>();
const ROLES_KEPT = 10_000;

/**
 * A role's permissions at the version the session's statement saw: from memory when this server has read
 * that version already, else read (with the version they were read at, which a change in between may have
 * moved on: the newer is kept). Every request still learns the role's current version from the database,
 * so a change made on any instance is seen by the next request everywhere (decision 066). Frozen: requests
 * share them.
 */
async function permissionsOf(db: DbOrTx, roleId: string, version: string): Promise<readonly PermissionGrant[] | null> {
  let kept = keptPermissions.get(db);
  if (kept === undefined) {
    kept = new Map();
    keptPermissions.set(db, kept);
  }
  const known = kept.get(roleId);
  if (known?.version === version) return known.permissions;
  const [row] = await rolePermissions(db).execute({ roleId });
  if (!row) return null;
  const permissions = Object.freeze(
    row.permissions.map((grant) =>
      Object.freeze({
        permissionId: grant.permissionId,
        actionEntitySet: Object.freeze(grant.actionEntitySet.map((entry) => Object.freeze({ ...entry }))),
      }),
    ),
  ) as readonly PermissionGrant[];
  if (kept.size >= ROLES_KEPT) kept.clear();
  kept.set(roleId, { version: row.version, permissions });
  return permissions;
}

/**
 * Who a token belongs to; an unknown, expired or revoked token, or a disabled user, is `expired`.
 *
 * One statement per request (issue 20): the live session by its token's unique hash, joined with the
 * enabled account it names and that account's role's id and version; the role's permissions come from
 * memory while that version holds (`permissionsOf`, decision 066). An operator's session takes one more
 * lookup (the operator and their role). Nothing is written. The statements are prepared once per connection.
 */
export async function resolveSession(db: DbOrTx, token: string): Promise<Actor> {
  const [row] = await liveSession(db).execute({ tokenHash: sha256(token) });
  if (!row) return { kind: 'expired' };
  if (row.subjectKind === 'account') {
    if (row.accountId === null || row.tenantId === null || row.accountKind === null || row.roleId === null)
      return { kind: 'expired' };
    const permissions = await permissionsOf(db, row.roleId, row.roleVersion);
    if (permissions === null) return { kind: 'expired' };
    return {
      kind: 'account',
      sessionId: row.sessionId,
      accountId: row.accountId,
      tenantId: row.tenantId,
      accountKind: row.accountKind,
      permissions,
    };
  }
  const staff = await loadStaffActor(db, row.subjectId);
  return staff ? { kind: 'staff', sessionId: row.sessionId, ...staff } : { kind: 'expired' };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, e.g. after a password change. */
export async function revokeAllSessions(db: DbOrTx, kind: 'account' | 'staff', subjectId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.subjectKind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)));
}

/** Ends every session of an account but the one given, e.g. after it changed its password. */
export async function revokeOtherSessions(db: DbOrTx, accountId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.subjectKind, 'account'),
        eq(sessions.subjectId, accountId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}
