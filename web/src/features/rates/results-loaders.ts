import { preloadAntd } from '../../components/antd-lazy.tsx';
import { loadSearchCheck } from './search-check-loader.ts';

/**
 * The code of the search results, by page. The pages render them through `lazyWithAntd`; the search forms
 * fetch (and run) them, antd and every namespace's texts the first time the visitor touches the form, so
 * that a click on "search" waits only for the answer and the render (decision 044).
 */
export const loadQuoteResults = () => import('./quote-results.tsx');
export const loadFclHint = () => import('./fcl-hint.tsx');
export const loadFclResults = () => import('./fcl-results.tsx');

const asked = new Set<string>();
/** Runs `load` the first time `name` is asked for (again after a failure). */
export function once(name: string, load: () => Promise<unknown>[]): void {
  if (asked.has(name)) return;
  asked.add(name);
  // A failed fetch is not an error here: the page asks again when it renders the results.
  void Promise.all(load()).catch(() => asked.delete(name));
}

/** What an LCL search's results need. */
export function prefetchLclResults(): void {
  once('lcl', () => [loadQuoteResults(), loadFclHint(), preloadAntd(), loadSearchCheck()]);
}

/** What an FCL search's results need. */
export function prefetchFclResults(): void {
  once('fcl', () => [loadFclResults(), preloadAntd()]);
}
