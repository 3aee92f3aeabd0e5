import { chinaDayNumber, DAY_MS } from '@seabook/domain/china-time';

/**
 * The day numbers of rates and schedules. "Today" is the calendar date in China, from the China clock
 * (`domain/src/china-time.ts`): sailings, cut-offs and validity dates are Chinese port dates, and a
 * shipper in Shanghai at 07:00 expects today's sailings, not yesterday's UTC date.
 *
 * Dates are handled as whole days since 1970-01-01 ("day numbers"): comparing, adding days and finding
 * the weekday are integer operations, and ISO strings are made only for the answer.
 */

export { DAY_MS };

/** Today's day number in China. */
export function todayDay(now: number = Date.now()): number {
  return chinaDayNumber(now);
}

/** Today's date in China as YYYY-MM-DD. */
export function today(now: number = Date.now()): string {
  return dayToIso(todayDay(now));
}

const isoCache = new Map<number, string>();

/** A day number as YYYY-MM-DD (memoised: the same few hundred days are formatted over and over). */
export function dayToIso(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoCache.size > 20_000) isoCache.clear();
    isoCache.set(day, iso);
  }
  return iso;
}

/** The day number of a YYYY-MM-DD date (the caller has checked the format). */
export function isoToDay(iso: string): number {
  return Math.floor(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS);
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week a day falls in. */
export function mondayOf(day: number): number {
  return day - (isoWeekday(day) - 1);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(iso: string, days: number): string {
  return dayToIso(isoToDay(iso) + days);
}
