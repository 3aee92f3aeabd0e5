import { localName } from '@seabook/domain/catalog';
import type { Locale } from '@seabook/domain/i18n';
import { totalsByCurrency } from '@seabook/domain/money';
import { CHARGE_STAGES, type ChargeStage } from '@seabook/domain/pricing';
import type { FeeLine, QuoteDetail } from '@seabook/domain/rates';
import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useLocale, useTranslation } from '../i18n/i18n.ts';
import { formatDay, formatMoney } from '../lib/plain-format.ts';
import { formatAmount } from '../lib/quote-format.ts';
import styles from './fee-breakdown.module.css';

// antd passes these to each <tr>; the e2e journeys count the rows by this test id.
const FEE_ROW = { 'data-testid': 'fee-line' } as HTMLAttributes<HTMLElement>;

/** The columns of spec §3's fee line: name, unit price, quantity, unit, amount, currency, remark. */
export function useFeeColumns<T extends FeeLine>(locale: Locale): TableColumnsType<T> {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('quote:fees.columns.name'),
      width: 180,
      render: (_, fee) => (
        <>
          {localName(fee.name, locale)}
          {fee.minimumApplied ? (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              {t('quote:fees.minimum')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'unitPrice',
      title: t('quote:fees.columns.unitPrice'),
      align: 'right',
      width: 96,
      render: (_, fee) => formatAmount(fee.unitPrice),
    },
    { key: 'quantity', title: t('quote:fees.columns.quantity'), align: 'right', width: 92, dataIndex: 'quantity' },
    { key: 'unit', title: t('quote:fees.columns.unit'), width: 64, render: (_, fee) => localName(fee.unit, locale) },
    {
      key: 'amount',
      title: t('quote:fees.columns.amount'),
      align: 'right',
      width: 100,
      render: (_, fee) => formatAmount(fee.amount),
    },
    { key: 'currency', title: t('quote:fees.columns.currency'), width: 92, render: (_, fee) => fee.amount.currency },
    {
      key: 'remark',
      title: t('quote:fees.columns.remark'),
      render: (_, fee) => (fee.remark ? localName(fee.remark, locale) : '-'),
    },
  ];
}

type KeyedFee = FeeLine & { key: string };

/**
 * A list of fee lines as a table. The full form marks each row for the journeys (`fee-line`); the
 * compact form (name, quantity, amount) fits a side card such as the pickup estimate.
 */
export function FeeTable({ fees, compact = false }: { fees: readonly FeeLine[]; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const full = useFeeColumns<KeyedFee>(locale);
  const columns: TableColumnsType<KeyedFee> = compact
    ? [
        { key: 'name', title: t('quote:fees.columns.name'), render: (_, fee) => localName(fee.name, locale) },
        {
          key: 'quantity',
          title: t('quote:fees.columns.quantity'),
          align: 'right',
          render: (_, fee) => `${fee.quantity} ${localName(fee.unit, locale)}`,
        },
        {
          key: 'amount',
          title: t('quote:fees.columns.amount'),
          align: 'right',
          render: (_, fee) => formatMoney(fee.amount),
        },
      ]
    : full;
  // A code may appear twice on one quote (e.g. two destination lines), so rows are keyed by position.
  const rows: KeyedFee[] = fees.map((fee, index) => ({ ...fee, key: `${fee.stage}-${fee.code}-${index}` }));
  return (
    <Table<KeyedFee>
      size="small"
      pagination={false}
      tableLayout={compact ? undefined : 'fixed'}
      scroll={compact ? undefined : { x: 720 }}
      dataSource={rows}
      columns={columns}
      onRow={compact ? undefined : () => FEE_ROW}
    />
  );
}

function StageFees({ stage, fees }: { stage: ChargeStage; fees: readonly FeeLine[] }) {
  const { t } = useTranslation();
  const subtotal = totalsByCurrency(fees.map((fee) => fee.amount));
  return (
    <section>
      <Typography.Title level={5} className={styles.stageTitle}>
        {t(`quote:fees.stages.${stage}`)}
        <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 12 }}>
          {t('quote:fees.subtotal')} {subtotal.map(formatMoney).join(' + ')}
        </Typography.Text>
      </Typography.Title>
      <FeeTable fees={fees} />
    </section>
  );
}

/**
 * Every fee line of a detailed quote grouped by stage (origin, ocean, destination), the totals per
 * currency (never mixed), the converted total in USD and the date the price holds until.
 */
export function FeeBreakdown({ detail }: { detail: QuoteDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stages = CHARGE_STAGES.map((stage) => ({
    stage,
    fees: detail.fees.filter((fee) => fee.stage === stage),
  })).filter((group) => group.fees.length > 0);
  return (
    <div data-testid="fee-lines">
      {stages.map(({ stage, fees }) => (
        <StageFees key={stage} stage={stage} fees={fees} />
      ))}
      <div className={styles.totals}>
        <Typography.Text type="secondary">
          {t('quote:fees.validUntil', { date: formatDay(detail.line.validTo, locale) })}
        </Typography.Text>
        <Typography.Text strong>{t('quote:fees.totals')}</Typography.Text>
        <div className={styles.totalAmounts} data-testid="fee-totals">
          {detail.totals.map((total) => (
            <span key={total.currency}>{formatMoney(total)}</span>
          ))}
        </div>
      </div>
      <div className={styles.totals}>
        <Typography.Text type="secondary">
          {detail.totalUsd ? t('quote:fees.totalUsdNote') : t('quote:fees.totalUsdMissing')}
        </Typography.Text>
        <Typography.Text strong>{t('quote:fees.totalUsd')}</Typography.Text>
        <span className={styles.usd} data-testid="fee-total-usd">
          {detail.totalUsd ? formatMoney(detail.totalUsd) : '-'}
        </span>
      </div>
    </div>
  );
}
