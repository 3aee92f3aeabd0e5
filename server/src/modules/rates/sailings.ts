import { MAX_SAILING_AHEAD_DAYS } from '@seabook/domain/rates';
import { AppError } from '../../lib/errors.ts';
import { isoToDay, isoWeekday } from './clock.ts';

/** The sailing calendar of LCL services and FCL rates: weekly days, validity, cut-offs, transit. */

/** What a sailing calendar needs: weekly days, validity, cut-offs and transit time. */
export type Schedulable = {
  weekdayMask: number;
  validFromDay: number;
  validToDay: number;
  cutoffDays: number;
  transitDays: number;
};

export type Sailing = { day: number; cutoffDay: number; etaDay: number };

/** The sailing of a service on a day it sails: its documents cut-off and its arrival. */
export function sailingAt(service: Schedulable, day: number): Sailing {
  return { day, cutoffDay: day - service.cutoffDays, etaDay: day + service.transitDays };
}

/**
 * The sailing of a service on a day, or null: the service must sail that weekday, the day must lie in
 * its validity, and its documents cut-off must not have passed (a sailing is bookable until then).
 */
export function sailingOn(service: Schedulable, day: number, today: number): Sailing | null {
  let found: Sailing | null = null;
  forEachSailingDay(service, day, day, today, () => {
    found = sailingAt(service, day);
    return false;
  });
  return found;
}

/**
 * Calls `visit` with each bookable sailing day from one day to another (both included), in order, until
 * it returns false: the service sails that weekday, the day lies in its validity, and its documents
 * cut-off (day − cutoffDays) is not before today; found by walking the weekdays from the first day that
 * can qualify. The one calendar rule: `sailingOn` and `sailingsBetween` are built on it, and the search
 * calls it with a lane's numbers (lane-columns.ts).
 */
export function forEachSailingDay(
  service: Schedulable,
  fromDay: number,
  toDay: number,
  today: number,
  visit: (day: number) => boolean | undefined,
): void {
  const last = Math.min(toDay, service.validToDay);
  let day = Math.max(fromDay, service.validFromDay, today + service.cutoffDays);
  let weekday = isoWeekday(day);
  for (; day <= last; day++) {
    if ((service.weekdayMask & (1 << weekday)) !== 0 && visit(day) === false) return;
    weekday = weekday === 7 ? 1 : weekday + 1;
  }
}

/** The bookable sailings from one day to another (both included), at most `limit` of them. */
export function sailingsBetween(
  service: Schedulable,
  fromDay: number,
  toDay: number,
  today: number,
  limit = Number.POSITIVE_INFINITY,
): Sailing[] {
  const sailings: Sailing[] = [];
  if (limit <= 0) return sailings;
  forEachSailingDay(service, fromDay, toDay, today, (day) => {
    sailings.push(sailingAt(service, day));
    return sailings.length < limit;
  });
  return sailings;
}

/** The next bookable sailings of a service from today, within its validity. */
export function nextSailings(entry: Schedulable, today: number, limit: number): Sailing[] {
  return sailingsBetween(entry, today, entry.validToDay, today, limit);
}

/** The first day of a search window: today by default; refused when past or too far ahead. */
export function windowStart(sailingDate: string | undefined, today: number): number {
  if (!sailingDate) return today;
  const day = isoToDay(sailingDate);
  if (day < today || day > today + MAX_SAILING_AHEAD_DAYS)
    throw new AppError('SAILING_DATE_INVALID', { fields: { sailingDate: 'SAILING_DATE_INVALID' } });
  return day;
}
