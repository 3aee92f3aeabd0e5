import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { trackedOrdersQuery } from './order-tracking.ts';

/**
 * Tracking's lookups as the database plans them (issue 20): with sequential scans priced out, each
 * query as written must be answerable from an index (a table of 100,000 orders is then read a few rows
 * at a time, not whole). The plan, not a stopwatch: it holds on any machine.
 */
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function planOf(type: 1 | 2 | 3, no: string): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${trackedOrdersQuery(tx, type, no).getSQL()}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('tracking lookups use indexes', () => {
  it('by B/L, booking or order number: each of the three comparisons has its index', async () => {
    const plan = await planOf(1, 'COSU6300001234');
    expect(plan).not.toMatch(/Seq Scan on orders/);
    expect(plan).toContain('orders_bl_no_upper_idx');
    expect(plan).toContain('orders_booking_no_upper_idx');
    expect(plan).toMatch(/orders_order_no/);
  });

  it('by contract number', async () => {
    const plan = await planOf(3, 'SC-2026-001');
    expect(plan).not.toMatch(/Seq Scan on orders/);
    expect(plan).toContain('orders_contract_no_upper_idx');
  });

  it('by container number', async () => {
    const plan = await planOf(2, 'MSCU1234565');
    expect(plan).not.toMatch(/Seq Scan on order_containers/);
    expect(plan).toContain('order_containers_no_idx');
  });
});
