import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToken } from '../../lib/auth.ts';
import { HomeDetails } from './home-details.tsx';
import styles from './home-page.module.css';

const STATS = ['ports', 'countries', 'exportLcl', 'pickup'] as const;

type HomePageProps = {
  /** The quote search shown in the hero (composed in by app/, which may use other features). */
  search?: ReactNode;
  /** A block between the hero and the offerings, e.g. the popular routes. */
  highlights?: ReactNode;
};

/** The home page: what Seabook offers, where it goes, and a way in; app/ slots the quote search in. */
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
              <Link to="/center/index">
                <Button type="primary" size="large">
                  {t('content:home.hero.center')}
                </Button>
              </Link>
            ) : (
              <Link to="/login?tab=register">
                <Button type="primary" size="large">
                  {t('content:home.hero.register')}
                </Button>
              </Link>
            )}
            <Link to="/center/helper">
              <Button size="large" ghost>
                {t('content:home.hero.manual')}
              </Button>
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
      <HomeDetails />
      {token ? null : (
        <section className={styles.cta}>
          <h2>{t('content:home.cta.title')}</h2>
          <p>{t('content:home.cta.desc')}</p>
          <Link to="/login?tab=register">
            <Button type="primary" size="large">
              {t('content:home.cta.button')}
            </Button>
          </Link>
        </section>
      )}
    </>
  );
}
