/**
 * Pages anonymous visitors may browse without the login modal popping up (spec §2, §6). Pages not listed
 * here prompt the modal; pages whose route requires login redirect to /login instead. Listed ahead of time
 * for routes that arrive in later releases, so the rule lives in one place.
 */
const PUBLIC_PAGES: readonly string[] = [
  '/index',
  '/login',
  '/agreement',
  '/404',
  '/test/i18n',
  '/lcl/export',
  '/fcl/export',
  '/import',
  '/activity',
  '/activity/gift',
  '/about',
  '/recruitment',
  '/usa_direct_across',
  '/query_tool',
  '/cargo_tracking',
  '/cooperate',
  '/english',
  '/search/result',
  '/vip',
  '/lcl/details',
  // The same quote-detail page as /lcl/details: its schedule is public, its fee lines ask for a login.
  '/details',
  '/details-sz',
  '/heroRegister',
  '/unionRegister',
  '/supplierRegister',
  '/heroAgreement',
];

/**
 * Whole sections that are public: the mobile site and the development tools. The back office (/ops) has
 * its own sign-in for operators, never the customers' modal.
 */
const PUBLIC_PREFIXES: readonly string[] = ['/mobile', '/dev/', '/ops'];

export function isPublicPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.includes(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}
