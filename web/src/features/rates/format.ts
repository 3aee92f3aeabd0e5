import { ENGLISH_MONTHS, isIsoDate } from '@seabook/domain/china-time';
import type { Locale } from '@seabook/domain/i18n';
import { type Money, toDecimalString } from '@seabook/domain/money-rules';

/**
 * Display helpers of the rate pages. Money goes through `toDecimalString` (integer minor units, never a
 * float); calendar dates (sailings, cut-offs, validity) are days at a port, shown by the China clock's
 * `formatDay` (a sailing on 2026-05-12 reads "May 12 2026"). Neither zod nor a date library: the popular
 * routes and the search form of the first page use this file (money-rules.ts and china-time.ts are
 * domain modules without zod).
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

export { formatDay } from '@seabook/domain/china-time';

/** A short day without the year for dense places (filters): "05-12" or "May 12". */
export function formatShortDay(day: string, locale: Locale): string {
  if (!isIsoDate(day)) return '';
  return locale === 'en' ? `${ENGLISH_MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}` : day.slice(5);
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
