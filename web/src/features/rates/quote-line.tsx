import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { localName, type PortRef } from '@seabook/domain/catalog';
import type { Locale } from '@seabook/domain/i18n';
import type { QuoteLine } from '@seabook/domain/rates';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactLink } from '../../components/contact-link.tsx';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { type TFunction, useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { DestinationFee } from './destination-fee.tsx';
import { fromResultsState } from './details-link.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import styles from './rates.module.css';
import controls from './result-controls.module.css';
import { detailsQuery, type LaneFields } from './search-state.ts';

/** "周二、周五" / "Tue, Fri": the weekdays a service sails on. */
export function weekdaysText(weekdays: readonly number[], t: TFunction): string {
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((day) => t(`rates:weekdays.d${day as 1 | 2 | 3 | 4 | 5 | 6 | 7}`))
    .join(t('rates:weekdays.separator'));
}

export function portText(port: PortRef, locale: Locale): string {
  return `${localName(port.name, locale)} (${port.code})`;
}

/** A labelled value of a line: label and value side by side, stacked on phones. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.fact} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What every line of a service shows first (LCL and FCL alike): the carrier, its routing, its sailing
 * days, and the route with the hub and the transit time. */
type ServiceFacts = Pick<QuoteLine, 'carrier' | 'direct' | 'weekdays' | 'pol' | 'pod' | 'via' | 'transitDays'>;

export function ServiceColumns({ line }: { line: ServiceFacts }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <div className={styles.carrierCol}>
        {/* The carrier's full name shows on hover; its short name is what customers know it by. */}
        <span className={styles.carrier} title={localName(line.carrier.name, locale)} data-testid="line-carrier">
          {line.carrier.shortName}
        </span>
        <span className={`${controls.tag} ${line.direct ? controls.tagGreen : controls.tagBlue}`}>
          {line.direct ? t('rates:line.direct') : t('rates:line.transship')}
        </span>
        <span className={styles.schedule}>
          {t('rates:line.schedule')}: {weekdaysText(line.weekdays, t)}
        </span>
      </div>
      <div className={styles.routeCol}>
        <p className={styles.ports}>
          <span>{portText(line.pol, locale)}</span>
          <PlainIcon icon={ArrowRightOutlined} className={styles.arrow} />
          <span>{portText(line.pod, locale)}</span>
        </p>
        <p className={styles.via}>
          {line.via ? t('rates:line.via', { hub: localName(line.via.name, locale) }) : t('rates:line.directRoute')}
        </p>
        <p className={styles.transit}>{t('rates:line.transitDays', { days: line.transitDays })}</p>
      </div>
    </>
  );
}

type Props = {
  line: QuoteLine;
  /** The searched lane and cargo: the details link carries the cargo on. */
  lane: LaneFields;
};

/**
 * One sailing of one service, with every field of spec §3's quote line and nothing hidden. Memoized: a
 * results page reveals its lines a few at a time (revealed.ts), and each step renders only the new ones.
 */
export const QuoteLineItem = memo(function QuoteLineItem({ line, lane }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const withCargo = Boolean(lane.weight && lane.volume && lane.pieces);
  const contactSales = (
    <span className={styles.contactSales}>
      <ContactLink>{t('rates:line.contactSales')}</ContactLink>
    </span>
  );

  return (
    <article className={styles.line} data-testid="quote-line" data-line-id={line.id}>
      <ServiceColumns line={line} />

      <dl className={styles.facts}>
        <Fact label={t('rates:line.sailing')}>{formatDay(line.sailingDate, locale)}</Fact>
        <Fact label={t('rates:line.cutoff')}>{formatDay(line.cutoffDate, locale)}</Fact>
        <Fact label={t('rates:line.cargoCut')}>{formatDay(line.cargoCutDate, locale)}</Fact>
        <Fact label={t('rates:line.eta')}>{formatDay(line.eta, locale)}</Fact>
        <Fact label={t('rates:line.validTo')}>{formatDay(line.validTo, locale)}</Fact>
      </dl>

      <dl className={styles.facts}>
        <Fact label={t('rates:line.oceanPerWm')}>
          {line.priced && line.oceanPerWm
            ? t('rates:line.perWm', { price: formatMoney(line.oceanPerWm) })
            : contactSales}
        </Fact>
        <Fact label={withCargo ? t('rates:line.oceanForCargo') : t('rates:line.oceanMinimum', { wm: line.minWm })}>
          {line.priced && line.oceanAmount ? formatMoney(line.oceanAmount) : contactSales}
        </Fact>
        <Fact label={t('rates:line.originFee')}>
          {line.originAmount ? formatMoney(line.originAmount) : contactSales}
        </Fact>
        <Fact label={t('rates:line.destFee')}>
          <DestinationFee destination={line.destination} />
        </Fact>
      </dl>

      <div className={styles.totalCol}>
        <span className={styles.totalLabel}>{t('rates:line.totalUsd')}</span>
        <span className={styles.total} data-testid="line-total">
          {line.priced && line.totalUsd ? formatMoney(line.totalUsd) : contactSales}
        </span>
        <div className={styles.actions}>
          <FavouriteToggle serviceId={line.serviceId} favourite={line.favourite} />
          <Link
            to={`${RATES_PATHS.lclDetails}?${detailsQuery(line.id, lane)}`}
            state={fromResultsState}
            className={styles.detailsLink}
            data-testid="line-details"
          >
            {t('rates:line.details')}
          </Link>
        </div>
      </div>
    </article>
  );
});
