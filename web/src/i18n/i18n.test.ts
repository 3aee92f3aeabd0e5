import { afterAll, describe, expect, it } from 'vitest';
import { readSetting } from '../lib/storage.ts';
import { errorText } from './error-text.ts';
import { getLocale, i18n, setLocale } from './i18n.ts';

afterAll(async () => {
  await setLocale('zh-CN');
});

describe('locale switch', () => {
  it('starts in simplified Chinese', () => {
    expect(getLocale()).toBe('zh-CN');
    expect(i18n.t('layout:header.home')).toBe('首页');
  });

  it('loads the language, changes texts and <html lang> and remembers the choice', async () => {
    await setLocale('zh-TW');
    expect(getLocale()).toBe('zh-TW');
    expect(i18n.t('common:actions.logout')).toBe('登出');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(readSetting('locale')).toBe('zh-TW');

    await setLocale('en');
    expect(i18n.t('layout:header.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
    expect(readSetting('locale')).toBe('en');
  });

  it('reads catalogue messages by code or key, in the given language', () => {
    expect(errorText(42201, 'zh-CN')).toBe('请输入正确的手机号码');
    expect(errorText('PHONE_INVALID', 'en')).toBe('Please enter a valid mobile number.');
    expect(errorText(12345, 'zh-TW')).toBe('請求錯誤，請稍後重試');
    expect(errorText('NOT_A_KEY', 'en')).toBe(errorText('REQUEST_ERROR', 'en'));
  });
});

describe('the translator', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(i18n.t('layout:footer.version', { version: '9.9.9' })).toContain('9.9.9');
    expect(i18n.t('layout:footer.version')).toContain('{{version}}');
  });

  it('remembers a new language at once, before its texts have loaded', async () => {
    const switching = setLocale('en');
    // A page opened now (a click on a link right after the switch) starts in English.
    expect(readSetting('locale')).toBe('en');
    await switching;
    await setLocale('zh-CN');
  });

  it('reads an unknown key as itself', () => {
    // A key outside the catalogue cannot be written in typed code; one arriving as data still shows.
    expect(i18n.t('layout:no.such.key' as never)).toBe('layout:no.such.key');
  });

  it('re-renders with a new t when the language changes', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { useTranslation } = await import('./i18n.ts');
    await setLocale('zh-CN');
    const { result } = renderHook(() => useTranslation());
    const before = result.current.t;
    expect(result.current.t('layout:header.home')).toBe('首页');
    await act(() => setLocale('en'));
    expect(result.current.t).not.toBe(before);
    expect(result.current.t('layout:header.home')).toBe('Home');
    expect(result.current.i18n.language).toBe('en');
    await act(() => setLocale('zh-CN'));
  });
});
