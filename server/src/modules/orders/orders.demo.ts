import type { OrderActor } from '@seabook/domain/order-flow';
import type { OrderFileCategory } from '@seabook/domain/order-info';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import type { PricedDraft } from './booking-price.ts';
import { logOrderEvent, type OrderWho } from './order-flow.service.ts';
import { bookedColumns, insertBookedRows } from './order-rows.ts';
import { orderEvents, orderFiles, orderSequences, orders, orderTodos, serviceTariffs } from './orders.tables.ts';

/**
 * What the demo data needs of orders (server/src/demo/): its orders' stories are played through the
 * order services, which stamp their rows with the database's clock; these write what no service call
 * takes at a moment in the past, and set the stamps back to the story's moment. Nothing else calls them.
 */

/** The order as createorder stores it (its rows and the log's creation), placed at `at`. */
export async function placeDemoOrder(
  tx: DbOrTx,
  owner: { tenantId: string; accountId: string },
  price: PricedDraft,
  at: number,
  who: OrderWho,
): Promise<string> {
  const orderNo = await nextDailyNumber(tx, orderSequences, 'SB', at);
  const [row] = await tx
    .insert(orders)
    .values({
      tenantId: owner.tenantId,
      accountId: owner.accountId,
      orderNo,
      mode: price.draft.mode,
      status: 'pending_review',
      ...bookedColumns(price, price.priceToken),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('demo order not stored');
  await insertBookedRows(tx, row.id, price);
  await logOrderEvent(tx, row.id, who, { action: 'create', to: 'pending_review' });
  return row.id;
}

/**
 * Sets the tenant's order rows stamped later than `at` back to `at`: the log, the to-dos and the
 * orders' last change.
 */
export async function backdateOrders(tx: DbOrTx, tenantId: string, at: Date): Promise<void> {
  const theirs = tx.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantId));
  await tx
    .update(orderEvents)
    .set({ at })
    .where(and(gt(orderEvents.at, at), inArray(orderEvents.orderId, theirs)));
  await tx
    .update(orderTodos)
    .set({ raisedAt: at })
    .where(and(gt(orderTodos.raisedAt, at), inArray(orderTodos.orderId, theirs)));
  await tx
    .update(orders)
    .set({ updatedAt: at })
    .where(and(eq(orders.tenantId, tenantId), gt(orders.updatedAt, at)));
}

/** The last day the operator's quote holds, as the order desk sets it with the quote. */
export async function setDemoQuoteValidTo(tx: DbOrTx, orderId: string, validTo: string): Promise<void> {
  await tx.update(orders).set({ quoteValidTo: validTo }).where(eq(orders.id, orderId));
}

/** The customer's own references (`userdefine`), logged. */
export async function setDemoReferences(
  tx: DbOrTx,
  orderId: string,
  references: { contractNo: string; fields: { label: string; value: string }[] },
  who: OrderWho,
): Promise<void> {
  const { contractNo, fields } = references;
  await tx.update(orders).set({ contractNo, userFields: fields }).where(eq(orders.id, orderId));
  const changes = { contractNo: [null, contractNo], userFields: [[], fields] } as Record<string, [unknown, unknown]>;
  await logOrderEvent(tx, orderId, who, { action: 'userdefine', changes });
}

/** A to-do the customer marked done at `at`, logged. */
export async function doneDemoTodo(
  tx: DbOrTx,
  orderId: string,
  todo: { id: string; text: string },
  who: OrderWho,
  at: number,
): Promise<void> {
  await tx
    .update(orderTodos)
    .set({ doneAt: new Date(at), doneBy: who.name })
    .where(eq(orderTodos.id, todo.id));
  await logOrderEvent(tx, orderId, who, { action: 'todo_done', remark: todo.text });
}

/** A stored file filed on the order at `at` by the customer or the operator, logged. */
export async function attachDemoFile(
  tx: DbOrTx,
  orderId: string,
  file: { id: string; name: string; category: OrderFileCategory; addedBy: OrderActor; at: number },
  who: OrderWho,
): Promise<void> {
  await tx
    .insert(orderFiles)
    .values({ orderId, fileId: file.id, category: file.category, addedBy: file.addedBy, addedAt: new Date(file.at) });
  await logOrderEvent(tx, orderId, who, { action: 'addfile', remark: file.name });
}

/** A service tariff row (decision 017). */
export type ServiceTariffRow = typeof serviceTariffs.$inferInsert;

/**
 * Adds the tariffs of every fee code the table has no row of: all of them into an empty table, and a
 * service added later into a demo database made before it. Codes with rows are left as they are. False
 * when nothing was missing.
 */
export async function addMissingServiceTariffs(db: Db, rows: readonly ServiceTariffRow[]): Promise<boolean> {
  const present = await db.selectDistinct({ code: serviceTariffs.code }).from(serviceTariffs);
  const codes = new Set(present.map((row) => row.code));
  const missing = rows.filter((row) => !codes.has(row.code));
  if (missing.length === 0) return false;
  await db.insert(serviceTariffs).values(missing).onConflictDoNothing();
  return true;
}
