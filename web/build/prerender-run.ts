// Runs in its own Node process (build/prerender.ts starts it): renders the pages of the build's server
// bundle with jsdom as the browser, and prints them as JSON. jsdom's timers would keep a process alive,
// and its globals must not leak into the build's own process.
import type { Locale } from '@seabook/domain/i18n';
import { JSDOM } from 'jsdom';
import type { RenderedPage } from '../src/prerender.tsx';

type Entry = typeof import('../src/prerender.tsx');

const [entry, localesArg] = process.argv.slice(2);
if (!entry || !localesArg) throw new Error('usage: prerender-run.ts <server entry> <locale,locale,…>');

const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;
const browser: Record<string, unknown> = {
  window,
  document: window.document,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  location: window.location,
  navigator: window.navigator,
  HTMLElement: window.HTMLElement,
  Element: window.Element,
  Node: window.Node,
  getComputedStyle: window.getComputedStyle.bind(window),
  matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
};
window.matchMedia = browser.matchMedia as typeof window.matchMedia;
for (const [name, value] of Object.entries(browser))
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });

const { PRERENDERED_PATHS, renderPage } = (await import(entry)) as Entry;
const pages: Record<string, Record<string, RenderedPage>> = {};
for (const locale of localesArg.split(',') as Locale[]) {
  pages[locale] = {};
  for (const path of PRERENDERED_PATHS) pages[locale][path] = await renderPage(path, locale);
}
process.stdout.write(JSON.stringify(pages), () => process.exit(0));
