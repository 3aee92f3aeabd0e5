import type { ErrorKey } from '@seabook/domain/errors';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactLink } from '../../components/contact-link.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { EmptyIcon, WarningIcon } from './icons.tsx';
import styles from './rates.module.css';
import type { LaneFields } from './search-state.ts';

/** A search that found no route or price, to ask for a quote on: its mode, lane, day and cargo. */
export type AskQuote = { mode: 'lcl' | 'fcl'; lane: LaneFields };

/** The inquiry form of the mode, filled from the search (`?pol=&pod=&date=&w=&v=&p=`). */
export function askQuoteHref({ mode, lane }: AskQuote): string {
  const fields = { pol: lane.pol, pod: lane.pod, date: lane.date, w: lane.weight, v: lane.volume, p: lane.pieces };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value) query.set(key, value);
  return `/${mode}/inquiry?${query}`;
}

type Props = {
  /** A catalogue key (NO_ROUTE, SAILING_DATE_INVALID…) or a word of our own (FILTERED). */
  kind: ErrorKey | 'FILTERED';
  /** The text; the catalogue message of `kind` when left out. */
  text?: string;
  /** A warning above lines that still show (NO_FREIGHT), instead of an empty state. */
  banner?: boolean;
  action?: ReactNode;
  /** Offers to ask for a quote on this search (NO_ROUTE, NO_FREIGHT) when no other action is given. */
  ask?: AskQuote;
};

/**
 * Why a search shows nothing (or nothing priced), in the user's language, as spec §8 words it. Plain
 * React: a search in the URL that cannot run says so beside the form, before antd has loaded.
 */
export function SearchNotice({ kind, text, banner, action: given, ask }: Props) {
  const locale = useLocale();
  const { t } = useTranslation();
  const message = text ?? (kind === 'FILTERED' ? '' : errorText(kind, locale));
  const action =
    given ??
    (ask ? (
      <Link to={askQuoteHref(ask)} data-testid="ask-quote">
        {t('rates:results.askQuote')}
      </Link>
    ) : null);
  if (banner) {
    return (
      <div className={`${styles.notice} ${styles.banner}`} data-testid="search-notice" data-notice={kind} role="status">
        <span className={styles.bannerIcon}>
          <WarningIcon />
        </span>
        <span className={styles.bannerText}>
          {message}
          {kind === 'NO_FREIGHT' ? (
            <>
              {' '}
              <ContactLink>{t('quote:building.contact')}</ContactLink>
            </>
          ) : null}
        </span>
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
