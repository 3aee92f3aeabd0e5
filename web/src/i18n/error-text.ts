import type { Locale } from '@seabook/domain/i18n';
import { catalogueKeyOfCode, catalogueMessage, getLocale, i18n, loadErrorMessages } from './i18n.ts';

/**
 * The catalogue message for an `error.code` or catalogue key in a language (the active one by
 * default; the catalogue and its messages load after the first paint: i18n.ts). Unknown codes and
 * keys read as the generic "request error, try again later".
 */
export function errorText(
  codeOrKey: number | string,
  locale: Locale = getLocale(),
  values?: Record<string, string | number>,
): string {
  const key = typeof codeOrKey === 'number' ? catalogueKeyOfCode(codeOrKey) : codeOrKey;
  if (key !== null) {
    const text =
      catalogueMessage(key ?? 'REQUEST_ERROR', locale, values) ?? catalogueMessage('REQUEST_ERROR', locale, values);
    if (text !== undefined) return text;
  }
  // The catalogue or this language's messages have not loaded yet (main.tsx loads them after the first paint).
  void loadErrorMessages(locale).catch(() => undefined);
  return i18n.t('common:api.requestFailed');
}
