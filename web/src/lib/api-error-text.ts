import type { Locale } from '@seabook/domain/i18n';
import { catalogueKeyOfCode, catalogueMessage, getLocale } from '../i18n/i18n.ts';
import type { ApiError } from './api-error.ts';

/**
 * What a failed call says: the catalogue's message for its code in `locale`, else (a code not ours,
 * or the catalogue not loaded yet) the server's own message, already in the caller's language. Apart
 * from api-error.ts, which the first page loads, since only pages that show a failure need it.
 */
export function apiErrorText(error: ApiError, locale: Locale = getLocale()): string {
  const key = catalogueKeyOfCode(error.code);
  return (key ? catalogueMessage(key, locale) : undefined) ?? error.msg;
}
