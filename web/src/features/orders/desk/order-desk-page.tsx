import { ReloadOutlined } from '@ant-design/icons';
import type { OrderStatus } from '@seabook/domain/order-flow';
import { countText, ORDER_KEYWORD_MAX } from '@seabook/domain/orders';
import { Button, Card, Empty, Input, Select, Tabs, Typography } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listPagination } from '../../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { idParam, pageParam, viewParams } from '../../../lib/desk-params.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import listStyles from '../orders.module.css';
import { useDeskCounts, useDeskList, useDeskRefresh } from './api.ts';
import { BulkBar } from './bulk-bar.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { OrderTable } from './order-table.tsx';
import { QUEUE_KEYS, QUEUES, type Queue, queueCount, WORK_QUEUES } from './queues.ts';

const PAGE_SIZE = 20;

type View = { tab: Queue; status: OrderStatus | undefined; keyword: string; page: number; id: string | null };

/** The queue tabs, each with how many orders it holds (once the counts have answered). */
function QueueTabs({ tab, onChange }: { tab: Queue; onChange: (tab: Queue) => void }) {
  const { t } = useTranslation();
  const counted = useDeskCounts().data;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onChange(key as Queue)}
      items={QUEUE_KEYS.map((key) => {
        const name = t(`opsOrders:queues.${key}`);
        return {
          key,
          label: (
            <span data-testid={`desk-queue-${key}`}>
              {counted
                ? t('opsOrders:queueCount', {
                    name,
                    // A queue holding a status whose count stopped at the cap holds at least the sum (decision 045).
                    count: countText(
                      queueCount(counted.counts, key),
                      QUEUES[key].some((status) => counted.capped.includes(status)),
                    ),
                  })
                : name}
            </span>
          ),
        };
      })}
    />
  );
}

/**
 * The order desk (/ops/orders): the queues of every tenant's orders by status group with their counts,
 * oldest first in the work queues; a status within the queue and a keyword (order, B/L or booking
 * number, company) narrow it; rows selected together take the moves valid for all of them; a row opens
 * the order in a drawer. The queue, filters, page and open order live in the address bar, so a link
 * (from the dashboard, say) opens the same view.
 */
export default function OrderDeskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mayEdit = useOpsCan()('ops.orders', 'edit');
  const tab = QUEUE_KEYS.find((key) => key === params.get('tab')) ?? 'review';
  const statuses: readonly OrderStatus[] = QUEUES[tab];
  const status = statuses.find((value) => value === params.get('status'));
  const keyword = params.get('keyword')?.slice(0, ORDER_KEYWORD_MAX) ?? '';
  const page = pageParam(params);
  const openId = idParam(params);
  const oldestFirst = WORK_QUEUES.includes(tab);
  const list = useDeskList({
    statuses: tab === 'all' ? [] : statuses,
    status,
    keyword,
    oldestFirst,
    page,
    pageSize: PAGE_SIZE,
  });
  const refresh = useDeskRefresh();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  /** A new view: a filter change goes back to page 1 and drops the selection. */
  const show = (next: Partial<View>) => {
    const merged: View = { tab, status, keyword, page: 1, id: openId, ...next };
    if (!('id' in next)) setSelectedIds([]);
    setParams(viewParams(merged, { tab: 'review', page: 1 }), { preventScrollReset: true });
  };

  const rows = list.data?.items ?? [];
  const selected = rows
    .filter((row) => selectedIds.includes(row.orderId))
    .map((row) => ({ orderId: row.orderId, status: row.status }));
  const filtered = Boolean(status || keyword);

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = (
      <Empty
        description={filtered ? t('opsOrders:list.noMatch') : t('opsOrders:list.empty')}
        data-testid="desk-empty"
      />
    );
  else
    body = (
      <OrderTable
        data={list.data}
        now={list.dataUpdatedAt || Date.now()}
        loading={list.isFetching && list.isPlaceholderData}
        selection={mayEdit ? { keys: selectedIds, onChange: (keys: Key[]) => setSelectedIds(keys.map(String)) } : null}
        onOpen={(id) => show({ id, page })}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('opsOrders:list.total', { total: countText(total, list.data.totalCapped) }),
          onChange: (next) => show({ page: next }),
        })}
      />
    );

  return (
    <Card data-testid="order-desk">
      <QueueTabs tab={tab} onChange={(next) => show({ tab: next, status: undefined })} />
      <div className={listStyles.toolbar}>
        {statuses.length > 1 ? (
          <Select<OrderStatus | ''>
            className={listStyles.filter}
            value={status ?? ''}
            aria-label={t('opsOrders:filters.status')}
            data-testid="desk-status-filter"
            onChange={(value) => show({ status: value === '' ? undefined : value })}
            options={[
              { value: '' as const, label: t('opsOrders:filters.allStatuses') },
              ...statuses.map((value) => ({ value, label: t(`orders:statuses.${value}`) })),
            ]}
          />
        ) : null}
        <Input.Search
          key={keyword}
          className={listStyles.search}
          defaultValue={keyword}
          allowClear
          maxLength={ORDER_KEYWORD_MAX}
          placeholder={t('opsOrders:filters.keyword')}
          aria-label={t('opsOrders:filters.keyword')}
          data-testid="desk-keyword"
          onSearch={(value) => show({ keyword: value.trim() })}
        />
        <Typography.Text type="secondary">
          {oldestFirst ? t('opsOrders:filters.oldestFirst') : t('opsOrders:filters.newestFirst')}
        </Typography.Text>
        <Button
          icon={<ReloadOutlined />}
          loading={list.isFetching && !list.isPending}
          onClick={() => void refresh()}
          data-testid="desk-refresh"
        >
          {t('opsOrders:filters.refresh')}
        </Button>
      </div>
      {mayEdit ? <BulkBar selected={selected} onSelect={setSelectedIds} /> : null}
      {body}
      <OrderDrawer id={openId} onClose={() => show({ id: null, page })} />
    </Card>
  );
}
