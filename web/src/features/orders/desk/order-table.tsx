import { ORDER_REVIEW_MINUTES } from '@seabook/domain/booking-price';
import type { OpsOrderList } from '@seabook/domain/ops-orders';
import { Button, Space, Table, type TablePaginationConfig, Tag, Tooltip, Typography } from 'antd';
import type { HTMLAttributes, Key } from 'react';
import { containersText, OrderRoute, OrderStatusTag, OrderTotals } from '../../../components/order-parts.tsx';
import { labelledColumns, STACKED_TABLE } from '../../../components/stacked-table.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { formatTime } from '../../../lib/format.ts';
import { waitedMinutes, waitedText } from '../../../lib/waiting.ts';
import styles from './ops-orders.module.css';
import { isFinal, reviewOverdue } from './queues.ts';

type Row = OpsOrderList['items'][number];

/** How long an open order has waited since it was placed (the inquiry desk's wording). */
function WaitingTime({ order, now }: { order: Row; now: number }) {
  const { t } = useTranslation();
  if (isFinal(order.status)) return <Typography.Text type="secondary">-</Typography.Text>;
  const minutes = waitedMinutes(order.createdAt, now);
  const { key, values } = waitedText(minutes);
  const text = t(key, values);
  if (!reviewOverdue(order.status, minutes)) return <span data-testid="desk-waiting">{text}</span>;
  return (
    <Tooltip title={t('opsOrders:list.overdue', { minutes: ORDER_REVIEW_MINUTES })}>
      <span className={styles.overdue} data-testid="desk-waiting" data-overdue="true">
        {text}
      </span>
    </Tooltip>
  );
}

/**
 * One page of a queue: number (opens the drawer), owner, mode, lane, cargo, status, placed at, waiting
 * time (an order waiting for review beyond the promised 30 minutes in red) and total. Rows are
 * selectable for bulk moves when `selection` is given.
 */
export function OrderTable({
  data,
  now,
  loading,
  pagination,
  selection,
  onOpen,
}: {
  data: OpsOrderList;
  now: number;
  loading: boolean;
  pagination: TablePaginationConfig;
  selection: { keys: Key[]; onChange: (keys: Key[]) => void } | null;
  onOpen: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      rowKey="orderId"
      dataSource={data.items}
      loading={loading}
      className={STACKED_TABLE}
      pagination={pagination}
      rowSelection={
        selection ? { selectedRowKeys: selection.keys, onChange: (keys) => selection.onChange(keys) } : undefined
      }
      onRow={(order) =>
        ({ 'data-testid': 'desk-order-row', 'data-order-no': order.orderNo }) as HTMLAttributes<HTMLElement>
      }
      columns={labelledColumns<Row>([
        {
          key: 'orderNo',
          title: t('opsOrders:list.columns.orderNo'),
          render: (_, order) => (
            <Button
              type="link"
              className={styles.linkCell}
              data-testid="desk-order-open"
              onClick={() => onOpen(order.orderId)}
            >
              {order.orderNo}
            </Button>
          ),
        },
        {
          key: 'company',
          title: t('opsOrders:list.columns.company'),
          render: (_, order) => (
            <Space orientation="vertical" size={0}>
              <span>{order.company}</span>
              <Typography.Text type="secondary">{order.accountName}</Typography.Text>
            </Space>
          ),
        },
        {
          key: 'mode',
          title: t('opsOrders:list.columns.mode'),
          render: (_, order) => <Tag>{t(`orders:modes.${order.mode}`)}</Tag>,
        },
        {
          key: 'lane',
          title: t('opsOrders:list.columns.lane'),
          render: (_, order) => <OrderRoute pol={order.pol} pod={order.pod} />,
        },
        {
          key: 'cargo',
          title: t('opsOrders:list.columns.cargo'),
          render: (_, order) => (
            <Space orientation="vertical" size={0}>
              {order.containers.length > 0 ? <span>{containersText(order.containers)}</span> : null}
              <Typography.Text type={order.containers.length > 0 ? 'secondary' : undefined}>
                {t('opsOrders:list.cargo', {
                  pieces: order.cargo.pieces,
                  weight: order.cargo.weightKg,
                  volume: order.cargo.volumeCbm,
                })}
              </Typography.Text>
            </Space>
          ),
        },
        {
          key: 'status',
          title: t('opsOrders:list.columns.status'),
          render: (_, order) => <OrderStatusTag status={order.status} />,
        },
        {
          key: 'createdAt',
          title: t('opsOrders:list.columns.createdAt'),
          render: (_, order) => formatTime(order.createdAt),
        },
        {
          key: 'waiting',
          title: t('opsOrders:list.columns.waiting'),
          render: (_, order) => <WaitingTime order={order} now={now} />,
        },
        {
          key: 'total',
          title: t('opsOrders:list.columns.total'),
          align: 'right',
          render: (_, order) => <OrderTotals totals={order.totals} totalUsd={order.totalUsd} />,
        },
      ])}
    />
  );
}
