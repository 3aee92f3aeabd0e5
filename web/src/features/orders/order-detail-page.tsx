import type { OrderDraft } from '@seabook/domain/booking';
import { Button, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NodesCard, ProgressCard } from '../../components/order-progress.tsx';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { PriceSummary } from '../../components/price-summary.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { useOrderInfo } from './api.ts';
import { BlLinkCard } from './bl/bl-link.tsx';
import { FilesCard } from './order-files.tsx';
import { OverviewCard, ReviewAlert } from './order-header.tsx';
import { LoadingCard } from './order-loading.tsx';
import { LogCard } from './order-log.tsx';
import { ReferencesCard } from './order-references.tsx';
import { CargoCard, ContainersCard, PartiesCard } from './order-sections.tsx';
import { ServicesCard } from './order-services.tsx';
import { TodosCard } from './order-todos.tsx';
import styles from './orders.module.css';

/**
 * /center/orderdetail?id= (and its twin /center/orderdetails): the order's numbers and what the customer
 * may do, its progress, the operator's remark, to-dos, business nodes, vessel and loading, documents,
 * the customer's references, the booking as submitted with its fee lines, and the log. Sections stack on
 * a phone. Sections of other features (the order's bills) come from the page that composes this one
 * (`app/pages/order-detail-page.tsx`), as `extra`, shown after the fee lines.
 */
export default function OrderDetailPage({ extra }: { extra?: (orderId: string) => ReactNode } = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const order = useOrderInfo(id);
  const back = (
    <Link to={ORDER_PATHS.list}>
      <Button type="primary">{t('orders:detail.back')}</Button>
    </Link>
  );
  if (id === null) return <Result status="info" title={t('orders:detail.missing')} extra={back} />;
  if (order.isPending) return <PageLoading rows={8} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404)
      return <Result status="404" title={t('orders:detail.notFound')} subTitle={order.error.msg} extra={back} />;
    return <PageError error={order.error} onRetry={() => void order.refetch()} />;
  }
  const data = order.data;
  // The server stores the draft as it parsed it (OrderDraftSchema), so it has that shape.
  const draft = data.draft as OrderDraft;
  return (
    <div className={styles.stack} data-testid="order-detail">
      <ReviewAlert order={data} />
      <OverviewCard order={data} />
      <ProgressCard steps={data.steps} />
      <BlLinkCard order={data} />
      <TodosCard orderId={data.orderId} todos={data.todos} />
      <div className={styles.twoColumns}>
        <NodesCard milestones={data.milestones} />
        <LoadingCard order={data} />
      </div>
      <FilesCard orderId={data.orderId} files={data.files} />
      <ReferencesCard orderId={data.orderId} references={data} />
      <CargoCard cargo={draft.cargo} />
      {draft.mode === 'fcl' ? <ContainersCard draft={draft} /> : null}
      <PartiesCard draft={draft} />
      <ServicesCard draft={draft} />
      <Card title={t('orders:detail.sections.fees')}>
        <PriceSummary price={data} />
      </Card>
      {extra?.(data.orderId)}
      <LogCard log={data.log} />
    </div>
  );
}
