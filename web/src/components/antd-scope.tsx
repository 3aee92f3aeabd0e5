import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import './antd-layer.css';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Locale } from '@seabook/domain/i18n';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocale } from '../i18n/i18n.ts';
// Every picker inside takes "now" and "today" in China time (decision 027).
import '../lib/china-picker.ts';

/**
 * The brand blue #1489FF reads at only 3.5:1 on white, too little for text (WCAG AA asks 4.5:1), so
 * everything antd draws with the primary colour — links, primary-coloured text, tabs, tags, and the
 * white label on a filled primary button — uses a darker shade of the same hue (decision 043).
 */
export const PRIMARY_COLOR = '#0B6BCB';
/** Lighter on hover, still 4.9:1 with white. */
const PRIMARY_HOVER = '#0A70D4';
/** Secondary (0.65) already passes; the tertiary grey of captions and descriptions is darkened. */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.6)';

const THEME = {
  zeroRuntime: true,
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorPrimaryHover: PRIMARY_HOVER,
    colorLinkHover: PRIMARY_HOVER,
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Status colours are text on status tags, danger buttons and form messages: antd's darker steps
    // (red-7, green-8, a deep amber), on antd's usual light backgrounds and borders.
    colorError: '#CF1322',
    colorErrorBg: '#FFF2F0',
    colorErrorBorder: '#FFCCC7',
    colorSuccess: '#237804',
    colorSuccessBg: '#F6FFED',
    colorSuccessBorder: '#B7EB8F',
    colorWarning: '#9C5F00',
    colorWarningBg: '#FFFBE6',
    colorWarningBorder: '#FFE58F',
    // A preset tag's text is step 7 of its palette; these are too light on their step 1. antd keeps
    // each step twice (green7 and green-7, one CSS variable), so both names are set.
    ...darkerStep7({ green: '#237804', orange: '#AD4E00', gold: '#874D00', cyan: '#006D75', volcano: '#AD2102' }),
  },
  components: {
    // A table with no rows says so in the disabled grey (1.8:1); it is a message, not a disabled control.
    Table: { colorTextDisabled: TEXT_TERTIARY },
  },
};

function darkerStep7<K extends string>(colors: Record<K, string>) {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([name, value]) => [
      [`${name}7`, value],
      [`${name}-7`, value],
    ]),
  );
}

/** Whether an AntdScope is already around (its theme, locale and App). */
const InScope = createContext(false);

const ANTD_LOCALE = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } as const;
const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

/**
 * antd's theme, locale and App (themed notification, message and modal) around the parts of a page that
 * use antd. It is never in the first page's JavaScript: the public frame and the quote search form are
 * plain React, and every antd part loads with this scope after them (decision 014). Inside another scope
 * (a page of the account centre, in the centre's frame) it adds nothing: a second theme and App would be
 * worked out and mounted again on every page opened there.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const outer = useContext(InScope);
  const locale = useLocale();
  // dayjs formats dates in antd's pickers and in the pages; it follows the language with antd.
  if (dayjs.locale() !== DAYJS_LOCALE[locale]) dayjs.locale(DAYJS_LOCALE[locale]);
  if (outer) return children;
  return (
    <ConfigProvider
      locale={ANTD_LOCALE[locale]}
      theme={THEME}
      // Without this antd puts a space inside two-character Chinese button labels.
      button={{ autoInsertSpace: false }}
    >
      <AntApp>
        <InScope value>{children}</InScope>
      </AntApp>
    </ConfigProvider>
  );
}

export default AntdScope;
