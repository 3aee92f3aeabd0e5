import { existsSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, localeFromCookie } from '@seabook/domain/i18n';
import { PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFile } from '@seabook/domain/site-pages';

/**
 * The pages of the web build rendered to HTML at build time (web/build/prerender.ts, decision 060), found
 * once at start: `fileFor` names the file to send for a page request, or null when the page has none.
 */
export function prerenderedPages(webDist: string): {
  fileFor(url: string, cookieHeader: string | undefined): string | null;
  isPageFile(pathName: string): boolean;
} {
  const files = new Map<string, string>();
  // A build without them (or no build): every page gets the empty shell.
  for (const locale of LOCALES)
    for (const page of PRERENDERED_PATHS) {
      const file = prerenderedFile(locale, page);
      if (existsSync(path.join(webDist, file))) files.set(`${locale} ${page}`, file);
    }
  return {
    /**
     * The page's path, with or without a query string: a search (`/lcl/export?pol=…`) gets its page as
     * built, which the app hydrates and then shows the search of (decision 062). The language is the one
     * the app last told the server by cookie, else the app's default.
     */
    fileFor(url, cookieHeader) {
      if (files.size === 0) return null;
      const query = url.indexOf('?');
      const pathName = query === -1 ? url : url.slice(0, query);
      return files.get(`${localeFromCookie(cookieHeader)} ${pathName}`) ?? null;
    },
    /** The rendered pages are sent only for their own paths, never as files under /pages/. */
    isPageFile: (pathName) => pathName === `/${PRERENDERED_DIR}` || pathName.startsWith(`/${PRERENDERED_DIR}/`),
  };
}
