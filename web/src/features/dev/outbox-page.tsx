import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageError } from '../../components/page-state.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatTime } from '../../lib/format.ts';
import { DEV_PROVIDERS_OFF_STATUS, devApi, type OutboxItem } from './api.ts';
import styles from './dev-pages.module.css';

/** New messages show up without a manual refresh while someone waits for a code. */
const REFRESH_MS = 3000;
const DEFAULT_PAGE_SIZE = 20;

/** A 6-digit code in a message, to offer it for copying. */
function codeIn(body: string): string | undefined {
  return /(?<!\d)\d{6}(?!\d)/.exec(body)?.[0];
}

/**
 * /dev/outbox: every SMS and e-mail the development providers "sent", newest first. A development tool,
 * so recipients are shown in full.
 */
export default function OutboxPage() {
  const { t } = useTranslation('dev');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const outbox = useQuery({
    queryKey: ['dev', 'outbox', page, pageSize],
    queryFn: ({ signal }) => devApi.outbox(page, pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.status === 'error' ? false : REFRESH_MS),
    retry: false,
  });

  if (isApiError(outbox.error) && outbox.error.status === DEV_PROVIDERS_OFF_STATUS) {
    return (
      <div className={styles.page}>
        <Result status="info" title={t('outbox.offTitle')} subTitle={t('outbox.offDesc')} data-testid="outbox-off" />
      </div>
    );
  }

  const columns: TableColumnsType<OutboxItem> = [
    {
      title: t('outbox.columns.time'),
      dataIndex: 'created_at',
      width: 230,
      render: (value: string) => formatTime(value, { seconds: true }),
    },
    {
      title: t('outbox.columns.channel'),
      dataIndex: 'channel',
      width: 100,
      render: (channel: OutboxItem['channel']) => (
        <Tag color={channel === 'sms' ? 'blue' : 'purple'}>{t(`outbox.channel.${channel}`)}</Tag>
      ),
    },
    {
      title: t('outbox.columns.to'),
      dataIndex: 'to',
      width: 200,
      render: (to: string) => <span data-testid="outbox-to">{to}</span>,
    },
    {
      title: t('outbox.columns.body'),
      dataIndex: 'body',
      render: (body: string) => {
        const code = codeIn(body);
        return (
          <Flex vertical gap={4}>
            <span data-testid="outbox-body">{body}</span>
            {code ? (
              <Typography.Text code copyable={{ text: code }}>
                {t('outbox.code')} {code}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <div className={styles.page}>
      <Typography.Title level={3}>{t('outbox.title')}</Typography.Title>
      <Alert type="warning" showIcon title={t('outbox.note')} className={styles.note} />
      <Flex justify="space-between" align="center" className={styles.toolbar}>
        <Typography.Text type="secondary">{t('outbox.autoRefresh')}</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('outbox.refresh')}
        </Button>
      </Flex>
      {outbox.error ? (
        <PageError error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : (
        <Table<OutboxItem>
          data-testid="outbox-table"
          rowKey="id"
          columns={columns}
          dataSource={outbox.data?.items ?? []}
          loading={outbox.isPending}
          locale={{ emptyText: t('outbox.empty') }}
          pagination={{
            current: page,
            pageSize,
            total: outbox.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('outbox.total', { total }),
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
        />
      )}
    </div>
  );
}
