import type { QuoteLine, QuoteSearch, QuoteSearchResult } from '@seabook/domain/rates';
import { Button, Pagination, Radio, Select } from 'antd';
import { useDeferredValue, useRef } from 'react';
import { Link } from 'react-router';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDay, formatShortDay } from '../../lib/plain-format.ts';
import { useQuoteSearch } from '../../lib/rates-api.ts';
import { QuoteLineItem } from './quote-line.tsx';
import styles from './rates.module.css';
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

/** Carrier, routing and sailing-week filters, with the counts the server gave for each choice. */
function Filters({ result, state, onChange }: { result: QuoteSearchResult } & Omit<Props, 'search'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { facets } = result;
  const set = (patch: Partial<LclSearchState>) => onChange({ ...patch, page: 1 });
  const filtered = state.carriers.length > 0 || state.routing !== 'all' || state.week !== undefined;
  return (
    <div className={styles.filters}>
      <Select
        mode="multiple"
        data-testid="filter-carrier"
        aria-label={t('rates:filters.carrier')}
        placeholder={t('rates:filters.allCarriers')}
        value={state.carriers}
        onChange={(carriers: string[]) => set({ carriers })}
        options={facets.carriers.map(({ carrier, count }) => ({
          value: carrier.code,
          label: `${carrier.shortName} (${count})`,
        }))}
        maxTagCount="responsive"
        allowClear
        className={styles.carrierFilter}
      />
      <Radio.Group
        data-testid="filter-routing"
        aria-label={t('rates:filters.routing')}
        optionType="button"
        value={state.routing}
        onChange={(event) => set({ routing: event.target.value })}
        options={[
          { value: 'all', label: t('rates:filters.all', { n: facets.direct + facets.transship }) },
          { value: 'direct', label: t('rates:filters.direct', { n: facets.direct }) },
          { value: 'transship', label: t('rates:filters.transship', { n: facets.transship }) },
        ]}
      />
      <Select
        data-testid="filter-week"
        aria-label={t('rates:filters.week')}
        placeholder={t('rates:filters.allWeeks')}
        value={state.week ?? null}
        onChange={(week: string | null) => set({ week: week ?? undefined })}
        options={facets.weeks.map(({ week, count }) => ({
          value: week,
          label: t('rates:filters.weekOf', { date: formatShortDay(week, locale), n: count }),
        }))}
        allowClear
        className={styles.weekFilter}
      />
      {filtered ? (
        <Button type="link" onClick={() => set({ carriers: [], routing: 'all', week: undefined })}>
          {t('rates:filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}

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
          action={<Button onClick={clearFilters}>{t('rates:filters.clear')}</Button>}
        />
      ) : (
        <div className={styles.lines}>
          {lines.map((line) => (
            <QuoteLineItem key={line.id} line={line} lane={state} />
          ))}
        </div>
      )}
      {result.total > 0 ? (
        <Pagination
          className={styles.pagination}
          current={state.page}
          pageSize={state.pageSize}
          total={result.total}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES.map(String)}
          // A page number is a real link to that page of results (crawlable, opens in a new tab); a plain
          // click stays in the page, handled by onChange.
          itemRender={(page, type, element) =>
            type === 'page' ? (
              <a href={`?${writeLclState({ ...state, page })}`} onClick={(event) => event.preventDefault()}>
                {page}
              </a>
            ) : (
              element
            )
          }
          onChange={(page, pageSize) => {
            onChange({ page: pageSize === state.pageSize ? page : 1, pageSize });
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
