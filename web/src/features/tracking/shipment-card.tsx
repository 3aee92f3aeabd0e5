import { localName } from '@seabook/domain/catalog';
import { type TrackingShipment, trackingPhase } from '@seabook/domain/tracking';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { NodesCard, ProgressCard } from '../../components/order-progress.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { formatDay } from '../../lib/plain-format.ts';
import styles from './tracking.module.css';

const PHASE_COLORS = { preparing: 'default', in_transit: 'processing', arrived: 'cyan', completed: 'success' } as const;

/**
 * One shipment found: where it is (coarse phase), route, vessel and dates, its boxes (each opens that
 * container's own tracking), the progress steps and the business nodes as DCSA events. The owner's
 * company also gets the way to its full order.
 */
export function ShipmentCard({
  shipment,
  onContainer,
}: {
  shipment: TrackingShipment;
  onContainer: (containerNo: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phase = trackingPhase(
    shipment.status,
    shipment.milestones.map((m) => m.node),
  );
  const day = (value: string | null) => (value ? formatDay(value, locale) : t('tracking:result.pending'));

  return (
    <section className={styles.shipment} data-testid="tracking-shipment">
      <Card
        title={
          <Space wrap>
            <span data-testid="tracking-ref">{shipment.ref}</span>
            <Tag color={PHASE_COLORS[phase]} data-testid="tracking-phase">
              {t(`tracking:phases.${phase}`)}
            </Tag>
          </Space>
        }
        extra={
          shipment.orderId ? (
            <Link to={ORDER_PATHS.detail(shipment.orderId)} data-testid="tracking-view-order">
              <Button type="primary">{t('tracking:result.viewOrder')}</Button>
            </Link>
          ) : null
        }
      >
        {shipment.owner ? (
          <Typography.Paragraph type="secondary">{t('tracking:result.yours')}</Typography.Paragraph>
        ) : null}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'route',
              label: t('tracking:result.route'),
              children: (
                <span data-testid="tracking-route">
                  {localName(shipment.pol.name, locale)} ({shipment.pol.code}) → {localName(shipment.pod.name, locale)}{' '}
                  ({shipment.pod.code})
                </span>
              ),
            },
            {
              key: 'vessel',
              label: t('tracking:result.vessel'),
              children: shipment.vessel
                ? [shipment.vessel, shipment.voyage].filter(Boolean).join(' / ')
                : t('tracking:result.pending'),
            },
            { key: 'etd', label: t('tracking:result.etd'), children: day(shipment.etd) },
            { key: 'eta', label: t('tracking:result.eta'), children: day(shipment.eta) },
            { key: 'atd', label: t('tracking:result.atd'), children: day(shipment.atd) },
            { key: 'ata', label: t('tracking:result.ata'), children: day(shipment.ata) },
          ]}
        />
        {shipment.containers.length > 0 ? (
          <div className={styles.containers}>
            <Typography.Text strong>{t('tracking:result.containers')}</Typography.Text>
            <Typography.Text type="secondary">{t('tracking:result.containerHint')}</Typography.Text>
            <div className={styles.containerList}>
              {shipment.containers.map((box) => (
                <Button
                  key={box.containerNo}
                  size="small"
                  data-testid="tracking-container"
                  onClick={() => onContainer(box.containerNo)}
                >
                  {[box.containerNo, box.type, box.sealNo ? t('tracking:result.seal', { seal: box.sealNo }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Button>
              ))}
            </div>
          </div>
        ) : null}
      </Card>
      <ProgressCard steps={shipment.steps} />
      <NodesCard milestones={shipment.milestones.map((m) => ({ ...m, remark: null }))} />
    </section>
  );
}
