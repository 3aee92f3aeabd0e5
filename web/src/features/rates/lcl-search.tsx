import type { ServiceKind } from '@seabook/domain/quote-rules';
import type { QuoteSearch } from '@seabook/domain/rates';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useQuoteSearch } from '../../lib/rates-api.ts';
import { useKeptSearch } from './kept-search.ts';
import { QuoteSearchForm } from './quote-search-form.tsx';
import styles from './rates.module.css';
import { loadFclHint, loadQuoteResults, prefetchLclResults } from './results-loaders.ts';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { SearchCheckFailed } from './search-check-failed.tsx';
import { useSearchCheck } from './search-check-loader.ts';
import { SearchIntro } from './search-intro.tsx';
import { SearchNotice } from './search-notice.tsx';
import {
  type Checked,
  type LclSearchState,
  laneProblem,
  readLclState,
  withLane,
  writeLclState,
  writeStoredSearch,
} from './search-state.ts';

// The results (lines, filters, popovers, paging) and the FCL hint load after the form, keeping the first
// paint small; so does the domain's request check (search-check.ts, zod) once a search is asked. They are
// plain React: a results page never waits for antd (decision 055).
const QuoteResults = lazy(loadQuoteResults);
const FclHint = lazy(loadFclHint);

/**
 * The LCL price search of /lcl/export and /import. The URL is the state: the form and the result controls
 * write the query string, and the page reads it back. Without parameters it restores the last search from
 * storage, which react-query still holds, so coming back from a details page shows the results at once.
 */
export function LclSearch({ kind }: { kind: ServiceKind }) {
  const { t } = useTranslation();
  const { effective, started, setParams } = useKeptSearch(kind);
  const state = useMemo(() => readLclState(effective), [effective]);
  // Ports and day are checked at once; the cargo and the request itself once search-check.ts has loaded.
  const early = started ? laneProblem(state) : null;
  const loader = useSearchCheck(started && early === null);
  const checked = useMemo<Checked<QuoteSearch> | null>(() => {
    if (!started) return null;
    if (early) return { ok: false, problem: early };
    return loader.check ? loader.check.toQuoteSearch(kind, state) : null;
  }, [started, early, loader.check, kind, state]);
  const query = writeLclState(state).toString();
  // Asked here too, so the answer and the results' code load side by side rather than one after the other.
  useQuoteSearch(checked?.ok ? checked.search : null);

  useEffect(() => {
    if (checked?.ok) writeStoredSearch(kind, query);
  }, [checked, kind, query]);

  // Changes apply to the URL as it is when they happen, so quick successive clicks never undo each other.
  const update = (change: (current: LclSearchState) => LclSearchState) =>
    setParams((current) => writeLclState(change(readLclState(current))));

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t(`rates:page.${kind}.title`)}</h1>
        <p>{t(`rates:page.${kind}.subtitle`)}</p>
      </header>
      <section className={styles.formCard} aria-label={t('rates:title')}>
        <QuoteSearchForm
          kind={kind}
          initial={state}
          withCargo
          validateOnMount={checked !== null && !checked.ok}
          onSearch={(lane) => update((current) => withLane(current, lane))}
          onFirstFocus={prefetchLclResults}
        />
      </section>
      {!started ? (
        <SearchIntro kind={kind} />
      ) : checked === null ? (
        loader.failed ? (
          <SearchCheckFailed onRetry={loader.retry} />
        ) : (
          <ResultsSkeleton />
        )
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
