import { describe, expect, it } from 'vitest';
import { isContainerNumber } from './booking-rules.ts';
import {
  customerMayCancel,
  findMove,
  movesFrom,
  ORDER_ACTORS,
  ORDER_MOVES,
  ORDER_STATUS_TABS,
  ORDER_STATUSES,
  type OrderStatus,
  PROGRESS_STEPS,
  progressSteps,
} from './order-flow.ts';

describe('the move table', () => {
  it('finds every allowed move for each of its actors and refuses it for the others', () => {
    for (const move of ORDER_MOVES)
      for (const actor of ORDER_ACTORS) {
        const found = findMove(move.from, move.to, actor);
        if (move.by.includes(actor)) {
          expect(found, `${move.from}→${move.to} by ${actor}`).toBeDefined();
          expect(found?.action).toBe(move.action);
        } else {
          // Another row may join the same pair for this actor (quote_to_confirm → cancelled).
          const other = ORDER_MOVES.find((m) => m.from === move.from && m.to === move.to && m.by.includes(actor));
          expect(found, `${move.from}→${move.to} by ${actor}`).toBe(other);
        }
      }
  });

  it('refuses every pair of statuses not in the table, for every actor (13 × 13 × 3)', () => {
    let refused = 0;
    let allowed = 0;
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of ORDER_ACTORS) {
          const inTable = ORDER_MOVES.some((m) => m.from === from && m.to === to && m.by.includes(actor));
          const found = findMove(from, to, actor);
          if (inTable) {
            expect(found, `${from}→${to} by ${actor}`).toBeDefined();
            allowed += 1;
          } else {
            expect(found, `${from}→${to} by ${actor}`).toBeUndefined();
            refused += 1;
          }
        }
    expect(allowed + refused).toBe(13 * 13 * 3);
    expect(allowed).toBe(ORDER_MOVES.reduce((sum, m) => sum + m.by.length, 0));
  });

  it('leaves the final statuses with no move for anyone', () => {
    for (const status of ['completed', 'rejected', 'cancelled'] as const)
      for (const actor of ORDER_ACTORS) expect(movesFrom(status, actor)).toEqual([]);
  });

  it('lets the customer cancel until the space is booked, never after', () => {
    const cancellable = ORDER_STATUSES.filter(customerMayCancel);
    // At quote_to_confirm the customer's way to cancelled is declining the quote.
    expect(cancellable).toEqual(['pending_review', 'pending_quote', 'quote_to_confirm', 'pending_booking']);
    expect(findMove('quote_to_confirm', 'cancelled', 'customer')?.action).toBe('decline_quote');
    expect(findMove('pending_preallocation', 'cancelled', 'customer')).toBeUndefined();
    expect(findMove('pending_preallocation', 'cancelled', 'operator')?.action).toBe('cancel');
  });

  it('puts every status in exactly one tab besides all', () => {
    const { all, ...tabs } = ORDER_STATUS_TABS;
    expect([...all]).toEqual([...ORDER_STATUSES]);
    const grouped = Object.values(tabs).flat() as OrderStatus[];
    expect([...grouped].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('progress steps', () => {
  const states = (status: OrderStatus, nodes: Parameters<typeof progressSteps>[1] = {}) =>
    Object.fromEntries(progressSteps(status, nodes).map((s) => [s.step, s.state]));

  it('has review current while the order waits for review, the rest waiting', () => {
    const steps = progressSteps('pending_review', {});
    expect(steps.map((s) => s.step)).toEqual(PROGRESS_STEPS.map((s) => s.step));
    expect(steps[0]).toEqual({ step: 'review', state: 'current', at: null });
    expect(steps.slice(1).every((s) => s.state === 'waiting')).toBe(true);
  });

  it('ticks a step only when its node happened: a step passed over is skipped, not done (issue 14)', () => {
    const booked = '2026-03-02T08:00:00.000Z';
    const warehoused = '2026-03-05T09:30:00.000Z';
    const steps = progressSteps('in_progress', { booked, warehoused });
    const byStep = Object.fromEntries(steps.map((s) => [s.step, s]));
    expect(byStep.review?.state).toBe('done');
    expect(byStep.booking).toEqual({ step: 'booking', state: 'done', at: booked });
    expect(byStep.pickup).toEqual({ step: 'pickup', state: 'skipped', at: null });
    expect(byStep.warehouse).toEqual({ step: 'warehouse', state: 'done', at: warehoused });
    expect(byStep.packing?.state).toBe('current');
    expect(byStep.bl_confirmation?.state).toBe('waiting');
    expect(steps.filter((s) => s.state === 'current')).toHaveLength(1);
  });

  it('leaves warehouse and packing unticked while the warehoused node has not happened', () => {
    const s = states('bl_checking', { booked: '2026-03-02T08:00:00Z', bill_check: '2026-03-08T08:00:00Z' });
    expect([s.booking, s.pickup, s.warehouse, s.packing, s.bl_confirmation]).toEqual([
      'done',
      'skipped',
      'skipped',
      'skipped',
      'done',
    ]);
    expect(s.customs_release).toBe('current');
  });

  it('has packing done once the warehoused cargo was released or sailed', () => {
    const nodes = { booked: '2026-03-02T08:00:00Z', warehoused: '2026-03-04T08:00:00Z' };
    expect(states('in_progress', nodes).packing).toBe('current');
    const released = states('in_progress', { ...nodes, customs_released: '2026-03-06T08:00:00Z' });
    expect([released.warehouse, released.packing, released.customs_release]).toEqual(['done', 'done', 'done']);
    expect(released.bl_confirmation).toBe('skipped');
  });

  it('stops at the first open step of a cancelled or rejected order', () => {
    expect(states('cancelled')).toMatchObject({ review: 'stopped', booking: 'waiting' });
    expect(states('rejected')).toMatchObject({ review: 'stopped' });
    const s = states('cancelled', { booked: '2026-03-02T08:00:00Z' });
    expect(s).toMatchObject({ review: 'done', booking: 'done', pickup: 'stopped', warehouse: 'waiting' });
  });

  it('has no current step once the order is completed: what was not recorded was skipped', () => {
    const s = states('completed', { booked: '2026-03-02T08:00:00Z', sailed: '2026-03-09T08:00:00Z' });
    expect([s.review, s.booking, s.pickup, s.loading, s.arrival]).toEqual([
      'done',
      'done',
      'skipped',
      'done',
      'skipped',
    ]);
    expect(Object.values(s)).not.toContain('current');
  });
});

describe('ISO 6346 container numbers', () => {
  it('accepts correct check digits and refuses a wrong one', () => {
    expect(isContainerNumber('CSQU3054383')).toBe(true);
    expect(isContainerNumber('MSCU6639870')).toBe(true);
    expect(isContainerNumber('CSQU3054384')).toBe(false);
  });
});
