import { maskPhone } from '@seabook/domain/auth-rules';
import type { Locale } from '@seabook/domain/i18n';
import dayjs, { type ConfigType } from 'dayjs';

/**
 * Hours taken off a time before showing it in English. Spec §9 keeps the legacy rule: the English site
 * shows dates on the US west coast calendar (Beijing time minus 16 hours).
 */
export const ENGLISH_DATE_OFFSET_HOURS = 16;

/** A date for display: YYYY-MM-DD in Chinese, "MMM DD YYYY" shifted by 16 hours in English (spec §9). */
export function formatDate(value: ConfigType, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  if (locale === 'en') return date.subtract(ENGLISH_DATE_OFFSET_HOURS, 'hour').locale('en').format('MMM DD YYYY');
  return date.format('YYYY-MM-DD');
}

/** A phone number with only the first 3 and last 4 digits shown (spec §9). */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? maskPhone(phone) : '';
}

/** An ISO instant in China time: "2026-05-12 14:30". */
export function formatInstant(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
