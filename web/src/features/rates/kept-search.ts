import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/hydration.ts';
import { readStoredSearch, restorable, type SearchSlot } from './search-state.ts';

/**
 * The search a price page shows: the one in the URL, or, on a bare URL, the page's last search from
 * storage, which is then put in the address bar too (shareable, and the back button works). `started`
 * says whether there is a search at all. The stored one is read once the build's HTML is hydrated.
 */
export function useKeptSearch(slot: SearchSlot) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.has('pol') || params.has('pod');
  const hydrated = useHydrated();
  const stored = fromUrl || !hydrated ? null : restorable(readStoredSearch(slot));
  const effective = useMemo(() => (stored ? new URLSearchParams(stored) : params), [stored, params]);
  useEffect(() => {
    if (stored) setParams(new URLSearchParams(stored), { replace: true });
  }, [stored, setParams]);
  return { effective, started: effective.has('pol') || effective.has('pod'), setParams };
}
