import type { ServiceKind } from '@seabook/domain/rates';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuoteSearch } from './api.ts';
import { FclHint } from './fcl-hint.tsx';
import { QuoteSearchForm } from './quote-search-form.tsx';
import styles from './rates.module.css';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { SearchIntro } from './search-intro.tsx';
import { SearchNotice } from './search-notice.tsx';
import {
  type LclSearchState,
  readLclState,
  readStoredSearch,
  restorable,
  toQuoteSearch,
  withLane,
  writeLclState,
  writeStoredSearch,
} from './search-state.ts';

// The results (lines, filters, popovers, paging) load after the form, keeping the first paint small.
const QuoteResults = lazy(() => import('./quote-results.tsx'));

/**
 * The LCL price search of /lcl/export and /import. The URL is the state: the form and the result controls
 * write the query string, and the page reads it back. Without parameters it restores the last search from
 * storage, which react-query still holds, so coming back from a details page shows the results at once.
 */
export function LclSearch({ kind }: { kind: ServiceKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.has('pol') || params.has('pod');
  const stored = fromUrl ? null : restorable(readStoredSearch(kind));
  const effective = useMemo(() => (stored ? new URLSearchParams(stored) : params), [stored, params]);

  useEffect(() => {
    // Put the restored search in the address bar too, so it can be shared and the back button works.
    if (stored) setParams(new URLSearchParams(stored), { replace: true });
  }, [stored, setParams]);

  const state = useMemo(() => readLclState(effective), [effective]);
  const started = effective.has('pol') || effective.has('pod');
  const checked = useMemo(() => (started ? toQuoteSearch(kind, state) : null), [started, kind, state]);
  const query = writeLclState(state).toString();
  // Asked here too, so the answer and the results' code load side by side rather than one after the other.
  useQuoteSearch(checked?.ok ? checked.search : null);

  useEffect(() => {
    if (checked?.ok) writeStoredSearch(kind, query);
  }, [checked, kind, query]);

  // Changes apply to the URL as it is when they happen, so quick successive clicks never undo each other.
  const update = (change: (current: LclSearchState) => LclSearchState) =>
    setParams((current) => writeLclState(change(readLclState(current))));
  // The form starts again from the URL when the lane changes under it (back button, a restored search).
  const laneKey = [state.pol, state.pod, state.date, state.weight, state.volume, state.pieces].join('|');

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t(`rates:page.${kind}.title`)}</h1>
        <p>{t(`rates:page.${kind}.subtitle`)}</p>
      </header>
      <section className={styles.formCard} aria-label={t('rates:title')}>
        <QuoteSearchForm
          key={laneKey}
          kind={kind}
          initial={state}
          withCargo
          validateOnMount={checked !== null && !checked.ok}
          onSearch={(lane) => update((current) => withLane(current, lane))}
        />
      </section>
      {checked === null ? (
        <SearchIntro kind={kind} />
      ) : checked.ok ? (
        <Suspense fallback={<ResultsSkeleton />}>
          {kind === 'export' && checked.search.cargo ? (
            <FclHint cargo={checked.search.cargo} lane={checked.search} />
          ) : null}
          <QuoteResults
            search={checked.search}
            state={state}
            onChange={(patch) => update((current) => ({ ...current, ...patch }))}
          />
        </Suspense>
      ) : (
        <SearchNotice kind={checked.problem} />
      )}
    </div>
  );
}
