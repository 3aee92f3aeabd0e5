import { ERRORS, type ErrorKey, errorKeyByCode, errorMessage, isErrorKey } from '@seabook/domain/errors';
import type { Locale } from '@seabook/domain/i18n';
import { getLocale } from './i18n.ts';

/**
 * The catalogue message for an `error.code` or catalogue key in a language (the active one by
 * default). Unknown codes read as the generic "request error, try again later".
 */
export function errorText(
  codeOrKey: number | string,
  locale: Locale = getLocale(),
  values?: Record<string, string | number>,
): string {
  const key: ErrorKey | undefined = typeof codeOrKey === 'number' ? errorKeyByCode(codeOrKey) : undefined;
  if (key) return errorMessage(key, locale, values);
  if (isErrorKey(codeOrKey)) return errorMessage(codeOrKey, locale, values);
  return ERRORS.REQUEST_ERROR.msg[locale];
}
