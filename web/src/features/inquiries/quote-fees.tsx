import type { InquiryQuote } from '@seabook/domain/inquiries';
import { CHARGE_STAGES } from '@seabook/domain/pricing';
import type { FeeLine } from '@seabook/domain/rates';
import { Typography } from 'antd';
import styles from '../../components/fee-breakdown.module.css';
import { FeeTable } from '../../components/fee-breakdown.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';

/**
 * The quote priced for the sheet's cargo: its fee lines by stage (origin, ocean, destination) with unit
 * price, quantity and amount, then the totals per currency (never mixed) and in US dollars, in the
 * look of the quote details page's breakdown (its table and styles).
 */
export function QuoteFees({ quote }: { quote: Pick<InquiryQuote, 'fees' | 'totals' | 'totalUsd'> }) {
  const { t } = useTranslation();
  const stages = CHARGE_STAGES.map((stage) => ({ stage, fees: quote.fees.filter((fee) => fee.stage === stage) }));
  return (
    <div data-testid="quote-fees">
      {stages
        .filter(({ fees }) => fees.length > 0)
        .map(({ stage, fees }) => (
          <section key={stage} data-testid={`quote-stage-${stage}`}>
            <Typography.Title level={5} className={styles.stageTitle}>
              {t(`quote:fees.stages.${stage}`)}
            </Typography.Title>
            {/* A quote's charges have rate-sheet bases only (InquiryQuoteChargeSchema); the table shows none. */}
            <FeeTable fees={fees as FeeLine[]} />
          </section>
        ))}
      <div className={styles.totals}>
        <Typography.Text strong>{t('quote:fees.totals')}</Typography.Text>
        <div className={styles.totalAmounts} data-testid="quote-totals">
          {quote.totals.map((total) => (
            <span key={total.currency}>{formatMoney(total)}</span>
          ))}
        </div>
      </div>
      <div className={styles.totals}>
        <Typography.Text strong>{t('quote:fees.totalUsd')}</Typography.Text>
        <span className={styles.usd} data-testid="quote-total-usd">
          {quote.totalUsd ? formatMoney(quote.totalUsd) : t('quote:fees.totalUsdMissing')}
        </span>
      </div>
    </div>
  );
}
