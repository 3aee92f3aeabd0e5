import { localName } from '@seabook/domain/catalog-search';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SkeletonBars } from '../../components/skeleton-bars.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { priceListQuery } from '../../lib/rates-api.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import styles from './rates.module.css';

/**
 * "Popular routes from <main port>": the cheapest export LCL lanes of each main port (the price list),
 * each a link to its search. Shown on the home page and on an empty export search, beside the search form
 * of the first paint: plain React, no zod (format.ts has neither).
 */
export function PopularRoutes() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useQuery(priceListQuery('export'));
  const [chosen, setChosen] = useState<string | null>(null);

  if (list.isPending) {
    return (
      <div className={styles.popular} aria-busy="true">
        <SkeletonBars rows={4} />
      </div>
    );
  }
  // The block is an extra on its pages: when it cannot load, the page simply goes without it.
  if (list.isError) return null;
  const origins = list.data.filter((entry) => entry.cheapest.length > 0);
  const current = origins.find((entry) => entry.port.code === chosen) ?? origins[0];
  if (!current) return null;
  const portName = localName(current.port.name, locale);

  return (
    <section className={styles.popular} data-testid="popular-routes" aria-labelledby="popular-routes-title">
      <div className={styles.popularHead}>
        <h2 id="popular-routes-title">{t('rates:popular.title', { port: portName })}</h2>
        <p>{t('rates:popular.subtitle', { services: current.services, destinations: current.destinations })}</p>
      </div>
      <fieldset className={styles.originChips}>
        <legend className={styles.visuallyHidden}>{t('rates:form.pol')}</legend>
        {origins.map((entry) => (
          <button
            key={entry.port.code}
            type="button"
            className={styles.originChip}
            aria-pressed={entry.port.code === current.port.code}
            onClick={() => setChosen(entry.port.code)}
          >
            {localName(entry.port.name, locale)}
          </button>
        ))}
      </fieldset>
      <ul className={styles.popularList}>
        {current.cheapest.map((lane) => (
          <li key={lane.serviceId}>
            <Link
              to={`${RATES_PATHS.lclExport}?${new URLSearchParams({ pol: current.port.code, pod: lane.pod.code })}`}
              className={styles.popularCard}
              data-testid="popular-route"
            >
              <span className={styles.popularPod}>
                {localName(lane.pod.name, locale)} <small>{lane.pod.code}</small>
              </span>
              <span className={styles.popularMeta}>
                {lane.carrier.shortName} · {t('rates:line.transitDays', { days: lane.transitDays })}
              </span>
              <span className={styles.popularPrice}>
                {t('rates:popular.from', { price: formatMoney(lane.oceanPerWm) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default PopularRoutes;
