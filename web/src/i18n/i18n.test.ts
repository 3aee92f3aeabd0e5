import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSetting } from '../lib/storage.ts';
import { errorText } from './error-text.ts';
import { antdLocale, getLocale, i18n, setLocale } from './i18n.ts';

afterAll(async () => {
  await setLocale('zh-CN');
});

describe('locale switch', () => {
  it('starts in simplified Chinese', () => {
    expect(getLocale()).toBe('zh-CN');
    expect(i18n.t('layout:header.home')).toBe('首页');
  });

  it('changes texts, dates, <html lang>, the antd pack and remembers the choice', async () => {
    await setLocale('zh-TW');
    expect(getLocale()).toBe('zh-TW');
    expect(i18n.t('common:actions.logout')).toBe('登出');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(dayjs.locale()).toBe('zh-tw');
    expect(antdLocale(getLocale()).locale).toBe('zh-tw');
    expect(readSetting('locale')).toBe('zh-TW');

    await setLocale('en');
    expect(i18n.t('layout:header.home')).toBe('Home');
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(readSetting('locale')).toBe('en');
  });

  it('reads catalogue messages by code or key, in the given language', () => {
    expect(errorText(42201, 'zh-CN')).toBe('请输入正确的手机号码');
    expect(errorText('PHONE_INVALID', 'en')).toBe('Please enter a valid mobile number.');
    expect(errorText(12345, 'zh-TW')).toBe('請求錯誤，請稍後重試');
  });
});
