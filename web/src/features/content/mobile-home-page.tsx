import { Button } from 'antd';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useToken } from '../../lib/auth.ts';
import styles from './mobile.module.css';
import { OFFERINGS } from './offerings.tsx';

/** The mobile home: brand, services, and the way in. */
export default function MobileHomePage() {
  const { t } = useTranslation();
  const token = useToken();
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <BrandMark size={48} />
        <h1>{t('content:mobile.home.title')}</h1>
        <p>{t('content:mobile.home.tagline')}</p>
        <Link to={token ? '/center/index' : '/login?redirect=%2Fmobile%2Findex'}>
          <Button type="primary" block size="large">
            {token ? t('content:mobile.home.center') : t('content:mobile.home.login')}
          </Button>
        </Link>
      </section>
      <h2 className={styles.heading}>{t('content:mobile.home.services')}</h2>
      <ul className={styles.services}>
        {OFFERINGS.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={styles.tile} data-testid={`mobile-offering-${item.key}`}>
              <span className={styles.icon}>
                <PlainIcon icon={item.icon} />
              </span>
              <span>{t(`content:home.offerings.items.${item.key}.title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.footerLink}>
        <Link to="/index">{t('content:mobile.home.desktop')}</Link>
      </p>
    </div>
  );
}
