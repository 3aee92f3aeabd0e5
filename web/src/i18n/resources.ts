import type { Locale } from '@seabook/domain/i18n';
import { auth as enAuth } from './locales/en/auth.ts';
import { center as enCenter } from './locales/en/center.ts';
import { common as enCommon } from './locales/en/common.ts';
import { content as enContent } from './locales/en/content.ts';
import { dev as enDev } from './locales/en/dev.ts';
import { layout as enLayout } from './locales/en/layout.ts';
import { quote as enQuote } from './locales/en/quote.ts';
import { rates as enRates } from './locales/en/rates.ts';
import { auth as zhCNAuth } from './locales/zh-CN/auth.ts';
import { center as zhCNCenter } from './locales/zh-CN/center.ts';
import { common as zhCNCommon } from './locales/zh-CN/common.ts';
import { content as zhCNContent } from './locales/zh-CN/content.ts';
import { dev as zhCNDev } from './locales/zh-CN/dev.ts';
import { layout as zhCNLayout } from './locales/zh-CN/layout.ts';
import { quote as zhCNQuote } from './locales/zh-CN/quote.ts';
import { rates as zhCNRates } from './locales/zh-CN/rates.ts';
import { auth as zhTWAuth } from './locales/zh-TW/auth.ts';
import { center as zhTWCenter } from './locales/zh-TW/center.ts';
import { common as zhTWCommon } from './locales/zh-TW/common.ts';
import { content as zhTWContent } from './locales/zh-TW/content.ts';
import { dev as zhTWDev } from './locales/zh-TW/dev.ts';
import { layout as zhTWLayout } from './locales/zh-TW/layout.ts';
import { quote as zhTWQuote } from './locales/zh-TW/quote.ts';
import { rates as zhTWRates } from './locales/zh-TW/rates.ts';

/**
 * The shape of a locale, taken from zh-CN (the source): same keys, every key required, every leaf a
 * string. Writing zh-TW or en against it makes a missing key a type error.
 */
export type DeepStringShape<T> = {
  -readonly [K in keyof T]-?: T[K] extends string ? string : DeepStringShape<T[K]>;
};

const zhCN = {
  common: zhCNCommon,
  layout: zhCNLayout,
  content: zhCNContent,
  center: zhCNCenter,
  auth: zhCNAuth,
  dev: zhCNDev,
  rates: zhCNRates,
  quote: zhCNQuote,
} as const;

export type Messages = DeepStringShape<typeof zhCN>;
export type Namespace = keyof Messages;

export const NAMESPACES = [
  'common',
  'layout',
  'content',
  'center',
  'auth',
  'dev',
  'rates',
  'quote',
] as const satisfies readonly Namespace[];

const zhTW: Messages = {
  common: zhTWCommon,
  layout: zhTWLayout,
  content: zhTWContent,
  center: zhTWCenter,
  auth: zhTWAuth,
  dev: zhTWDev,
  rates: zhTWRates,
  quote: zhTWQuote,
};

const en: Messages = {
  common: enCommon,
  layout: enLayout,
  content: enContent,
  center: enCenter,
  auth: enAuth,
  dev: enDev,
  rates: enRates,
  quote: enQuote,
};

export const RESOURCES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
