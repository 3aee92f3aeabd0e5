import { randomUUID } from 'node:crypto';
import { StaffOptionsSchema } from '@seabook/domain/ops-admin';
import { AuditListSchema } from '@seabook/domain/ops-audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { type Answer, loginAs } from '../../test/http.ts';
import { newStaff, STAFF_ROLES, type StaffRole, staffOfEveryRole } from '../../test/staff-fixtures.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { adminCalls, ok } from './admin.fixtures.ts';
import { opsAudit, staff } from './ops.tables.ts';

/**
 * Who may call the dashboard, audit and staff calls (every call × every role, a customer and a
 * visitor), and the audit search: its filters, order and paging over rows made for the test.
 */

let t: TestContext;
let tokens: Record<StaffRole, string>;
let customer: string;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffOfEveryRole(t);
  customer = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
});
afterAll(async () => {
  await t?.close();
});

const { get, post } = adminCalls(() => t);

describe('who may call', () => {
  /** Each call, and the roles it answers (everyone else: 403). Writes act on a throwaway operator. */
  const calls: { name: string; allowed: StaffRole[]; run: (token?: string) => Promise<Answer> }[] = [
    { name: 'dashboard', allowed: [...STAFF_ROLES], run: (token) => get('ops/dashboard', token) },
    { name: 'audit list', allowed: ['staffAdmin'], run: (token) => get('ops/audit/list', token) },
    { name: 'staff options', allowed: ['staffAdmin'], run: (token) => get('ops/staff/options', token) },
    { name: 'staff list', allowed: ['staffAdmin'], run: (token) => get('ops/staff/list', token) },
    {
      name: 'staff save',
      allowed: ['staffAdmin'],
      run: (token) =>
        post(
          'ops/staff/save',
          { username: `m.${randomUUID().slice(0, 8)}`, name: 'Matrix', role: 'staff.sales', password: 'Matrix#2026' },
          token,
        ),
    },
    {
      name: 'staff status',
      allowed: ['staffAdmin'],
      run: async (token) => {
        const target = await newStaff(t, 'staffSales');
        return post('ops/staff/status', { id: target.id, status: 'disabled' }, token);
      },
    },
  ];

  for (const { name, allowed, run } of calls)
    it(`${name}: ${allowed.join(', ')} only; customers 403, visitors 401`, async () => {
      for (const role of STAFF_ROLES) {
        const answer = await run(tokens[role]);
        if (allowed.includes(role)) expect(answer.status, `${role} ${JSON.stringify(answer.json)}`).toBe(200);
        else expectRefusal(answer, 'FORBIDDEN');
      }
      expectRefusal(await run(customer), 'FORBIDDEN');
      expectRefusal(await run(), 'UNAUTHORIZED');
    });

  it('refuses a customer before reading the input (403, not 422)', async () => {
    expectRefusal(await post('ops/staff/save', { username: '!' }, customer), 'FORBIDDEN');
    expectRefusal(await get('ops/audit/list?action=nonsense', customer), 'FORBIDDEN');
    expectRefusal(await get('ops/audit/list?action=nonsense', tokens.staffService), 'FORBIDDEN');
  });
});

describe('the audit search', () => {
  const tag = `T${randomUUID().slice(0, 6)}`;
  let alice: { id: string; name: string };
  let bob: { id: string; name: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    alice = await newStaff(t, 'staffService');
    bob = await newStaff(t, 'staffOperations');
    // China days: 2026-03-01 00:00 is 2026-02-28T16:00Z; 23:59:59 is 2026-03-01T15:59:59Z.
    const rows = [
      {
        key: 'first',
        who: alice,
        at: '2026-02-28T15:59:59Z',
        action: 'order.move',
        objectType: 'order',
        label: `SB-${tag}-1`,
      },
      {
        key: 'second',
        who: alice,
        at: '2026-02-28T16:00:00Z',
        action: 'order.milestone',
        objectType: 'order',
        label: `SB-${tag}-1`,
      },
      {
        key: 'third',
        who: bob,
        at: '2026-03-01T15:59:59Z',
        action: 'letter.reject',
        objectType: 'letter',
        label: `LT-${tag}-2`,
      },
      {
        key: 'fourth',
        who: bob,
        at: '2026-03-01T16:00:00Z',
        action: 'inquiry.quote',
        objectType: 'inquiry',
        label: `XP-${tag}-3`,
      },
    ] as const;
    for (const row of rows) {
      const objectId = randomUUID();
      ids[row.key] = objectId;
      await t.database.db.insert(opsAudit).values({
        at: new Date(row.at),
        staffId: row.who.id,
        staffName: row.who.name,
        action: row.action,
        objectType: row.objectType,
        objectId,
        objectLabel: row.label,
        before: { status: 'before' },
        after: { status: 'after' },
        remark: row.key,
      });
    }
  });

  async function search(query: string) {
    const answer = ok(await get(`ops/audit/list?${query}`, tokens.staffAdmin));
    return AuditListSchema.parse(answer.data);
  }
  const remarks = async (query: string) => (await search(query)).items.map((i) => i.remark);

  it('answers newest first with who, when, what and before → after', async () => {
    const list = await search(`keyword=${tag}`);
    expect(list.total).toBe(4);
    expect(list.items.map((i) => i.remark)).toEqual(['fourth', 'third', 'second', 'first']);
    expect(list.items[0]).toEqual({
      id: expect.any(String),
      at: '2026-03-01T16:00:00.000Z',
      staffId: bob.id,
      staffName: bob.name,
      action: 'inquiry.quote',
      objectType: 'inquiry',
      objectId: ids.fourth,
      objectLabel: `XP-${tag}-3`,
      before: { status: 'before' },
      after: { status: 'after' },
      remark: 'fourth',
    });
  });

  it('filters by operator, action, object type, and a case-blind keyword in the label or the id', async () => {
    expect(await remarks(`keyword=${tag}&staffId=${alice.id}`)).toEqual(['second', 'first']);
    expect(await remarks(`keyword=${tag}&action=order.milestone`)).toEqual(['second']);
    expect(await remarks(`keyword=${tag}&objectType=letter`)).toEqual(['third']);
    expect(await remarks(`keyword=sb-${tag.toLowerCase()}-1`)).toEqual(['second', 'first']);
    expect(await remarks(`keyword=${ids.third?.toUpperCase()}`)).toEqual(['third']);
    expect(await remarks(`keyword=${tag}&staffId=${bob.id}&objectType=order`)).toEqual([]);
  });

  it('filters by China days, both ends included', async () => {
    expect(await remarks(`keyword=${tag}&from=2026-03-01&to=2026-03-01`)).toEqual(['third', 'second']);
    expect(await remarks(`keyword=${tag}&to=2026-02-28`)).toEqual(['first']);
    expect(await remarks(`keyword=${tag}&from=2026-03-02`)).toEqual(['fourth']);
  });

  it('pages', async () => {
    const second = await search(`keyword=${tag}&pageSize=3&page=2`);
    expect(second.total).toBe(4);
    expect(second.items.map((i) => i.remark)).toEqual(['first']);
  });

  it('refuses bad filters with a clear message', async () => {
    expectRefusal(await get(`ops/audit/list?from=2026-03-02&to=2026-03-01`, tokens.staffAdmin), 'AUDIT_RANGE_INVALID');
    for (const query of [
      'action=order.fly',
      'objectType=ship',
      'staffId=42',
      'from=2026-3-1',
      'to=2026-02-30',
      'pageSize=1000',
    ])
      expect((await get(`ops/audit/list?${query}`, tokens.staffAdmin)).status, query).toBe(422);
  });

  it('offers every operator, disabled ones too, for the operator filter', async () => {
    await t.database.db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, bob.id));
    const options = StaffOptionsSchema.parse(ok(await get('ops/staff/options', tokens.staffAdmin)).data);
    expect(options).toEqual(expect.arrayContaining([expect.objectContaining({ id: alice.id, name: alice.name })]));
    expect(options.map((o) => o.id)).toContain(bob.id);
    expect(options.map((o) => o.username)).toContain(DEMO.admin.username);
  });
});
