import type { OptionalService } from '@seabook/domain/booking';
import type { BookingFeeLine } from '@seabook/domain/booking-price';
import { localName } from '@seabook/domain/catalog';
import type { Money } from '@seabook/domain/money';
import { CHARGE_STAGES } from '@seabook/domain/pricing';
import { Grid, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useLocale, useTranslation } from '../i18n/i18n.ts';
import { formatTime } from '../lib/format.ts';
import { formatMoney } from '../lib/plain-format.ts';
import styles from './price-summary.module.css';

// Each row carries the test id the journeys count fee lines by, as on the quote details page.
const FEE_ROW = { 'data-testid': 'fee-line' } as HTMLAttributes<HTMLElement>;

export type PriceLike = { fees: readonly BookingFeeLine[]; totals: readonly Money[]; totalUsd: Money | null };

type Row = BookingFeeLine & { key: string };

/** A fee's name, with the minimum-charge tag and its remark. */
function FeeName({ fee }: { fee: Row }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
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
  );
}

/**
 * The columns every group's table shares, at the same widths in a fixed layout, so that names, unit
 * prices, quantities and amounts line up from one group to the next (issue 14): the unit price with its
 * unit ("USD 26.00 / W/M"), the quantity in that unit, the amount (unit price × quantity, or the minimum).
 */
function useColumns(): TableColumnsType<Row> {
  const { t } = useTranslation();
  const locale = useLocale();
  // A phone has room for three columns: the quantity, with its unit, over its unit price ("3.6 W/M" / "× USD 45.00").
  const phone = Grid.useBreakpoint().sm === false;
  const unitPrice = (fee: Row) => (
    <span data-testid="fee-unit-price">
      {formatMoney(fee.unitPrice)}
      {phone ? null : <Typography.Text type="secondary"> / {localName(fee.unit, locale)}</Typography.Text>}
    </span>
  );
  const quantity = (fee: Row) => `${fee.quantity} ${localName(fee.unit, locale)}`;
  const amount: TableColumnsType<Row>[number] = {
    key: 'amount',
    title: t('quote:fees.columns.amount'),
    align: 'right',
    width: phone ? '27%' : '23%',
    render: (_, fee) => <span data-testid="fee-amount">{formatMoney(fee.amount)}</span>,
  };
  if (phone)
    return [
      { key: 'name', title: t('quote:fees.columns.name'), render: (_, fee) => <FeeName fee={fee} /> },
      {
        key: 'unitPrice',
        title: `${t('quote:fees.columns.quantity')} × ${t('quote:fees.columns.unitPrice')}`,
        align: 'right',
        width: '34%',
        render: (_, fee) => (
          <>
            <div>{quantity(fee)}</div>
            <div>× {unitPrice(fee)}</div>
          </>
        ),
      },
      amount,
    ];
  return [
    { key: 'name', title: t('quote:fees.columns.name'), render: (_, fee) => <FeeName fee={fee} /> },
    {
      key: 'unitPrice',
      title: t('quote:fees.columns.unitPrice'),
      align: 'right',
      width: '27%',
      render: (_, fee) => unitPrice(fee),
    },
    {
      key: 'quantity',
      title: t('quote:fees.columns.quantity'),
      align: 'right',
      width: '17%',
      render: (_, fee) => quantity(fee),
    },
    amount,
  ];
}

/**
 * Fee lines grouped by stage, then by service (freight first), in tables whose columns line up (the
 * column names once, above them), with the totals per currency and in USD.
 */
export function PriceSummary({ price, validTo }: { price: PriceLike; validTo?: string }) {
  const { t } = useTranslation();
  const columns = useColumns();
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
      {/* The column names once, above every group, at the groups' widths. */}
      <Table<Row>
        size="small"
        className={styles.headerOnly}
        pagination={false}
        tableLayout="fixed"
        dataSource={[]}
        columns={columns}
        data-testid="fee-columns"
      />
      {groups.map((group) => (
        <section key={group.key} data-testid={`fee-group-${group.key}`}>
          <div className={styles.group}>{group.title}</div>
          <Table<Row>
            size="small"
            pagination={false}
            tableLayout="fixed"
            showHeader={false}
            dataSource={group.rows}
            onRow={() => FEE_ROW}
            columns={columns}
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
          {t('booking:summary.validUntil', { time: formatTime(validTo) })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
