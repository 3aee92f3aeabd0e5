import type { ErrorKey } from '@seabook/domain/errors';
import type { ReactNode } from 'react';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { EmptyIcon, WarningIcon } from './icons.tsx';
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

/**
 * Why a search shows nothing (or nothing priced), in the user's language, as spec §8 words it. Plain
 * React: a search in the URL that cannot run says so beside the form, before antd has loaded.
 */
export function SearchNotice({ kind, text, banner, action }: Props) {
  const locale = useLocale();
  const message = text ?? (kind === 'FILTERED' ? '' : errorText(kind, locale));
  if (banner) {
    return (
      <div className={`${styles.notice} ${styles.banner}`} data-testid="search-notice" data-notice={kind} role="status">
        <span className={styles.bannerIcon}>
          <WarningIcon />
        </span>
        <span className={styles.bannerText}>{message}</span>
        {action ? <span className={styles.noticeAction}>{action}</span> : null}
      </div>
    );
  }
  return (
    <div className={styles.emptyNotice} data-testid="search-notice" data-notice={kind} role="status">
      <span className={styles.emptyIcon}>
        <EmptyIcon />
      </span>
      <p className={styles.emptyText}>{message}</p>
      {action ? <div className={styles.noticeAction}>{action}</div> : null}
    </div>
  );
}
