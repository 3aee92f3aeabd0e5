import { ReloadOutlined } from '@ant-design/icons';
import { BOOKING_MODES, type BookingMode, type InquiryStatus } from '@seabook/domain/booking-rules';
import type { OpsInquiryListItem } from '@seabook/domain/inquiries';
import { Button, Card, Empty, Input, Segmented, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueueTable } from '../../../components/desk/queue-table.tsx';
import { useNow, Waited } from '../../../components/desk/waited.tsx';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { choiceParam, idParam, pageParam, viewParams } from '../../../lib/desk-params.ts';
import { formatTime } from '../../../lib/format.ts';
import { formatDay, formatMoney } from '../../../lib/plain-format.ts';
import { RouteText, StatusTag } from '../inquiry-parts.tsx';
import { useDeskList } from './api.ts';
import { DeskDrawer } from './inquiry-desk-drawer.tsx';

const PAGE_SIZE = 20;
/** The desk's tabs, the queue first; deleted sheets are never listed. */
export const DESK_TABS = [
  'waiting',
  'quoted',
  'rejected',
  'ordered',
  'cancelled',
] as const satisfies readonly InquiryStatus[];
type DeskTab = (typeof DESK_TABS)[number];

type View = { status: DeskTab; mode?: BookingMode; keyword: string; page: number; id: string | null };

function viewFrom(params: URLSearchParams): View {
  return {
    status: choiceParam(params, 'status', DESK_TABS) ?? 'waiting',
    mode: choiceParam(params, 'mode', BOOKING_MODES),
    keyword: params.get('keyword')?.trim() ?? '',
    page: pageParam(params),
    id: idParam(params),
  };
}

function useColumns(status: DeskTab, open: (id: string) => void): TableColumnsType<OpsInquiryListItem> {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  const columns: TableColumnsType<OpsInquiryListItem> = [
    {
      key: 'no',
      title: t('opsInquiries:list.columns.inquiryNo'),
      fixed: 'start',
      render: (_, item) => (
        <Typography.Link onClick={() => open(item.id)} data-testid="desk-inquiry-no">
          {item.inquiryNo}
        </Typography.Link>
      ),
    },
    {
      key: 'owner',
      title: t('opsInquiries:list.columns.owner'),
      render: (_, item) => (
        <>
          <div>{item.company}</div>
          <Typography.Text type="secondary">{item.accountName}</Typography.Text>
        </>
      ),
    },
    {
      key: 'mode',
      title: t('opsInquiries:list.columns.mode'),
      render: (_, item) => <Tag>{t(`inquiry:modes.${item.mode}`)}</Tag>,
    },
    {
      key: 'route',
      title: t('opsInquiries:list.columns.route'),
      render: (_, item) => <RouteText pol={item.pol} pod={item.pod} />,
    },
    {
      key: 'cargo',
      title: t('opsInquiries:list.columns.cargo'),
      render: (_, item) => (
        <>
          <div>
            {t('opsInquiries:cargo', {
              weight: item.cargo.weightKg,
              volume: item.cargo.volumeCbm,
              pieces: item.cargo.pieces,
            })}
          </div>
          {item.containers.length > 0 ? (
            <Typography.Text type="secondary">
              {item.containers.map((row) => `${row.type} × ${row.quantity}`).join(', ')}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'createdAt',
      title: t('opsInquiries:list.columns.createdAt'),
      render: (_, item) => formatTime(item.createdAt),
    },
  ];
  if (status === 'waiting')
    columns.push({
      key: 'waiting',
      title: t('opsInquiries:list.columns.waiting'),
      render: (_, item) => <Waited since={item.createdAt} now={now} testId="desk-overdue" />,
    });
  if (status === 'quoted' || status === 'ordered')
    columns.push(
      {
        key: 'quote',
        title: t('opsInquiries:list.columns.quote'),
        align: 'end',
        render: (_, item) => (
          <span data-testid="desk-quote-total">{item.quoteTotalUsd ? formatMoney(item.quoteTotalUsd) : '-'}</span>
        ),
      },
      {
        key: 'validTo',
        title: t('opsInquiries:list.columns.validTo'),
        render: (_, item) => (item.quoteValidTo ? formatDay(item.quoteValidTo, locale) : '-'),
      },
      {
        key: 'acceptance',
        title: t('opsInquiries:list.columns.acceptance'),
        render: (_, item) => <StatusTag status={item.status} acceptance={item.acceptance} />,
      },
    );
  columns.push({
    key: 'actions',
    title: t('opsInquiries:list.columns.actions'),
    render: (_, item) => (
      <Button type="link" size="small" onClick={() => open(item.id)} data-testid="desk-open">
        {item.actions.length > 0 ? t('opsInquiries:list.handle') : t('opsInquiries:list.view')}
      </Button>
    ),
  });
  return columns;
}

/**
 * The inquiry desk (/ops/inquiries): every tenant's inquiries by status, the waiting queue first and
 * oldest first, with a keyword (number, company, account) and a mode; a row opens the sheet in a
 * drawer to quote or reject it. Tab, filters, page and the open sheet live in the address bar.
 */
export default function InquiryDeskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  const [typed, setTyped] = useState(view.keyword);
  const list = useDeskList({
    status: view.status,
    mode: view.mode,
    keyword: view.keyword,
    page: view.page,
    pageSize: PAGE_SIZE,
  });

  const show = (next: Partial<View>) => {
    const merged: View = { ...view, page: 1, id: null, ...next };
    setParams(viewParams(merged, { status: 'waiting', page: 1 }), { preventScrollReset: true });
  };
  const open = (id: string) => show({ page: view.page, id });
  const columns = useColumns(view.status, open);
  const filtered = view.mode !== undefined || view.keyword !== '';

  const body = (
    <QueueTable<OpsInquiryListItem>
      list={list}
      columns={columns}
      rowAttributes={(item) => ({ 'data-testid': 'desk-row', 'data-inquiry-no': item.inquiryNo })}
      empty={
        <Empty
          description={t(
            view.status === 'waiting' && !filtered ? 'opsInquiries:list.emptyWaiting' : 'opsInquiries:list.empty',
          )}
          data-testid="desk-empty"
        />
      }
      page={view.page}
      pageSize={PAGE_SIZE}
      totalText={(total) => t('opsInquiries:list.total', { total })}
      onPage={(page) => show({ page })}
    />
  );

  return (
    <Card data-testid="inquiry-desk">
      <Typography.Paragraph type="secondary">{t('opsInquiries:desc')}</Typography.Paragraph>
      <Tabs
        activeKey={view.status}
        onChange={(status) => show({ status: status as DeskTab })}
        items={DESK_TABS.map((status) => ({
          key: status,
          label: <span data-testid={`desk-tab-${status}`}>{t(`inquiry:statuses.${status}`)}</span>,
        }))}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          value={typed}
          maxLength={60}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(keyword) => show({ keyword: keyword.trim() })}
          placeholder={t('opsInquiries:filters.keyword')}
          aria-label={t('opsInquiries:filters.keyword')}
          data-testid="desk-keyword"
        />
        <Segmented<BookingMode | 'all'>
          aria-label={t('opsInquiries:filters.mode')}
          value={view.mode ?? 'all'}
          onChange={(mode) => show({ mode: mode === 'all' ? undefined : mode })}
          options={[
            { value: 'all', label: t('opsInquiries:filters.allModes') },
            ...BOOKING_MODES.map((mode) => ({ value: mode, label: t(`inquiry:modes.${mode}`) })),
          ]}
        />
        <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
          {t('opsInquiries:filters.refresh')}
        </Button>
      </div>
      {body}
      <DeskDrawer id={view.id} onClose={() => show({ page: view.page, id: null })} />
    </Card>
  );
}
