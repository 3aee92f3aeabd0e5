import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idsNamedInJson } from '../../db/json-refs.ts';
import { orderFiles, orders } from './orders.tables.ts';

/** The files among `ids` that an order uses: as one of its documents, or named by its booking draft. */
export async function filesUsedByOrders(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const documents = await db
    .selectDistinct({ id: orderFiles.fileId })
    .from(orderFiles)
    .where(inArray(orderFiles.fileId, [...ids]));
  return [...documents.map((row) => row.id), ...(await idsNamedInJson(db, orders, orders.draft, ids))];
}
