import { ORDER_REVIEW_MINUTES } from '@seabook/domain/booking-price';
import { FINAL_STATUSES, ORDER_STATUSES, type OrderStatus } from '@seabook/domain/order-flow';
import { type OrderMoveOption, orderActions } from '@seabook/domain/order-info';

/**
 * The desk's queues: the statuses each tab holds, which of them are work queues (oldest first), their
 * counts, when a wait for review is overdue, and the moves a bulk action may offer.
 */

export const QUEUES = {
  review: ['pending_review'],
  quote: ['pending_quote', 'quote_to_confirm'],
  booking: ['pending_booking', 'pending_preallocation', 'in_progress'],
  bl: ['pending_bl_draft', 'bl_checking', 'pending_bl_issue', 'bl_issued'],
  completed: ['completed'],
  closed: ['rejected', 'cancelled'],
  all: ORDER_STATUSES,
} as const satisfies Record<string, readonly OrderStatus[]>;
export type Queue = keyof typeof QUEUES;
export const QUEUE_KEYS = Object.keys(QUEUES) as Queue[];

/** The queues someone works through: the oldest order first, so none waits too long. */
export const WORK_QUEUES: readonly Queue[] = ['review', 'quote', 'booking', 'bl'];

/** How many orders a queue holds, from the counts per status. */
export function queueCount(counts: Partial<Record<OrderStatus, number>>, queue: Queue): number {
  return QUEUES[queue].reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

/** An order waiting for review longer than the spec promises (30 minutes) is overdue. */
export function reviewOverdue(status: OrderStatus, minutes: number): boolean {
  return status === 'pending_review' && minutes > ORDER_REVIEW_MINUTES;
}

export function isFinal(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/**
 * The moves an operator may make from `status`, as buttons: a quote needs fee lines (the quote form),
 * so it is never a plain move.
 */
export function plainMoves(status: OrderStatus): OrderMoveOption[] {
  return orderActions(status, 'operator').moves.filter((move) => move.action !== 'quote');
}

/** Moves that need a value of each order's own (confirming the booking: its booking number). */
const ONE_AT_A_TIME: readonly string[] = ['confirm_booking'];

/**
 * The plain moves every one of `statuses` allows (same action to the same status), for a bulk action;
 * never one that needs a value of each order's own.
 */
export function commonMoves(statuses: readonly OrderStatus[]): OrderMoveOption[] {
  const [first, ...rest] = [...new Set(statuses)];
  if (first === undefined) return [];
  return plainMoves(first).filter(
    (move) =>
      !ONE_AT_A_TIME.includes(move.action) &&
      rest.every((status) => plainMoves(status).some((m) => m.action === move.action && m.to === move.to)),
  );
}

/** A move whose remark the customer must read: rejecting an order needs the reason. */
export function remarkRequired(move: OrderMoveOption): boolean {
  return move.action === 'reject';
}
