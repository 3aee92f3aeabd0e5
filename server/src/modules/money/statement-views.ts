import {
  type Contract,
  DEFAULT_STATEMENT_DAY,
  type StatementSummary,
  type StatementTotal,
  statementStateOf,
} from '@seabook/domain/statements';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { BillRow } from './bill-facts.ts';
import { bills } from './money.tables.ts';
import { monthlyContracts, statementBills, type statements } from './statements.tables.ts';

/** Contracts and statements as the wire shows them (domain/statements.ts; decision 041). */

export type StatementRow = typeof statements.$inferSelect;

/** A company's contract, with what is left of its unsettled bills (drafts waiting for a statement included). */
export async function contractOf(db: DbOrTx, tenantId: string): Promise<Contract> {
  const [row] = await db
    .select({
      monthly: tenants.monthlySettlement,
      statementDay: monthlyContracts.statementDay,
      creditLimit: monthlyContracts.creditLimit,
    })
    .from(tenants)
    .leftJoin(monthlyContracts, eq(monthlyContracts.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  const [open] = await db
    .select({
      cny: sql<string>`coalesce(sum(greatest(${bills.dueCny} - ${bills.paidCny}, 0)), 0)`,
      usd: sql<string>`coalesce(sum(greatest(${bills.dueUsd} - ${bills.paidUsd}, 0)), 0)`,
    })
    .from(bills)
    .where(and(eq(bills.tenantId, tenantId), eq(bills.kind, 'receivable'), sql`${bills.status} <> 'settled'`));
  const cny = Number(open?.cny ?? 0);
  const usd = Number(open?.usd ?? 0);
  return {
    monthly: row?.monthly ?? false,
    statementDay: row?.statementDay ?? DEFAULT_STATEMENT_DAY,
    creditLimit: row?.creditLimit ?? 0,
    open: [
      { currency: 'CNY' as const, amount: cny },
      { currency: 'USD' as const, amount: usd },
    ].filter((money) => money.amount > 0),
    used: cny,
  };
}

/** Totals by currency of a statement's bills: due, paid and left. */
export function totalsOf(rows: readonly BillRow[]): StatementTotal[] {
  const parts: StatementTotal[] = [
    { currency: 'CNY', due: 0, paid: 0, left: 0 },
    { currency: 'USD', due: 0, paid: 0, left: 0 },
  ];
  for (const row of rows) {
    const [cny, usd] = parts as [StatementTotal, StatementTotal];
    cny.due += row.dueCny;
    cny.paid += row.paidCny;
    cny.left += Math.max(0, row.dueCny - row.paidCny);
    usd.due += row.dueUsd;
    usd.paid += row.paidUsd;
    usd.left += Math.max(0, row.dueUsd - row.paidUsd);
  }
  return parts.filter((part) => part.due > 0 || part.paid > 0);
}

/** The bills of statements, by statement id. */
export async function billsOfStatements(db: DbOrTx, ids: readonly string[]): Promise<Map<string, BillRow[]>> {
  const found = new Map<string, BillRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const rows = await db
    .select({ statementId: statementBills.statementId, bill: bills })
    .from(statementBills)
    .innerJoin(bills, eq(bills.id, statementBills.billId))
    .where(inArray(statementBills.statementId, [...ids]))
    .orderBy(bills.createdAt, bills.billNo);
  for (const row of rows) found.get(row.statementId)?.push(row.bill);
  return found;
}

export function statementSummaryOf(row: StatementRow, rows: readonly BillRow[]): StatementSummary {
  return {
    id: row.id,
    statementNo: row.statementNo,
    period: row.period,
    from: row.fromDay,
    to: row.toDay,
    state: statementStateOf(rows.map((bill) => bill.status)),
    totals: totalsOf(rows),
    bills: rows.length,
    closedAt: row.closedAt.toISOString(),
  };
}
