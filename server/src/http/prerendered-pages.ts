import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale, localeFromCookie } from '@seabook/domain/i18n';

/** Where the web build writes its pages rendered at build time: `pages/<locale>/<path>.html` (decision 060). */
const PAGES_DIR = 'pages';

/**
 * The pages of the web build rendered to HTML at build time (web/build/prerender.ts), found once at start:
 * `fileFor` names the file to send for a page request, or null when the page has none.
 */
export function prerenderedPages(webDist: string): {
  fileFor(url: string, cookieHeader: string | undefined): string | null;
  isPageFile(pathName: string): boolean;
} {
  const files = new Map<string, string>();
  const dir = path.join(webDist, PAGES_DIR);
  let locales: string[] = [];
  try {
    locales = readdirSync(dir).filter(isLocale);
  } catch {
    // A build without them (or no build): every page gets the empty shell.
  }
  for (const locale of locales)
    for (const name of readdirSync(path.join(dir, locale), { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.html')) continue;
      const page = `/${name.slice(0, -'.html'.length).split(path.sep).join('/')}`;
      files.set(`${locale} ${page}`, path.posix.join(PAGES_DIR, locale, `${page.slice(1)}.html`));
    }
  return {
    /**
     * Only the exact path: a query string (a results page, `?pol=…`) is a different page and keeps the
     * shell. The language is the one the app last told the server by cookie, else the app's default.
     */
    fileFor(url, cookieHeader) {
      if (files.size === 0 || url.includes('?')) return null;
      const locale: Locale = localeFromCookie(cookieHeader);
      return files.get(`${locale} ${url}`) ?? null;
    },
    /** The rendered pages are sent only for their own paths, never as files under /pages/. */
    isPageFile: (pathName) => pathName === `/${PAGES_DIR}` || pathName.startsWith(`/${PAGES_DIR}/`),
  };
}
