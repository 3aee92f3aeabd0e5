import { once, prefetchLclResults } from './results-loaders.ts';

/**
 * What the home page's form leads to: /lcl/export's page and its results. The home page imports this
 * lazily, so the preload lists of these imports stay out of its first paint (decision 044).
 */
export function prefetchLclExportPage(): void {
  once('lcl-page', () => [import('./lcl-export-page.tsx')]);
  prefetchLclResults();
}
