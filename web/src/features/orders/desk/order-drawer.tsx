import { ReloadOutlined } from '@ant-design/icons';
import type { OrderDraft } from '@seabook/domain/booking';
import { localName } from '@seabook/domain/catalog';
import type { OpsOrderInfo } from '@seabook/domain/ops-orders';
import { Alert, Button, Card, Drawer, Result, Space, Tabs, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { OrderRoute, OrderStatusTag, SailingDay } from '../../../components/order-parts.tsx';
import { NodesCard, ProgressCard } from '../../../components/order-progress.tsx';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { PriceSummary } from '../../../components/price-summary.tsx';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatTime } from '../../../lib/format.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import { formatDay } from '../../../lib/plain-format.ts';
import { quoteValidityFact, ReviewAlert } from '../order-header.tsx';
import { LoadingCard } from '../order-loading.tsx';
import { LogCard } from '../order-log.tsx';
import { CargoCard, ContainersCard, FactList, PartiesCard } from '../order-sections.tsx';
import { ServicesCard } from '../order-services.tsx';
import { TodosCard } from '../order-todos.tsx';
import orderStyles from '../orders.module.css';
import { useDeskOrder, useDeskRefresh } from './api.ts';
import { BlPanel } from './bl-panel.tsx';
import { LoadingForm } from './loading-form.tsx';
import { MilestoneForm } from './milestone-form.tsx';
import styles from './ops-orders.module.css';
import { OrderDocuments } from './order-documents.tsx';
import { OrderMoves } from './order-moves.tsx';
import { TodoForm } from './todo-form.tsx';

/** Whether the order still goes somewhere: nodes, loading and to-dos are recorded until it is closed. */
function isOpen(order: OpsOrderInfo): boolean {
  return order.status !== 'rejected' && order.status !== 'cancelled';
}

/** The order's numbers, owner, route and terms, with the operator's review remark above them. */
function Overview({ order }: { order: OpsOrderInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={orderStyles.stack}>
      <ReviewAlert order={order} />
      {order.quoteExpired && order.quoteValidTo ? (
        <Alert
          type="warning"
          showIcon
          data-testid="desk-quote-expired"
          title={t('opsOrders:drawer.quoteExpired', { date: formatDay(order.quoteValidTo, locale) })}
        />
      ) : null}
      <FactList
        items={[
          ['company', t('opsOrders:drawer.company'), order.company],
          ['quoteValidTo', t('orders:detail.quoteValidTo'), quoteValidityFact(order)],
          ['account', t('opsOrders:drawer.account'), order.accountName],
          ['mode', t('orders:detail.mode'), t(`orders:modes.${order.mode}`)],
          ['route', t('orders:detail.route'), <OrderRoute key="route" pol={order.pol} pod={order.pod} />],
          [
            'carrier',
            t('orders:detail.carrier'),
            order.carrier ? `${order.carrier.shortName} · ${localName(order.carrier.name, locale)}` : null,
          ],
          ['sailingDate', t('orders:detail.sailingDate'), <SailingDay key="sailing" date={order.sailingDate} />],
          ['createdAt', t('orders:detail.createdAt'), formatTime(order.createdAt)],
          ['blNo', t('orders:detail.blNo'), order.blNo],
          ['bookingNo', t('orders:detail.bookingNo'), order.bookingNo],
          ['customerReference', t('orders:detail.customerReference'), order.customerReference],
          ['contractNo', t('orders:detail.contractNo'), order.contractNo],
          ['terms', t('orders:detail.tradeTerm'), `${order.tradeTerm} · ${order.shipmentTerm}`],
        ]}
      />
      <ProgressCard steps={order.steps} />
      <Card title={t('orders:detail.sections.fees')} size="small">
        <PriceSummary price={order} />
      </Card>
    </div>
  );
}

/** The loading information as the customer sees it, and the form to change it. */
function Loading({ order, mayEdit }: { order: OpsOrderInfo; mayEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <div className={orderStyles.stack}>
      {mayEdit ? (
        <Button
          type={editing ? 'default' : 'primary'}
          data-testid="loading-edit"
          onClick={() => setEditing((open) => !open)}
          style={{ alignSelf: 'flex-start' }}
        >
          {editing ? t('opsOrders:loading.close') : t('opsOrders:loading.edit')}
        </Button>
      ) : null}
      {editing ? <LoadingForm order={order} onSaved={() => setEditing(false)} /> : null}
      <LoadingCard order={order} />
    </div>
  );
}

/**
 * One order on the desk: its number, status and owner in the header with the operator's moves, then
 * tabs for the overview, business nodes, loading, to-dos, documents, the booking as submitted and the
 * log. An operator whose role may only read (finance) sees all of it without the buttons and forms.
 */
function OrderView({ order }: { order: OpsOrderInfo }) {
  const { t } = useTranslation();
  const mayEdit = useOpsCan()('ops.orders', 'edit');
  const open = isOpen(order);
  // The server stores the draft as it parsed it (OrderDraftSchema), so it has that shape.
  const draft = order.draft as OrderDraft;
  const tab = (key: string, label: string) => <span data-testid={`desk-tab-${key}`}>{label}</span>;
  return (
    <div className={orderStyles.stack} data-testid="desk-order" data-status={order.status}>
      {mayEdit ? (
        <OrderMoves order={order} />
      ) : (
        <Alert type="info" showIcon title={t('opsOrders:drawer.readOnly')} data-testid="desk-read-only" />
      )}
      <Tabs
        items={[
          {
            key: 'overview',
            label: tab('overview', t('opsOrders:drawer.tabs.overview')),
            children: <Overview order={order} />,
          },
          {
            key: 'nodes',
            label: tab('nodes', t('opsOrders:drawer.tabs.nodes')),
            children: (
              <div className={orderStyles.stack}>
                {mayEdit && open ? <MilestoneForm order={order} /> : null}
                <NodesCard milestones={order.milestones} />
              </div>
            ),
          },
          {
            key: 'loading',
            label: tab('loading', t('opsOrders:drawer.tabs.loading')),
            children: <Loading order={order} mayEdit={mayEdit && open} />,
          },
          {
            key: 'todos',
            label: tab('todos', t('opsOrders:drawer.tabs.todos')),
            children: (
              <div className={orderStyles.stack}>
                {mayEdit && open ? <TodoForm order={order} /> : null}
                <TodosCard orderId={order.orderId} todos={order.todos} readOnly />
              </div>
            ),
          },
          {
            key: 'files',
            label: tab('files', t('opsOrders:drawer.tabs.files')),
            children: <OrderDocuments order={order} mayEdit={mayEdit} />,
          },
          {
            key: 'bl',
            label: tab('bl', t('bl:desk.tab')),
            children: <BlPanel order={order} mayEdit={mayEdit} />,
          },
          {
            key: 'booking',
            label: tab('booking', t('opsOrders:drawer.tabs.booking')),
            children: (
              <div className={orderStyles.stack}>
                <CargoCard cargo={draft.cargo} />
                {draft.mode === 'fcl' ? <ContainersCard draft={draft} /> : null}
                <PartiesCard draft={draft} />
                <ServicesCard draft={draft} />
              </div>
            ),
          },
          {
            key: 'log',
            label: tab('log', t('opsOrders:drawer.tabs.log')),
            children: <LogCard log={order.log} />,
          },
        ]}
      />
    </div>
  );
}

/** The drawer of the order `id` (none while null): full width on a phone, with a button to read it (and the queue) again. */
export function OrderDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useDeskOrder(id);
  const refresh = useDeskRefresh();
  const data = order.data?.orderId === id ? order.data : undefined;
  let body: ReactNode;
  if (data) body = <OrderView order={data} />;
  else if (order.isError)
    body =
      isApiError(order.error) && order.error.status === 404 ? (
        <Result status="404" title={t('opsOrders:drawer.notFound')} subTitle={order.error.msg} />
      ) : (
        <PageError error={order.error} onRetry={() => void order.refetch()} />
      );
  else body = <PageLoading rows={8} />;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(720px, 100vw)"
      destroyOnHidden
      extra={
        <Tooltip title={t('opsOrders:filters.refresh')}>
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('opsOrders:filters.refresh')}
            loading={order.isFetching && !order.isPending}
            onClick={() => void refresh()}
            data-testid="desk-drawer-refresh"
          />
        </Tooltip>
      }
      title={
        data ? (
          <Space wrap size={8}>
            <span data-testid="desk-drawer-order-no">{data.orderNo}</span>
            <OrderStatusTag status={data.status} />
            <span className={styles.drawerCompany}>{data.company}</span>
          </Space>
        ) : (
          t('opsOrders:title')
        )
      }
    >
      <div data-testid="desk-drawer">{body}</div>
    </Drawer>
  );
}
