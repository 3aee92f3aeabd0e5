import type { AddOrderFileRequestSchema, OrderFile } from '@seabook/domain/order-info';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { scopeOf } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { attachableFile } from '../files/files.service.ts';
import { lockOrder, logOrderEvent, whoOf } from './order-flow.service.ts';
import { orderFileList } from './order-info.ts';
import { ORDER_FILE_KINDS } from './orders.service.ts';
import { orderFiles } from './orders.tables.ts';

/**
 * An order's documents (spec §4 "upload files"): the customer attaches uploads of its tenant (the
 * upload itself is POST /v2/files with an order-document kind) under a category.
 */

/** GET /v2/oe_order/getfilelist */
export async function listOrderFiles(db: Db, actor: AccountActor, id: string): Promise<OrderFile[]> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, id, scopeOf(actor));
    return orderFileList(tx, id);
  });
}

/**
 * POST /v2/oe_order/addfile: attaches the tenant's file (404 like a missing one otherwise; 422
 * FILE_KIND_NOT_ALLOWED for a kind that is no order document) and logs it. A file already attached
 * stays as it was, category included, and is not logged again. Answers the order's files.
 */
export async function addOrderFile(
  db: Db,
  actor: AccountActor,
  input: z.output<typeof AddOrderFileRequestSchema>,
): Promise<OrderFile[]> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id, scopeOf(actor));
    const file = await attachableFile(tx, actor, input.fileId, ORDER_FILE_KINDS).catch((error: unknown) => {
      if (error instanceof AppError) throw new AppError(error.key, { fields: { fileId: error.key } });
      throw error;
    });
    const [added] = await tx
      .insert(orderFiles)
      .values({ orderId: order.id, fileId: file.id, category: input.category, addedBy: 'customer' })
      .onConflictDoNothing()
      .returning({ fileId: orderFiles.fileId });
    if (added)
      await logOrderEvent(tx, order.id, await whoOf(tx, actor), { action: 'addfile', remark: file.originalName });
    return orderFileList(tx, order.id);
  });
}
