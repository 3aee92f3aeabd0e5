import { ORDER_REVIEW_MINUTES } from '@seabook/domain/booking-price';
import { chinaDate, chinaDayStart, DAY_MS } from '@seabook/domain/china-time';
import {
  DASHBOARD_QUEUES,
  type Dashboard,
  type DashboardQueue,
  type DashboardQueueCount,
  queuePermission,
  queueStatus,
  type ReviewPromise,
} from '@seabook/domain/ops-admin';
import { can, type PermissionGrant } from '@seabook/domain/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * GET /v2/ops/dashboard (issue 6): how much waits in each queue the operator's role can work and
 * what has waited longest, and how the day is going against the spec's promise of order review
 * feedback within 30 minutes. Everything is counted in the database; nothing is cached.
 */

type QueueRow = { status: string; id: string; number: string; since: Date | string; count: number };

/** Rows of a raw query; both drivers (pg and PGlite) answer with `{ rows }`. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Per status of one kind of item: how many, and the one waiting longest (oldest `since`, then the
 * lowest number). `items` is a query with the columns id, number, status and since.
 */
async function queueCounts(db: DbOrTx, items: SQL): Promise<Map<string, Omit<DashboardQueueCount, 'queue'>>> {
  const rows = await rowsOf<QueueRow>(
    db,
    sql`select distinct on (q.status) q.status, q.id::text as id, q.number, q.since,
          (count(*) over (partition by q.status))::int as count
        from (${items}) q
        order by q.status, q.since asc, q.number asc`,
  );
  return new Map(
    rows.map((row) => [
      row.status,
      { count: Number(row.count), oldest: { id: row.id, number: row.number, since: iso(row.since) } },
    ]),
  );
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The orders in the given statuses, each since it last entered its status (the log's latest move into
 * it; the creation for an order that never moved).
 */
function ordersIn(statuses: readonly string[]): SQL {
  return sql`select o.id, o.order_no as number, o.status,
      coalesce(
        (select max(e.at) from order_events e where e.order_id = o.id and e.to_status = o.status),
        o.created_at
      ) as since
    from orders o where o.status in (${inList(statuses)})`;
}

const WAITING_INQUIRIES = sql`select id, inquiry_no as number, status, created_at as since
  from inquiries where status = 'waiting'`;
const PENDING_LETTERS = sql`select id, letter_no as number, status, created_at as since
  from letters where status = 'pending'`;

/** The queues the role can work, in DASHBOARD_QUEUES order, with their counts and oldest item. */
async function queues(db: DbOrTx, permissions: readonly PermissionGrant[]): Promise<DashboardQueueCount[]> {
  const visible = DASHBOARD_QUEUES.filter((queue) => can(permissions, queuePermission(queue), 'query'));
  const of = (desk: string) => visible.filter((queue) => queue.startsWith(`${desk}.`));
  const orderStatuses = of('order').map(queueStatus);
  const [inquiries, orders, letters] = await Promise.all([
    of('inquiry').length ? queueCounts(db, WAITING_INQUIRIES) : undefined,
    orderStatuses.length ? queueCounts(db, ordersIn(orderStatuses)) : undefined,
    of('letter').length ? queueCounts(db, PENDING_LETTERS) : undefined,
  ]);
  const found = (queue: DashboardQueue) => {
    const counts = queue.startsWith('inquiry.') ? inquiries : queue.startsWith('letter.') ? letters : orders;
    return counts?.get(queueStatus(queue)) ?? { count: 0, oldest: null };
  };
  return visible.map((queue) => ({ queue, ...found(queue) }));
}

/**
 * The review promise on the China day of `now`: orders an operator first moved out of `pending_review`
 * that day (approve, require a quote, reject, cancel), those moved within 30 minutes of being placed,
 * and the orders placed more than 30 minutes ago still waiting for review.
 */
export async function reviewPromise(db: DbOrTx, now: Date): Promise<ReviewPromise> {
  const day = chinaDate(now);
  const start = new Date(chinaDayStart(day));
  const end = new Date(start.getTime() + DAY_MS);
  const minutes = ORDER_REVIEW_MINUTES;
  const operatorLeft = sql`e.from_status = 'pending_review' and e.to_status is distinct from 'pending_review'
    and e.actor_kind = 'operator'`;
  const [reviewed] = await rowsOf<{ reviewed: number; within: number }>(
    db,
    sql`select count(*)::int as reviewed,
          (count(*) filter (where first.at <= o.created_at + make_interval(mins => ${minutes})))::int as within
        from (
          select e.order_id, min(e.at) as at from order_events e
          where ${operatorLeft}
          group by e.order_id
          having min(e.at) >= ${start.toISOString()}::timestamptz and min(e.at) < ${end.toISOString()}::timestamptz
        ) first
        join orders o on o.id = first.order_id`,
  );
  const [waiting] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders
        where status = 'pending_review'
          and created_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${minutes})`,
  );
  return {
    day,
    minutes,
    reviewed: Number(reviewed?.reviewed ?? 0),
    within30: Number(reviewed?.within ?? 0),
    waitingOver30Now: Number(waiting?.n ?? 0),
  };
}

/** The dashboard of an operator with these permissions; the review promise only for the order desk. */
export async function dashboard(
  db: DbOrTx,
  permissions: readonly PermissionGrant[],
  now: Date = new Date(),
): Promise<Dashboard> {
  const [counts, review] = await Promise.all([
    queues(db, permissions),
    can(permissions, 'ops.orders', 'query') ? reviewPromise(db, now) : null,
  ]);
  return { now: now.toISOString(), queues: counts, review };
}
