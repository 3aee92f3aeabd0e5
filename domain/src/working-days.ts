import { addDays, chinaDate, chinaDayStart, type Instant } from './china-time.ts';

/**
 * Working days on China's calendar (spec §9: a bill is confirmed within 2 working days, a remittance is
 * released 1–2 working days after its slip). A working day is Monday to Friday; the State Council's
 * yearly holiday arrangement (public holidays, and the weekends worked in exchange) is not kept yet
 * (decision 036), so a deadline across a holiday week comes early rather than late.
 */

/** Monday to Friday (a YYYY-MM-DD China day). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The `n`th working day after `day` (n ≥ 1); `day` itself never counts. */
export function addWorkingDays(day: string, n: number): string {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/**
 * The instant a period of `n` working days from `at` ends: the end of the `n`th working day after the
 * China day of `at` (the start of the next day), so a bill sent on Friday afternoon has until Tuesday's end.
 */
export function workingDaysDeadline(at: Instant, n: number): number {
  return chinaDayStart(addDays(addWorkingDays(chinaDate(at), n), 1));
}
