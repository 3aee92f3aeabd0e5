import { localName } from '@seabook/domain/catalog';
import { BASIS_LABELS, type QuoteLine } from '@seabook/domain/rates';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDismiss } from '../../components/use-press-outside.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { formatAmount } from '../../lib/quote-format.ts';
import styles from './rates.module.css';
import controls from './result-controls.module.css';

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

/** How long the pointer may leave the fee and its preview before the preview closes. */
const HOVER_CLOSE_MS = 150;

type Place = { top: number; right: number; maxWidth: number };

/** Under the fee, its right edge on the fee's, in page coordinates (the preview is not inside the line). */
function placeUnder(button: HTMLElement): Place {
  const box = button.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const right = Math.max(8, width - box.right - window.scrollX);
  // Never past the page's left edge either: a phone's preview is as wide as the space left of the fee's end.
  return { top: box.bottom + window.scrollY + 6, right, maxWidth: Math.min(440, width - right - 8) };
}

/**
 * The destination fee of a line: its USD total, with the preview on hover, keyboard focus or a tap. Plain
 * React (the results paint before antd loads, decision 055); the preview goes to the end of the page, so
 * a line's containment (content-visibility) never clips it.
 */
export function DestinationFee({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<Place | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const previewId = useId();
  const label =
    destination.charges.length === 0
      ? t('rates:preview.none')
      : destination.totalUsd
        ? formatMoney(destination.totalUsd)
        : t('rates:preview.view');

  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (button.current) setPlace(placeUnder(button.current));
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setPlace(null), HOVER_CLOSE_MS);
  };
  const open = place !== null;

  useDismiss([button, panel], open, () => setPlace(null));
  useEffect(() => {
    if (!open) return;
    const close = () => setPlace(null);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, [open]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.destFee}
        data-testid="dest-fee"
        aria-expanded={open}
        aria-describedby={open ? previewId : undefined}
        onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
        onPointerLeave={(event) => event.pointerType === 'mouse' && hideSoon()}
        onFocus={show}
        onBlur={() => setPlace(null)}
        // A tap focuses and clicks: either shows it; a press elsewhere, Escape or leaving closes it.
        onClick={show}
      >
        {label}
      </button>
      {place
        ? createPortal(
            <div
              ref={panel}
              id={previewId}
              role="tooltip"
              className={controls.popover}
              style={place}
              onPointerEnter={() => window.clearTimeout(closeTimer.current)}
              onPointerLeave={hideSoon}
            >
              <p className={controls.popoverTitle}>{t('rates:preview.title')}</p>
              <DestinationPreview destination={destination} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
