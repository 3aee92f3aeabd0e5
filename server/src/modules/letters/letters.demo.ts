import type { DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { letterSequences, letters } from './letters.tables.ts';

/**
 * A letter of the demo company (server/src/demo/), numbered and stored at `at` as the customer's upload
 * or fileread stores it at that moment; a parsed one is processed at once. Nothing else calls it.
 */
export async function storeDemoLetter(
  tx: DbOrTx,
  owner: { tenantId: string; accountId: string },
  values: Pick<typeof letters.$inferInsert, 'mode' | 'kind' | 'status' | 'remark' | 'draftId' | 'fileId'>,
  at: Date,
): Promise<void> {
  const letterNo = await nextDailyNumber(tx, letterSequences, 'LT', at.getTime());
  const processedAt = values.status === 'processed_parsed' ? at : null;
  await tx.insert(letters).values({ ...owner, ...values, letterNo, createdAt: at, processedAt });
}
