import { CheckCircleTwoTone, MinusCircleOutlined } from '@ant-design/icons';
import { CARGO_LIMITS } from '@seabook/domain/pricing';
import type { FeeCode, QuoteDetail } from '@seabook/domain/rates';
import { Alert, Card, Descriptions, Typography } from 'antd';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import type { Messages } from '../../i18n/resources.ts';
import { formatDay } from '../../lib/plain-format.ts';
import styles from './quote.module.css';

/** How the chargeable W/M came about: volume against weight, the tariff's ratio and the ocean minimum. */
export function WmBreakdown({ detail }: { detail: QuoteDetail }) {
  const { t } = useTranslation();
  const { wm, line } = detail;
  // Decimal strings of W/M (not money): comparing them as numbers is exact enough for a hint.
  const suggestFcl = Number(wm.chargeable) > CARGO_LIMITS.fclHintWm;
  return (
    <Card size="small" title={t('quote:wm.title')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'volume', label: t('quote:wm.volume'), children: t('quote:wm.volumeValue', { value: wm.volume }) },
          {
            key: 'weight',
            label: t('quote:wm.weight'),
            children: t('quote:wm.weightValue', { value: wm.weight, kg: wm.kgPerCbm }),
          },
          { key: 'chargeable', label: t('quote:wm.chargeable'), children: `${wm.chargeable} W/M` },
          { key: 'billed', label: t('quote:wm.billed'), children: <strong>{`${wm.billed} W/M`}</strong> },
        ]}
      />
      <Typography.Paragraph type={wm.decidedBy === 'minimum' ? 'warning' : 'secondary'} style={{ marginBottom: 0 }}>
        {wm.decidedBy === 'minimum'
          ? t('quote:wm.decidedBy.minimum', { min: line.minWm, chargeable: wm.chargeable })
          : t(`quote:wm.decidedBy.${wm.decidedBy}`)}
      </Typography.Paragraph>
      {suggestFcl ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={t('quote:cargo.fclHint', { wm: CARGO_LIMITS.fclHintWm })}
        />
      ) : null}
    </Card>
  );
}

/** The exchange rates the USD total was converted with, each with its date. */
export function RatesUsed({ detail }: { detail: QuoteDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The rates of the currencies this quote is in: the ones its USD total was converted with.
  const used = new Set(detail.totals.map((total) => total.currency));
  const rates = detail.rates.filter((rate) => used.has(rate.currency));
  if (rates.length === 0) return null;
  return (
    <Card size="small" title={t('quote:rates.title')}>
      <ul className={styles.noteList}>
        {rates.map((rate) => (
          <li key={rate.currency}>
            {t('quote:rates.line', { currency: rate.currency, rate: rate.usdPerUnit })}
            {rate.asOf ? (
              <Typography.Text type="secondary">
                {' · '}
                {t('quote:rates.asOf', { date: formatDay(rate.asOf, locale) })}
              </Typography.Text>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

type ExcludedKey = keyof Messages['quote']['excluded'];

/** Services a quote leaves out unless the named fee line is on it; duties and taxes never are. */
const EXCLUDED_UNLESS: readonly { key: Exclude<ExcludedKey, 'title'>; code: FeeCode | null }[] = [
  { key: 'duties', code: null },
  { key: 'clearance', code: 'mdgqg_price' },
  { key: 'delivery', code: 'mdgsend_price' },
  { key: 'insurance', code: 'insurance_price' },
  { key: 'pickup', code: 'smth_price' },
  { key: 'declare', code: 'declare_price' },
];

/** What the price covers, by the stages that have fee lines, and what it does not. */
export function IncludedNotes({ detail }: { detail: QuoteDetail }) {
  const { t } = useTranslation();
  const stages = new Set(detail.fees.map((fee) => fee.stage));
  const codes = new Set(detail.fees.map((fee) => fee.code));
  const excluded = EXCLUDED_UNLESS.filter((item) => item.code === null || !codes.has(item.code));
  return (
    <div className={styles.notes}>
      <Card size="small" title={t('quote:included.title')}>
        <ul className={styles.noteList}>
          {(['origin', 'ocean', 'destination'] as const)
            .filter((stage) => stages.has(stage))
            .map((stage) => (
              <li key={stage}>
                <CheckCircleTwoTone twoToneColor="#52c41a" /> {t(`quote:included.${stage}`)}
              </li>
            ))}
        </ul>
      </Card>
      <Card size="small" title={t('quote:excluded.title')}>
        <ul className={styles.noteList}>
          {excluded.map((item) => (
            <li key={item.key}>
              <MinusCircleOutlined /> {t(`quote:excluded.${item.key}`)}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
