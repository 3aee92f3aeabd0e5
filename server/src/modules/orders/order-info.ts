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
import { preparedOnce } from '../../db/prepared.ts';
import type { Scope } from '../../db/tenancy-scope.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { filesByIds } from '../files/files.service.ts';
import { today } from '../rates/rates.service.ts';
import { type LockedOrder, lockOrder, type OrderWho, whoOf } from './order-flow.service.ts';
import { orderView } from './order-view.ts';
import { orderEvents, orderFiles, orderMilestones, orderTodos } from './orders.tables.ts';

/**
 * One order after the booking as `getorderinfo` answers it (decision 020): the order as booked, with
 * what the operator added (numbers, loading), its business nodes and the progress steps they make, the
 * to-dos, the log newest first, its files, and what the caller may do next.
 */

/** The rows an order's page reads by the order's id, each statement prepared once (db/prepared.ts). */
const orderRows = preparedOnce((db) => {
  const orderId = sql.placeholder('orderId');
  return {
    files: db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).prepare('order_files_by_order'),
    milestones: db
      .select()
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, orderId))
      .orderBy(asc(orderMilestones.at))
      .prepare('order_milestones_by_order'),
    todos: db
      .select()
      .from(orderTodos)
      .where(eq(orderTodos.orderId, orderId))
      .orderBy(asc(orderTodos.raisedAt))
      .prepare('order_todos_by_order'),
    log: db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(desc(orderEvents.at))
      .prepare('order_events_by_order'),
  };
});

/** The order's files that are still there (a deleted upload leaves the list), in the order added. */
export async function orderFileList(db: DbOrTx, orderId: string): Promise<OrderFile[]> {
  const attached = await orderRows(db).files.execute({ orderId });
  const live = await filesByIds(
    db,
    attached.map((row) => row.fileId),
    { live: true },
  );
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

/** The loading information the operator stored, or null. */
export function loadingOf(order: LockedOrder): LoadingInfo | null {
  return (order.loading as LoadingInfo | null) ?? null;
}

/** The order row as the caller sees it: a customer's actions, or an operator's. */
export async function orderInfo(db: DbOrTx, order: LockedOrder, caller: 'customer' | 'operator'): Promise<OrderInfo> {
  const statements = orderRows(db);
  const byOrder = { orderId: order.id };
  const [booked, milestones, todos, log, attached] = await Promise.all([
    orderView(db, order),
    statements.milestones.execute(byOrder),
    statements.todos.execute(byOrder),
    statements.log.execute(byOrder),
    orderFileList(db, order.id),
  ]);
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
