import type { PermissionGrant } from '@seabook/domain/permissions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { roles } from '../../db/tenancy.tables.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { builtinRoleId } from '../members/members.service.ts';
import { staff } from './ops.tables.ts';

/**
 * The ops module's face (decision 023): operators and the back office's audit trail, for the modules
 * whose desks act on their objects and for the sessions of the auth module.
 */
export { type AuditEntry, recordAudit } from './audit.ts';

export type Staff = typeof staff.$inferSelect;

/** Creates an operator with a staff role. */
export async function createStaff(
  db: DbOrTx,
  input: { username: string; name: string; passwordHash: string; roleId: string },
): Promise<Staff> {
  const [row] = await db.insert(staff).values(input).returning();
  if (!row) throw new Error('staff not created');
  return row;
}

/**
 * The first operator of a database without demo data (OPS_ADMIN_USERNAME, OPS_ADMIN_PASSWORD): an
 * administrator, created only while no operator exists at all. Instances starting together take one lock,
 * so exactly one of them creates it; later starts, and a changed password in the environment, change
 * nothing (the staff desk changes passwords). Answers whether it was created.
 */
export async function ensureFirstOperator(db: DbOrTx, first: { username: string; password: string }): Promise<boolean> {
  // Every start with the variables still set comes here: no password hashing once operators exist.
  if (await anyOperator(db)) return false;
  const passwordHash = await hashPassword(first.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ops:staff-accounts'))`);
    const [any] = await tx.select({ id: staff.id }).from(staff).limit(1);
    if (any) return false;
    await createStaff(tx, {
      username: first.username,
      name: first.username,
      passwordHash,
      roleId: await builtinRoleId(tx, 'staffAdmin'),
    });
    return true;
  });
}

/** Whether any operator exists (the start warns when none can sign in). */
export async function anyOperator(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).limit(1);
  return row !== undefined;
}

export async function findStaffByUsername(db: DbOrTx, username: string): Promise<Staff | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username.trim().toLowerCase()));
  return row;
}

/** The enabled operator and their role's permissions: one lookup, prepared once per connection. */
const enabledStaff = preparedOnce((db) =>
  db
    .select({ id: staff.id, permissions: roles.permissions })
    .from(staff)
    .innerJoin(roles, eq(roles.id, staff.roleId))
    .where(and(eq(staff.id, sql.placeholder('staffId')), eq(staff.status, 'enabled')))
    .prepare('enabled_staff_by_id'),
);

/** What a staff session needs on every request, or nothing for a disabled operator. */
export async function loadStaffActor(
  db: DbOrTx,
  staffId: string,
): Promise<{ staffId: string; permissions: PermissionGrant[] } | undefined> {
  const [row] = await enabledStaff(db).execute({ staffId });
  return row ? { staffId: row.id, permissions: row.permissions } : undefined;
}

/** GET /v2/ops/me: the operator's name and role code ('' for a role without one); undefined once gone. */
export async function operatorProfile(
  db: DbOrTx,
  staffId: string,
): Promise<{ id: string; username: string; name: string; role: string } | undefined> {
  const [row] = await db
    .select({ id: staff.id, username: staff.username, name: staff.name, role: roles.code })
    .from(staff)
    .innerJoin(roles, eq(roles.id, staff.roleId))
    .where(eq(staff.id, staffId));
  return row ? { ...row, role: row.role ?? '' } : undefined;
}

/** The operators' names by id (who answered a letter); ids of no operator are left out. */
export async function staffNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
