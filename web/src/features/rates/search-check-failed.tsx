import { useTranslation } from '../../i18n/i18n.ts';
import styles from './rates.module.css';
import { SearchNotice } from './search-notice.tsx';

/** The search's checks could not be loaded (offline, a new release): say so, with a retry. */
export function SearchCheckFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <SearchNotice
      kind="REQUEST_ERROR"
      action={
        <button type="button" className={styles.primaryButton} onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      }
    />
  );
}
