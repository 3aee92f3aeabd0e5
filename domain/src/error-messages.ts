import { messages as en } from './error-messages/en.ts';
import { messages as zhCN } from './error-messages/zh-CN.ts';
import { messages as zhTW } from './error-messages/zh-TW.ts';
import type { ErrorKey } from './errors.ts';
import { fill, type Locale } from './i18n.ts';

/** The catalogue's messages in every language, for the server (a browser loads only its own). */
export const ERROR_MESSAGES: Record<Locale, Record<ErrorKey, string>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

/** The message of a catalogue entry in a language, with its placeholders filled. */
export function errorMessage(key: ErrorKey, locale: Locale, values?: Record<string, string | number>): string {
  return fill(ERROR_MESSAGES[locale][key], values);
}
