import { localName } from '@seabook/domain/catalog';
import { BASIS_LABELS, type QuoteLine } from '@seabook/domain/rates';
import { Popover } from 'antd';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { formatAmount } from '../../lib/quote-format.ts';
import styles from './rates.module.css';

type Destination = QuoteLine['destination'];

/** The destination-charge preview of spec §2: each surcharge, its currency and price, and the USD total. */
export function DestinationPreview({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.preview} data-testid="dest-fee-preview">
      {destination.charges.length === 0 ? (
        <p>{t('rates:preview.none')}</p>
      ) : (
        <table className={styles.previewTable}>
          <thead>
            <tr>
              <th scope="col">{t('rates:preview.name')}</th>
              <th scope="col">{t('rates:preview.currency')}</th>
              <th scope="col">{t('rates:preview.price')}</th>
            </tr>
          </thead>
          <tbody>
            {destination.charges.map((charge) => (
              <tr key={charge.code}>
                <td>
                  {localName(charge.name, locale)}
                  {charge.remark ? <span className={styles.previewMin}>{localName(charge.remark, locale)}</span> : null}
                </td>
                <td>{charge.unitPrice.currency}</td>
                <td>
                  {t('rates:preview.unitPrice', {
                    // The currency has its own column: the price is the amount alone, not "USD USD 26.00".
                    price: formatAmount(charge.unitPrice),
                    basis: BASIS_LABELS[charge.basis][locale],
                  })}
                  {charge.minAmount.amount > 0 ? (
                    <span className={styles.previewMin}>
                      {t('rates:preview.minimum', { amount: formatMoney(charge.minAmount) })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.previewTotal}>
        <span>{t('rates:preview.total')}</span>
        <strong>{destination.totalUsd ? formatMoney(destination.totalUsd) : t('rates:preview.noRate')}</strong>
      </p>
    </div>
  );
}

/** The destination fee of a line: its USD total, with the preview on hover or keyboard focus. */
export function DestinationFee({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  const label =
    destination.charges.length === 0
      ? t('rates:preview.none')
      : destination.totalUsd
        ? formatMoney(destination.totalUsd)
        : t('rates:preview.view');
  return (
    <Popover
      trigger={['hover', 'focus']}
      title={t('rates:preview.title')}
      content={<DestinationPreview destination={destination} />}
      placement="left"
    >
      <button type="button" className={styles.destFee} data-testid="dest-fee">
        {label}
      </button>
    </Popover>
  );
}
