import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { WhenVisible } from '../../components/when-visible.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useToken } from '../../lib/auth.ts';
import styles from './home-page.module.css';

// Below the hero: drawn when scrolled near, so its code and icons are not part of the first paint.
const HomeDetails = lazy(async () => ({ default: (await import('./home-details.tsx')).HomeDetails }));

const STATS = ['ports', 'countries', 'exportLcl', 'pickup'] as const;

type HomePageProps = {
  /** The quote search shown in the hero (composed in by app/, which may use other features). */
  search?: ReactNode;
  /** A block between the hero and the offerings, e.g. the popular routes. */
  highlights?: ReactNode;
};

/**
 * The home page: what Seabook offers, where it goes, and a way in; app/ slots the quote search in. Plain
 * React and CSS: it is the first page most visitors see, and paints before antd has loaded.
 */
export default function HomePage({ search, highlights }: HomePageProps) {
  const { t } = useTranslation();
  const token = useToken();
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.heroBrand}>
            {t('common:brand.name')} · {t('common:brand.slogan')}
          </p>
          <h1 className={styles.heroTitle}>{t('content:home.hero.title')}</h1>
          <p className={styles.heroSubtitle}>{t('content:home.hero.subtitle')}</p>
          {search}
          <div className={styles.heroActions}>
            {token ? (
              <Link to="/center/index" className={`${styles.button} ${styles.buttonPrimary}`}>
                {t('content:home.hero.center')}
              </Link>
            ) : (
              <Link to="/login?tab=register" className={`${styles.button} ${styles.buttonPrimary}`}>
                {t('content:home.hero.register')}
              </Link>
            )}
            <Link to="/center/helper" className={`${styles.button} ${styles.buttonGhost}`}>
              {t('content:home.hero.manual')}
            </Link>
          </div>
          <dl className={styles.stats}>
            {STATS.map((key) => (
              <div key={key} className={styles.stat}>
                <dt>{t(`content:home.stats.${key}.label`)}</dt>
                <dd>{t(`content:home.stats.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      {highlights}
      <WhenVisible minHeight={1400}>{() => <HomeDetails />}</WhenVisible>
      {token ? null : (
        <section className={styles.cta}>
          <h2>{t('content:home.cta.title')}</h2>
          <p>{t('content:home.cta.desc')}</p>
          <Link to="/login?tab=register" className={`${styles.button} ${styles.buttonPrimary}`}>
            {t('content:home.cta.button')}
          </Link>
        </section>
      )}
    </>
  );
}
