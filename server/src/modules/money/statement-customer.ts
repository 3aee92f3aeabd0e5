import type { PageQuery } from '@seabook/domain/envelope';
import type { Money } from '@seabook/domain/money-rules';
import { totalsByCurrency } from '@seabook/domain/money-rules';
import type { StatementDetail, StatementLine, StatementList, StatementOrder } from '@seabook/domain/statements';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { orderRoutes } from '../orders/orders.service.ts';
import { billSummaries } from './bill-views.ts';
import { billLines } from './money.tables.ts';
import { billsOfStatements, contractOf, type StatementRow, statementSummaryOf } from './statement-views.ts';
import { statements } from './statements.tables.ts';

/** A monthly customer's statements (decision 041): the list with the contract, one statement. */

/** GET /v2/member/bill/billmonthlist. */
export async function listStatements(db: Db, actor: AccountActor, query: PageQuery): Promise<StatementList> {
  const mine = eq(statements.tenantId, actor.tenantId);
  const rows = await db
    .select()
    .from(statements)
    .where(mine)
    .orderBy(desc(statements.period))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(statements).where(mine);
  const billsOf = await billsOfStatements(
    db,
    rows.map((row) => row.id),
  );
  return {
    contract: await contractOf(db, actor.tenantId),
    items: rows.map((row) => statementSummaryOf(row, billsOf.get(row.id) ?? [])),
    total: total?.n ?? 0,
  };
}

/** Another company's statement answers 404 exactly like a missing one. */
async function tenantStatement(db: Db, actor: AccountActor, id: string): Promise<StatementRow> {
  const [row] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), eq(statements.tenantId, actor.tenantId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /v2/member/bill/getbillmonthinfo. */
export async function getStatement(db: Db, actor: AccountActor, id: string): Promise<StatementDetail> {
  const row = await tenantStatement(db, actor, id);
  const rows = (await billsOfStatements(db, [row.id])).get(row.id) ?? [];
  const billNos = new Map(rows.map((bill) => [bill.id, bill.billNo]));
  const found = rows.length
    ? await db
        .select()
        .from(billLines)
        .where(
          inArray(
            billLines.billId,
            rows.map((bill) => bill.id),
          ),
        )
        .orderBy(asc(billLines.orderNo), asc(billLines.billId), asc(billLines.seq))
    : [];
  const lines: StatementLine[] = found.map((line) => ({
    orderNo: line.orderNo,
    billNo: billNos.get(line.billId) ?? '',
    name: line.name,
    amount: { currency: line.currency, amount: line.amount },
    original:
      line.originalCurrency && line.originalAmount !== null
        ? ({ currency: line.originalCurrency, amount: line.originalAmount } as Money)
        : null,
  }));
  const orderIds = [...new Set(found.map((line) => line.orderId).filter((id): id is string => id !== null))];
  const routes = await orderRoutes(db, orderIds);
  const orders: StatementOrder[] = orderIds.map((orderId) => {
    const mine = found.filter((line) => line.orderId === orderId);
    const route = routes.get(orderId);
    return {
      orderId,
      orderNo: mine[0]?.orderNo ?? '',
      blNo: route?.blNo ?? '',
      pol: route?.pol ?? '',
      pod: route?.pod ?? '',
      sailingDate: route?.sailingDate ?? null,
      amounts: totalsByCurrency(mine.map((line) => ({ currency: line.currency, amount: line.amount }))),
    };
  });
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, row.tenantId));
  return {
    ...statementSummaryOf(row, rows),
    company: tenant?.name ?? '',
    orders,
    lines,
    billList: await billSummaries(db, rows),
  };
}
