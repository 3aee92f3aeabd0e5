import { NOTICE_STATES, type NoticeState } from '@seabook/domain/ops-notices';
import { App, Button, type ButtonProps, Card, Empty, Segmented, Space, Table, Tag, Typography } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listPagination } from '../../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { formatTime } from '../../../lib/format.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import { type OpsNoticeList, useOpsNotices, useWithdrawNotice } from './desk-api.ts';
import { NoticeForm } from './notice-form.tsx';

const PAGE_SIZE = 20;
type Row = OpsNoticeList['items'][number];

const STATE_COLORS: Record<NoticeState, string> = {
  scheduled: 'blue',
  current: 'green',
  ended: 'default',
  withdrawn: 'red',
};

function WithdrawButton({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const withdraw = useWithdrawNotice();
  return (
    <Button
      type="link"
      size="small"
      danger
      loading={withdraw.isPending}
      data-testid="notice-withdraw"
      onClick={() =>
        modal.confirm({
          title: t('messages:desk.withdraw'),
          content: t('messages:desk.withdrawConfirm'),
          okText: t('messages:desk.withdraw'),
          okButtonProps: { danger: true, 'data-testid': 'notice-withdraw-confirm' } as ButtonProps,
          cancelText: t('common:actions.cancel'),
          onOk: () =>
            withdraw.mutateAsync({ id: row.id }).then(
              () => void message.success(t('messages:desk.withdrawn')),
              (error: { msg?: string }) => void message.error(error.msg ?? errorText('REQUEST_ERROR')),
            ),
        })
      }
    >
      {t('messages:desk.withdraw')}
    </Button>
  );
}

/**
 * /ops/notices (issue 16, decision 038): the operation notices with their state, publishing a new one in
 * three languages with a start and an end, and withdrawing one (asked first). Operations staff read only.
 */
export default function NoticesDeskPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useOpsCan();
  const [params, setParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(false);
  const stateParam = params.get('state');
  const state = NOTICE_STATES.find((known) => known === stateParam);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const list = useOpsNotices({ state, page, pageSize: PAGE_SIZE });
  const show = (next: { state?: NoticeState | undefined; page?: number }) => {
    const merged = { state, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.state) query.state = merged.state;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  };
  const mayPublish = can('ops.notices', 'add');
  const mayWithdraw = can('ops.notices', 'delete');

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0) body = <Empty description={t('messages:desk.empty')} />;
  else
    body = (
      <Table<Row>
        rowKey="id"
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        scroll={{ x: true }}
        onRow={(row) => ({ 'data-testid': 'notice-row', 'data-state': row.state }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('messages:total', { total }),
          onChange: (next) => show({ page: next }),
        })}
        columns={[
          {
            key: 'title',
            title: t('messages:desk.title'),
            render: (_, row) => (
              <Space orientation="vertical" size={0} style={{ maxWidth: 420 }}>
                <Typography.Text strong>{row.title[locale]}</Typography.Text>
                <Typography.Text type="secondary" ellipsis={{ tooltip: row.body[locale] }}>
                  {row.body[locale]}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'kind',
            title: t('messages:desk.kind'),
            render: (_, row) => <Tag>{t(`layout:noticeBar.kinds.${row.kind}`)}</Tag>,
          },
          {
            key: 'state',
            title: t('messages:desk.state'),
            render: (_, row) => (
              <Tag color={STATE_COLORS[row.state]} data-testid="notice-state">
                {t(`messages:desk.states.${row.state}`)}
              </Tag>
            ),
          },
          {
            key: 'window',
            title: t('messages:desk.window'),
            render: (_, row) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {formatTime(row.startsAt, { locale })} –{' '}
                {row.endsAt ? formatTime(row.endsAt, { locale }) : t('messages:desk.noEnd')}
              </span>
            ),
          },
          {
            key: 'by',
            title: t('messages:desk.by'),
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.createdBy}</span>
                {row.withdrawnBy !== null && row.withdrawnAt ? (
                  <Typography.Text type="secondary">
                    {t('messages:desk.withdrawnBy', {
                      name: row.withdrawnBy,
                      time: formatTime(row.withdrawnAt, { locale }),
                    })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('messages:desk.actions'),
            render: (_, row) =>
              mayWithdraw && (row.state === 'current' || row.state === 'scheduled') ? (
                <WithdrawButton row={row} />
              ) : null,
          },
        ]}
      />
    );

  return (
    <Card
      title={t('messages:desk.heading')}
      extra={
        mayPublish ? (
          <Button type="primary" onClick={() => setFormOpen(true)} data-testid="notice-new">
            {t('messages:desk.publish')}
          </Button>
        ) : null
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Segmented<NoticeState | 'all'>
          value={state ?? 'all'}
          options={[
            { value: 'all', label: t('messages:filters.all') },
            ...NOTICE_STATES.map((value) => ({ value, label: t(`messages:desk.states.${value}`) })),
          ]}
          onChange={(value) => show({ state: value === 'all' ? undefined : value })}
          data-testid="notice-state-filter"
        />
        {body}
      </Space>
      {mayPublish ? <NoticeForm open={formOpen} onClose={() => setFormOpen(false)} /> : null}
    </Card>
  );
}
