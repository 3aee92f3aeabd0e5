import { randomUUID } from 'node:crypto';
import type { BuiltinRoleKey } from '@seabook/domain/permissions';
import { hashPassword } from '../lib/passwords.ts';
import { staffLogin } from '../modules/inquiries/inquiries.fixtures.ts';
import { builtinRoleId } from '../modules/members/members.service.ts';
import { createStaff } from '../modules/ops/ops.service.ts';
import type { TestContext } from './harness.ts';

/** The five staff roles of the back office (issue 6), by their built-in role key. */
export const STAFF_ROLES = [
  'staffAdmin',
  'staffSales',
  'staffService',
  'staffOperations',
  'staffFinance',
] as const satisfies readonly BuiltinRoleKey[];
export type StaffRole = (typeof STAFF_ROLES)[number];

const PASSWORD = 'Ops@2026test';

/** A new operator of the given role, signed in: their id and access token. */
export async function newStaff(t: TestContext, role: StaffRole): Promise<{ id: string; token: string; name: string }> {
  const username = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}`;
  const name = `${role} ${username.slice(-4)}`;
  const row = await createStaff(t.database.db, {
    username,
    name,
    passwordHash: await hashPassword(PASSWORD),
    roleId: await builtinRoleId(t.database.db, role),
  });
  return { id: row.id, token: await staffLogin(t, username, PASSWORD), name };
}

/** One signed-in operator of every role, for the permission matrix of each desk. */
export async function staffOfEveryRole(t: TestContext): Promise<Record<StaffRole, string>> {
  const tokens = await Promise.all(STAFF_ROLES.map(async (role) => [role, (await newStaff(t, role)).token] as const));
  return Object.fromEntries(tokens) as Record<StaffRole, string>;
}
