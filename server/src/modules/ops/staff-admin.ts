import {
  ADMIN_ROLE_CODE,
  type StaffList,
  type StaffListQuerySchema,
  type StaffRow,
  type StaffSaveSchema,
  type StaffStatusSchema,
} from '@seabook/domain/ops-admin';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { roles } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeAllSessions } from '../auth/auth.service.ts';
import { recordAudit } from './audit.ts';
import { contains } from './audit-list.ts';
import { createStaff } from './ops.service.ts';
import { staff } from './ops.tables.ts';

/**
 * The operators' accounts as an administrator keeps them (issue 6, permission ops.staff): the list, a
 * new operator, an edit (name, role, a password reset) and enabling or disabling one. Every write
 * takes one lock, so two administrators can never leave the back office without an enabled
 * administrator or give one username twice, and is audited (never with a password in it).
 */

const rowColumns = {
  id: staff.id,
  username: staff.username,
  name: staff.name,
  role: roles.code,
  status: staff.status,
  createdAt: staff.createdAt,
};

type Selected = { id: string; username: string; name: string; role: string | null; status: StaffRow['status'] };

function toRow(row: Selected & { createdAt: Date }): StaffRow {
  return { ...row, role: row.role ?? '', createdAt: row.createdAt.toISOString() };
}

/** GET /v2/ops/staff/list: by username or name, oldest account first. */
export async function listStaff(db: Db, query: z.output<typeof StaffListQuerySchema>): Promise<StaffList> {
  const filter = query.keyword
    ? or(contains(staff.username, query.keyword), contains(staff.name, query.keyword))
    : undefined;
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(staff).where(filter),
    db
      .select(rowColumns)
      .from(staff)
      .innerJoin(roles, eq(roles.id, staff.roleId))
      .where(filter)
      .orderBy(asc(staff.createdAt), asc(staff.username))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: rows.map(toRow), total: counted?.total ?? 0 };
}

/** Serialises every change to staff accounts (the last-administrator and unique-username checks). */
async function lockStaff(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ops:staff-accounts'))`);
}

async function findRow(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...rowColumns, roleId: staff.roleId })
    .from(staff)
    .innerJoin(roles, eq(roles.id, staff.roleId))
    .where(eq(staff.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function staffRoleId(tx: Tx, code: string): Promise<string> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), eq(roles.kind, 'staff')));
  if (!role) throw new AppError('STAFF_ROLE_UNKNOWN', { fields: { role: 'STAFF_ROLE_UNKNOWN' } });
  return role.id;
}

/** Refuses a change that takes away the last enabled administrator (`id` stops being one). */
async function keepAnAdmin(tx: Tx, id: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(staff)
    .innerJoin(roles, eq(roles.id, staff.roleId))
    .where(and(eq(roles.code, ADMIN_ROLE_CODE), eq(staff.status, 'enabled'), ne(staff.id, id)));
  if ((others?.n ?? 0) === 0) throw new AppError('STAFF_LAST_ADMIN');
}

type SaveInput = z.output<typeof StaffSaveSchema>;

async function createOperator(tx: Tx, actor: StaffActor, input: SaveInput & { username: string; password: string }) {
  const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.username, input.username));
  if (taken) throw new AppError('STAFF_USERNAME_TAKEN', { fields: { username: 'STAFF_USERNAME_TAKEN' } });
  const created = await createStaff(tx, {
    username: input.username,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    roleId: await staffRoleId(tx, input.role),
  });
  await recordAudit(tx, actor, {
    action: 'staff.create',
    objectType: 'staff',
    objectId: created.id,
    objectLabel: created.username,
    after: { username: created.username, name: created.name, role: input.role, status: created.status },
  });
  return created.id;
}

async function editOperator(tx: Tx, actor: StaffActor, id: string, input: SaveInput) {
  const before = await findRow(tx, id);
  if (input.username !== undefined && input.username !== before.username)
    throw new AppError('STAFF_USERNAME_FIXED', { fields: { username: 'STAFF_USERNAME_FIXED' } });
  const roleId = input.role === before.role ? before.roleId : await staffRoleId(tx, input.role);
  if (before.role === ADMIN_ROLE_CODE && input.role !== ADMIN_ROLE_CODE && before.status === 'enabled')
    await keepAnAdmin(tx, id);
  const changedName = input.name !== before.name;
  const changedRole = roleId !== before.roleId;
  if (!changedName && !changedRole && !input.password) return;
  await tx
    .update(staff)
    .set({ name: input.name, roleId, ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}) })
    .where(eq(staff.id, id));
  // A new password ends the operator's sessions, as a customer's password reset does.
  if (input.password) await revokeAllSessions(tx, 'staff', id);
  await recordAudit(tx, actor, {
    action: 'staff.edit',
    objectType: 'staff',
    objectId: id,
    objectLabel: before.username,
    before: { name: before.name, role: before.role },
    after: { name: input.name, role: input.role, ...(input.password ? { passwordReset: true } : {}) },
  });
}

/** POST /v2/ops/staff/save: a new operator (no `id`) or an edit; answers the row as it now is. */
export async function saveStaff(db: Db, actor: StaffActor, input: SaveInput): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    let id = input.id;
    if (id) await editOperator(tx, actor, id, input);
    else if (input.username && input.password)
      id = await createOperator(tx, actor, { ...input, username: input.username, password: input.password });
    else throw new AppError('VALIDATION');
    return toRow(await findRow(tx, id));
  });
}

/**
 * POST /v2/ops/staff/status: enables or disables an operator. Nobody disables themselves, the last
 * enabled administrator stays, and a disabled operator's sessions end at once.
 */
export async function setStaffStatus(
  db: Db,
  actor: StaffActor,
  input: z.output<typeof StaffStatusSchema>,
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const before = await findRow(tx, input.id);
    if (before.status !== input.status) {
      if (input.status === 'disabled') {
        if (input.id === actor.staffId) throw new AppError('STAFF_SELF_DISABLE');
        if (before.role === ADMIN_ROLE_CODE) await keepAnAdmin(tx, input.id);
      }
      await tx.update(staff).set({ status: input.status }).where(eq(staff.id, input.id));
      if (input.status === 'disabled') await revokeAllSessions(tx, 'staff', input.id);
      await recordAudit(tx, actor, {
        action: 'staff.edit',
        objectType: 'staff',
        objectId: input.id,
        objectLabel: before.username,
        before: { status: before.status },
        after: { status: input.status },
      });
    }
    return toRow(await findRow(tx, input.id));
  });
}
