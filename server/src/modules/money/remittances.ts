import type { Readable } from 'node:stream';
import { billSettledNotice, remittanceReturnedNotice } from '@seabook/domain/bill-notices';
import { canPayPart } from '@seabook/domain/bill-rules';
import type { RemitInput } from '@seabook/domain/bills';
import type { FileInfo } from '@seabook/domain/files';
import type { RemittanceQueue } from '@seabook/domain/ops-bills';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { attachableFile, filesByIds, openStoredFile, type Storage } from '../files/files.service.ts';
import { notify } from '../messages/messages.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import {
  changeBill,
  customerWho,
  dueColumn,
  lockBill,
  operatorWho,
  paidColumn,
  partsOf,
  pendingRemittanceCurrencies,
} from './bill-facts.ts';
import { bills, remittanceBills, remittances } from './money.tables.ts';

/**
 * Bank remittances (decision 036): the customer reports one with its voucher, the bills' part in that
 * currency goes to reconciling, and finance confirms what the bank received (applied to the bills
 * oldest first; a shortfall stays to pay) or sends it back with a reason.
 */

/** POST /v2/member/bill/enterbill. */
export async function remitBills(db: Db, actor: AccountActor, input: RemitInput): Promise<void> {
  await db.transaction(async (tx) => {
    try {
      await attachableFile(tx, actor, input.voucherFileId, ['voucher']);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.key, { fields: { voucherFileId: error.key } });
      throw error;
    }
    const locked = [];
    for (const id of [...input.billIds].sort()) locked.push(await lockBill(tx, id, actor.tenantId));
    for (const bill of locked) {
      if (bill.status === 'settled') throw new AppError('BILL_SETTLED');
      const pending = await pendingRemittanceCurrencies(tx, bill.id);
      if (!canPayPart(bill.kind, bill.status, partsOf(bill), input.currency, pending))
        throw new AppError('BILL_NOT_PAYABLE');
    }
    const [remittance] = await tx
      .insert(remittances)
      .values({
        tenantId: actor.tenantId,
        accountId: actor.accountId,
        currency: input.currency,
        amount: input.amount,
        voucherFileId: input.voucherFileId,
      })
      .returning();
    if (!remittance) throw new Error('remittance not created');
    await tx.insert(remittanceBills).values(locked.map((bill) => ({ remittanceId: remittance.id, billId: bill.id })));
    const who = await customerWho(tx, actor);
    for (const bill of locked) await changeBill(tx, bill, who, 'remit');
  });
}

async function lockRemittance(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(remittances).where(eq(remittances.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('REMITTANCE_DECIDED');
  const billIds = (
    await tx.select({ id: remittanceBills.billId }).from(remittanceBills).where(eq(remittanceBills.remittanceId, id))
  ).map((r) => r.id);
  return { row, billIds };
}

/** POST /v2/ops/bills/remittance/confirm: the bank received `received`; applied oldest bill first. */
export async function confirmRemittance(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; received: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, billIds } = await lockRemittance(tx, input.id);
    await tx
      .update(remittances)
      .set({ status: 'confirmed', received: input.received, decidedBy: actor.staffId, decidedAt: new Date() })
      .where(eq(remittances.id, row.id));
    const ordered = await tx
      .select({ id: bills.id })
      .from(bills)
      .where(inArray(bills.id, billIds))
      .orderBy(asc(bills.createdAt), asc(bills.billNo));
    const who = await operatorWho(tx, actor);
    let remaining = input.received;
    const applied: Record<string, number> = {};
    for (const { id } of ordered) {
      const bill = await lockBill(tx, id, null);
      const paid = bill[paidColumn(row.currency)];
      const share = Math.max(0, Math.min(remaining, bill[dueColumn(row.currency)] - paid));
      remaining -= share;
      applied[bill.billNo] = share;
      const updated = await changeBill(tx, bill, who, 'remit_confirm', { [paidColumn(row.currency)]: paid + share });
      if (updated.status === 'settled' && bill.status !== 'settled') {
        await notify(
          tx,
          notifier,
          {
            tenantId: bill.tenantId,
            accountId: bill.accountId,
            kind: 'bill',
            link: `/center/billdetail?id=${bill.id}`,
          },
          billSettledNotice(bill.billNo),
        );
      }
    }
    await recordAudit(tx, actor, {
      action: 'remittance.confirm',
      objectType: 'remittance',
      objectId: row.id,
      objectLabel: Object.keys(applied).join(' '),
      before: { status: 'pending', amount: row.amount, currency: row.currency },
      after: { status: 'confirmed', received: input.received, applied, unapplied: remaining },
    });
  });
}

/** POST /v2/ops/bills/remittance/return: the bills are to pay again; the customer reads the reason. */
export async function returnRemittance(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, billIds } = await lockRemittance(tx, input.id);
    await tx
      .update(remittances)
      .set({ status: 'returned', reason: input.reason, decidedBy: actor.staffId, decidedAt: new Date() })
      .where(eq(remittances.id, row.id));
    const who = await operatorWho(tx, actor);
    const numbers: string[] = [];
    for (const id of [...billIds].sort()) {
      const bill = await lockBill(tx, id, null);
      numbers.push(bill.billNo);
      await changeBill(tx, bill, who, 'remit_return', {}, input.reason);
    }
    await notify(
      tx,
      notifier,
      {
        tenantId: row.tenantId,
        accountId: row.accountId,
        kind: 'bill',
        link: billIds[0] ? `/center/billdetail?id=${billIds[0]}` : null,
      },
      remittanceReturnedNotice(input.reason),
    );
    await recordAudit(tx, actor, {
      action: 'remittance.return',
      objectType: 'remittance',
      objectId: row.id,
      objectLabel: numbers.join(' '),
      before: { status: 'pending' },
      after: { status: 'returned' },
      remark: input.reason,
    });
  });
}

/** GET /v2/ops/bills/remittances: the reconciling queue (oldest first while pending). */
export async function remittanceQueue(
  db: Db,
  query: { status: 'pending' | 'confirmed' | 'returned'; page: number; pageSize: number },
): Promise<RemittanceQueue> {
  const where = eq(remittances.status, query.status);
  const rows = await db
    .select({ remittance: remittances, company: tenants.name })
    .from(remittances)
    .innerJoin(tenants, eq(tenants.id, remittances.tenantId))
    .where(where)
    .orderBy(query.status === 'pending' ? asc(remittances.createdAt) : desc(remittances.decidedAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(remittances).where(where);
  const ids = rows.map((r) => r.remittance.id);
  const linked = ids.length
    ? await db
        .select({ remittanceId: remittanceBills.remittanceId, bill: bills })
        .from(remittanceBills)
        .innerJoin(bills, eq(bills.id, remittanceBills.billId))
        .where(inArray(remittanceBills.remittanceId, ids))
        .orderBy(asc(bills.billNo))
    : [];
  const vouchers = await filesByIds(
    db,
    rows.map((r) => r.remittance.voucherFileId),
  );
  return {
    items: rows.map(({ remittance, company }) => ({
      id: remittance.id,
      status: remittance.status,
      amount: { amount: remittance.amount, currency: remittance.currency },
      received: remittance.received === null ? null : { amount: remittance.received, currency: remittance.currency },
      voucher: { id: remittance.voucherFileId, name: vouchers.get(remittance.voucherFileId)?.originalName ?? '' },
      reason: remittance.reason,
      createdAt: remittance.createdAt.toISOString(),
      decidedAt: remittance.decidedAt ? remittance.decidedAt.toISOString() : null,
      company,
      bills: linked
        .filter((link) => link.remittanceId === remittance.id)
        .map(({ bill }) => ({
          id: bill.id,
          billNo: bill.billNo,
          left: {
            amount: Math.max(0, bill[dueColumn(remittance.currency)] - bill[paidColumn(remittance.currency)]),
            currency: remittance.currency,
          },
        })),
    })),
    total: total?.n ?? 0,
  };
}

/** GET /v2/ops/bills/voucher: the voucher of a remittance, for finance. */
export async function openVoucher(
  db: Db,
  storage: Storage,
  remittanceId: string,
): Promise<{ file: FileInfo; content: Readable }> {
  const [row] = await db.select().from(remittances).where(eq(remittances.id, remittanceId));
  const file = row ? (await filesByIds(db, [row.voucherFileId])).get(row.voucherFileId) : undefined;
  if (!file) throw new AppError('NOT_FOUND');
  return openStoredFile(storage, file);
}
