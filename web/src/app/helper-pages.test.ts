import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HELPER_PAGES, HELPER_PICTURES, HELPER_UPCOMING } from '../features/members/helper-links.ts';
import { HEADER_NAV, MEMBER_NAV } from './nav.ts';
import { routes } from './router.tsx';

/** The page a path shows: the deepest matched route's id or path; the catch-all means none. */
function served(path: string): boolean {
  const matches = matchRoutes(routes, new URL(path, 'http://seabook.test').pathname) ?? [];
  const last = matches.at(-1)?.route;
  return Boolean(last) && last?.path !== '*' && last?.path !== '404';
}

describe('the user manual describes the product as it is (issue 14 item 8)', () => {
  it('links every live feature it describes to a page the app serves', () => {
    for (const [section, path] of Object.entries(HELPER_PAGES)) if (path) expect(served(path), section).toBe(true);
  });

  it('calls live what the site offers and "later" only what it does not', () => {
    const bills = MEMBER_NAV.find((link) => link.key === 'bills');
    expect(HELPER_PAGES.pay === null).toBe(!bills?.live);
    const tracking = HEADER_NAV.find((entry) => 'to' in entry && entry.key === 'cargoTracking');
    expect(tracking && 'live' in tracking && tracking.live).toBe(true);
    expect(HELPER_PAGES.track).not.toBeNull();
    expect(HELPER_PAGES.search).not.toBeNull();
    expect(HELPER_PAGES.book).not.toBeNull();
  });

  it('marks every section it cannot link as written from the spec, with the page it will have', () => {
    for (const [section, path] of Object.entries(HELPER_PAGES)) {
      const upcoming = HELPER_UPCOMING[section as keyof typeof HELPER_UPCOMING];
      // Either live or upcoming, never both: when a page lands, its section moves to HELPER_PAGES.
      expect(path === null, section).toBe(upcoming !== undefined);
    }
    for (const section of Object.keys(HELPER_PICTURES))
      expect(HELPER_PAGES[section as 'search'], section).not.toBeNull();
  });

  it('does not serve an unknown path (the check can fail)', () => {
    expect(served('/no/such/page')).toBe(false);
  });
});
