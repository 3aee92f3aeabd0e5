import type { Notice } from '@seabook/domain/notices';
import {
  type CloseMonth,
  type Contract,
  type ContractInput,
  type ContractQuery,
  type DeskContractList,
  periodOf,
  type StatementSummary,
  statementCutoff,
  statementDays,
} from '@seabook/domain/statements';
import { and, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { notify } from '../messages/messages.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { containsPattern, isUniqueViolation, markSent } from './bill-desk.ts';
import { operatorWho } from './bill-facts.ts';
import { bills } from './money.tables.ts';
import { contractOf, statementSummaryOf } from './statement-views.ts';
import { monthlyContracts, statementBills, statementSequences, statements } from './statements.tables.ts';

/**
 * The finance desk's monthly contracts and statements (decision 041): setting a company's contract,
 * and closing its month — its waiting bills up to the statement day become one statement, all sent at
 * once, in one transaction, once per company and month.
 */

/** Bills waiting for a statement: a company's receivable drafts in no statement yet, with something to pay. */
function waitingBills(tenantId: string) {
  const inStatement = sql`exists (select 1 from ${statementBills} where ${statementBills.billId} = ${bills.id})`;
  return and(
    eq(bills.tenantId, tenantId),
    eq(bills.kind, 'receivable'),
    eq(bills.status, 'draft'),
    sql`not ${inStatement}`,
    sql`${bills.dueCny} + ${bills.dueUsd} > 0`,
  );
}

/** GET /v2/ops/finance/contracts. */
export async function listContracts(db: Db, query: ContractQuery): Promise<DeskContractList> {
  const where = query.keyword
    ? or(ilike(tenants.name, containsPattern(query.keyword)), ilike(tenants.code, containsPattern(query.keyword)))
    : eq(tenants.monthlySettlement, true);
  const rows = await db
    .select({ id: tenants.id, name: tenants.name, code: tenants.code })
    .from(tenants)
    .where(where)
    .orderBy(desc(tenants.monthlySettlement), tenants.name)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(tenants).where(where);
  const items = [];
  for (const row of rows) {
    const [waiting] = await db.select({ n: count() }).from(bills).where(waitingBills(row.id));
    const [last] = await db
      .select({ statementNo: statements.statementNo, period: statements.period })
      .from(statements)
      .where(eq(statements.tenantId, row.id))
      .orderBy(desc(statements.period))
      .limit(1);
    items.push({
      ...(await contractOf(db, row.id)),
      tenantId: row.id,
      company: row.name,
      code: row.code,
      waiting: waiting?.n ?? 0,
      lastStatement: last ?? null,
    });
  }
  return { items, total: total?.n ?? 0 };
}

/** POST /v2/ops/finance/contract: the flag, statement day and credit limit; ending it keeps the day and limit. */
export async function setContract(db: Db, actor: StaffActor, input: ContractInput): Promise<Contract> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, input.tenantId)).for('update');
    if (!tenant) throw new AppError('NOT_FOUND');
    const before = await contractOf(tx, tenant.id);
    await tx.update(tenants).set({ monthlySettlement: input.monthly }).where(eq(tenants.id, tenant.id));
    if (input.monthly) {
      const values = { statementDay: input.statementDay, creditLimit: input.creditLimit, updatedBy: actor.staffId };
      await tx
        .insert(monthlyContracts)
        .values({ tenantId: tenant.id, ...values })
        .onConflictDoUpdate({ target: monthlyContracts.tenantId, set: { ...values, updatedAt: new Date() } });
    }
    const after = await contractOf(tx, tenant.id);
    await recordAudit(tx, actor, {
      action: 'contract.set',
      objectType: 'account',
      objectId: tenant.id,
      objectLabel: tenant.name,
      before: { monthly: before.monthly, statementDay: before.statementDay, creditLimit: before.creditLimit },
      after: { monthly: after.monthly, statementDay: after.statementDay, creditLimit: after.creditLimit },
    });
    return after;
  });
}

function statementNotice(statementNo: string, period: string): Notice {
  return {
    title: {
      'zh-CN': `${period} 月结对账单 ${statementNo}`,
      'zh-TW': `${period} 月結對帳單 ${statementNo}`,
      en: `Monthly statement ${statementNo} for ${period}`,
    },
    body: {
      'zh-CN': '本月账单已出，请在 2 个工作日内确认并付款。',
      'zh-TW': '本月帳單已出，請在 2 個工作日內確認並付款。',
      en: 'This month’s bills are ready. Please confirm them within 2 working days and pay them.',
    },
  };
}

/** POST /v2/ops/finance/statements/close. */
export async function closeMonth(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: CloseMonth,
  now = Date.now(),
): Promise<StatementSummary> {
  if (input.period > periodOf(now))
    throw new AppError('STATEMENT_PERIOD_INVALID', { fields: { period: 'STATEMENT_PERIOD_INVALID' } });
  try {
    return await db.transaction(async (tx) => {
      // Two operators closing one company's month at once: the second waits here, then finds the statement.
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, input.tenantId)).for('update');
      if (!tenant) throw new AppError('NOT_FOUND');
      if (!tenant.monthlySettlement) throw new AppError('NOT_MONTHLY_CUSTOMER');
      const [closed] = await tx
        .select({ id: statements.id })
        .from(statements)
        .where(and(eq(statements.tenantId, tenant.id), eq(statements.period, input.period)));
      if (closed) throw new AppError('STATEMENT_EXISTS');
      const contract = await contractOf(tx, tenant.id);
      const cutoff = new Date(statementCutoff(input.period, contract.statementDay, now));
      const waiting = await tx
        .select()
        .from(bills)
        .where(and(waitingBills(tenant.id), lt(bills.createdAt, cutoff)))
        .orderBy(bills.createdAt)
        .for('update');
      if (waiting.length === 0) throw new AppError('STATEMENT_EMPTY');
      const days = statementDays(input.period, contract.statementDay);
      const [row] = await tx
        .insert(statements)
        .values({
          tenantId: tenant.id,
          statementNo: await nextDailyNumber(tx, statementSequences, 'YD', now),
          period: input.period,
          fromDay: days.from,
          toDay: days.to,
          createdBy: actor.staffId,
        })
        .returning();
      if (!row) throw new Error('statement not created');
      await tx.insert(statementBills).values(waiting.map((bill) => ({ statementId: row.id, billId: bill.id })));
      const who = await operatorWho(tx, actor);
      const sentAt = new Date(now);
      const sent = [];
      for (const bill of waiting) sent.push(await markSent(tx, bill, who, sentAt));
      const [main] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.kind, 'main')))
        .limit(1);
      const accountIds = [...new Set([...(main ? [main.id] : []), ...waiting.map((bill) => bill.accountId)])];
      for (const accountId of accountIds)
        await notify(
          tx,
          notifier,
          { tenantId: tenant.id, accountId, kind: 'bill', link: `/center/billm?id=${row.id}` },
          statementNotice(row.statementNo, row.period),
        );
      const summary = statementSummaryOf(row, sent);
      await recordAudit(tx, actor, {
        action: 'statement.close',
        objectType: 'statement',
        objectId: row.id,
        objectLabel: row.statementNo,
        after: {
          company: tenant.name,
          period: row.period,
          bills: waiting.map((b) => b.billNo),
          totals: summary.totals,
        },
      });
      return summary;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('STATEMENT_EXISTS');
    throw error;
  }
}
