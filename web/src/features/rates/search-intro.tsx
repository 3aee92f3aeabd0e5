import { useTranslation } from '../../i18n/i18n.ts';
import { CalendarIcon, DollarIcon, PinIcon } from './icons.tsx';
import { PopularRoutes } from './popular-routes.tsx';
import type { SearchKind } from './port-lists.ts';
import styles from './rates.module.css';

const STEPS = [
  { key: 'ports', icon: <PinIcon /> },
  { key: 'date', icon: <CalendarIcon /> },
  { key: 'price', icon: <DollarIcon /> },
] as const;

/**
 * What a search page shows before the first search: how it works, and for export the popular routes.
 * Plain React: it paints with the form on a bare /lcl/export.
 */
export function SearchIntro({ kind }: { kind: SearchKind }) {
  const { t } = useTranslation();
  return (
    <>
      <ol className={styles.steps} data-testid="search-intro">
        {STEPS.map((step) => (
          <li key={step.key}>
            <span className={styles.stepIcon}>{step.icon}</span>
            <span>{t(`rates:intro.${step.key}`)}</span>
          </li>
        ))}
      </ol>
      {kind === 'export' ? <PopularRoutes /> : null}
    </>
  );
}
