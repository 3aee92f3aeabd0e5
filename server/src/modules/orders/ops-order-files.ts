import type { Readable } from 'node:stream';
import type { FileInfo } from '@seabook/domain/files';
import { orderFileNotice } from '@seabook/domain/notices';
import type { OpsOrderFileQuery, OpsOrderInfo, OpsOrderUploadFieldsSchema } from '@seabook/domain/ops-orders';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notifier } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { filesByIds, openStoredFile, type Storage, stageUpload } from '../files/files.service.ts';
import { auditOrder, onAnyOrder } from './ops-orders.service.ts';
import { logOrderEvent, tellCustomer } from './order-flow.service.ts';
import { orderFiles, orders } from './orders.tables.ts';

/**
 * The operator's documents on an order (issue 6): an upload lands in the order's documents exactly as
 * a customer's does (a file of the order's tenant and account, of the `order` kind's types and size,
 * category and all), marked as added by the operator; the customer is told and downloads it with its
 * own calls. Operators read any order's files through `/v2/ops/order/file`.
 */

/** The order's tenant and account, for where the bytes go (404 for a missing order). */
async function ownerOf(db: Db, id: string): Promise<{ tenantId: string; accountId: string }> {
  rowId(id);
  const [order] = await db
    .select({ tenantId: orders.tenantId, accountId: orders.accountId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/**
 * POST /v2/ops/order/upload: the name is checked before any byte is read and the content while the
 * bytes stream into the storage (the customer's file rules of the `order` kind); then one transaction
 * files it on the order, logs it, tells the customer and writes the audit row. A refusal or a failed
 * transaction leaves nothing stored.
 */
export async function opsUploadOrderFile(
  db: Db,
  storage: Storage,
  notifier: Notifier,
  actor: StaffActor,
  fields: z.output<typeof OpsOrderUploadFieldsSchema>,
  upload: { name: string; content: Readable },
): Promise<OpsOrderInfo> {
  const owner = await ownerOf(db, fields.id);
  const staged = await stageUpload(storage, owner.tenantId, 'order', upload);
  const { id: fileId, name, size } = staged;
  try {
    return await onAnyOrder(db, actor, fields.id, async (tx, order, who) => {
      await staged.record(tx, order);
      await tx.insert(orderFiles).values({ orderId: order.id, fileId, category: fields.category, addedBy: 'operator' });
      await logOrderEvent(tx, order.id, who, { action: 'addfile', remark: name });
      await tellCustomer(tx, notifier, order, 'order_status', orderFileNotice(order.orderNo, name));
      await auditOrder(tx, actor, order, 'order.file', {
        after: { fileId, name, category: fields.category, sizeBytes: size },
      });
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** GET /v2/ops/order/file: one live file of any order with its bytes (404 for a file not on the order). */
export async function opsOpenOrderFile(
  db: Db,
  storage: Storage,
  query: OpsOrderFileQuery,
): Promise<{ file: FileInfo; content: Readable }> {
  rowId(query.id);
  rowId(query.fileId);
  const [attached] = await db
    .select({ fileId: orderFiles.fileId })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, query.id), eq(orderFiles.fileId, query.fileId)));
  const file = attached && (await filesByIds(db, [attached.fileId], { live: true })).get(attached.fileId);
  if (!file) throw new AppError('NOT_FOUND');
  return openStoredFile(storage, file);
}
