import type { OrderDraftInput } from '@seabook/domain/booking';
import { selectedServices } from '@seabook/domain/booking';
import { ORDER_REVIEW_MINUTES } from '@seabook/domain/booking-price';
import { Card, Descriptions, Result, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useOrder } from './api.ts';
import styles from './booking.module.css';
import { PARTY_KINDS } from './draft.ts';
import { formatInstant, PriceSummary } from './price-summary.tsx';

const STATUS_COLOR = {
  submitted: 'processing',
  confirmed: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const;

/** /center/orderdetail?id=: the stored order with the fee lines it was booked at. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const order = useOrder(id);
  if (id === null) return <Result status="info" title={t('booking:order.missing')} />;
  if (order.isPending) return <PageLoading rows={8} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404)
      return <Result status="404" title={t('booking:order.notFound')} subTitle={order.error.msg} />;
    return <PageError error={order.error} onRetry={() => void order.refetch()} />;
  }
  const data = order.data;
  const draft = (data.draft ?? {}) as Partial<OrderDraftInput>;
  const cargo = draft.cargo;
  const services = selectedServices(draft as Record<string, unknown>);
  const none = t('booking:order.none');
  return (
    <div className={styles.stack} data-testid="order-detail">
      <Card title={t('booking:order.title')}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'no',
              label: t('booking:order.orderNo'),
              children: <span data-testid="order-no">{data.orderNo}</span>,
            },
            {
              key: 'status',
              label: t('booking:order.status'),
              children: (
                <>
                  <Tag color={STATUS_COLOR[data.status]}>{t(`booking:order.statuses.${data.status}`)}</Tag>
                  {data.status === 'submitted'
                    ? t('booking:order.reviewNote', { minutes: ORDER_REVIEW_MINUTES })
                    : null}
                </>
              ),
            },
            { key: 'line', label: t('booking:order.line'), children: data.line },
            { key: 'createdAt', label: t('booking:order.createdAt'), children: formatInstant(data.createdAt) },
            {
              key: 'cargo',
              label: t('booking:order.cargo'),
              span: 2,
              children: cargo
                ? `${cargo.nameEn ?? ''} · ${cargo.weightKg} kg · ${cargo.volumeCbm} m³ · ${cargo.pieces} ${cargo.packingType ? t(`booking:cargo.packing.${cargo.packingType}`) : ''}`
                : none,
            },
            {
              key: 'parties',
              label: t('booking:order.parties'),
              span: 2,
              children: (
                <div style={{ whiteSpace: 'pre-line' }}>
                  {PARTY_KINDS.filter((kind) => draft[kind]?.address)
                    .map((kind) => `${t(`booking:parties.${kind}`)}: ${draft[kind]?.address ?? ''}`)
                    .join('\n') || none}
                </div>
              ),
            },
            {
              key: 'services',
              label: t('booking:order.services'),
              span: 2,
              children:
                services.length > 0 ? services.map((s) => <Tag key={s}>{t(`booking:services.names.${s}`)}</Tag>) : none,
            },
          ]}
        />
      </Card>
      <Card title={t('booking:order.fees')}>
        <PriceSummary price={data} />
      </Card>
    </div>
  );
}
