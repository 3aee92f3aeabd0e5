import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, localeCookie, localeFromCookie } from './i18n.ts';

describe('the language cookie (decision 060)', () => {
  it('reads back what the app writes, among other cookies', () => {
    for (const locale of ['zh-CN', 'zh-TW', 'en'] as const) {
      const pair = localeCookie(locale).split(';')[0];
      expect(localeFromCookie(pair)).toBe(locale);
      expect(localeFromCookie(`a=1; ${pair}; theme=dark`)).toBe(locale);
    }
  });

  it('is the default language without one, or with a value that is not a language', () => {
    for (const header of [undefined, '', 'theme=dark', `${LOCALE_COOKIE}=fr`, `${LOCALE_COOKIE}=`, `${LOCALE_COOKIE}`])
      expect(localeFromCookie(header)).toBe('zh-CN');
  });

  it('lives for a year on the whole site and goes with top-level navigations', () => {
    expect(localeCookie('en')).toBe('seabook-locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
