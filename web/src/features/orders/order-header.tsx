import type { OrderDraft } from '@seabook/domain/booking';
import { ORDER_REVIEW_MINUTES } from '@seabook/domain/booking-price';
import { localName } from '@seabook/domain/catalog';
import type { OrderInfo } from '@seabook/domain/order-info';
import { Alert, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrderRoute, OrderStatusTag, SailingDay } from '../../components/order-parts.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { inquiryPath } from '../../lib/inquiry-paths.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { formatDay } from '../../lib/plain-format.ts';
import { OrderActionButtons } from './order-actions.tsx';
import { FactList } from './order-sections.tsx';
import { OrderTransferButton } from './order-transfer.tsx';
import styles from './orders.module.css';

/** The operator's remark on the last decision; a rejected order says so in red. */
export function ReviewAlert({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const remark = order.reviewRemark;
  if (order.status === 'rejected')
    return (
      <Alert
        type="error"
        showIcon
        data-testid="order-review"
        title={t('orders:detail.review.rejected')}
        description={remark ?? undefined}
      />
    );
  if (!remark) return null;
  return <Alert type="info" showIcon data-testid="order-review" title={t('orders:detail.review.remark', { remark })} />;
}

type QuotedOrder = Pick<OrderInfo, 'status' | 'quoteValidTo' | 'quoteExpired'>;

/**
 * How long the operator's quote holds while the order waits for the customer on it, tagged once
 * expired, as a fact of the order's list; null (no row) in any other status.
 */
export function quoteValidityFact(order: QuotedOrder): ReactNode {
  return order.status === 'quote_to_confirm' && order.quoteValidTo ? (
    <QuoteValidity validTo={order.quoteValidTo} expired={order.quoteExpired} />
  ) : null;
}

function QuoteValidity({ validTo, expired }: { validTo: string; expired: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Space data-testid="order-quote-valid-to" data-expired={expired}>
      {formatDay(validTo, locale)}
      {expired ? <Tag color="red">{t('orders:detail.quoteExpiredTag')}</Tag> : null}
    </Space>
  );
}

/** An expired quote told to the customer: why Accept is gone, and what they can do instead. */
export function QuoteExpiredAlert({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!order.quoteExpired || !order.quoteValidTo) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="order-quote-expired"
      title={t('orders:detail.quoteExpired.title', { date: formatDay(order.quoteValidTo, locale) })}
      description={t('orders:detail.quoteExpired.description')}
    />
  );
}

/**
 * The order's numbers (ours, the B/L's, the carrier's booking, the customer's reference and contract),
 * its state, route, sailing and terms, and the buttons of what the customer may do now.
 */
export function OverviewCard({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The server stores the draft as it parsed it (OrderDraftSchema), so it has that shape.
  const draft = order.draft as OrderDraft;
  return (
    <Card
      title={t('orders:detail.title')}
      extra={
        <Space wrap>
          <OrderTransferButton orderId={order.orderId} />
          <Link to={ORDER_PATHS.list}>{t('orders:detail.back')}</Link>
        </Space>
      }
      data-testid="order-overview"
    >
      <div className={styles.stack}>
        <QuoteExpiredAlert order={order} />
        <OrderActionButtons
          order={order}
          actions={order.actions}
          trackBy={order.status === 'cancelled' || order.status === 'rejected' ? null : (order.blNo ?? order.orderNo)}
        />
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
            ['quoteValidTo', t('orders:detail.quoteValidTo'), quoteValidityFact(order)],
            ['blNo', t('orders:detail.blNo'), order.blNo],
            ['bookingNo', t('orders:detail.bookingNo'), order.bookingNo],
            ['customerReference', t('orders:detail.customerReference'), order.customerReference],
            ['contractNo', t('orders:detail.contractNo'), order.contractNo],
            ['mode', t('orders:detail.mode'), t(`orders:modes.${order.mode}`)],
            ['createdAt', t('orders:detail.createdAt'), formatTime(order.createdAt)],
            ['route', t('orders:detail.route'), <OrderRoute key="route" pol={order.pol} pod={order.pod} />],
            [
              'carrier',
              t('orders:detail.carrier'),
              order.carrier ? `${order.carrier.shortName} · ${localName(order.carrier.name, locale)}` : null,
            ],
            ['sailingDate', t('orders:detail.sailingDate'), <SailingDay key="sailing" date={order.sailingDate} />],
            ['tradeTerm', t('orders:detail.tradeTerm'), order.tradeTerm],
            ['shipmentTerm', t('orders:detail.shipmentTerm'), order.shipmentTerm],
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
      </div>
    </Card>
  );
}
