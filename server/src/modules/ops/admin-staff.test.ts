import { randomUUID } from 'node:crypto';
import { ERRORS, type ErrorKey } from '@seabook/domain/errors';
import { StaffListSchema, StaffRowSchema } from '@seabook/domain/ops-admin';
import { AuditListSchema } from '@seabook/domain/ops-audit';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/tenancy.tables.ts';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { adminCalls, ok } from './admin.fixtures.ts';
import { opsAudit, staff } from './ops.tables.ts';

/** The staff accounts an administrator keeps: create, edit, reset, enable and disable, and their rules. */

let t: TestContext;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await newStaff(t, 'staffAdmin');
});
afterAll(async () => {
  await t?.close();
});

const { get, post } = adminCalls(() => t);
const save = (body: unknown, token = admin.token) => post('ops/staff/save', body, token);
const setStatus = (id: string, status: string, token = admin.token) => post('ops/staff/status', { id, status }, token);

const PASSWORD = 'Desk#2026';
const unique = () => `op.${randomUUID().slice(0, 8)}`;

async function staffCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

async function auditOf(objectId: string) {
  const answer = ok(await get(`ops/audit/list?keyword=${objectId}&pageSize=100`, admin.token));
  return AuditListSchema.parse(answer.data).items;
}

async function newOperator(role = 'staff.sales', username = unique()) {
  const answer = ok(await save({ username, name: 'Desk Operator', role, password: PASSWORD }));
  return StaffRowSchema.parse(answer.data);
}

describe('a new operator', () => {
  it('is created enabled with a lower-case username, signs in with the role, and is audited without the password', async () => {
    const name = unique();
    const answer = ok(
      await save({
        username: `  ${name.toUpperCase()} `,
        name: ' 王 操作 ',
        role: 'staff.operations',
        password: PASSWORD,
      }),
    );
    const row = StaffRowSchema.parse(answer.data);
    expect(row).toMatchObject({ username: name, name: '王 操作', role: 'staff.operations', status: 'enabled' });
    const token = await staffLogin(t, name, PASSWORD);
    const me = ok(await get('ops/me', token));
    expect(me.data).toMatchObject({ id: row.id, username: name, role: 'staff.operations' });
    expect(ok(await get('ops/order/list', token)).data.total).toBeGreaterThan(0);
    expect((await get('ops/staff/list', token)).status).toBe(403);

    const [entry, ...rest] = await auditOf(row.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      staffId: admin.id,
      action: 'staff.create',
      objectType: 'staff',
      objectId: row.id,
      objectLabel: name,
      before: null,
      after: { username: name, name: '王 操作', role: 'staff.operations', status: 'enabled' },
    });
    const [stored] = await t.database.db.select().from(opsAudit).where(eq(opsAudit.objectId, row.id));
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(JSON.stringify(stored).toLowerCase()).not.toContain('password');
  });

  it('is refused with a clear message for a taken username, whatever its case, and nothing is created', async () => {
    const taken = await newOperator();
    const before = await staffCount();
    const again = await save({
      username: taken.username.toUpperCase(),
      name: 'Twin',
      role: 'staff.sales',
      password: PASSWORD,
    });
    expectRefusal(again, 'STAFF_USERNAME_TAKEN');
    expect(again.json.error.fields).toEqual({ username: 'This username is already taken. Please choose another.' });
    const demo = await save({ username: DEMO.admin.username, name: 'Twin', role: 'staff.sales', password: PASSWORD });
    expectRefusal(demo, 'STAFF_USERNAME_TAKEN');
    expect(await staffCount()).toBe(before);
  });

  it('needs a valid username, a name, a staff role and a strong password', async () => {
    const before = await staffCount();
    const good = { username: unique(), name: 'Desk', role: 'staff.sales', password: PASSWORD };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, username: undefined }, 'username', 'STAFF_USERNAME_REQUIRED'],
      [{ ...good, username: '  ' }, 'username', 'STAFF_USERNAME_REQUIRED'],
      [{ ...good, username: 'ab' }, 'username', 'STAFF_USERNAME_INVALID'],
      [{ ...good, username: 'a'.repeat(31) }, 'username', 'STAFF_USERNAME_INVALID'],
      [{ ...good, username: 'wang wei' }, 'username', 'STAFF_USERNAME_INVALID'],
      [{ ...good, username: '王伟伟' }, 'username', 'STAFF_USERNAME_INVALID'],
      [{ ...good, name: ' ' }, 'name', 'NAME_REQUIRED'],
      [{ ...good, name: 'x'.repeat(41) }, 'name', 'FIELD_TOO_LONG'],
      [{ ...good, role: 'customer.main' }, 'role', 'STAFF_ROLE_UNKNOWN'],
      [{ ...good, role: undefined }, 'role', 'STAFF_ROLE_UNKNOWN'],
      [{ ...good, password: undefined }, 'password', 'PASSWORD_REQUIRED'],
      [{ ...good, password: 'abc' }, 'password', 'PASSWORD_TOO_SHORT'],
      [{ ...good, password: 'abcdefgh' }, 'password', 'PASSWORD_WEAK'],
    ];
    for (const [body, field, key] of cases) {
      const answer = await save(body);
      expect(answer.status, `${field} ${key}`).toBe(422);
      expect(Object.keys(answer.json.error.fields ?? {}), key).toContain(field);
      expect(answer.json.error.code, key).toBe(ERRORS[key as ErrorKey].code);
    }
    expect(await staffCount()).toBe(before);
  });
});

describe('editing an operator', () => {
  it('changes the name and role at once (the next call already has the new desks), audited before → after', async () => {
    const row = await newOperator('staff.sales');
    const token = await staffLogin(t, row.username, PASSWORD);
    expect((await get('ops/order/list', token)).status).toBe(403);
    const edited = StaffRowSchema.parse(ok(await save({ id: row.id, name: 'Renamed', role: 'staff.operations' })).data);
    expect(edited).toMatchObject({ id: row.id, username: row.username, name: 'Renamed', role: 'staff.operations' });
    expect(ok(await get('ops/order/list', token)).status).toBe(200);
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({
      action: 'staff.edit',
      before: { name: 'Desk Operator', role: 'staff.sales' },
      after: { name: 'Renamed', role: 'staff.operations' },
    });
  });

  it('resets the password: the old one and the operator’s sessions end; the audit says so without the password', async () => {
    const row = await newOperator();
    const token = await staffLogin(t, row.username, PASSWORD);
    const fresh = 'Fresh#2027';
    ok(await save({ id: row.id, name: row.name, role: row.role, password: fresh }));
    const expired = await get('ops/me', token);
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe(99999);
    expectRefusal(await post('ops/login', { username: row.username, password: PASSWORD }), 'LOGIN_FAILED');
    await staffLogin(t, row.username, fresh);
    const [entry] = await auditOf(row.id);
    expect(entry?.after).toEqual({ name: row.name, role: row.role, passwordReset: true });
    expect(JSON.stringify(entry)).not.toContain(fresh);
  });

  it('keeps the username, refuses an unknown operator, and records nothing when nothing changes', async () => {
    const row = await newOperator();
    const renamed = await save({ id: row.id, username: 'someone.else', name: 'X', role: row.role });
    expectRefusal(renamed, 'STAFF_USERNAME_FIXED');
    expectRefusal(await save({ id: randomUUID(), name: 'X', role: 'staff.sales' }), 'NOT_FOUND');
    const same = ok(await save({ id: row.id, username: row.username, name: row.name, role: row.role }));
    expect(StaffRowSchema.parse(same.data)).toEqual(row);
    expect((await auditOf(row.id)).map((e) => e.action)).toEqual(['staff.create']);
  });
});

describe('enabling and disabling', () => {
  it('disabling ends the operator’s sessions and sign-in; enabling lets them back in; both audited', async () => {
    const row = await newOperator();
    const token = await staffLogin(t, row.username, PASSWORD);
    const disabled = StaffRowSchema.parse(ok(await setStatus(row.id, 'disabled')).data);
    expect(disabled.status).toBe('disabled');
    expect((await get('ops/dashboard', token)).status).toBe(401);
    expectRefusal(await post('ops/login', { username: row.username, password: PASSWORD }), 'ACCOUNT_DISABLED');
    // Disabling twice changes nothing and records nothing more.
    ok(await setStatus(row.id, 'disabled'));
    expect(StaffRowSchema.parse(ok(await setStatus(row.id, 'enabled')).data).status).toBe('enabled');
    await staffLogin(t, row.username, PASSWORD);
    const trail = await auditOf(row.id);
    expect(trail.map((e) => [e.action, e.before, e.after])).toEqual([
      ['staff.edit', { status: 'disabled' }, { status: 'enabled' }],
      ['staff.edit', { status: 'enabled' }, { status: 'disabled' }],
      ['staff.create', null, expect.any(Object)],
    ]);
  });

  it('refuses an administrator disabling themselves, an unknown operator and a bad status', async () => {
    expectRefusal(await setStatus(admin.id, 'disabled'), 'STAFF_SELF_DISABLE');
    expectRefusal(await setStatus(randomUUID(), 'disabled'), 'NOT_FOUND');
    expect((await setStatus(admin.id, 'paused')).status).toBe(422);
    expect(ok(await get('ops/me', admin.token)).status).toBe(200);
  });
});

describe('the list', () => {
  it('finds operators by username or name, case-blind, paged', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await newOperator('staff.sales', `list.${tag}.a`);
    ok(await save({ id: a.id, name: `Alpha ${tag.toUpperCase()}`, role: 'staff.sales' }));
    const b = await newOperator('staff.finance', `list.${tag}.b`);
    const byName = StaffListSchema.parse(ok(await get(`ops/staff/list?keyword=alpha ${tag}`, admin.token)).data);
    expect(byName.items.map((i) => i.id)).toEqual([a.id]);
    const byUsername = StaffListSchema.parse(ok(await get(`ops/staff/list?keyword=${tag}`, admin.token)).data);
    expect(byUsername.total).toBe(2);
    expect(byUsername.items.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(byUsername.items[1]).toMatchObject({ username: b.username, role: 'staff.finance', status: 'enabled' });
    const page2 = StaffListSchema.parse(
      ok(await get(`ops/staff/list?keyword=${tag}&pageSize=1&page=2`, admin.token)).data,
    );
    expect(page2).toEqual({ items: [byUsername.items[1]], total: 2 });
    const all = StaffListSchema.parse(ok(await get('ops/staff/list?pageSize=100', admin.token)).data);
    expect(all.items.map((i) => i.username)).toEqual(expect.arrayContaining(['admin', 'sales', 'finance']));
    // A literal keyword: `%` matches only itself.
    expect(StaffListSchema.parse(ok(await get('ops/staff/list?keyword=%25', admin.token)).data).total).toBe(0);
  });
});

describe('the last administrator', () => {
  it('cannot be demoted while no other administrator is enabled', async () => {
    const db = t.database.db;
    const enabledAdmins = await db
      .select({ id: staff.id, username: staff.username })
      .from(staff)
      .innerJoin(roles, eq(roles.id, staff.roleId))
      .where(and(eq(roles.code, 'staff.admin'), eq(staff.status, 'enabled'), ne(staff.id, admin.id)));
    const demoAdmin = enabledAdmins.find((row) => row.username === DEMO.admin.username);
    if (!demoAdmin) throw new Error('the demo admin is not enabled');
    for (const other of enabledAdmins) ok(await setStatus(other.id, 'disabled'));
    const [me] = await db.select().from(staff).where(eq(staff.id, admin.id));
    if (!me) throw new Error('no admin row');

    expectRefusal(await save({ id: admin.id, name: me.name, role: 'staff.sales' }), 'STAFF_LAST_ADMIN');
    expect(ok(await get('ops/me', admin.token)).data.role).toBe('staff.admin');
    // A rename keeps the role and is allowed.
    ok(await save({ id: admin.id, name: `${me.name} (lead)`, role: 'staff.admin' }));

    // With another administrator enabled again, the demotion goes through and the desk closes.
    ok(await setStatus(demoAdmin.id, 'enabled'));
    ok(await save({ id: admin.id, name: me.name, role: 'staff.sales' }));
    expect((await get('ops/staff/list', admin.token)).status).toBe(403);
    const demo = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
    for (const other of enabledAdmins) ok(await setStatus(other.id, 'enabled', demo));
  });
});
