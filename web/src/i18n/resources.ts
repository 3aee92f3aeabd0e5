import type { auth } from './locales/zh-CN/auth.ts';
import type { bl } from './locales/zh-CN/bl.ts';
import type { booking } from './locales/zh-CN/booking.ts';
import type { center } from './locales/zh-CN/center.ts';
import type { common } from './locales/zh-CN/common.ts';
import type { content } from './locales/zh-CN/content.ts';
import type { dev } from './locales/zh-CN/dev.ts';
import type { drafts } from './locales/zh-CN/drafts.ts';
import type { inquiry } from './locales/zh-CN/inquiry.ts';
import type { layout } from './locales/zh-CN/layout.ts';
import type { letters } from './locales/zh-CN/letters.ts';
import type { messages } from './locales/zh-CN/messages.ts';
import type { money } from './locales/zh-CN/money.ts';
import type { ops } from './locales/zh-CN/ops.ts';
import type { opsAdmin } from './locales/zh-CN/opsAdmin.ts';
import type { opsInquiries } from './locales/zh-CN/opsInquiries.ts';
import type { opsLetters } from './locales/zh-CN/opsLetters.ts';
import type { opsOrders } from './locales/zh-CN/opsOrders.ts';
import type { opsRateSheet } from './locales/zh-CN/opsRateSheet.ts';
import type { opsRates } from './locales/zh-CN/opsRates.ts';
import type { orders } from './locales/zh-CN/orders.ts';
import type { quote } from './locales/zh-CN/quote.ts';
import type { rates } from './locales/zh-CN/rates.ts';
import type { reorder } from './locales/zh-CN/reorder.ts';
import type { subAccounts } from './locales/zh-CN/subAccounts.ts';
import type { tracking } from './locales/zh-CN/tracking.ts';
import type { verify } from './locales/zh-CN/verify.ts';

/**
 * The shape of a locale, taken from zh-CN (the source): same keys, every key required, every leaf a
 * string. Writing zh-TW or en against it makes a missing key a type error.
 */
export type DeepStringShape<T> = {
  -readonly [K in keyof T]-?: T[K] extends string ? string : DeepStringShape<T[K]>;
};

/** Simplified Chinese, the source language: one object per namespace (`locales/zh-CN/<ns>.ts`). */
type Source = {
  common: typeof common;
  layout: typeof layout;
  content: typeof content;
  center: typeof center;
  auth: typeof auth;
  dev: typeof dev;
  rates: typeof rates;
  quote: typeof quote;
  booking: typeof booking;
  inquiry: typeof inquiry;
  orders: typeof orders;
  drafts: typeof drafts;
  reorder: typeof reorder;
  tracking: typeof tracking;
  messages: typeof messages;
  letters: typeof letters;
  ops: typeof ops;
  opsRates: typeof opsRates;
  opsRateSheet: typeof opsRateSheet;
  opsInquiries: typeof opsInquiries;
  opsOrders: typeof opsOrders;
  opsLetters: typeof opsLetters;
  opsAdmin: typeof opsAdmin;
  verify: typeof verify;
  bl: typeof bl;
  subAccounts: typeof subAccounts;
  money: typeof money;
};

export type Messages = DeepStringShape<Source>;
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
  'booking',
  'inquiry',
  'orders',
  'drafts',
  'reorder',
  'tracking',
  'messages',
  'letters',
  'ops',
  'opsRates',
  'opsRateSheet',
  'opsInquiries',
  'opsOrders',
  'opsLetters',
  'opsAdmin',
  'verify',
  'bl',
  'subAccounts',
  'money',
] as const satisfies readonly Namespace[];
