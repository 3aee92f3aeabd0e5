import type { FclSearch } from '@seabook/domain/rates';
import { Suspense, useEffect, useMemo } from 'react';
import { lazyWithAntd } from '../../components/antd-lazy.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFclSearch } from '../../lib/rates-api.ts';
import { useKeptSearch } from './kept-search.ts';
import { QuoteSearchForm } from './quote-search-form.tsx';
import styles from './rates.module.css';
import { loadFclResults, prefetchFclResults, resultsLoader } from './results-loaders.ts';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { SearchCheckFailed } from './search-check-failed.tsx';
import { useSearchCheck } from './search-check-loader.ts';
import { SearchIntro } from './search-intro.tsx';
import { SearchNotice } from './search-notice.tsx';
import {
  type Checked,
  type FclSearchState,
  laneProblem,
  readFclState,
  withLane,
  writeFclState,
  writeStoredSearch,
} from './search-state.ts';

// The results load with antd after the form; the request check (search-check.ts, zod) once a search is asked.
const FclResults = lazyWithAntd(loadFclResults);

export const loader = resultsLoader(prefetchFclResults);

/** /fcl/export: full-container prices per container type; the search lives in the URL like the LCL one. */
export default function FclExportPage() {
  const { t } = useTranslation();
  const { effective, started, setParams } = useKeptSearch('fcl');
  const state = useMemo(() => readFclState(effective), [effective]);
  const early = started ? laneProblem(state) : null;
  const loader = useSearchCheck(started && early === null);
  const checked = useMemo<Checked<FclSearch> | null>(() => {
    if (!started) return null;
    if (early) return { ok: false, problem: early };
    return loader.check ? loader.check.toFclSearch(state) : null;
  }, [started, early, loader.check, state]);
  const query = writeFclState(state).toString();
  // Asked here too, so the answer and the results' code load side by side rather than one after the other.
  useFclSearch(checked?.ok ? checked.search : null);

  useEffect(() => {
    if (checked?.ok) writeStoredSearch('fcl', query);
  }, [checked, query]);

  // Changes apply to the URL as it is when they happen, so quick successive clicks never undo each other.
  const update = (change: (current: FclSearchState) => FclSearchState) =>
    setParams((current) => writeFclState(change(readFclState(current))));

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t('rates:page.fcl.title')}</h1>
        <p>{t('rates:page.fcl.subtitle')}</p>
      </header>
      <section className={styles.formCard} aria-label={t('rates:title')}>
        <QuoteSearchForm
          kind="fcl"
          initial={state}
          validateOnMount={checked !== null && !checked.ok}
          onSearch={(lane) => update((current) => withLane(current, lane))}
          onFirstFocus={prefetchFclResults}
        />
      </section>
      {!started ? (
        <SearchIntro kind="fcl" />
      ) : checked === null ? (
        loader.failed ? (
          <SearchCheckFailed onRetry={loader.retry} />
        ) : (
          <ResultsSkeleton />
        )
      ) : checked.ok ? (
        <Suspense fallback={<ResultsSkeleton />}>
          <FclResults
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
