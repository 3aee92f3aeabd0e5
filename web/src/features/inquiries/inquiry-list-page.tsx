import { BOOKING_MODES, type BookingMode, INQUIRY_STATUSES, type InquiryStatus } from '@seabook/domain/booking';
import type { InquiryListItem } from '@seabook/domain/inquiries';
import { Button, Card, Empty, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { listPagination } from '../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../../components/stacked-table.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useCan } from '../../lib/auth.ts';
import { formatTime } from '../../lib/format.ts';
import { useInquiryList } from '../../lib/inquiries-api.ts';
import { INQUIRY_PATHS } from '../../lib/inquiry-paths.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';
import styles from './inquiries.module.css';
import { InquiryActions } from './inquiry-actions.tsx';
import { InquiryDrawer } from './inquiry-detail.tsx';
import { RouteText, StatusTag } from './inquiry-parts.tsx';

const PAGE_SIZE = 10;
/** Deleted sheets are never listed, so they are no filter. */
const LISTED_STATUSES = INQUIRY_STATUSES.filter((status) => status !== 'deleted');

type View = { status?: InquiryStatus; mode?: BookingMode; page: number; id: string | null };

function viewFrom(params: URLSearchParams): View {
  const status = params.get('status') ?? '';
  const mode = params.get('mode') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (LISTED_STATUSES as readonly string[]).includes(status) ? (status as InquiryStatus) : undefined,
    mode: (BOOKING_MODES as readonly string[]).includes(mode) ? (mode as BookingMode) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    id: params.get('id')?.trim() || null,
  };
}

/** The two ways to ask for a quote. */
function NewInquiryButtons() {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Link to={INQUIRY_PATHS.lcl}>
        <Button type="primary">{t('inquiry:list.newLcl')}</Button>
      </Link>
      <Link to={INQUIRY_PATHS.fcl}>
        <Button>{t('inquiry:list.newFcl')}</Button>
      </Link>
    </Space>
  );
}

/**
 * The account centre's inquiry sheets (/center/inquiry): the tenant's sheets newest first, filtered by
 * status and mode, paged, with the actions each allows; `?id=` opens a sheet's detail over the list, so
 * a sheet has a link of its own. Filters, page and the open sheet live in the address bar.
 */
export default function InquiryListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  const list = useInquiryList({ status: view.status, mode: view.mode, page: view.page, pageSize: PAGE_SIZE });

  const show = (next: Partial<View>) => {
    const merged: View = { ...view, page: 1, id: null, ...next };
    const query: Record<string, string> = {};
    if (merged.status) query.status = merged.status;
    if (merged.mode) query.mode = merged.mode;
    if (merged.page > 1) query.page = String(merged.page);
    if (merged.id) query.id = merged.id;
    setParams(query, { preventScrollReset: true });
  };
  const open = (id: string) => show({ page: view.page, id });
  const filtered = view.status !== undefined || view.mode !== undefined;
  const allowance = list.data?.allowance;

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = (
      <Empty description={t(filtered ? 'inquiry:list.noMatch' : 'inquiry:list.empty')} data-testid="inquiry-empty">
        {can('inquiry', 'add') ? <NewInquiryButtons /> : null}
      </Empty>
    );
  else
    body = (
      <Table<InquiryListItem>
        rowKey="id"
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        className={STACKED_TABLE}
        onRow={() => ({ 'data-testid': 'inquiry-row' }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination({
          page: view.page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('inquiry:list.total', { total }),
          onChange: (page) => show({ page }),
        })}
        columns={labelledColumns<InquiryListItem>([
          {
            key: 'no',
            title: t('inquiry:list.columns.inquiryNo'),
            render: (_, item) => (
              <Space orientation="vertical" size={0}>
                <Space size={4} wrap>
                  <Typography.Link onClick={() => open(item.id)} data-testid="inquiry-no">
                    {item.inquiryNo}
                  </Typography.Link>
                  <Tag>{t(`inquiry:modes.${item.mode}`)}</Tag>
                </Space>
                <Typography.Text type="secondary" className={styles.small}>
                  {formatTime(item.createdAt)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'route',
            title: t('inquiry:list.columns.route'),
            render: (_, item) => <RouteText pol={item.pol} pod={item.pod} />,
          },
          {
            key: 'status',
            title: t('inquiry:list.columns.status'),
            render: (_, item) => <StatusTag status={item.status} acceptance={item.acceptance} />,
          },
          {
            key: 'validity',
            title: t('inquiry:list.columns.validity'),
            render: (_, item) => (item.quoteValidTo ? formatDay(item.quoteValidTo, locale) : '-'),
          },
          {
            key: 'services',
            title: t('inquiry:list.columns.services'),
            responsive: ['lg'],
            render: (_, item) =>
              item.services.length > 0
                ? item.services.map((service) => <Tag key={service}>{t(`booking:services.names.${service}`)}</Tag>)
                : '-',
          },
          {
            key: 'total',
            title: t('inquiry:list.columns.totalUsd'),
            align: 'right',
            render: (_, item) => (
              <span data-testid="inquiry-total">
                {item.quoteTotalUsd ? formatMoney(item.quoteTotalUsd) : t('inquiry:list.notQuoted')}
              </span>
            ),
          },
          {
            key: 'actions',
            title: t('inquiry:list.columns.actions'),
            render: (_, item) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => open(item.id)}>
                  {t('inquiry:list.view')}
                </Button>
                <InquiryActions inquiry={item} compact />
              </Space>
            ),
          },
        ])}
      />
    );

  return (
    <Card
      title={t('inquiry:list.title')}
      data-testid="inquiry-list-page"
      extra={can('inquiry', 'add') ? <NewInquiryButtons /> : null}
    >
      <Typography.Paragraph type="secondary">
        {t('inquiry:list.desc')}
        {allowance ? ` ${t('inquiry:allowance.left', { remaining: allowance.remaining, limit: allowance.limit })}` : ''}
      </Typography.Paragraph>
      <div className={styles.toolbar}>
        <Select<InquiryStatus | 'all'>
          className={styles.statusFilter}
          aria-label={t('inquiry:list.statusFilter')}
          data-testid="status-filter"
          value={view.status ?? 'all'}
          onChange={(status) => show({ status: status === 'all' ? undefined : status })}
          options={[
            { value: 'all', label: t('inquiry:list.allStatuses') },
            ...LISTED_STATUSES.map((status) => ({ value: status, label: t(`inquiry:statuses.${status}`) })),
          ]}
        />
        <Segmented<BookingMode | 'all'>
          aria-label={t('inquiry:list.modeFilter')}
          value={view.mode ?? 'all'}
          onChange={(mode) => show({ mode: mode === 'all' ? undefined : mode })}
          options={[
            { value: 'all', label: t('inquiry:list.allModes') },
            ...BOOKING_MODES.map((mode) => ({ value: mode, label: t(`inquiry:modes.${mode}`) })),
          ]}
        />
      </div>
      {body}
      <InquiryDrawer id={view.id} onClose={() => show({ page: view.page, id: null })} />
    </Card>
  );
}
