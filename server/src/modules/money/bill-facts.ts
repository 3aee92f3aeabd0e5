import {
  BILL_CURRENCIES,
  type BillCurrency,
  type BillEvent,
  type BillPart,
  billStatusOf,
} from '@seabook/domain/bill-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/tenancy.tables.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { staffNames } from '../ops/ops.service.ts';
import { billEvents, bills, remittanceBills, remittances } from './money.tables.ts';

/**
 * A bill's facts and the one way its status changes (decision 036): lock the row, change the facts,
 * derive the status with `billStatusOf`, and write the history line, all in the caller's transaction.
 */

export type BillRow = typeof bills.$inferSelect;
export type BillWho = { kind: 'customer' | 'operator' | 'system'; name: string };

const DUE = { CNY: 'dueCny', USD: 'dueUsd' } as const;
const PAID = { CNY: 'paidCny', USD: 'paidUsd' } as const;

/** The parts a bill holds: each currency with something due or paid. */
export function partsOf(row: Pick<BillRow, 'dueCny' | 'paidCny' | 'dueUsd' | 'paidUsd'>): BillPart[] {
  return BILL_CURRENCIES.map((currency) => ({ currency, due: row[DUE[currency]], paid: row[PAID[currency]] })).filter(
    (part) => part.due > 0 || part.paid > 0,
  );
}

export function dueColumn(currency: BillCurrency) {
  return DUE[currency];
}
export function paidColumn(currency: BillCurrency) {
  return PAID[currency];
}

/** The currencies of a bill with a remittance waiting for finance. */
export async function pendingRemittanceCurrencies(tx: DbOrTx, billId: string): Promise<BillCurrency[]> {
  const rows = await tx
    .selectDistinct({ currency: remittances.currency })
    .from(remittanceBills)
    .innerJoin(remittances, eq(remittances.id, remittanceBills.remittanceId))
    .where(and(eq(remittanceBills.billId, billId), eq(remittances.status, 'pending')));
  return rows.map((row) => row.currency);
}

/**
 * A bill locked for the rest of the transaction. For a customer (`tenantId`) a draft and another
 * tenant's bill answer 404 exactly like a missing one.
 */
export async function lockBill(tx: DbOrTx, id: string, tenantId: string | null): Promise<BillRow> {
  const where = tenantId
    ? and(eq(bills.id, id), eq(bills.tenantId, tenantId), sql`${bills.status} <> 'draft'`)
    : eq(bills.id, id);
  const [row] = await tx.select().from(bills).where(where).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Changes a locked bill's facts, derives its status and records the step in its history. */
export async function changeBill(
  tx: DbOrTx,
  row: BillRow,
  who: BillWho,
  event: BillEvent,
  changes: Partial<Omit<BillRow, 'id' | 'status'>> = {},
  remark = '',
): Promise<BillRow> {
  const next = { ...row, ...changes };
  const pending = await pendingRemittanceCurrencies(tx, row.id);
  const status = billStatusOf({
    sent: next.sentAt !== null,
    confirmed: next.confirmedAt !== null,
    disputed: next.disputed,
    parts: partsOf(next),
    pendingRemittances: pending.length,
  });
  const settledAt = status === 'settled' ? (row.settledAt ?? new Date()) : null;
  const [updated] = await tx
    .update(bills)
    .set({ ...changes, status, settledAt, updatedAt: new Date() })
    .where(eq(bills.id, row.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  await tx.insert(billEvents).values({
    billId: row.id,
    actorKind: who.kind,
    actorName: who.name,
    event,
    fromStatus: row.status,
    toStatus: status,
    remark,
  });
  return updated;
}

/** The customer as a bill's history names them. */
export async function customerWho(tx: DbOrTx, actor: AccountActor): Promise<BillWho> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, actor.accountId));
  return { kind: 'customer', name: row?.name ?? '' };
}

/** The operator as a bill's history names them. */
export async function operatorWho(tx: DbOrTx, actor: StaffActor): Promise<BillWho> {
  return { kind: 'operator', name: (await staffNames(tx, [actor.staffId])).get(actor.staffId) ?? '' };
}

export const SYSTEM: BillWho = { kind: 'system', name: 'Seabook' };
