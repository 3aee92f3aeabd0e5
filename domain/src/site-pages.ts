/**
 * The public pages a search engine may index, and the sections it must not crawl (issue 20: a real
 * `/robots.txt` and `/sitemap.xml`). The server writes both from these lists; the web's router serves
 * the pages. Pages behind a login, the back office, the development tools and the API are never listed.
 */
export const INDEXED_PAGES: readonly { path: string; changefreq: 'daily' | 'weekly' | 'monthly' }[] = [
  { path: '/index', changefreq: 'daily' },
  { path: '/lcl/export', changefreq: 'daily' },
  { path: '/fcl/export', changefreq: 'daily' },
  { path: '/import', changefreq: 'daily' },
  { path: '/cargo_tracking', changefreq: 'weekly' },
  { path: '/agreement', changefreq: 'monthly' },
];

/** Path prefixes crawlers are asked to stay out of: private pages, desks, tools and the API. */
export const NOT_CRAWLED: readonly string[] = [
  '/center/',
  '/ops/',
  '/dev/',
  '/v2/',
  '/user/',
  '/login',
  '/createorder',
  '/editorder',
  '/lcl/entrust',
  '/fcl/entrust',
];
