import { useEffect, useState } from 'react';

/**
 * search-check.ts (zod and the domain's schemas) is loaded on demand: when a search is in the URL, or
 * when the form checks typed cargo. The first paint of a search page never waits for it.
 */

export type SearchCheck = typeof import('./search-check.ts');

let loaded: SearchCheck | null = null;
let pending: Promise<SearchCheck> | null = null;

/** The checks, loaded once; a failed load is tried again on the next call. */
export function loadSearchCheck(): Promise<SearchCheck> {
  pending ??= import('./search-check.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The checks if they have loaded already, else null. */
export function loadedSearchCheck(): SearchCheck | null {
  return loaded;
}

export type SearchCheckState = { check: SearchCheck | null; failed: boolean; retry: () => void };

/** The checks once loaded while `needed` (null meanwhile), and whether loading them failed. */
export function useSearchCheck(needed: boolean): SearchCheckState {
  const [check, setCheck] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || check || failed) return;
    let current = true;
    loadSearchCheck().then(
      (module) => current && setCheck(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [needed, check, failed]);
  // Clearing the failure runs the effect again.
  return { check, failed, retry: () => setFailed(false) };
}
