import type { BusinessNode, OrderStatus } from '@seabook/domain/order-flow';
import { progressSteps } from '@seabook/domain/order-flow';
import {
  TRACKING_MAX_SHIPMENTS,
  type TrackingAnswer,
  type TrackingContainer,
  type TrackingMilestone,
  type TrackingQuery,
  type TrackingShipment,
  type TrackingType,
} from '@seabook/domain/tracking';
import { type AnyColumn, and, asc, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/context.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { orderContainers, orderMilestones, orders } from '../orders/orders.tables.ts';
import { today } from '../rates/clock.ts';
import { portRefOf } from '../rates/quote-lines.ts';

/**
 * Cargo tracking (GET /v2/tracking/search, decision 020 "numbers a customer tracks by"): finds the
 * orders a number names and answers where their cargo is. Read-only over the orders module's tables.
 *
 * What anyone sees: route, vessel and voyage, dates, progress, DCSA events and box numbers. Parties,
 * cargo, prices, files, to-dos, remarks, references and whose order it is are never read here, so they
 * cannot leak. The owner's tenant also gets the order id (to open the full order) and seal numbers.
 */

/** Orders nobody can track yet or any more: still waiting for review, refused, cancelled. */
const UNTRACKABLE: OrderStatus[] = ['pending_review', 'rejected', 'cancelled'];

/** Case-blind equality with a cleaned (capitalised) number. */
function sameNo(column: AnyColumn, no: string): SQL {
  return sql`upper(${column}) = ${no}`;
}

/** The orders a number names by type: 1 B/L, booking or order number; 3 contract number (2 is by container). */
function numberFilter(type: Exclude<TrackingType, 2>, no: string): SQL | undefined {
  if (type === 3) return sameNo(orders.contractNo, no);
  // Order numbers are stored as issued, in capitals: an exact match keeps to the unique index.
  return or(eq(orders.orderNo, no), sameNo(orders.blNo, no), sameNo(orders.bookingNo, no));
}

const columns = {
  id: orders.id,
  tenantId: orders.tenantId,
  status: orders.status,
  pol: orders.pol,
  pod: orders.pod,
  vessel: orders.vessel,
  voyage: orders.voyage,
  sailingDate: orders.sailingDate,
  loading: orders.loading,
};
type Found = { [K in keyof typeof columns]: (typeof orders.$inferSelect)[K] };

async function findOrders(db: Db, type: TrackingType, no: string): Promise<Found[]> {
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

/** A YYYY-MM-DD field of the operator's loading information (orders.loading), or null. */
function loadingDay(loading: unknown, field: 'etd' | 'eta' | 'atd' | 'ata'): string | null {
  if (typeof loading !== 'object' || loading === null) return null;
  const value = (loading as Record<string, unknown>)[field];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The tenant whose orders the caller owns, if a customer. */
function ownerTenant(actor: Actor): string | null {
  return actor.kind === 'account' ? actor.tenantId : null;
}

/**
 * The shipments a number names, newest first, as `actor` may see them. Without a type (none chosen,
 * none evident) the number is tried as type 1, then as a contract number.
 */
export async function trackShipments(db: Db, actor: Actor, query: TrackingQuery): Promise<TrackingAnswer> {
  const { no } = query;
  let type: TrackingType = query.type ?? 1;
  let found = await findOrders(db, type, no);
  if (query.type === null && found.length === 0) {
    const byContract = await findOrders(db, 3, no);
    if (byContract.length > 0) [type, found] = [3, byContract];
  }
  if (found.length === 0) return { type, no, shipments: [] };

  const ids = found.map((row) => row.id);
  const [milestoneRows, containerRows, catalog] = await Promise.all([
    db.select().from(orderMilestones).where(inArray(orderMilestones.orderId, ids)).orderBy(asc(orderMilestones.at)),
    db
      .select()
      .from(orderContainers)
      .where(
        type === 2
          ? and(inArray(orderContainers.orderId, ids), eq(orderContainers.containerNo, no))
          : inArray(orderContainers.orderId, ids),
      )
      .orderBy(asc(orderContainers.containerNo)),
    getCatalog(db),
  ]);
  const milestonesOf = groupBy(milestoneRows, (row) => row.orderId);
  const containersOf = groupBy(containerRows, (row) => row.orderId);
  const tenant = ownerTenant(actor);

  const shipments = found.map((row): TrackingShipment => {
    const owner = row.tenantId === tenant;
    const events = milestonesOf.get(row.id) ?? [];
    const at = Object.fromEntries(events.map((event) => [event.node, event.at.toISOString()])) as Partial<
      Record<BusinessNode, string>
    >;
    const actualDay = (node: BusinessNode) => {
      const event = events.find((e) => e.node === node);
      return event ? today(event.at.getTime()) : null;
    };
    const milestones = events.map(
      (event): TrackingMilestone => ({
        node: event.node,
        eventType: event.eventType as TrackingMilestone['eventType'],
        code: event.eventCode,
        at: event.at.toISOString(),
        location: event.location,
      }),
    );
    const containers = (containersOf.get(row.id) ?? []).map(
      (box): TrackingContainer => ({ containerNo: box.containerNo, type: box.type, sealNo: owner ? box.sealNo : null }),
    );
    return {
      ref: no,
      pol: portRefOf(catalog, row.pol),
      pod: portRefOf(catalog, row.pod),
      vessel: row.vessel,
      voyage: row.voyage,
      etd: loadingDay(row.loading, 'etd') ?? row.sailingDate,
      eta: loadingDay(row.loading, 'eta'),
      atd: loadingDay(row.loading, 'atd') ?? actualDay('sailed'),
      ata: loadingDay(row.loading, 'ata') ?? actualDay('arrived'),
      status: row.status,
      steps: progressSteps(row.status, at),
      milestones,
      containers,
      owner,
      ...(owner ? { orderId: row.id } : {}),
    };
  });
  return { type, no, shipments };
}
