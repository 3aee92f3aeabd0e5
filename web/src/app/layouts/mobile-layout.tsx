import { HomeOutlined, ShareAltOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useToken } from '../../lib/auth.ts';
import { useRouteMeta } from '../route-meta.ts';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './mobile.module.css';

type Tab = { key: 'home' | 'share' | 'me'; to: string; icon: ReactNode };

/** The mobile site: a phone-width column with a top bar and a bottom tab bar. */
export function MobileLayout() {
  const { t } = useTranslation();
  const token = useToken();
  const meta = useRouteMeta();
  const tabs: Tab[] = [
    { key: 'home', to: '/mobile/index', icon: <HomeOutlined /> },
    { key: 'share', to: '/mobile/share', icon: <ShareAltOutlined /> },
    // The account pages are desktop pages for now; logged-out visitors go to login first.
    { key: 'me', to: token ? '/center/index' : '/login?redirect=%2Fcenter%2Findex', icon: <UserOutlined /> },
  ];
  return (
    <div className={styles.backdrop}>
      <div className={styles.shell}>
        <header className={styles.topBar}>
          <Link to="/mobile/index" className={styles.brand}>
            <BrandMark size={24} />
            <span>
              {meta.page && meta.page !== 'mobileIndex' ? t(`layout:pages.${meta.page}`) : t('common:brand.name')}
            </span>
          </Link>
          <LanguageSwitch className={styles.topButton} />
        </header>
        <main className={styles.content}>
          <Outlet />
        </main>
        <nav className={styles.tabBar}>
          {tabs.map((tab) => (
            <NavLink
              key={tab.key}
              to={tab.to}
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
            >
              {tab.icon}
              <span>{t(`layout:mobile.tabs.${tab.key}`)}</span>
            </NavLink>
          ))}
        </nav>
      </div>
    </div>
  );
}
