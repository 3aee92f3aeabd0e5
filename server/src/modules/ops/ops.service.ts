import type { PermissionGrant } from '@seabook/domain/permissions';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rolePermissions } from '../members/members.service.ts';
import { staff } from './ops.tables.ts';

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

export async function findStaffByUsername(db: DbOrTx, username: string): Promise<Staff | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username.trim().toLowerCase()));
  return row;
}

/** What a staff session needs on every request, or nothing for a disabled operator. */
export async function loadStaffActor(
  db: DbOrTx,
  staffId: string,
): Promise<{ staffId: string; permissions: PermissionGrant[] } | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.status, 'enabled')));
  if (!row) return undefined;
  const permissions = await rolePermissions(db, row.roleId);
  return permissions ? { staffId: row.id, permissions } : undefined;
}
