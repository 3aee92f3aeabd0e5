import { randomBytes, randomUUID } from 'node:crypto';
import { MemberCenterSchema } from '@seabook/domain/account-centre';
import { OpsOrderCountsSchema, OpsOrderListSchema } from '@seabook/domain/ops-orders';
import { ORDER_STATUS_TAB_KEYS, ORDER_STATUS_TABS, ORDER_STATUSES, type OrderStatus } from '@seabook/domain/order-flow';
import { OrderListSchema } from '@seabook/domain/orders';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from '../../test/company-fixtures.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { bookLclOrder } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { boundedCountsQuery, newestFirst, tabFilter, tabFilters } from './order-list.ts';
import { orders } from './orders.tables.ts';

/**
 * Bounded counting (decision 045): totals and tab counts stop at the cap (lowered to 3 here), say so,
 * and are read from indexes; a count under the cap is exact.
 */
const CAP = 3;

let t: TestContext;
let token: string;
let staff: string;
let tenantId: string;

/** Copies of a booked order in the given statuses, with their own ids and numbers, a second apart. */
async function cloneOrders(orderId: string, statuses: OrderStatus[], db = t.database.db): Promise<void> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order to copy');
  await db.insert(orders).values(
    statuses.map((status, i) => ({
      ...row,
      id: randomUUID(),
      orderNo: `${row.orderNo}K${i}${randomBytes(2).toString('hex')}`,
      status,
      createdAt: new Date(row.createdAt.getTime() + (i + 1) * 1000),
    })),
  );
}

beforeAll(async () => {
  t = await startTestApp({ orderCountCap: CAP });
  const company = await newCompany(t, { name: 'Count Co' });
  tenantId = company.tenantId;
  token = company.main;
  staff = (await newStaff(t, 'staffAdmin')).token;
  const line = await bookableShowcaseLine(t.app);
  const booked = await bookLclOrder(t.app, token, line, { customerReference: 'COUNT-1' });
  // 1 pending review (booked) + 5 completed + 2 cancelled = 8 orders.
  await cloneOrders(booked.orderId, ['completed', 'completed', 'completed', 'completed', 'completed']);
  await cloneOrders(booked.orderId, ['cancelled', 'cancelled']);
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const answer = await call(t.app, 'GET', `/v2/oe_order/order_list${query}`, { token });
  expect(answer.status).toBe(200);
  return OrderListSchema.parse(answer.data);
}

describe('order_list counts stop at the cap', () => {
  it('answers the cap and says so for a total and counts past it, exact ones under it', async () => {
    const all = await list('?pageSize=20');
    expect(all.items).toHaveLength(8);
    expect(all).toMatchObject({
      total: CAP,
      totalCapped: true,
      counts: { all: CAP, review: 1, booking: 0, bl: 0, completed: CAP, closed: 2 },
    });
    expect([...all.countsCapped].sort()).toEqual(['all', 'completed']);
  });

  it('counts a tab under the cap exactly, and pages past the cap still answer', async () => {
    const closed = await list('?tab=closed');
    expect(closed).toMatchObject({ total: 2, totalCapped: false });
    const completed = await list('?tab=completed&pageSize=2&page=3');
    expect(completed).toMatchObject({ total: CAP, totalCapped: true });
    expect(completed.items).toHaveLength(1);
  });

  it('caps the account-centre counts the same way', async () => {
    const answer = await call(t.app, 'GET', '/v2/member/membercenter', { token });
    expect(answer.status).toBe(200);
    const home = MemberCenterSchema.parse(answer.data);
    expect(home.waiting.orders).toMatchObject({ all: CAP, completed: CAP, closed: 2, review: 1 });
    expect([...home.waiting.ordersCapped].sort()).toEqual(['all', 'completed']);
  });

  it('caps the ops desk’s total and counts per status', async () => {
    const listed = await call(t.app, 'GET', '/v2/ops/order/list?status=completed', { token: staff });
    expect(listed.status).toBe(200);
    expect(OpsOrderListSchema.parse(listed.data)).toMatchObject({ total: CAP, totalCapped: true });
    const counted = await call(t.app, 'GET', '/v2/ops/order/counts', { token: staff });
    expect(counted.status).toBe(200);
    const counts = OpsOrderCountsSchema.parse(counted.data);
    expect(counts.counts.completed).toBe(CAP);
    expect(counts.capped).toContain('completed');
  });
});

describe('the tabs’ badges stop sooner than the list’s total (decision 050)', () => {
  let other: TestContext;
  let otherToken: string;
  beforeAll(async () => {
    // A cap above the tabs' own (99): 120 completed orders are an exact total and a "99+" badge.
    other = await startTestApp({ orderCountCap: 150 });
    otherToken = (await newCompany(other, { name: 'Badge Co' })).main;
    const booked = await bookLclOrder(other.app, otherToken, await bookableShowcaseLine(other.app));
    await cloneOrders(booked.orderId, Array<OrderStatus>(120).fill('completed'), other.database.db);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('answers an exact total of 121 and badges of "99+" for the tabs past 99', async () => {
    const all = OrderListSchema.parse(
      (await call(other.app, 'GET', '/v2/oe_order/order_list?pageSize=20', { token: otherToken })).data,
    );
    expect(all).toMatchObject({ total: 121, totalCapped: false, counts: { all: 99, completed: 99, review: 1 } });
    expect([...all.countsCapped].sort()).toEqual(['all', 'completed']);
    const completed = OrderListSchema.parse(
      (await call(other.app, 'GET', '/v2/oe_order/order_list?tab=completed&pageSize=20&page=7', { token: otherToken }))
        .data,
    );
    expect(completed).toMatchObject({ total: 120, totalCapped: false, counts: { all: 99, completed: 99 } });
    expect(completed.items).toHaveLength(0);
    const home = MemberCenterSchema.parse(
      (await call(other.app, 'GET', '/v2/member/membercenter', { token: otherToken })).data,
    );
    expect(home.waiting.orders).toMatchObject({ all: 99, completed: 99, review: 1 });
    expect([...home.waiting.ordersCapped].sort()).toEqual(['all', 'completed']);
  });
});

/** The plan of a statement with sequential scans priced out: what indexes can serve it as written. */
async function planOf(query: SQL): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the list’s statements use indexes', () => {
  const tenant = () => eq(orders.tenantId, tenantId);

  it('reads the tab counts and the total from index ranges, each stopping at the cap', async () => {
    const plan = await planOf(boundedCountsQuery(tabFilters(tenant()), 10_000));
    expect(plan).not.toMatch(/Seq Scan on orders/);
    expect(plan).toContain('orders_tenant_tab_created_idx');
    expect(plan).toMatch(/Limit/);
  });

  it('reads a page of a tab, and of a status, in the order shown without sorting the tenant’s orders', async () => {
    for (const filter of [tenant(), and(tenant(), eq(orders.status, 'completed'))]) {
      const page = t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(filter)
        .orderBy(...newestFirst)
        .limit(20);
      const plan = await planOf(page.getSQL());
      expect(plan).not.toMatch(/Seq Scan on orders/);
      // An index read in the order shown (which one depends on the table's statistics), never a sort.
      expect(plan).not.toMatch(/Sort/);
      expect(plan).toMatch(/Index (Only )?Scan Backward using orders_\w*created_idx/);
    }
    const tab = await planOf(
      t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(tenant(), tabFilter('bl')))
        .orderBy(...newestFirst)
        .limit(20)
        .getSQL(),
    );
    expect(tab).not.toMatch(/Seq Scan on orders/);
    // A tab of four statuses: one range of its own index, in date order (decision 050).
    expect(tab).not.toMatch(/Sort/);
    expect(tab).toMatch(/Index (Only )?Scan Backward using orders_tenant_tab_created_idx/);
  });

  it('keeps each order’s status tab as the domain’s table has it, for every status', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.tenantId, tenantId)).limit(1);
    if (!row) throw new Error('no order to copy');
    const tabOf = (status: OrderStatus) =>
      ORDER_STATUS_TAB_KEYS.find(
        (tab) => tab !== 'all' && (ORDER_STATUS_TABS[tab] as readonly string[]).includes(status),
      );
    // Written and read back in a transaction that is then undone: the other tests' counts stay as they are.
    const written = await db
      .transaction(async (tx) => {
        const rows = await tx
          .insert(orders)
          .values(
            ORDER_STATUSES.map((status, i) => ({
              ...row,
              id: randomUUID(),
              orderNo: `${row.orderNo}T${i}${randomBytes(2).toString('hex')}`,
              status,
            })),
          )
          .returning({ status: orders.status, tab: orders.statusTab });
        throw Object.assign(new Error('undo'), { rows });
      })
      .catch((error: { rows?: { status: OrderStatus; tab: string | null }[] }) => error.rows ?? []);
    expect(written).toHaveLength(ORDER_STATUSES.length);
    for (const { status, tab } of written) expect(tab, status).toBe(tabOf(status));
  });
});
