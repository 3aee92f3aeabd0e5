import type { OrderStatus } from '@seabook/domain/order-flow';
import { TRACKING_MAX_SHIPMENTS, type TrackingType } from '@seabook/domain/tracking';
import { type AnyColumn, and, asc, desc, eq, notInArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fromJsonRows, jsonRows } from '../../db/json-rows.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { orderContainers, orderMilestones, orders } from './orders.tables.ts';

/**
 * What cargo tracking reads of orders (the tracking module answers with it): the orders a number names
 * and their business nodes and containers. Parties, cargo, prices, files, to-dos, remarks and references
 * are never read here, so tracking cannot leak them.
 */

/** Orders nobody can track yet or any more: still waiting for review, refused, cancelled. */
const UNTRACKABLE: OrderStatus[] = ['pending_review', 'rejected', 'cancelled'];

/** Case-blind equality with a cleaned (capitalised) number. */
function sameNo(column: AnyColumn, no: string | Placeholder): SQL {
  return sql`upper(${column}) = ${no}`;
}

/** The orders a number names by type: 1 B/L, booking or order number; 3 contract number (2 is by container). */
function numberFilter(type: Exclude<TrackingType, 2>, no: string | Placeholder): SQL | undefined {
  if (type === 3) return sameNo(orders.contractNo, no);
  // Order numbers are stored as issued, in capitals: an exact match keeps to the unique index.
  return or(eq(orders.orderNo, no), sameNo(orders.blNo, no), sameNo(orders.bookingNo, no));
}

const columns = {
  id: orders.id,
  tenantId: orders.tenantId,
  accountId: orders.accountId,
  status: orders.status,
  pol: orders.pol,
  pod: orders.pod,
  vessel: orders.vessel,
  voyage: orders.voyage,
  sailingDate: orders.sailingDate,
  loading: orders.loading,
};

/** A trackable order as tracking sees it. */
export type TrackedOrder = { [K in keyof typeof columns]: (typeof orders.$inferSelect)[K] };

/**
 * The query of the trackable orders a number of the type names, newest first, at most
 * TRACKING_MAX_SHIPMENTS (a test reads its plan: the indexes must serve it as written).
 */
export function trackedOrdersQuery(db: DbOrTx, type: TrackingType, no: string | Placeholder) {
  const trackable = notInArray(orders.status, UNTRACKABLE);
  const order = [desc(orders.createdAt), desc(orders.orderNo)] as const;
  if (type === 2) {
    // One row per order at most: an order lists a container number once (its primary key).
    return db
      .select(columns)
      .from(orders)
      .innerJoin(orderContainers, eq(orderContainers.orderId, orders.id))
      .where(and(eq(orderContainers.containerNo, no), trackable))
      .orderBy(...order)
      .limit(TRACKING_MAX_SHIPMENTS);
  }
  return db
    .select(columns)
    .from(orders)
    .where(and(numberFilter(type, no), trackable))
    .orderBy(...order)
    .limit(TRACKING_MAX_SHIPMENTS);
}

/** `trackedOrdersQuery` of each type, prepared once (db/prepared.ts). */
const trackedOrdersStatement = preparedByShape(
  (type: TrackingType) => String(type),
  (db, type, key) => trackedOrdersQuery(db, type, sql.placeholder('no')).prepare(`tracked_orders_${key}`),
);

/** The trackable orders a number of the type names, newest first, at most TRACKING_MAX_SHIPMENTS. */
export async function findTrackedOrders(db: Db, type: TrackingType, no: string): Promise<TrackedOrder[]> {
  return trackedOrdersStatement(db, type).execute({ no });
}

/**
 * What `trackedEvents` reads, in one statement (decision 065) prepared once (db/prepared.ts): by
 * container number or not.
 */
const trackedEventsStatement = preparedByShape(
  (byContainer: boolean) => String(Number(byContainer)),
  (db, byContainer, key) => {
    const ofOrders = (column: AnyColumn) => sql`${column} = any(${sql.placeholder('orderIds')}::uuid[])`;
    return db
      .select({
        milestones: jsonRows(orderMilestones, ofOrders(orderMilestones.orderId), asc(orderMilestones.at)),
        containers: jsonRows(
          orderContainers,
          and(
            ofOrders(orderContainers.orderId),
            byContainer ? eq(orderContainers.containerNo, sql`${sql.placeholder('containerNo')}`) : undefined,
          ),
          asc(orderContainers.containerNo),
        ),
      })
      .from(sql`(select 1) as one`)
      .prepare(`tracked_events_${key}`);
  },
);

/**
 * The business nodes of the orders in time order, and their containers by number: all of them, or only
 * the container `containerNo` (tracking by container number).
 */
export async function trackedEvents(db: Db, orderIds: readonly string[], containerNo: string | null) {
  const [row] = await trackedEventsStatement(db, containerNo !== null).execute({
    orderIds: [...orderIds],
    containerNo,
  });
  if (!row) throw new Error('tracked_events answered no row');
  return {
    milestones: fromJsonRows(orderMilestones, row.milestones),
    containers: fromJsonRows(orderContainers, row.containers),
  };
}
