import type { Locale } from '@seabook/domain/i18n';
import { type Money, toDecimalString } from '@seabook/domain/money-rules';

/**
 * Display helpers every page uses: money, calendar days and country names. Money goes through
 * `toDecimalString` (integer minor units, never a float); calendar dates (sailings, cut-offs, validity)
 * are days at a port, so unlike timestamps they are not shifted for the English calendar: a sailing on
 * 2026-05-12 reads "May 12 2026". Neither zod nor a date library ("plain"): the popular routes and the
 * search form of the first page use this file (money-rules.ts is the domain's money without zod).
 * Instants (timestamps) are format.ts's.
 */

/** Groups the whole part of a decimal string by thousands: "1234567.50" → "1,234,567.50". */
function groupThousands(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "USD 1,234.50": the currency code, then the amount with its minor digits. */
export function formatMoney(money: Money): string {
  return `${money.currency} ${groupThousands(toDecimalString(money.amount, money.currency))}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Year, month and day of a YYYY-MM-DD string (a timestamp's day part is used), or null. */
function dayParts(day: string): { year: string; month: number; date: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return null;
  const [, year = '', month = '', date = ''] = match;
  const time = Date.parse(`${year}-${month}-${date}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  return { year, month: Number(month), date: Number(date) };
}

/** A calendar day (YYYY-MM-DD): as is in Chinese, "MMM DD YYYY" in English (spec §9 formats). */
export function formatDay(day: string, locale: Locale): string {
  const parts = dayParts(day);
  if (!parts) return '';
  const dd = String(parts.date).padStart(2, '0');
  return locale === 'en'
    ? `${MONTHS[parts.month - 1]} ${dd} ${parts.year}`
    : `${parts.year}-${String(parts.month).padStart(2, '0')}-${dd}`;
}

/** A short day without the year for dense places (filters): "05-12" or "May 12". */
export function formatShortDay(day: string, locale: Locale): string {
  const parts = dayParts(day);
  if (!parts) return '';
  return locale === 'en'
    ? `${MONTHS[parts.month - 1]} ${parts.date}`
    : `${String(parts.month).padStart(2, '0')}-${String(parts.date).padStart(2, '0')}`;
}

const countryNames = new Map<Locale, Intl.DisplayNames | null>();

/** A country's name from its ISO 3166 code in a language, from the browser's own tables. */
export function countryName(code: string, locale: Locale): string {
  if (!countryNames.has(locale)) {
    try {
      countryNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      countryNames.set(locale, null);
    }
  }
  try {
    return countryNames.get(locale)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
