import type { FileType } from '@seabook/domain/files';
import type { Letter } from '@seabook/domain/letters';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../files/files.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { letters } from './letters.tables.ts';

/** Letters as the API answers them: the row with its file's name and the number of the order it became. */

export type LetterRow = typeof letters.$inferSelect;

export const viewColumns = {
  row: letters,
  fileName: files.originalName,
  fileSize: files.sizeBytes,
  fileType: files.detectedType,
  orderNo: orders.orderNo,
};

/** Letters with their file and order, for a list or one letter; the caller adds the filter. */
export function selectLetters(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(letters)
    .innerJoin(files, eq(files.id, letters.fileId))
    .leftJoin(orders, eq(orders.id, letters.orderId));
}

export type ViewRow = { row: LetterRow; fileName: string; fileSize: number; fileType: string; orderNo: string | null };

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
