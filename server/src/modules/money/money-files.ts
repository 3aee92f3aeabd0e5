import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { remittances } from './money.tables.ts';

/** Which of some files a remittance names as its voucher (kept by the unattached-uploads clean-up). */
export async function filesUsedByRemittances(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: remittances.voucherFileId })
    .from(remittances)
    .where(inArray(remittances.voucherFileId, [...ids]));
  return rows.map((row) => row.id);
}
