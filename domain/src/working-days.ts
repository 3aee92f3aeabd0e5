import { addDays, chinaDate, chinaDayStart, type Instant } from './china-time.ts';

/**
 * Working days on China's calendar (spec §9: a bill is confirmed within 2 working days, a remittance is
 * released 1–2 working days after its slip). A working day is Monday to Friday, except the days finance
 * keeps in the working calendar (`/ops/finance`, decision 042): public holidays that fall on a weekday, and
 * the weekend days worked in exchange (调休) that the State Council announces each year.
 */

/** The exceptions to Monday-to-Friday: YYYY-MM-DD China days off on a weekday, and weekend days worked. */
export type WorkingCalendar = { holidays: ReadonlySet<string>; workdays: ReadonlySet<string> };

/** Plain Monday to Friday, before any exception is kept. */
export const PLAIN_WEEKS: WorkingCalendar = { holidays: new Set(), workdays: new Set() };

/** Whether a YYYY-MM-DD day is a Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Monday to Friday, unless a holiday; a weekend day worked in exchange counts (a YYYY-MM-DD China day). */
export function isWorkingDay(day: string, calendar: WorkingCalendar = PLAIN_WEEKS): boolean {
  if (calendar.workdays.has(day)) return true;
  if (calendar.holidays.has(day)) return false;
  return !isWeekend(day);
}

/** The `n`th working day after `day` (n ≥ 1); `day` itself never counts. */
export function addWorkingDays(day: string, n: number, calendar: WorkingCalendar = PLAIN_WEEKS): string {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current, calendar)) left -= 1;
  }
  return current;
}

/**
 * The instant a period of `n` working days from `at` ends: the end of the `n`th working day after the
 * China day of `at` (the start of the next day), so a bill sent on Friday afternoon has until Tuesday's end.
 */
export function workingDaysDeadline(at: Instant, n: number, calendar: WorkingCalendar = PLAIN_WEEKS): number {
  return chinaDayStart(addDays(addWorkingDays(chinaDate(at), n, calendar), 1));
}

/** What a kept day is: a day off on a weekday, or a weekend day worked in exchange. */
export const CALENDAR_DAY_KINDS = ['holiday', 'workday'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];
export const CALENDAR_NAME_MAX = 30;

/**
 * Whether keeping `day` as `kind` changes anything: a holiday on a weekend, or a workday on a weekday,
 * is already so (the desk refuses it, so the calendar holds only real exceptions).
 */
export function isCalendarException(day: string, kind: CalendarDayKind): boolean {
  return kind === 'holiday' ? !isWeekend(day) : isWeekend(day);
}
