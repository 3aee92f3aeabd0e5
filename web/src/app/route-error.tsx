import { useRouteError } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import styles from './route-error.module.css';

/** A failed lazy import usually means a new release replaced the old chunks: reloading fixes it. */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/**
 * The root error boundary: a render or loading failure anywhere below. Plain markup, since what failed
 * may be the loading of antd itself.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div role="alert" className={styles.result}>
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#ff4d4f" />
        <path d="M22 22l20 20M42 22L22 42" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>{t('layout:error.title')}</h1>
      <p className={styles.desc}>{isChunkError(error) ? t('layout:error.chunk') : t('layout:error.desc')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('common:actions.reload')}
      </button>
    </div>
  );
}

/** Shown while the first route's code loads. */
export function AppLoading() {
  return <Spinner page />;
}
