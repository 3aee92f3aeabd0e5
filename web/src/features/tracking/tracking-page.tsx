import { isTrackingType, TrackingQuerySchema, type TrackingType } from '@seabook/domain/tracking';
import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { type TrackingSearch, useTracking } from './api.ts';
import { ShipmentCard } from './shipment-card.tsx';
import styles from './tracking.module.css';
import { TrackingForm } from './tracking-form.tsx';

function typeFrom(value: string | null): TrackingType | null {
  const type = Number(value);
  return value !== null && isTrackingType(type) ? type : null;
}

/**
 * Cargo tracking (spec §2 /cargo_tracking, public): the search kept in the address (`?type=&no=`, as
 * the header's panel and the order page link to it), then every shipment the number names. A visitor
 * sees where the cargo is; the owner's company also gets its order.
 */
export default function TrackingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const urlType = typeFrom(params.get('type'));
  const urlNo = params.get('no') ?? '';

  const parsed = urlNo ? TrackingQuerySchema.safeParse({ type: urlType ?? undefined, no: urlNo }) : null;
  const search: TrackingSearch | null = parsed?.success ? { type: urlType, no: parsed.data.no } : null;
  const urlError = parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null;
  const answer = useTracking(search);

  const show = (next: TrackingSearch) => {
    setParams(next.type === null ? { no: next.no } : { type: String(next.type), no: next.no });
  };

  let result: ReactNode = null;
  if (search === null) result = null;
  else if (answer.isPending) result = <PageLoading rows={6} />;
  else if (answer.isError) result = <PageError error={answer.error} onRetry={() => void answer.refetch()} />;
  else if (answer.data.shipments.length === 0)
    result = (
      <Card>
        <Empty
          data-testid="tracking-empty"
          description={
            <>
              <div>{t('tracking:result.empty')}</div>
              <Typography.Text type="secondary">{t('tracking:result.emptyHint')}</Typography.Text>
            </>
          }
        />
      </Card>
    );
  else
    result = (
      <>
        <Typography.Text type="secondary" data-testid="tracking-found">
          {t('tracking:result.found', { count: answer.data.shipments.length })}
        </Typography.Text>
        {answer.data.shipments.map((shipment, index) => (
          <ShipmentCard
            // A visitor's shipment has no id to key by; an answer's list is shown as a whole, never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            shipment={shipment}
            onContainer={(containerNo) => show({ type: 2, no: containerNo })}
          />
        ))}
      </>
    );

  return (
    <div className={styles.page} data-testid="tracking-page">
      <Card title={t('tracking:title')}>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {t('tracking:intro')}
        </Typography.Paragraph>
        <TrackingForm
          // A new address (a container clicked, the header's panel) starts the form afresh.
          key={params.toString()}
          initialType={urlType ?? (parsed?.success ? parsed.data.type : null) ?? 1}
          initialNo={urlNo}
          initialError={urlError}
          onSearch={show}
        />
      </Card>
      {result}
    </div>
  );
}
