import type { BankAccountList, BankAccountSave } from '@seabook/domain/ops-bills';
import { BANK_ACCOUNT_LIMITS } from '@seabook/domain/ops-bills';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { bankAccounts } from './bank-accounts.tables.ts';

/**
 * Where customers remit to (decision 036): the forwarder's own accounts, kept by finance on the desk.
 * A new installation has none, and the bill page says to ask customer service instead of showing an
 * account nobody checked; the demo data keeps two made-up ones.
 */

type NewAccount = Omit<BankAccountSave, 'id'>;

/** The accounts in the order they were added (CNY before USD among those added together). */
export async function listBankAccounts(db: DbOrTx): Promise<BankAccountList> {
  const rows = await db
    .select({
      id: bankAccounts.id,
      currency: bankAccounts.currency,
      name: bankAccounts.name,
      bank: bankAccounts.bank,
      account: bankAccounts.account,
    })
    .from(bankAccounts)
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.currency), asc(bankAccounts.id));
  return { items: rows };
}

/** Adds accounts in the caller's transaction (the demo data's). */
export async function addBankAccounts(tx: DbOrTx, accounts: readonly NewAccount[]): Promise<void> {
  if (accounts.length) await tx.insert(bankAccounts).values([...accounts]);
}

/** POST /v2/ops/finance/bank-accounts/save. Adding counts under a lock, so ten at once still stop at the limit. */
export async function saveBankAccount(db: Db, actor: StaffActor, input: BankAccountSave): Promise<BankAccountList> {
  return db.transaction(async (tx) => {
    const { id, ...fields } = input;
    let before: NewAccount | null = null;
    let saved: string;
    if (id) {
      const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      before = { currency: row.currency, name: row.name, bank: row.bank, account: row.account };
      await tx
        .update(bankAccounts)
        .set({ ...fields, updatedBy: actor.staffId, updatedAt: new Date() })
        .where(eq(bankAccounts.id, id));
      saved = id;
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_accounts'))`);
      const [held] = await tx.select({ n: count() }).from(bankAccounts);
      if ((held?.n ?? 0) >= BANK_ACCOUNT_LIMITS.accounts) throw new AppError('BANK_ACCOUNTS_TOO_MANY');
      const [row] = await tx
        .insert(bankAccounts)
        .values({ ...fields, updatedBy: actor.staffId })
        .returning({ id: bankAccounts.id });
      saved = row?.id ?? '';
    }
    await recordAudit(tx, actor, {
      action: 'bank_account.save',
      objectType: 'bank_account',
      objectId: saved,
      objectLabel: `${fields.currency} ${fields.account}`,
      before,
      after: fields,
    });
    return listBankAccounts(tx);
  });
}

/** POST /v2/ops/finance/bank-accounts/remove. */
export async function removeBankAccount(db: Db, actor: StaffActor, id: string): Promise<BankAccountList> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'bank_account.remove',
      objectType: 'bank_account',
      objectId: row.id,
      objectLabel: `${row.currency} ${row.account}`,
      before: { currency: row.currency, name: row.name, bank: row.bank, account: row.account },
    });
    return listBankAccounts(tx);
  });
}
