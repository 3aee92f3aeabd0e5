import { ORDER_REVIEW_MINUTES } from '@seabook/domain/booking-price';
import { BOOKING_MODES, type BookingMode } from '@seabook/domain/booking-rules';
import { localName } from '@seabook/domain/catalog';
import { ORDER_STATUS_TAB_KEYS, type OrderStatusTab } from '@seabook/domain/order-flow';
import { orderActions } from '@seabook/domain/order-info';
import { countText, ORDER_KEYWORD_MAX, type OrderList, type OrderListItem } from '@seabook/domain/orders';
import { Alert, Button, Card, Empty, Input, Select, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link, type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { listPagination } from '../../components/list-pagination.ts';
import { containersText, OrderRoute, OrderStatusTag, OrderTotals, SailingDay } from '../../components/order-parts.tsx';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../../components/stacked-table.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { ORDER_PAGE_SIZE, orderFilterOf, prefetchOrderList, useOrderList } from './api.ts';
import { OrderActionButtons } from './order-actions.tsx';
import styles from './orders.module.css';

/** A filter of one value or all of them ("all" is no filter). */
function AllOr<T extends string>(props: {
  label: string;
  all: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Select<T | ''>
      className={styles.filter}
      value={props.value ?? ''}
      aria-label={props.label}
      onChange={(value) => props.onChange(value === '' ? undefined : value)}
      options={[{ value: '' as const, label: props.all }, ...props.options]}
    />
  );
}

type View = { tab?: OrderStatusTab; mode?: BookingMode | undefined; keyword?: string; page?: number };

/** The status tabs, each with how many orders it holds (once the first page has answered). */
function StatusTabs(props: {
  tab: OrderStatusTab;
  counts: OrderList['counts'] | undefined;
  /** The tabs whose count stopped at the cap: shown as "10,000+" (decision 045). */
  countsCapped: OrderList['countsCapped'] | undefined;
  onChange: (tab: OrderStatusTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={props.tab}
      onChange={(key) => props.onChange(key as OrderStatusTab)}
      items={ORDER_STATUS_TAB_KEYS.map((key) => {
        const name = t(`orders:tabs.${key}`);
        const count = props.counts?.[key];
        return {
          key,
          label: (
            <span data-testid={`order-tab-${key}`}>
              {count === undefined
                ? name
                : t('orders:tabCount', { name, count: countText(count, props.countsCapped?.includes(key) ?? false) })}
            </span>
          ),
        };
      })}
    />
  );
}

/** The route's loader: the list is asked for while the page loads and renders (router.tsx `withLoader`). */
export function loader({ request }: LoaderFunctionArgs): null {
  prefetchOrderList(new URL(request.url));
  return null;
}

/**
 * "My orders" (/center/order): the tenant's orders newest first, by status tab (with the count of each),
 * mode and a keyword (order, B/L, reference or contract number), all kept in the address bar, with what
 * may be done to each. `?created=<orderNo>` is where the booking page lands after a submission: a success
 * note names the order and its row is marked.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params);
  const { tab, mode, keyword, page } = filter;
  const created = params.get('created')?.trim() || null;
  const list = useOrderList(filter);

  /** A new view of the list: a filter change goes back to page 1; the success note stays until closed. */
  const show = (next: View & { created?: string | null }) => {
    const merged = { tab, mode, keyword, created, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.tab !== 'all') query.tab = merged.tab;
    if (merged.mode) query.mode = merged.mode;
    if (merged.keyword) query.keyword = merged.keyword;
    if (merged.page > 1) query.page = String(merged.page);
    if (merged.created) query.created = merged.created;
    setParams(query, { preventScrollReset: true });
  };

  const filtered = Boolean(tab !== 'all' || mode || keyword);
  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = filtered ? (
      <Empty description={t('orders:list.noMatch')} />
    ) : (
      <Empty description={t('orders:list.empty')}>
        <Link to={RATES_PATHS.lclExport}>
          <Button type="primary">{t('orders:list.emptyAction')}</Button>
        </Link>
      </Empty>
    );
  else
    body = (
      <Table<OrderListItem>
        rowKey="orderId"
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        className={STACKED_TABLE}
        rowClassName={(order) => (order.orderNo === created ? (styles.createdRow ?? '') : '')}
        onRow={(order) =>
          ({
            'data-testid': 'order-row',
            'data-created': order.orderNo === created ? 'true' : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
        pagination={listPagination({
          page,
          pageSize: ORDER_PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('orders:list.total', { total: countText(total, list.data.totalCapped) }),
          onChange: (next) => show({ page: next }),
        })}
        columns={labelledColumns<OrderListItem>([
          {
            key: 'orderNo',
            title: t('orders:list.columns.orderNo'),
            render: (_, order) => (
              <Space orientation="vertical" size={0}>
                <Space size={4} wrap>
                  <Link to={ORDER_PATHS.detail(order.orderId)}>{order.orderNo}</Link>
                  <Tag>{t(`orders:modes.${order.mode}`)}</Tag>
                </Space>
                {order.customerReference ? (
                  <Typography.Text type="secondary">
                    {t('orders:list.reference', { reference: order.customerReference })}
                  </Typography.Text>
                ) : null}
                {order.blNo ? (
                  <Typography.Text type="secondary">
                    {t('orders:list.columns.blNo')} <span>{order.blNo}</span>
                  </Typography.Text>
                ) : null}
                <Typography.Text type="secondary" className={styles.submitted}>
                  {t('orders:list.submitted', { at: formatTime(order.createdAt) })}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'route',
            title: t('orders:list.columns.route'),
            render: (_, order) => (
              <Space orientation="vertical" size={0}>
                <OrderRoute pol={order.pol} pod={order.pod} />
                {order.carrier ? (
                  <Tooltip title={localName(order.carrier.name, locale)}>
                    <span>{order.carrier.shortName}</span>
                  </Tooltip>
                ) : (
                  <Typography.Text type="secondary">{t('orders:list.carrierPending')}</Typography.Text>
                )}
                {order.containers.length > 0 ? <span>{containersText(order.containers)}</span> : null}
                <Typography.Text type="secondary">
                  {t('orders:list.cargo', {
                    pieces: order.cargo.pieces,
                    weight: order.cargo.weightKg,
                    volume: order.cargo.volumeCbm,
                  })}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'sailingDate',
            title: t('orders:list.columns.sailingDate'),
            render: (_, order) => (
              <span className={styles.nowrap}>
                <SailingDay date={order.sailingDate} />
              </span>
            ),
          },
          {
            key: 'total',
            title: t('orders:list.columns.total'),
            align: 'right',
            render: (_, order) => <OrderTotals totals={order.totals} totalUsd={order.totalUsd} />,
          },
          {
            key: 'status',
            title: t('orders:list.columns.status'),
            render: (_, order) => <OrderStatusTag status={order.status} />,
          },
          {
            key: 'actions',
            title: t('orders:list.columns.actions'),
            width: 150,
            render: (_, order) => (
              <OrderActionButtons compact order={order} actions={orderActions(order.status, 'customer')} />
            ),
          },
        ])}
      />
    );

  return (
    <Card title={t('orders:list.title')} data-testid="order-list-page">
      {created ? (
        <Alert
          className={styles.created}
          type="success"
          showIcon
          data-testid="order-created"
          title={t('orders:list.created', { orderNo: created, minutes: ORDER_REVIEW_MINUTES })}
          closable={{ onClose: () => show({ created: null, page }) }}
        />
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
        <Input.Search
          key={keyword}
          className={styles.search}
          defaultValue={keyword}
          allowClear
          maxLength={ORDER_KEYWORD_MAX}
          placeholder={t('orders:list.search')}
          aria-label={t('orders:list.search')}
          onSearch={(value) => show({ keyword: value.trim() })}
        />
      </div>
      {body}
    </Card>
  );
}
