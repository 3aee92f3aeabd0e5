import { ORDER_ACTIONS } from '@seabook/domain/order-flow';
import type { OrderLogEntry } from '@seabook/domain/order-info';
import { Card, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
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
] as const;
type LogAction = (typeof LOG_ACTIONS)[number];

/** The fields an edit names that the page has a label for; others show as the server names them. */
const FIELD_LABELS = {
  customerReference: 'orders:detail.customerReference',
  contractNo: 'orders:detail.contractNo',
  userFields: 'orders:detail.references.fields',
  fields: 'orders:detail.references.fields',
} as const;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && 'label' in v && 'value' in v))
    return value.map((v) => `${String(v.label)}=${String(v.value)}`).join(', ') || '-';
  return JSON.stringify(value);
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
  const fieldText = (field: string) =>
    field in FIELD_LABELS ? t(FIELD_LABELS[field as keyof typeof FIELD_LABELS]) : field;

  return (
    <Card title={t('orders:detail.sections.log')} data-testid="order-log">
      <Table<OrderLogEntry>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
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
              <div className={styles.lines}>
                {entry.remark ? <div>{entry.remark}</div> : null}
                {Object.entries(entry.changes ?? {}).map(([field, [before, after]]) => (
                  <Typography.Text key={field} type="secondary" className={styles.change}>
                    {t('orders:detail.log.change', {
                      field: fieldText(field),
                      before: valueText(before),
                      after: valueText(after),
                    })}
                  </Typography.Text>
                ))}
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
