import { CONTAINER_CODES, type ContainerCode } from '@seabook/domain/booking';
import type { Order } from '@seabook/domain/booking-price';
import { localName } from '@seabook/domain/catalog';
import { Button, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useOrder } from '../../components/booking-form/api.ts';
import { BookingFailed, BookingLoading, BookingNotice } from '../../components/booking-form/booking-frame.tsx';
import type { ContainerOffer } from '../../components/booking-form/inquiry-order.ts';
import { RouteSummary } from '../../components/booking-form/route-summary.tsx';
import type { SailingOption } from '../../components/booking-form/sailing-chooser.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';
import { portLabel } from '../../lib/quote-format.ts';
import styles from './reorder.module.css';

/** The pieces both reorder pages show: their order, heading, the chosen sailing and its container offers. */

/**
 * The page's order, named by `?id=`, once loaded. A missing one (another tenant's answers alike) says so
 * with the way to "my orders"; a failed load offers a retry.
 */
export function WithOrder({ children }: { children: (order: Order) => ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const order = useOrder(id);
  const notFound = (
    <BookingNotice
      status="warning"
      testId="order-not-found"
      title={t('reorder:again.notFound')}
      to={ORDER_PATHS.list}
      action={t('reorder:again.backToOrders')}
    />
  );
  if (id === null) return notFound;
  if (order.isPending) return <BookingLoading />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return notFound;
    return <BookingFailed error={order.error} onRetry={() => void order.refetch()} />;
  }
  return children(order.data);
}

/** The page's title (which order), what the page does with it, and any notice under them. */
export function ReorderHeading({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <Card data-testid="reorder-heading">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {hint}
      </Typography.Paragraph>
      {children ? <div className={styles.notices}>{children}</div> : null}
    </Card>
  );
}

/** The sailing the form books, with the button that opens the chooser again. */
export function SailingSummary({ option, onChange }: { option: SailingOption; onChange?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = (value: string) => formatDay(value, locale);
  const price =
    option.mode === 'fcl'
      ? option.fcl.containers.map((box) => `${box.type} ${formatMoney(box.price)}`).join(' · ')
      : option.lcl.oceanPerWm
        ? t('reorder:chooser.perWm', { price: formatMoney(option.lcl.oceanPerWm) })
        : '-';
  return (
    <RouteSummary
      testId="chosen-sailing"
      pol={option.pol}
      pod={option.pod}
      tag={
        <Space size={8}>
          <Tag color={option.via ? 'blue' : 'green'}>
            {option.via
              ? t('reorder:chooser.via', { hub: portLabel(option.via, locale) })
              : t('reorder:chooser.direct')}
          </Tag>
          {onChange ? (
            <Button size="small" onClick={onChange} data-testid="change-sailing">
              {t('reorder:again.changeSailing')}
            </Button>
          ) : null}
        </Space>
      }
      items={[
        {
          key: 'carrier',
          label: t('reorder:chooser.carrier'),
          children: `${option.carrier.shortName} · ${localName(option.carrier.name, locale)}`,
        },
        { key: 'sailing', label: t('reorder:chooser.sailing'), children: day(option.sailingDate) },
        { key: 'cutoff', label: t('reorder:chooser.cutoff'), children: day(option.cutoffDate) },
        {
          key: 'transit',
          label: t('reorder:chooser.transit'),
          children: t('reorder:chooser.transitDays', { days: option.transitDays }),
        },
        { key: 'price', label: t('reorder:chooser.price'), span: 'filled', children: price },
      ]}
    />
  );
}

function isContainerCode(type: string): type is ContainerCode {
  return (CONTAINER_CODES as readonly string[]).includes(type);
}

/** FCL: the container types the chosen sailing prices, for the form's container rows. */
export function offersOf(option: SailingOption | null | undefined): ContainerOffer[] {
  if (option?.mode !== 'fcl') return [];
  return option.fcl.containers.flatMap(({ type, price }) => (isContainerCode(type) ? [{ type, price }] : []));
}

/** The cargo measures of the form's values, when all three are there, to price the LCL sailings for. */
export function measuresOf(
  cargo:
    | {
        weightKg?: number | null;
        volumeCbm?: number | null;
        pieces?: number | null;
      }
    | undefined,
) {
  const { weightKg, volumeCbm, pieces } = cargo ?? {};
  if (!weightKg || !volumeCbm || !pieces) return undefined;
  return { weightKg, volumeCbm, pieces };
}
