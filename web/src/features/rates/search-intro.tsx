import { CalendarOutlined, DollarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PopularRoutes } from './popular-routes.tsx';
import type { SearchKind } from './quote-search-form.tsx';
import styles from './rates.module.css';

const STEPS = [
  { key: 'ports', icon: <EnvironmentOutlined /> },
  { key: 'date', icon: <CalendarOutlined /> },
  { key: 'price', icon: <DollarOutlined /> },
] as const;

/** What a search page shows before the first search: how it works, and for export the popular routes. */
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
