import type { QuoteLine, QuoteSearch, QuoteSearchResult } from '@seabook/domain/rates';
import { useDeferredValue, useRef } from 'react';
import { Link } from 'react-router';
import { PlainPager } from '../../components/plain-pager.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDay } from '../../lib/plain-format.ts';
import { useQuoteSearch } from '../../lib/rates-api.ts';
import { QuoteLineItem } from './quote-line.tsx';
import styles from './rates.module.css';
import controls from './result-controls.module.css';
import { Filters } from './result-filters.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { useRevealed } from './revealed.ts';
import { SearchFailed } from './search-failed.tsx';
import { type AskQuote, SearchNotice } from './search-notice.tsx';
import { type LclSearchState, PAGE_SIZES, writeLclState } from './search-state.ts';
import { ResultsToolbar } from './sort-buttons.tsx';

type Props = {
  search: QuoteSearch;
  state: LclSearchState;
  /** Applies a change to the search as it stands in the URL at that moment. */
  onChange: (patch: Partial<LclSearchState>) => void;
};

/** Where an import lane is asked for: the sea-import page, with customer service's contact details. */
export const IMPORT_QUOTE_PATH = '/helper/building/seaImport';

const NO_LINES: readonly QuoteLine[] = [];

/** The answer of a quote search: summary, sorting, filters, the lines and paging (loaded on demand). */
export default function QuoteResults({ search, state, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuoteSearch(search);
  const top = useRef<HTMLElement>(null);
  // The answer arrives through an external store, which React renders at once and in one piece, and the
  // first render of this part is urgent too; deferred (with the skeleton as the first value), the results
  // render at a lower priority, in slices the browser can interrupt (decision 044).
  const result = useDeferredValue<QuoteSearchResult | null>(query.data ?? null, null);
  const lines = useRevealed(result?.items ?? NO_LINES);

  if (query.isError) return <SearchFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (result === null) return <ResultsSkeleton />;

  // An export search without route or price may ask for a quote; the inquiry forms are for exports. An
  // import lane without a price is asked for through customer service, whom the import page names
  // (issue 14 item 11: no dead end).
  const ask: AskQuote | undefined = search.kind === 'export' ? { mode: 'lcl', lane: state } : undefined;
  const askImport =
    search.kind === 'import' ? (
      <Link to={IMPORT_QUOTE_PATH} data-testid="ask-quote">
        {t('rates:results.askQuote')}
      </Link>
    ) : undefined;
  if (result.notice === 'NO_ROUTE') return <SearchNotice kind="NO_ROUTE" ask={ask} action={askImport} />;
  const clearFilters = () => onChange({ carriers: [], routing: 'all', week: undefined, page: 1 });

  return (
    <section ref={top} className={styles.results} aria-busy={query.isFetching} data-stale={query.isPlaceholderData}>
      <ResultsToolbar
        total={result.total}
        from={result.from}
        to={result.to}
        sort={state.sort}
        order={state.order}
        onChange={(sort, order) => onChange({ sort, order, page: 1 })}
      />
      <Filters result={result} state={state} onChange={onChange} />
      {result.notice === 'NO_FREIGHT' ? <SearchNotice kind="NO_FREIGHT" banner ask={ask} action={askImport} /> : null}
      {result.items.length === 0 ? (
        <SearchNotice
          kind="FILTERED"
          text={t('rates:results.filteredOut')}
          action={
            <button type="button" className={controls.linkButton} onClick={clearFilters}>
              {t('rates:filters.clear')}
            </button>
          }
        />
      ) : (
        <div className={styles.lines}>
          {lines.map((line) => (
            <QuoteLineItem key={line.id} line={line} lane={state} />
          ))}
        </div>
      )}
      {result.total > 0 ? (
        <PlainPager
          className={styles.pagination}
          page={state.page}
          pageSize={state.pageSize}
          total={result.total}
          pageSizes={PAGE_SIZES}
          href={(page) => `?${writeLclState({ ...state, page })}`}
          onChange={(page, pageSize) => {
            onChange({ page, pageSize });
            top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      ) : null}
      {result.rates.length > 0 ? (
        <p className={styles.ratesNote}>
          {t('rates:results.ratesNote', {
            rates: result.rates.map((rate) => `1 ${rate.currency} = ${rate.usdPerUnit} USD`).join(', '),
            date: formatDay(result.rates[0]?.asOf ?? '', locale),
          })}
        </p>
      ) : null}
    </section>
  );
}
