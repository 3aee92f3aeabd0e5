import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Locale } from '@seabook/domain/i18n';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/i18n.ts';
// Every picker inside takes "now" and "today" in China time (decision 027).
import '../lib/china-picker.ts';

export const PRIMARY_COLOR = '#1489FF';

const ANTD_LOCALE = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } as const;
const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

/**
 * antd's theme, locale and App (themed notification, message and modal) around the parts of a page that
 * use antd. It is never in the first page's JavaScript: the public frame and the quote search form are
 * plain React, and every antd part loads with this scope after them (decision 014).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // dayjs formats dates in antd's pickers and in the pages; it follows the language with antd.
  if (dayjs.locale() !== DAYJS_LOCALE[locale]) dayjs.locale(DAYJS_LOCALE[locale]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALE[locale]}
      theme={{ token: { colorPrimary: PRIMARY_COLOR, colorLink: PRIMARY_COLOR } }}
      // Without this antd puts a space inside two-character Chinese button labels.
      button={{ autoInsertSpace: false }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export default AntdScope;
