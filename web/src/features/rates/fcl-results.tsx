import { localName } from '@seabook/domain/catalog';
import type { FclSearch } from '@seabook/domain/rates';
import { BASIS_LABELS } from '@seabook/domain/rates';
import { Pagination } from 'antd';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ContactLink } from '../../components/contact-link.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { openLoginModal } from '../../lib/login-prompt.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';
import { type FclSearchResult, useFclSearch } from '../../lib/rates-api.ts';
import { useToken } from '../../lib/session.ts';
import { Fact, ServiceColumns } from './quote-line.tsx';
import styles from './rates.module.css';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { SearchFailed } from './search-failed.tsx';
import { SearchNotice } from './search-notice.tsx';
import { type FclSearchState, PAGE_SIZES } from './search-state.ts';
import { ResultsToolbar } from './sort-buttons.tsx';

type FclLine = FclSearchResult['items'][number];

/** One FCL sailing: its schedule, the price of each container type and the origin charges. */
function FclLineItem({ line }: { line: FclLine }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const token = useToken();
  return (
    <article className={`${styles.line} ${styles.fclLine}`} data-testid="fcl-line" data-line-id={line.id}>
      <ServiceColumns line={line} />
      <dl className={styles.facts}>
        <Fact label={t('rates:line.sailing')}>{formatDay(line.sailingDate, locale)}</Fact>
        <Fact label={t('rates:line.cutoff')}>{formatDay(line.cutoffDate, locale)}</Fact>
        <Fact label={t('rates:line.eta')}>{formatDay(line.eta, locale)}</Fact>
        <Fact label={t('rates:line.validTo')}>{formatDay(line.validTo, locale)}</Fact>
      </dl>
      <div className={styles.containers}>
        <span className={styles.totalLabel}>{t('rates:fcl.containers')}</span>
        {line.containers.length === 0 ? (
          <span className={styles.contactSales}>
            <ContactLink>{t('rates:line.contactSales')}</ContactLink>
          </span>
        ) : (
          <ul className={styles.containerPrices}>
            {line.containers.map((box) => (
              <li key={box.type} data-testid="fcl-container-price">
                <span className={styles.containerType}>{box.type}</span>
                <strong>{formatMoney(box.price)}</strong>
              </li>
            ))}
          </ul>
        )}
        {line.containers.length > 0 ? (
          <div className={styles.actions}>
            {/* Booking needs a login: a visitor gets the login modal and stays on the results. */}
            <Link
              to={`/fcl/entrust?${new URLSearchParams({ line: line.id, pol: line.pol.code, pod: line.pod.code })}`}
              className={styles.detailsLink}
              data-testid="fcl-book"
              onClick={(event) => {
                if (token !== null) return;
                event.preventDefault();
                openLoginModal();
              }}
            >
              {t('rates:book')}
            </Link>
          </div>
        ) : null}
      </div>
      <div className={styles.originCharges}>
        <span className={styles.totalLabel}>{t('rates:fcl.originCharges')}</span>
        {line.originCharges.length === 0 ? (
          <span>{t('rates:fcl.noOriginCharges')}</span>
        ) : (
          <ul>
            {line.originCharges.map((charge) => (
              <li key={charge.code}>
                {localName(charge.name, locale)}:{' '}
                {t('rates:preview.unitPrice', {
                  price: formatMoney(charge.unitPrice),
                  basis: BASIS_LABELS[charge.basis][locale],
                })}
                {charge.minAmount.amount > 0
                  ? ` ${t('rates:preview.minimum', { amount: formatMoney(charge.minAmount) })}`
                  : ''}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

type Props = {
  search: FclSearch;
  state: FclSearchState;
  /** Applies a change to the search as it stands in the URL at that moment. */
  onChange: (patch: Partial<FclSearchState>) => void;
};

/** The answer of an FCL search: summary, sorting, lines and paging (loaded on demand). */
export default function FclResults({ search, state, onChange }: Props) {
  const query = useFclSearch(search);
  const top = useRef<HTMLElement>(null);

  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError) return <SearchFailed error={query.error} onRetry={() => void query.refetch()} />;
  const result = query.data;
  if (result.notice === 'NO_ROUTE' || (result.total === 0 && result.notice === null)) {
    return <SearchNotice kind="NO_ROUTE" ask={{ mode: 'fcl', lane: state }} />;
  }

  return (
    <section ref={top} className={styles.results} aria-busy={query.isFetching}>
      <ResultsToolbar
        total={result.total}
        from={result.from}
        to={result.to}
        sort={state.sort}
        order={state.order}
        onChange={(sort, order) => onChange({ sort, order, page: 1 })}
      />
      {result.notice === 'NO_FREIGHT' ? (
        <SearchNotice kind="NO_FREIGHT" banner ask={{ mode: 'fcl', lane: state }} />
      ) : null}
      <div className={styles.lines}>
        {result.items.map((line) => (
          <FclLineItem key={line.id} line={line} />
        ))}
      </div>
      <Pagination
        className={styles.pagination}
        current={state.page}
        pageSize={state.pageSize}
        total={result.total}
        showSizeChanger
        pageSizeOptions={PAGE_SIZES.map(String)}
        onChange={(page, pageSize) => {
          onChange({ page: pageSize === state.pageSize ? page : 1, pageSize });
          top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        }}
      />
    </section>
  );
}
