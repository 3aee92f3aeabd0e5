import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { ORDER_REVIEW_MINUTES } from '@seabook/domain/booking-price';
import { BOOKING_MODES, type BookingMode } from '@seabook/domain/booking-rules';
import { localName } from '@seabook/domain/catalog';
import { ORDER_STATUS_TAB_KEYS, type OrderStatusTab } from '@seabook/domain/order-flow';
import { orderActions } from '@seabook/domain/order-info';
import { countText, ORDER_KEYWORD_MAX, type OrderList, type OrderListItem } from '@seabook/domain/orders';
import { type KeyboardEvent, type ReactNode, Suspense, useRef } from 'react';
import { Link, type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { lazyWithAntd } from '../../components/antd-lazy.tsx';
import fieldBox from '../../components/field-box.module.css';
import {
  containersText,
  Lines,
  OrderRoute,
  OrderStatusTag,
  OrderTotals,
  PlainTag,
  SailingDay,
  Secondary,
} from '../../components/order-parts.tsx';
import { PlainAlert } from '../../components/plain-alert.tsx';
import { PlainCard } from '../../components/plain-card.tsx';
import { PlainEmpty } from '../../components/plain-empty.tsx';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { PlainPager } from '../../components/plain-pager.tsx';
import table from '../../components/plain-table.module.css';
import { SkeletonBars } from '../../components/skeleton-bars.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { ORDER_PAGE_SIZE, orderFilterOf, prefetchOrderList, useOrderList } from './api.ts';
import { OrderRowActions } from './order-row-actions.tsx';
import styles from './orders.module.css';

// A failed read is rare: its antd result loads when it happens (decision 059).
const PageError = lazyWithAntd(async () => ({ default: (await import('../../components/page-state.tsx')).PageError }));

/** A filter of one value or all of them ("all" is no filter): the browser's own select. */
function AllOr<T extends string>(props: {
  label: string;
  all: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <select
      className={`${fieldBox.box} ${styles.filter}`}
      value={props.value ?? ''}
      aria-label={props.label}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : (event.target.value as T))}
    >
      <option value="">{props.all}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type View = { tab?: OrderStatusTab; mode?: BookingMode | undefined; keyword?: string; page?: number };

/**
 * The status tabs, each with how many orders it holds (once the first page has answered): a tab list
 * with the arrow keys, Home and End of the ARIA tabs pattern; on a phone it scrolls by itself.
 */
function StatusTabs(props: {
  tab: OrderStatusTab;
  counts: OrderList['counts'] | undefined;
  /** The tabs whose count stopped at the cap: shown as "10,000+" (decision 045). */
  countsCapped: OrderList['countsCapped'] | undefined;
  onChange: (tab: OrderStatusTab) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const keys = ORDER_STATUS_TAB_KEYS;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = keys.indexOf(props.tab);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % keys.length,
      ArrowLeft: (index - 1 + keys.length) % keys.length,
      Home: 0,
      End: keys.length - 1,
    };
    const key = keys[targets[event.key] ?? -1];
    if (key === undefined) return;
    event.preventDefault();
    props.onChange(key);
    list.current?.querySelector<HTMLElement>(`[data-tab="${key}"]`)?.focus();
  };
  return (
    <div role="tablist" ref={list} className={styles.tabs} onKeyDown={onKeyDown}>
      {keys.map((key) => {
        const name = t(`orders:tabs.${key}`);
        const count = props.counts?.[key];
        const active = key === props.tab;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            data-tab={key}
            className={active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => props.onChange(key)}
          >
            <span data-testid={`order-tab-${key}`}>
              {count === undefined
                ? name
                : t('orders:tabCount', { name, count: countText(count, props.countsCapped?.includes(key) ?? false) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The keyword box: Enter or the button searches; the browser's clear button shows every order again. */
function KeywordSearch({ keyword, onSearch }: { keyword: string | undefined; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const label = t('orders:list.search');
  return (
    <form
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('keyword');
        onSearch(typeof value === 'string' ? value.trim() : '');
      }}
    >
      <input
        key={keyword}
        type="search"
        name="keyword"
        className={`${fieldBox.box} ${styles.searchInput}`}
        defaultValue={keyword}
        maxLength={ORDER_KEYWORD_MAX}
        placeholder={label}
        aria-label={label}
        // The box's clear button empties it without a submit: the list follows at once. Deleting the
        // text by keyboard (an input with an inputType) does not: the user may be typing another keyword.
        onInput={(event) => {
          const typed = (event.nativeEvent as InputEvent).inputType;
          if (event.currentTarget.value === '' && keyword && !typed) onSearch('');
        }}
      />
      <button
        type="submit"
        className={`${fieldBox.box} ${styles.searchButton}`}
        aria-label={t('common:actions.search')}
      >
        <PlainIcon icon={SearchOutlined} />
      </button>
    </form>
  );
}

/** One order as a row; on a phone a card whose cells name their column (`data-label`). */
function OrderRow({ order, created, columns }: { order: OrderListItem; created: boolean; columns: Columns }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <tr
      data-testid="order-row"
      data-created={created ? 'true' : undefined}
      className={created ? styles.createdRow : undefined}
    >
      <td data-label={columns.orderNo}>
        <Lines>
          <span className={styles.orderNo}>
            <Link to={ORDER_PATHS.detail(order.orderId)}>{order.orderNo}</Link>
            <PlainTag>{t(`orders:modes.${order.mode}`)}</PlainTag>
          </span>
          {order.customerReference ? (
            <Secondary>{t('orders:list.reference', { reference: order.customerReference })}</Secondary>
          ) : null}
          {order.blNo ? (
            <Secondary>
              {columns.blNo} <span>{order.blNo}</span>
            </Secondary>
          ) : null}
          <Secondary className={styles.submitted}>
            {t('orders:list.submitted', { at: formatTime(order.createdAt) })}
          </Secondary>
        </Lines>
      </td>
      <td data-label={columns.route}>
        <Lines>
          <OrderRoute pol={order.pol} pod={order.pod} />
          {order.carrier ? (
            <span title={localName(order.carrier.name, locale)}>{order.carrier.shortName}</span>
          ) : (
            <Secondary>{t('orders:list.carrierPending')}</Secondary>
          )}
          {order.containers.length > 0 ? <span>{containersText(order.containers)}</span> : null}
          <Secondary>
            {t('orders:list.cargo', {
              pieces: order.cargo.pieces,
              weight: order.cargo.weightKg,
              volume: order.cargo.volumeCbm,
            })}
          </Secondary>
        </Lines>
      </td>
      <td data-label={columns.sailingDate} className={styles.nowrap}>
        <SailingDay date={order.sailingDate} />
      </td>
      <td data-label={columns.total} className={table.amount}>
        <OrderTotals totals={order.totals} totalUsd={order.totalUsd} />
      </td>
      <td data-label={columns.status}>
        <OrderStatusTag status={order.status} />
      </td>
      <td data-label={columns.actions} className={styles.actionsCell}>
        <OrderRowActions order={order} actions={orderActions(order.status, 'customer')} />
      </td>
    </tr>
  );
}

const COLUMN_KEYS = ['orderNo', 'route', 'sailingDate', 'total', 'status', 'actions'] as const;
type Columns = Record<(typeof COLUMN_KEYS)[number] | 'blNo', string>;

/** The route's loader: the list is asked for while the page loads and renders (router.tsx `withLoader`). */
export function loader({ request }: LoaderFunctionArgs): null {
  prefetchOrderList(new URL(request.url));
  return null;
}

/**
 * "My orders" (/center/order): the tenant's orders newest first, by status tab (with the count of each),
 * mode and a keyword (order, B/L, reference or contract number), all kept in the address bar, with what
 * may be done to each. `?created=<orderNo>` is where the booking page lands after a submission: a success
 * note names the order and its row is marked. The list, tabs, filters and pages are plain React (decision
 * 057): this is the page a customer lands on after logging in.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params);
  const { tab, mode, keyword, page } = filter;
  const created = params.get('created')?.trim() || null;
  const list = useOrderList(filter);

  /** The query of a view of the list: a filter change goes back to page 1; the success note stays until closed. */
  const queryOf = (next: View & { created?: string | null }) => {
    const merged = { tab, mode, keyword, created, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.tab !== 'all') query.tab = merged.tab;
    if (merged.mode) query.mode = merged.mode;
    if (merged.keyword) query.keyword = merged.keyword;
    if (merged.page > 1) query.page = String(merged.page);
    if (merged.created) query.created = merged.created;
    return query;
  };
  const show = (next: View & { created?: string | null }) => setParams(queryOf(next), { preventScrollReset: true });

  const columns = Object.fromEntries(
    [...COLUMN_KEYS, 'blNo'].map((key) => [key, t(`orders:list.columns.${key as keyof Columns}`)]),
  ) as Columns;

  const filtered = Boolean(tab !== 'all' || mode || keyword);
  let body: ReactNode;
  if (list.isPending)
    body = (
      <div role="status" aria-label={t('common:state.loading')}>
        <SkeletonBars rows={6} />
      </div>
    );
  else if (list.isError)
    body = (
      <Suspense fallback={null}>
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      </Suspense>
    );
  else if (list.data.total === 0)
    body = filtered ? (
      <PlainEmpty description={t('orders:list.noMatch')} />
    ) : (
      <PlainEmpty description={t('orders:list.empty')}>
        <Link to={RATES_PATHS.lclExport}>{t('orders:list.emptyAction')}</Link>
      </PlainEmpty>
    );
  else {
    const { items, total, totalCapped } = list.data;
    // Another tab, filter or page is being read: the rows shown are the previous list's.
    const stale = list.isFetching && list.isPlaceholderData;
    body = (
      <>
        <table className={stale ? `${table.table} ${table.stale}` : table.table} aria-busy={stale}>
          <thead>
            <tr>
              {COLUMN_KEYS.map((key) => (
                <th key={key} scope="col" className={key === 'total' ? table.amount : undefined}>
                  {columns[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <OrderRow key={order.orderId} order={order} created={order.orderNo === created} columns={columns} />
            ))}
          </tbody>
        </table>
        {total > ORDER_PAGE_SIZE ? (
          <div className={styles.pages}>
            <span className={styles.total}>{t('orders:list.total', { total: countText(total, totalCapped) })}</span>
            <PlainPager
              page={page}
              pageSize={ORDER_PAGE_SIZE}
              total={total}
              pageSizes={[ORDER_PAGE_SIZE]}
              href={(target) => `?${new URLSearchParams(queryOf({ page: target }))}`}
              onChange={(target) => show({ page: target })}
            />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <PlainCard title={t('orders:list.title')} data-testid="order-list-page">
      {created ? (
        <PlainAlert
          className={styles.created}
          type="success"
          data-testid="order-created"
          onClose={() => show({ created: null, page })}
        >
          {t('orders:list.created', { orderNo: created, minutes: ORDER_REVIEW_MINUTES })}
        </PlainAlert>
      ) : null}
      <StatusTabs
        tab={tab}
        counts={list.data?.counts}
        countsCapped={list.data?.countsCapped}
        onChange={(next) => show({ tab: next })}
      />
      <div className={styles.toolbar}>
        <AllOr
          label={t('orders:list.columns.mode')}
          all={t('orders:list.allModes')}
          value={mode}
          options={BOOKING_MODES.map((value) => ({ value, label: t(`orders:modes.${value}`) }))}
          onChange={(value) => show({ mode: value })}
        />
        <KeywordSearch keyword={keyword} onSearch={(value) => show({ keyword: value })} />
      </div>
      {body}
    </PlainCard>
  );
}
