import { addDays, chinaToday } from '@seabook/domain/china-time';
import { isWeekend, workingDaysDeadline } from '@seabook/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { customerWithOrder, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';

/** The working calendar finance keeps (decision 042), and the confirm deadline counting with it. */

let t: TestContext;
let m: Money;
let calls: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  t = await startTestApp();
  m = await moneyDesk(t);
  calls = moneyCalls(t);
});
afterAll(async () => {
  await t?.close();
});

const save = (body: unknown) => calls.post('ops/finance/calendar/save', body, m.finance);
const remove = (day: string) => calls.post('ops/finance/calendar/remove', { day }, m.finance);
const year = (y: number) => calls.get(`ops/finance/calendar?year=${y}`, m.finance);

/** The next `n` weekdays after today (China calendar). */
function nextWeekdays(n: number): string[] {
  const days: string[] = [];
  for (let day = addDays(chinaToday(), 1); days.length < n; day = addDays(day, 1)) if (!isWeekend(day)) days.push(day);
  return days;
}

describe('the working calendar', () => {
  it('keeps holidays on weekdays and workdays on weekends, a year at a time, and refuses what is no exception', async () => {
    expectRefusal(
      await save({ day: '2031-10-04', kind: 'holiday', name: 'National Day' }),
      'CALENDAR_DAY_NOT_EXCEPTION',
    );
    expectRefusal(await save({ day: '2031-10-06', kind: 'workday', name: 'x' }), 'CALENDAR_DAY_NOT_EXCEPTION');
    expectRefusal(await save({ day: '2031-02-30', kind: 'holiday', name: 'x' }), 'CALENDAR_DAY_INVALID');
    expectRefusal(await save({ day: '2031-10-06', kind: 'holiday', name: ' ' }), 'CALENDAR_NAME_REQUIRED');
    expect(ok(await year(2031)).data.days).toEqual([]);

    ok(await save({ day: '2031-10-06', kind: 'holiday', name: 'National Day' }));
    ok(await save({ day: '2031-10-11', kind: 'workday', name: 'National Day make-up' }));
    // Saving a kept day again changes it; five at once keep one row.
    const again = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save({ day: '2031-10-06', kind: 'holiday', name: `国庆节 ${i}` })),
    );
    for (const answer of again) ok(answer);
    const kept = ok(await year(2031)).data;
    expect(kept.days.map((d: { day: string }) => d.day)).toEqual(['2031-10-06', '2031-10-11']);
    expect(kept.days[1]).toEqual({ day: '2031-10-11', kind: 'workday', name: 'National Day make-up' });
    expect(ok(await year(2032)).data.days).toEqual([]);

    ok(await remove('2031-10-11'));
    expectRefusal(await remove('2031-10-11'), 'NOT_FOUND');
    expect(ok(await year(2031)).data.days).toHaveLength(1);
    expectRefusal(await year(1200), 'CALENDAR_DAY_INVALID');
  });

  it('is only for finance', async () => {
    const { customer } = await customerWithOrder(m);
    const answer = await calls.post(
      'ops/finance/calendar/save',
      { day: '2031-10-06', kind: 'holiday', name: 'x' },
      customer.token,
    );
    expect([401, 403]).toContain(answer.status);
  });

  it('moves a bill’s confirm deadline past the holidays kept', async () => {
    const holidays = nextWeekdays(2);
    for (const day of holidays) ok(await save({ day, kind: 'holiday', name: 'Holiday' }));
    const owner = await customerWithOrder(m);
    const draft = ok(await calls.fromOrder({ orderNo: owner.orderNo }, m.finance)).data;
    const before = Date.now();
    const sent = ok(await calls.send(draft.id, m.finance)).data;
    const calendar = { holidays: new Set(holidays), workdays: new Set<string>() };
    expect(Date.parse(sent.confirmBy)).toBe(workingDaysDeadline(before, 2, calendar));
    expect(Date.parse(sent.confirmBy)).toBeGreaterThan(workingDaysDeadline(before, 2));
    for (const day of holidays) ok(await remove(day));
  });
});
