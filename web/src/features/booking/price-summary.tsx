import type { OptionalService } from '@seabook/domain/booking';
import type { BookingFeeLine } from '@seabook/domain/booking-price';
import { localName } from '@seabook/domain/catalog';
import type { Money } from '@seabook/domain/money';
import { CHARGE_STAGES } from '@seabook/domain/pricing';
import { Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { formatMoney } from '../rates/format.ts';
import styles from './booking.module.css';

// Each row carries the test id the journeys count fee lines by, as on the quote details page.
const FEE_ROW = { 'data-testid': 'fee-line' } as HTMLAttributes<HTMLElement>;

export type PriceLike = { fees: readonly BookingFeeLine[]; totals: readonly Money[]; totalUsd: Money | null };

type Row = BookingFeeLine & { key: string };

/** Fee lines grouped by stage, then by service (freight first), with the totals per currency and in USD. */
export function PriceSummary({ price, validTo }: { price: PriceLike; validTo?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = CHARGE_STAGES.flatMap((stage) => {
    const inStage = price.fees.filter((fee) => fee.stage === stage);
    const services = [...new Set(inStage.map((fee) => fee.service))];
    return services.map((service: OptionalService | null) => ({
      key: `${stage}-${service ?? 'freight'}`,
      title: `${t(`quote:fees.stages.${stage}`)} · ${service ? t(`booking:services.names.${service}`) : t('booking:summary.freight')}`,
      rows: inStage
        .filter((fee) => fee.service === service)
        .map((fee, index): Row => ({ ...fee, key: `${stage}-${fee.code}-${index}` })),
    }));
  });
  return (
    <div data-testid="price-summary">
      {groups.map((group) => (
        <section key={group.key} data-testid={`fee-group-${group.key}`}>
          <div className={styles.group}>{group.title}</div>
          <Table<Row>
            size="small"
            pagination={false}
            showHeader={false}
            dataSource={group.rows}
            onRow={() => FEE_ROW}
            columns={[
              {
                key: 'name',
                render: (_, fee) => (
                  <>
                    {localName(fee.name, locale)}
                    {fee.minimumApplied ? (
                      <Tag color="orange" style={{ marginInlineStart: 6 }}>
                        {t('quote:fees.minimum')}
                      </Tag>
                    ) : null}
                    {fee.remark ? (
                      <div>
                        <Typography.Text type="secondary">{localName(fee.remark, locale)}</Typography.Text>
                      </div>
                    ) : null}
                  </>
                ),
              },
              { key: 'quantity', align: 'right', render: (_, fee) => `${fee.quantity} ${localName(fee.unit, locale)}` },
              { key: 'amount', align: 'right', render: (_, fee) => formatMoney(fee.amount) },
            ]}
          />
        </section>
      ))}
      <div className={styles.totals}>
        <Typography.Text strong>{t('booking:summary.totals')}</Typography.Text>
        <div className={styles.totalAmounts} data-testid="fee-totals">
          {price.totals.map((total) => (
            <span key={total.currency}>{formatMoney(total)}</span>
          ))}
        </div>
      </div>
      <div className={styles.totals}>
        <Typography.Text strong>{t('booking:summary.totalUsd')}</Typography.Text>
        <span className={styles.usd} data-testid="fee-total-usd">
          {price.totalUsd ? formatMoney(price.totalUsd) : '-'}
        </span>
      </div>
      {validTo ? (
        <Typography.Text type="secondary" data-testid="price-valid-to">
          {t('booking:summary.validUntil', { time: formatInstant(validTo) })}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** An ISO instant in China time with the zone named: "2026-05-12 14:30 (UTC+8)" (lib/format.ts). */
export function formatInstant(iso: string): string {
  return formatTime(iso);
}
