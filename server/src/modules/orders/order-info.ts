import type { FileType } from '@seabook/domain/files';
import { type BusinessNode, type DcsaEventType, progressSteps } from '@seabook/domain/order-flow';
import {
  type LoadingInfo,
  type OrderFile,
  type OrderFileCategory,
  type OrderInfo,
  orderActions,
  orderQuoteExpired,
} from '@seabook/domain/order-info';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { fromJsonRows, jsonRows } from '../../db/json-rows.ts';
import { preparedOnce } from '../../db/prepared.ts';
import type { Scope } from '../../db/tenancy-scope.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { filesByIds, type StoredFile, storedFilesFrom, storedFilesJson } from '../files/files.service.ts';
import { today } from '../rates/rates.service.ts';
import { type LockedOrder, lockOrder, type OrderWho, whoOf } from './order-flow.service.ts';
import { draftRowIds, orderView } from './order-view.ts';
import { orderEvents, orderFees, orderFiles, orderMilestones, orderTodos } from './orders.tables.ts';

/**
 * One order after the booking as `getorderinfo` answers it (decision 020): the order as booked, with
 * what the operator added (numbers, loading), its business nodes and the progress steps they make, the
 * to-dos, the log newest first, its files, and what the caller may do next.
 */

/** An order's attached files (their rows in order_files), prepared once (db/prepared.ts). */
const attachedFiles = preparedOnce((db) =>
  db
    .select()
    .from(orderFiles)
    .where(eq(orderFiles.orderId, sql.placeholder('orderId')))
    .prepare('order_files_by_order'),
);

/**
 * Everything an order's page reads besides the order, in one statement (decision 065): its fee lines,
 * business nodes, to-dos, log (newest first), attached files with their live file rows, and the files
 * its draft names (the tenant's own only). Each is a JSON column read back by `fromJsonRows`.
 */
const orderPage = preparedOnce((db) => {
  const orderId = sql.placeholder('orderId');
  return db
    .select({
      fees: jsonRows(orderFees, eq(orderFees.orderId, orderId), asc(orderFees.seq)),
      milestones: jsonRows(orderMilestones, eq(orderMilestones.orderId, orderId), asc(orderMilestones.at)),
      todos: jsonRows(orderTodos, eq(orderTodos.orderId, orderId), asc(orderTodos.raisedAt)),
      log: jsonRows(orderEvents, eq(orderEvents.orderId, orderId), desc(orderEvents.at)),
      attached: jsonRows(orderFiles, eq(orderFiles.orderId, orderId)),
      attachedFiles: storedFilesJson(
        sql`array(select ${orderFiles.fileId} from ${orderFiles} where ${orderFiles.orderId} = ${orderId})`,
        { live: true },
      ),
      draftFiles: storedFilesJson(sql`${sql.placeholder('draftFileIds')}::uuid[]`, {
        tenantId: sql`${sql.placeholder('tenantId')}`,
      }),
    })
    .from(sql`(select 1) as one`)
    .prepare('order_page');
});

type AttachedRow = typeof orderFiles.$inferSelect;

/** The attached files that are still there (a deleted upload leaves the list), in the order added. */
function fileList(attached: readonly AttachedRow[], live: Map<string, StoredFile>): OrderFile[] {
  const rows = attached.flatMap((row) => {
    const file = live.get(row.fileId);
    return file ? [{ ...row, file }] : [];
  });
  // Files are attached one a transaction, so the time alone orders them; the name breaks a tie.
  const name = (row: (typeof rows)[number]) => row.file.originalName;
  rows.sort(
    (a, b) => a.addedAt.getTime() - b.addedAt.getTime() || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0),
  );
  return rows.map((row) => ({
    fileId: row.fileId,
    name: row.file.originalName,
    sizeBytes: row.file.sizeBytes,
    detectedType: row.file.detectedType as FileType,
    category: row.category as OrderFileCategory,
    addedBy: row.addedBy,
    addedAt: row.addedAt.toISOString(),
  }));
}

/** The order's files that are still there, in the order added. */
export async function orderFileList(db: DbOrTx, orderId: string): Promise<OrderFile[]> {
  const attached = await attachedFiles(db).execute({ orderId });
  const live = await filesByIds(
    db,
    attached.map((row) => row.fileId),
    { live: true },
  );
  return fileList(attached, live);
}

/** The loading information the operator stored, or null. */
export function loadingOf(order: LockedOrder): LoadingInfo | null {
  return (order.loading as LoadingInfo | null) ?? null;
}

/** The order row as the caller sees it: a customer's actions, or an operator's. */
export async function orderInfo(db: DbOrTx, order: LockedOrder, caller: 'customer' | 'operator'): Promise<OrderInfo> {
  const [page] = await orderPage(db).execute({
    orderId: order.id,
    tenantId: order.tenantId,
    draftFileIds: draftRowIds(order),
  });
  if (!page) throw new Error('order_page answered no row');
  const booked = await orderView(db, order, {
    fees: fromJsonRows(orderFees, page.fees),
    draftFiles: storedFilesFrom(page.draftFiles),
  });
  const milestones = fromJsonRows(orderMilestones, page.milestones);
  const todos = fromJsonRows(orderTodos, page.todos);
  const log = fromJsonRows(orderEvents, page.log);
  const attached = fileList(fromJsonRows(orderFiles, page.attached), storedFilesFrom(page.attachedFiles));
  const nodes: Partial<Record<BusinessNode, string>> = {};
  for (const m of milestones) nodes[m.node] = m.at.toISOString();
  const quoteExpired = orderQuoteExpired(order.status, order.quoteValidTo, today());
  return {
    ...booked,
    blNo: order.blNo,
    bookingNo: order.bookingNo,
    customerReference: order.customerReference,
    contractNo: order.contractNo,
    userFields: order.userFields,
    vessel: order.vessel,
    voyage: order.voyage,
    reviewRemark: order.reviewRemark,
    quoteValidTo: order.quoteValidTo,
    quoteExpired,
    loading: loadingOf(order),
    milestones: milestones.map((m) => ({
      node: m.node,
      eventType: m.eventType as DcsaEventType,
      code: m.eventCode,
      at: m.at.toISOString(),
      location: m.location,
      remark: m.remark,
    })),
    steps: progressSteps(order.status, nodes),
    todos: todos.map((todo) => ({
      id: todo.id,
      text: todo.text,
      raisedAt: todo.raisedAt.toISOString(),
      raisedBy: todo.raisedBy,
      doneAt: todo.doneAt?.toISOString() ?? null,
      doneBy: todo.doneBy,
    })),
    log: log.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorKind: event.actorKind,
      actorName: event.actorName,
      action: event.action,
      from: event.fromStatus,
      to: event.toStatus,
      remark: event.remark,
      changes: event.changes,
    })),
    files: attached,
    actions: orderActions(order.status, caller, quoteExpired),
  };
}

/**
 * One change to an order in one transaction: the order locked (a tenant's, 404 for another's; or any
 * with a null tenant), `act` with the caller as the log names them, then the order anew as `view` shows it.
 */
export function changeOrder<T>(
  db: Db,
  actor: AccountActor | StaffActor,
  where: { id: string; scope: Scope | null },
  act: (tx: Tx, order: LockedOrder, who: OrderWho) => Promise<void>,
  view: (tx: Tx, order: LockedOrder) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, where.id, where.scope);
    await act(tx, order, await whoOf(tx, actor));
    return view(tx, await lockOrder(tx, where.id, where.scope));
  });
}
