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

/**
 * The public pages the web build renders to HTML in every language (decision 060): home and the three
 * price searches, as a first visit opens them. The server sends them for these paths, with or without a
 * query string (a search: the app shows it once it has hydrated the page, decision 062).
 */
export const PRERENDERED_PATHS = ['/index', '/lcl/export', '/import', '/fcl/export'] as const;

/** The folder of the web build that holds them, which is never served under its own name. */
export const PRERENDERED_DIR = 'pages';

/** Where the build writes a rendered page and the server reads it, under the build: `pages/en/lcl/export.html`. */
export function prerenderedFile(locale: string, pagePath: string): string {
  return `${PRERENDERED_DIR}/${locale}/${pagePath.slice(1)}.html`;
}

/** Text for HTML or XML content: `&`, `<` and `>` escaped. */
export function markupText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text for a double-quoted HTML or XML attribute: as `markupText`, and `"` escaped too. */
export function markupAttribute(text: string): string {
  return markupText(text).replace(/"/g, '&quot;');
}
