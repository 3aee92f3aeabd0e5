import { maskPhone } from '@seabook/domain/auth-rules';
import { formatChinaDate, formatChinaDateTime, type Instant } from '@seabook/domain/china-time';
import type { Locale } from '@seabook/domain/i18n';
import { getLocale } from '../i18n/i18n.ts';

/**
 * A date for display (spec §9, decision 027): the China calendar day of an instant (a YYYY-MM-DD day as
 * is), YYYY-MM-DD in Chinese and "MMM DD YYYY" in English, never shifted to another day.
 */
export function formatDate(value: Instant | null | undefined, locale: Locale): string {
  return formatChinaDate(value, locale);
}

/**
 * An instant for display in China time with the zone named (decision 027): "2026-11-26 14:30 (UTC+8)",
 * "Nov 26 2026 14:30 (UTC+8)" in English, in the page's language unless told, to the second when asked;
 * a text that is not an instant is shown as it is.
 */
export function formatTime(at: string, options: { locale?: Locale; seconds?: boolean } = {}): string {
  const { locale = getLocale(), seconds = false } = options;
  return formatChinaDateTime(at, locale, seconds ? 'second' : 'minute') || at;
}

/** A phone number with only the first 3 and last 4 digits shown (spec §9). */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? maskPhone(phone) : '';
}
