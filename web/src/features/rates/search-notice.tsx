import type { ErrorKey } from '@seabook/domain/errors';
import { Alert, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale } from '../../i18n/i18n.ts';
import styles from './rates.module.css';

type Props = {
  /** A catalogue key (NO_ROUTE, SAILING_DATE_INVALID…) or a word of our own (FILTERED). */
  kind: ErrorKey | 'FILTERED';
  /** The text; the catalogue message of `kind` when left out. */
  text?: string;
  /** A warning above lines that still show (NO_FREIGHT), instead of an empty state. */
  banner?: boolean;
  action?: ReactNode;
};

/** Why a search shows nothing (or nothing priced), in the user's language, as spec §8 words it. */
export function SearchNotice({ kind, text, banner, action }: Props) {
  const locale = useLocale();
  const message = text ?? (kind === 'FILTERED' ? '' : errorText(kind, locale));
  if (banner) {
    return (
      <Alert
        type="warning"
        showIcon
        title={message}
        action={action}
        className={styles.notice}
        data-testid="search-notice"
        data-notice={kind}
      />
    );
  }
  return (
    <div className={styles.emptyNotice} data-testid="search-notice" data-notice={kind} role="status">
      <Empty description={message}>{action}</Empty>
    </div>
  );
}

/** A search that failed: the server's message in the user's language, and a retry. */
export function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <SearchNotice
      kind="REQUEST_ERROR"
      text={message}
      action={
        <Button type="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
