import { errorMessage } from '@seabook/domain/error-messages';
import type { Locale } from '@seabook/domain/i18n';
import type { AuditAction } from '@seabook/domain/ops-audit';
import type {
  OpsBulkMoveRequestSchema,
  OpsBulkMoveResult,
  OpsLoadingRequestSchema,
  OpsMilestoneRequestSchema,
  OpsOrderCounts,
  OpsOrderInfo,
  OpsOrderList,
  OpsOrderListQuerySchema,
  OpsOrderMoveRequestSchema,
  OpsTodoRequestSchema,
} from '@seabook/domain/ops-orders';
import { CONFIRM_BOOKING_TO } from '@seabook/domain/ops-orders';
import { findMove, isBlMove, ORDER_STATUSES, type OrderStatus } from '@seabook/domain/order-flow';
import type { LoadingInfo } from '@seabook/domain/order-info';
import { ORDER_COUNT_CAP } from '@seabook/domain/orders';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import {
  type LockedOrder,
  lockOrder,
  moveOrder,
  type OrderWho,
  raiseTodo,
  recordMilestone,
  storeLoading,
} from './order-flow.service.ts';
import { changeOrder, loadingOf, orderInfo } from './order-info.ts';
import { boundedCounts, keywordFilter, listColumns, listItem, newestFirst } from './order-list.ts';
import { orderContainers, orderMilestones, orders } from './orders.tables.ts';

/**
 * The operators' order desk (decision 020, issue 6): every tenant's orders and their counts per status,
 * one order with its owner and the operator's moves, and the operator's calls on it (a move, one move
 * for many orders, a business node, a to-do for the customer, the loading information). Each change
 * runs in one transaction on the locked order, writes the audit trail in it, and answers the order as
 * it now is. The quote is in ops-order-quote.ts, the documents in ops-order-files.ts.
 */

const ownerColumns = { company: tenants.name, accountName: accounts.name };

/** Oldest first, for a queue: the mirror of `newestFirst`. */
const oldestFirst = [asc(orders.createdAt), asc(orders.orderNo)];

/**
 * GET /v2/ops/order/list: every tenant's orders, newest first (or oldest first), by status, a group of
 * statuses and keyword.
 */
export async function opsListOrders(
  db: Db,
  query: z.output<typeof OpsOrderListQuerySchema>,
  cap = ORDER_COUNT_CAP,
): Promise<OpsOrderList> {
  const filter = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.statuses ? inArray(orders.status, query.statuses) : undefined,
    keywordFilter(query.keyword),
  );
  const [found, rows, catalog] = await Promise.all([
    boundedCounts(db, { total: filter }, cap),
    db
      .select({ ...listColumns, ...ownerColumns })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(filter)
      .orderBy(...(query.oldestFirst ? oldestFirst : newestFirst))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    getCatalog(db),
  ]);
  return {
    items: rows.map((row) => ({ ...listItem(catalog, row), company: row.company, accountName: row.accountName })),
    total: found.total.n,
    totalCapped: found.total.capped,
  };
}

/**
 * GET /v2/ops/order/counts: how many orders of every tenant each status holds (0 for none), each count
 * stopping at the cap (decision 045).
 */
export async function opsOrderCounts(db: Db, cap = ORDER_COUNT_CAP): Promise<OpsOrderCounts> {
  const found = await boundedCounts(
    db,
    Object.fromEntries(ORDER_STATUSES.map((status) => [status, eq(orders.status, status)])) as Record<OrderStatus, SQL>,
    cap,
  );
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, found[status].n])) as Record<
    OrderStatus,
    number
  >;
  return { counts, capped: ORDER_STATUSES.filter((status) => found[status].capped) };
}

/** The order with its owner's names and the operator's actions. */
async function opsView(db: DbOrTx, order: LockedOrder): Promise<OpsOrderInfo> {
  const [[owner], info] = await Promise.all([
    db
      .select(ownerColumns)
      .from(tenants)
      .innerJoin(accounts, eq(accounts.id, order.accountId))
      .where(eq(tenants.id, order.tenantId)),
    orderInfo(db, order, 'operator'),
  ]);
  return { ...info, company: owner?.company ?? '', accountName: owner?.accountName ?? '' };
}

/** GET /v2/ops/order/getinfo: any tenant's order. */
export function opsGetOrder(db: Db, id: string): Promise<OpsOrderInfo> {
  return db.transaction(async (tx) => opsView(tx, await lockOrder(tx, id, null)));
}

/** A change to any order, answering the order as the operator now sees it. */
export function onAnyOrder(
  db: Db,
  actor: StaffActor,
  id: string,
  act: (tx: Tx, order: LockedOrder, who: OrderWho) => Promise<void>,
): Promise<OpsOrderInfo> {
  return changeOrder(db, actor, { id, scope: null }, act, opsView);
}

/** The audit row of an operator's change to the order, written in the change's transaction. */
export function auditOrder(
  tx: DbOrTx,
  actor: StaffActor,
  order: LockedOrder,
  action: AuditAction,
  entry: { before?: unknown; after?: unknown; remark?: string | null },
): Promise<void> {
  return recordAudit(tx, actor, {
    action,
    objectType: 'order',
    objectId: order.id,
    objectLabel: order.orderNo,
    ...entry,
  });
}

type Move = { to: OrderStatus; remark?: string | undefined; bookingNo?: string | undefined };

/**
 * One operator move on the locked order, audited: the table decides (409 ORDER_MOVE_NOT_ALLOWED); the
 * quote move is the quote call's, as a quote without prices means nothing (409 ORDER_QUOTE_NEEDS_FEES).
 * Confirming the booking stores the carrier's booking number on the order (logged as a change) and
 * records the booked (CONF) node now, with the number as its remark (issue 14).
 */
async function auditedMove(
  tx: Tx,
  notifier: Notifier,
  actor: StaffActor,
  order: LockedOrder,
  who: OrderWho,
  move: Move,
): Promise<void> {
  const tableMove = findMove(order.status, move.to, 'operator');
  if (tableMove && isBlMove(tableMove)) throw new AppError('ORDER_MOVE_USE_BL');
  if (move.to === 'quote_to_confirm' && findMove(order.status, move.to, 'operator'))
    throw new AppError('ORDER_QUOTE_NEEDS_FEES');
  const remark = move.remark ?? null;
  const confirming = move.to === CONFIRM_BOOKING_TO && findMove(order.status, move.to, 'operator') !== undefined;
  if (!confirming) {
    await moveOrder(tx, notifier, order, move.to, who, remark);
    await auditOrder(tx, actor, order, 'order.move', {
      before: { status: order.status },
      after: { status: move.to },
      remark,
    });
    return;
  }
  const bookingNo = move.bookingNo;
  if (!bookingNo) throw new AppError('BOOKING_NO_REQUIRED', { fields: { bookingNo: 'BOOKING_NO_REQUIRED' } });
  const changes =
    order.bookingNo === bookingNo ? undefined : { bookingNo: [order.bookingNo, bookingNo] as [unknown, unknown] };
  await moveOrder(tx, notifier, order, move.to, who, remark, changes);
  await tx.update(orders).set({ bookingNo }).where(eq(orders.id, order.id));
  await recordMilestone(tx, notifier, order, 'booked', { at: new Date(), remark: bookingNo }, who);
  await auditOrder(tx, actor, order, 'order.move', {
    before: { status: order.status, bookingNo: order.bookingNo },
    after: { status: move.to, bookingNo },
    remark,
  });
}

/** POST /v2/ops/order/move: any move the table gives an operator (409 ORDER_MOVE_NOT_ALLOWED otherwise). */
export function opsMoveOrder(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof OpsOrderMoveRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, (tx, order, who) => auditedMove(tx, notifier, actor, order, who, input));
}

/** The order's number for a refusal, or '' when the id names no order. */
async function orderNoOf(db: Db, id: string): Promise<string> {
  try {
    rowId(id);
  } catch {
    return '';
  }
  const [row] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
  return row?.orderNo ?? '';
}

/**
 * POST /v2/ops/order/bulkmove: the same move for each order (each named once), one transaction per
 * order with the rules of a single move; a refusal (a move the table forbids, a missing order) is
 * reported with its message in the caller's language and leaves that order as it was.
 */
export async function opsBulkMove(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof OpsBulkMoveRequestSchema>,
  locale: Locale,
): Promise<OpsBulkMoveResult> {
  const result: OpsBulkMoveResult = { moved: [], refused: [] };
  const move = { to: input.to, remark: input.remark };
  for (const id of new Set(input.ids)) {
    try {
      await changeOrder(
        db,
        actor,
        { id, scope: null },
        (tx, order, who) => auditedMove(tx, notifier, actor, order, who, move),
        async () => undefined,
      );
      result.moved.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ id, orderNo: await orderNoOf(db, id), msg: errorMessage(error.key, locale, error.values) });
    }
  }
  return result;
}

/** POST /v2/ops/order/milestone: records or corrects a business node (422 MILESTONE_TIME_INVALID for a bad time). */
export function opsMilestone(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof OpsMilestoneRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    const event = { at: new Date(input.at), location: input.location ?? null, remark: input.remark ?? null };
    const [known] = await tx
      .select({ at: orderMilestones.at, location: orderMilestones.location, remark: orderMilestones.remark })
      .from(orderMilestones)
      .where(and(eq(orderMilestones.orderId, order.id), eq(orderMilestones.node, input.node)));
    await recordMilestone(tx, notifier, order, input.node, event, who);
    await auditOrder(tx, actor, order, 'order.milestone', {
      before: known ? { node: input.node, ...known, at: known.at.toISOString() } : null,
      after: { node: input.node, ...event, at: event.at.toISOString() },
    });
  });
}

/** POST /v2/ops/order/todo: asks the order's customer to do something. */
export function opsTodo(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: z.output<typeof OpsTodoRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    const todoId = await raiseTodo(tx, notifier, order, input.text, who);
    await auditOrder(tx, actor, order, 'order.todo', { after: { todoId, text: input.text } });
  });
}

/** What the audit keeps of the loading: the vessel, dates, numbers and boxes. */
function loadingFacts(
  loading: LoadingInfo | null,
  numbers: { blNo: string | null; bookingNo: string | null },
  boxes: { containerNo: string; sealNo: string | null }[],
) {
  return {
    vessel: loading?.vessel ?? null,
    voyage: loading?.voyage ?? null,
    etd: loading?.etd ?? null,
    eta: loading?.eta ?? null,
    ...numbers,
    containers: boxes.map((box) => ({ containerNo: box.containerNo, sealNo: box.sealNo })),
  };
}

/**
 * POST /v2/ops/order/loading: stores the loading information, its vessel and voyage on the order, the
 * B/L and booking numbers when given (kept otherwise), and its containers as the order's trackable
 * containers (replacing those known before). Logged with the numbers that changed.
 */
export function opsLoading(
  db: Db,
  actor: StaffActor,
  input: z.output<typeof OpsLoadingRequestSchema>,
): Promise<OpsOrderInfo> {
  return onAnyOrder(db, actor, input.id, async (tx, order, who) => {
    const boxes = await tx
      .select({ containerNo: orderContainers.containerNo, sealNo: orderContainers.sealNo })
      .from(orderContainers)
      .where(eq(orderContainers.orderId, order.id))
      .orderBy(asc(orderContainers.containerNo));
    await storeLoading(tx, order, input, who);
    await auditOrder(tx, actor, order, 'order.loading', {
      before: loadingFacts(loadingOf(order), { blNo: order.blNo, bookingNo: order.bookingNo }, boxes),
      after: loadingFacts(
        input.loading,
        { blNo: input.blNo ?? order.blNo, bookingNo: input.bookingNo ?? order.bookingNo },
        input.loading.containers,
      ),
    });
  });
}
