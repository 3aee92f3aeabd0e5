import type { OrderDraft } from '@seabook/domain/booking';
import { ORDER_REVIEW_MINUTES, type Order } from '@seabook/domain/booking-price';
import { localName } from '@seabook/domain/catalog';
import { Button, Card, Result, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatInstant, PriceSummary } from '../booking/price-summary.tsx';
import { inquiryPath } from '../inquiries/paths.ts';
import { formatDay } from '../rates/format.ts';
import { useOrder } from './api.ts';
import { OrderRoute, OrderStatusTag } from './order-parts.tsx';
import { CargoCard, ContainersCard, FactList, PartiesCard } from './order-sections.tsx';
import { ServicesCard } from './order-services.tsx';
import styles from './orders.module.css';
import { ORDER_PATHS } from './paths.ts';

function BackLink() {
  const { t } = useTranslation();
  return <Link to={ORDER_PATHS.list}>{t('orders:detail.back')}</Link>;
}

/** The order's number, state, route, sailing and terms. */
function OverviewCard({ order, draft }: { order: Order; draft: OrderDraft }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card title={t('orders:detail.title')} extra={<BackLink />}>
      <FactList
        items={[
          [
            'orderNo',
            t('orders:detail.orderNo'),
            <span key="orderNo" data-testid="order-no">
              {order.orderNo}
            </span>,
          ],
          [
            'status',
            t('orders:detail.status'),
            <Space key="status" wrap>
              <OrderStatusTag status={order.status} />
              {order.status === 'pending_review' ? (
                <Typography.Text type="secondary">
                  {t('orders:detail.reviewNote', { minutes: ORDER_REVIEW_MINUTES })}
                </Typography.Text>
              ) : null}
            </Space>,
          ],
          ['mode', t('orders:detail.mode'), t(`orders:modes.${order.mode}`)],
          ['createdAt', t('orders:detail.createdAt'), formatInstant(order.createdAt)],
          ['route', t('orders:detail.route'), <OrderRoute key="route" pol={order.pol} pod={order.pod} />],
          [
            'carrier',
            t('orders:detail.carrier'),
            order.carrier ? `${order.carrier.shortName} · ${localName(order.carrier.name, locale)}` : null,
          ],
          ['sailingDate', t('orders:detail.sailingDate'), formatDay(order.sailingDate, locale)],
          ['tradeTerm', t('orders:detail.tradeTerm'), order.tradeTerm],
          ['shipmentTerm', t('orders:detail.shipmentTerm'), order.shipmentTerm],
          ['customerReference', t('orders:detail.customerReference'), draft.customerReference],
          [
            'inquiry',
            t('orders:detail.inquiry'),
            order.inquiryId ? (
              <Link key="inquiry" to={inquiryPath(order.inquiryId)}>
                {t('orders:detail.viewInquiry')}
              </Link>
            ) : null,
          ],
          [
            'remark',
            t('orders:detail.remark'),
            draft.remark ? (
              <span key="remark" className={styles.lines}>
                {draft.remark}
              </span>
            ) : null,
          ],
        ]}
      />
    </Card>
  );
}

/** /center/orderdetail?id=: the order in full as submitted, with the fee lines it was booked at. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const order = useOrder(id);
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
      <OverviewCard order={data} draft={draft} />
      <CargoCard cargo={draft.cargo} />
      {draft.mode === 'fcl' ? <ContainersCard draft={draft} /> : null}
      <PartiesCard draft={draft} />
      <ServicesCard draft={draft} />
      <Card title={t('orders:detail.sections.fees')}>
        <PriceSummary price={data} />
      </Card>
    </div>
  );
}
