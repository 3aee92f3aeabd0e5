import { ORDER_ACTIONS } from '@seabook/domain/order-flow';
import type { OrderLogEntry } from '@seabook/domain/order-info';
import { Card, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { logDetails } from './log-text.ts';
import styles from './orders.module.css';

/** The log's entries that are no move: their labels live in orders:logActions. */
const LOG_ACTIONS = [
  'create',
  'edit',
  'userdefine',
  'addfile',
  'todo_raised',
  'todo_done',
  'milestone',
  'loading',
  'transfer',
] as const;
type LogAction = (typeof LOG_ACTIONS)[number];

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The order's log, newest first (as the server sends it): when, who, what, the status it moved, the remark, the fields changed. */
export function LogCard({ log }: { log: readonly OrderLogEntry[] }) {
  const { t } = useTranslation();
  const actionText = (action: string) =>
    isOneOf(ORDER_ACTIONS, action)
      ? t(`orders:moves.${action}`)
      : isOneOf<LogAction>(LOG_ACTIONS, action)
        ? t(`orders:logActions.${action}`)
        : action;

  return (
    <Card title={t('orders:detail.sections.log')} data-testid="order-log">
      <ScrollRegion label={t('orders:detail.sections.log')}>
        <Table<OrderLogEntry>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={[...log]}
          locale={{ emptyText: t('orders:detail.log.empty') }}
          onRow={() => ({ 'data-testid': 'order-log-row' }) as HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'at', title: t('orders:detail.log.at'), render: (_, entry) => formatTime(entry.at) },
            {
              key: 'who',
              title: t('orders:detail.log.who'),
              render: (_, entry) => (
                <Space size={4}>
                  <Tag>{t(`orders:actors.${entry.actorKind}`)}</Tag>
                  <span>{entry.actorName}</span>
                </Space>
              ),
            },
            { key: 'action', title: t('orders:detail.log.action'), render: (_, entry) => actionText(entry.action) },
            {
              key: 'status',
              title: t('orders:detail.log.status'),
              render: (_, entry) =>
                entry.to ? (
                  <span data-testid="order-log-move">
                    {entry.from ? `${t(`orders:statuses.${entry.from}`)} → ` : ''}
                    {t(`orders:statuses.${entry.to}`)}
                  </span>
                ) : null,
            },
            {
              key: 'details',
              title: t('orders:detail.log.remark'),
              render: (_, entry) => (
                <div className={styles.lines} data-testid="order-log-details">
                  {logDetails(entry, t).map((line, index) => (
                    <Typography.Text key={line} type={index === 0 && entry.remark ? undefined : 'secondary'}>
                      {line}
                    </Typography.Text>
                  ))}
                </div>
              ),
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
