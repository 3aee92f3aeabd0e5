import { lazy } from 'react';
import { Link } from 'react-router';
import { WhenVisible } from '../../components/when-visible.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { APP_VERSION, copyrightYears } from '../../lib/site.ts';
import styles from './layouts.module.css';

// Below the fold on every page: drawn when scrolled near, after the page's first paint.
const FooterDetails = lazy(() => import('./footer-details.tsx'));

/** Copyright and version: the whole footer on pages that hide it, the last line elsewhere. */
export function CopyrightLine({ withAgreement = false }: { withAgreement?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.copyright}>
      <span>{t('layout:footer.copyright', { years: copyrightYears() })}</span>
      <span>{t('layout:footer.version', { version: APP_VERSION })}</span>
      {withAgreement ? <Link to="/agreement">{t('layout:footer.agreement')}</Link> : null}
    </div>
  );
}

/** The public footer of spec §2: the whole of it (footer-details.tsx), or only the last line. */
export function PublicFooter({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <footer className={`${styles.footer} ${styles.footerCompact}`}>
        <CopyrightLine withAgreement />
      </footer>
    );
  }
  return (
    <footer className={styles.footer}>
      <WhenVisible minHeight={320}>{() => <FooterDetails />}</WhenVisible>
      <CopyrightLine />
    </footer>
  );
}
