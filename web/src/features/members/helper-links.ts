import type { Messages } from '../../i18n/resources.ts';

export type HelperSection = keyof Messages['center']['helper']['sections'];

/**
 * What each section of the user manual describes, and whether it is live in this release: the page a
 * reader goes to try it (the manual links there), or null for a feature still to come. A test checks every
 * path against the app's routes, so the manual never names a page that is not there (issue 14 item 8).
 */
export const HELPER_PAGES: Record<HelperSection, string | null> = {
  register: '/login?tab=register',
  login: '/login',
  qrLogin: '/login?tab=qr',
  search: '/lcl/export',
  book: '/orderByLetter',
  verify: '/center/authentication',
  order: '/center/order',
  // The B/L check page opens from the order it belongs to.
  billOfLading: '/center/order',
  messages: '/center/message',
  track: '/cargo_tracking',
  pay: '/center/bill',
  subAccounts: '/center/childAccount',
};

/**
 * Where each section still to come will live once built (spec §2): the manual says it is written from the
 * spec. The helper-pages test holds that a section is either live (HELPER_PAGES) or listed here, never both.
 */
export const HELPER_UPCOMING: Partial<Record<HelperSection, string>> = {};

/**
 * The screenshot of each live section (PNG under web/public/manual/, taken with Playwright by
 * e2e/manual-screens.spec.ts at 1024 × 640, one set per language).
 */
export const HELPER_PICTURES: Partial<Record<HelperSection, string>> = {
  register: 'register',
  search: 'search',
  book: 'book',
  verify: 'verify',
  order: 'order',
  messages: 'messages',
  track: 'track',
  billOfLading: 'bill-of-lading',
  pay: 'pay',
  subAccounts: 'sub-accounts',
};
