import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/hydration.ts';
import { asksSearch, readStoredSearch, restorable, type SearchSlot } from './search-state.ts';

/** What a price page shows while it hydrates: no search, as the page was built. */
const BUILT = new URLSearchParams();

/**
 * The search a price page shows: the one in the URL, or, on a bare URL, the page's last search from
 * storage, which is then put in the address bar too (shareable, and the back button works). `started`
 * says whether there is a search at all. Both are read once the build's HTML is hydrated: the server
 * sends a search's URL the page as built, with no search in it (decision 062).
 */
export function useKeptSearch(slot: SearchSlot) {
  const [urlParams, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const params = hydrated ? urlParams : BUILT;
  const fromUrl = asksSearch(params);
  const stored = fromUrl || !hydrated ? null : restorable(readStoredSearch(slot));
  const effective = useMemo(() => (stored ? new URLSearchParams(stored) : params), [stored, params]);
  useEffect(() => {
    if (stored) setParams(new URLSearchParams(stored), { replace: true });
  }, [stored, setParams]);
  return { effective, started: asksSearch(effective), setParams };
}
