import type { FileType } from '@seabook/domain/files';
import type { Letter } from '@seabook/domain/letters';
import type { DbOrTx } from '../../db/client.ts';
import { filesByIds } from '../files/files.service.ts';
import { orderNumbers } from '../orders/orders.service.ts';
import type { letters } from './letters.tables.ts';

/** Letters as the API answers them: the row with its file's name and the number of the order it became. */

export type LetterRow = typeof letters.$inferSelect;

export type ViewRow = { row: LetterRow; fileName: string; fileSize: number; fileType: string; orderNo: string | null };

/** Letter rows, in their order, with their file (the files module's) and their order's number (the orders module's). */
export async function withFiles(db: DbOrTx, rows: readonly LetterRow[]): Promise<ViewRow[]> {
  const [stored, numbers] = await Promise.all([
    filesByIds(
      db,
      rows.map((row) => row.fileId),
    ),
    orderNumbers(
      db,
      rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
    ),
  ]);
  return rows.flatMap((row) => {
    const file = stored.get(row.fileId);
    if (!file) return [];
    const orderNo = (row.orderId && numbers.get(row.orderId)) || null;
    return [{ row, fileName: file.originalName, fileSize: file.sizeBytes, fileType: file.detectedType, orderNo }];
  });
}

export function letterView({ row, fileName, fileSize, fileType, orderNo }: ViewRow): Letter {
  return {
    id: row.id,
    letterNo: row.letterNo,
    mode: row.mode,
    kind: row.kind,
    status: row.status,
    file: { id: row.fileId, name: fileName, size: fileSize, type: fileType as FileType },
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    draftId: row.draftId,
    orderId: row.orderId,
    orderNo,
    rejectReason: row.rejectReason,
  };
}
