import type { BusinessNode } from '@seabook/domain/order-flow';
import { progressSteps } from '@seabook/domain/order-flow';
import type {
  TrackingAnswer,
  TrackingContainer,
  TrackingMilestone,
  TrackingQuery,
  TrackingShipment,
  TrackingType,
} from '@seabook/domain/tracking';
import type { Db } from '../../db/client.ts';
import { type Scope, scopeOf } from '../../db/tenancy-scope.ts';
import type { Actor } from '../../http/context.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { findTrackedOrders, trackedEvents } from '../orders/orders.service.ts';
import { portRefOf, today } from '../rates/rates.service.ts';

/**
 * Cargo tracking (GET /v2/tracking/search, decision 020 "numbers a customer tracks by"): finds the
 * orders a number names and answers where their cargo is, from what the orders module answers.
 *
 * What anyone sees: route, vessel and voyage, dates, progress, DCSA events and box numbers. Parties,
 * cargo, prices, files, to-dos, remarks, references and whose order it is are never read here, so they
 * cannot leak. The owner's tenant also gets the order id (to open the full order) and seal numbers.
 */

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

/** The orders the caller owns, if a customer (decision 033: a sub-account's own, unless it sees the company's). */
function ownerScope(actor: Actor): Scope | null {
  return actor.kind === 'account' ? scopeOf(actor) : null;
}

/**
 * The shipments a number names, newest first, as `actor` may see them. Without a type (none chosen,
 * none evident) the number is tried as type 1, then as a contract number.
 */
export async function trackShipments(db: Db, actor: Actor, query: TrackingQuery): Promise<TrackingAnswer> {
  const { no } = query;
  let type: TrackingType = query.type ?? 1;
  let found = await findTrackedOrders(db, type, no);
  if (query.type === null && found.length === 0) {
    const byContract = await findTrackedOrders(db, 3, no);
    if (byContract.length > 0) [type, found] = [3, byContract];
  }
  if (found.length === 0) return { type, no, shipments: [] };

  const ids = found.map((row) => row.id);
  const [{ milestones: milestoneRows, containers: containerRows }, catalog] = await Promise.all([
    trackedEvents(db, ids, type === 2 ? no : null),
    getCatalog(db),
  ]);
  const milestonesOf = groupBy(milestoneRows, (row) => row.orderId);
  const containersOf = groupBy(containerRows, (row) => row.orderId);
  const scope = ownerScope(actor);

  const shipments = found.map((row): TrackingShipment => {
    const owner =
      scope !== null &&
      row.tenantId === scope.tenantId &&
      (scope.accountId === null || row.accountId === scope.accountId);
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
