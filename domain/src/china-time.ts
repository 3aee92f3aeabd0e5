import type { Locale } from './i18n.ts';

/**
 * The one China clock (decision 027). Sailings, cut-offs, pickups, validity dates, document numbers
 * and monthly allowances are counted on China's calendar, and every time a person reads or types is
 * China time, whatever the zone of their browser or of the server. China keeps UTC+8 all year (no
 * daylight saving since 1991), so the clock is a fixed offset: no time-zone database, no date library
 * and no zod, as the first page uses it.
 *
 * Instants are stored and sent as instants (epoch milliseconds, `Date`, ISO 8601 with an offset); a
 * "day" is a China calendar date written YYYY-MM-DD; a "wall time" is a China clock reading written
 * YYYY-MM-DD HH:mm[:ss].
 */

/** The IANA name of the zone, for libraries that want one (antd's pickers through dayjs). */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
export const CHINA_UTC_OFFSET_MINUTES = 480;
/** How a shown time names its zone, the same in every language. */
export const CHINA_ZONE_LABEL = 'UTC+8';
export const DAY_MS = 86_400_000;
const OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * 60_000;

/** An instant: a `Date`, epoch milliseconds, or an ISO 8601 date-time with its offset (as the wire carries it). */
export type Instant = Date | number | string;

/** Epoch milliseconds of an instant; NaN when it is not one. */
export function epochOf(at: Instant): number {
  if (typeof at === 'number') return at;
  if (typeof at === 'string') return Date.parse(at);
  return at.getTime();
}

/** The China wall clock at an instant as "YYYY-MM-DDTHH:mm:ss" (throws on a non-instant, like `Date`). */
function wallOf(at: Instant): string {
  return new Date(epochOf(at) + OFFSET_MS).toISOString().slice(0, 19);
}

/** The calendar date in China at an instant (YYYY-MM-DD). */
export function chinaDate(at: Instant): string {
  return wallOf(at).slice(0, 10);
}

/** Today in China (YYYY-MM-DD): the day the server and every page count with. */
export function chinaToday(now: number = Date.now()): string {
  return chinaDate(now);
}

/** The China wall time of an instant: "2026-11-26 14:30", or to the second "2026-11-26 14:30:05". */
export function chinaDateTime(at: Instant, precision: 'minute' | 'second' = 'minute'): string {
  return wallOf(at)
    .slice(0, precision === 'second' ? 19 : 16)
    .replace('T', ' ');
}

/** Minutes since midnight in China at an instant (0–1439). */
export function chinaMinutes(at: Instant): number {
  const ms = (((epochOf(at) + OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(ms / 60_000);
}

/** Whole days since 1970-01-01 on China's calendar at an instant (the rates' day numbers). */
export function chinaDayNumber(at: Instant): number {
  return Math.floor((epochOf(at) + OFFSET_MS) / DAY_MS);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant of a China wall time, as a person typed or picked it: "2026-11-26", "2026-11-26 14:30",
 * "2026-11-26T14:30:05". Null when it is not a real date and time (2026-02-30, 24:00, 14:60).
 */
export function chinaInstant(wallTime: string): number | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-30 over into March: a real date reads back as written.
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== match.slice(1, 4).join('-')) return null;
  return utc - OFFSET_MS;
}

/** The instant a China calendar day begins (00:00 China time); NaN when `day` is not a real date. */
export function chinaDayStart(day: string): number {
  return isIsoDate(day) ? (chinaInstant(day) as number) : Number.NaN;
}

/** The instant the China month after the one of `at` begins (when a monthly allowance renews). */
export function nextChinaMonthStart(at: Instant): number {
  const [year, month] = chinaDate(at).split('-').map(Number) as [number, number];
  return Date.UTC(year, month, 1) - OFFSET_MS;
}

/** An instant written in China time with its offset: "2026-11-26T14:30:00+08:00" (the same instant). */
export function chinaIso(at: Instant): string {
  return `${wallOf(at)}+08:00`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic: no zone, no clock change). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------
// Display (spec §9): YYYY-MM-DD, English "MMM DD YYYY"; times in China time with the zone named

/** English month names as spec §9's dates write them. */
export const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A calendar day for display: as is in Chinese, "MMM DD YYYY" in English ("Nov 26 2026"); '' when it is
 * not a real YYYY-MM-DD day. Days are never shifted: the 16 hours spec §9 subtracts in English would
 * show the day before (decision 027).
 */
export function formatDay(day: string, locale: Locale): string {
  if (!isIsoDate(day)) return '';
  if (locale !== 'en') return day;
  return `${ENGLISH_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(8, 10)} ${day.slice(0, 4)}`;
}

/** The China calendar day of an instant for display (a YYYY-MM-DD day is taken as is); '' when neither. */
export function formatChinaDate(at: Instant | null | undefined, locale: Locale): string {
  if (at === null || at === undefined || at === '') return '';
  if (typeof at === 'string' && ISO_DATE.test(at)) return formatDay(at, locale);
  return Number.isNaN(epochOf(at)) ? '' : formatDay(chinaDate(at), locale);
}

/**
 * An instant for display in China time with the zone named: "2026-11-26 14:30 (UTC+8)", in English
 * "Nov 26 2026 14:30 (UTC+8)"; '' when it is not an instant.
 */
export function formatChinaDateTime(
  at: Instant | null | undefined,
  locale: Locale,
  precision: 'minute' | 'second' = 'minute',
): string {
  if (at === null || at === undefined || at === '' || Number.isNaN(epochOf(at))) return '';
  const wall = chinaDateTime(at, precision);
  return `${formatDay(wall.slice(0, 10), locale)} ${wall.slice(11)} (${CHINA_ZONE_LABEL})`;
}
