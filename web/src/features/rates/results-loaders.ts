import { preloadAntd } from '../../components/antd-lazy.tsx';
import { loadNamespaces } from '../../i18n/i18n.ts';
import { loadSearchCheck } from './search-check-loader.ts';
import { asksSearch } from './search-state.ts';

/**
 * The code of the search results, by page, and the texts they use. The LCL results and the FCL hint are
 * plain React (decision 055): they need their own code and texts, not antd. The FCL results still render
 * through `lazyWithAntd`. The search forms fetch (and run) them the first time the visitor touches the
 * form, so that a click on "search" waits only for the answer and the render (decision 044).
 */
export const RESULT_NAMESPACES = ['rates', 'quote'] as const;
const withTexts = async <M>(load: () => Promise<M>): Promise<M> =>
  (await Promise.all([load(), loadNamespaces(RESULT_NAMESPACES)]))[0];
export const loadQuoteResults = () => withTexts(() => import('./quote-results.tsx'));
export const loadFclHint = () => withTexts(() => import('./fcl-hint.tsx'));
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
  once('lcl', () => [loadQuoteResults(), loadFclHint(), loadSearchCheck()]);
}

/** What an FCL search's results need. */
export function prefetchFclResults(): void {
  once('fcl', () => [loadFclResults(), preloadAntd()]);
}

/**
 * The loader of the price pages (app/router.tsx): an address with a search starts loading what its results
 * need while the page hydrates. The page reads the search only once hydrated (decision 062), which would
 * otherwise be when these loads began. Returns at once.
 */
export function resultsLoader(prefetch: () => void) {
  return ({ request }: { request: Request }): null => {
    if (asksSearch(new URL(request.url).searchParams)) prefetch();
    return null;
  };
}
