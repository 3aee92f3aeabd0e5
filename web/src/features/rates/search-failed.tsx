import { useErrorMessage } from '../../components/error-message.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './rates.module.css';
import { SearchNotice } from './search-notice.tsx';

// Used by the result lists, which load with antd: page-state.tsx (the error message helper) uses antd.

/** A search that failed: the server's message in the user's language, and a retry. */
export function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <SearchNotice
      kind="REQUEST_ERROR"
      text={message}
      action={
        <button type="button" className={styles.primaryButton} onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      }
    />
  );
}
