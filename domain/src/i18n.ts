/** The three languages the product speaks; zh-CN is the default and the source of every text. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A text in every language: a missing translation is a type error. */
export type Localized = Record<Locale, string>;

/** `appclient` header value per locale (spec §7: pc, or pc-tw for traditional Chinese). */
export const APPCLIENT_BY_LOCALE: Record<Locale, string> = { 'zh-CN': 'pc', 'zh-TW': 'pc-tw', en: 'pc' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the caller's language from the wire headers: `appclient: pc-tw` is traditional Chinese,
 * an `Accept-Language` that prefers English is English, anything else is simplified Chinese.
 */
export function localeFromHeaders(appclient: string | undefined, acceptLanguage: string | undefined): Locale {
  if (appclient === 'pc-tw') return 'zh-TW';
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first === 'zh-tw' || first === 'zh-hk' || first.startsWith('zh-hant')) return 'zh-TW';
  return DEFAULT_LOCALE;
}

/**
 * The cookie in which the web app names its language for the server, which sends the page's HTML rendered
 * at build time in that language (decision 060). Only a preference: the app itself keeps it in storage.
 */
export const LOCALE_COOKIE = 'seabook-locale';

/** The cookie's value for a locale: a year, the whole site, sent on top-level navigations. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language a page request's `Cookie` header names; the app's default (zh-CN) without a valid one. */
export function localeFromCookie(cookieHeader: string | undefined): Locale {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}

/** Replaces `{name}` placeholders in a message. */
export function fill(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
