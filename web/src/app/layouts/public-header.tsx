import { Button, ConfigProvider, Menu, type MenuProps, Tag, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { useToken } from '../../lib/auth.ts';
import { HEADER_NAV, isGroup, liveNav, type NavLink } from '../nav.ts';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './layouts.module.css';
import { MemberMenu } from './member-menu.tsx';

// The dark menu sits on the header's own background (navy or transparent over a hero), so its items
// carry no background of their own; the current page is marked by a light wash instead of a blue block.
const NAV_THEME: ThemeConfig = {
  components: {
    Menu: { darkItemBg: 'transparent', darkItemSelectedBg: 'rgba(255, 255, 255, 0.14)', darkPopupBg: '#0b1d36' },
  },
};

/** The public header: transparent over a hero on the pages that have one, dark elsewhere (spec §2). */
export function PublicHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();

  const linkLabel = (link: NavLink) => (
    <Link to={link.to}>
      {t(`layout:header.${link.key}`)}
      {link.isNew ? (
        <Tag color="red" className={styles.newTag}>
          {t('common:tags.new')}
        </Tag>
      ) : null}
    </Link>
  );

  const items: MenuProps['items'] = liveNav(HEADER_NAV).map((entry) =>
    isGroup(entry)
      ? {
          key: entry.key,
          label: t(`layout:header.${entry.key}`),
          children: entry.children.map((child) => ({ key: child.to, label: linkLabel(child) })),
        }
      : { key: entry.to, label: linkLabel(entry) },
  );

  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);

  return (
    <header className={`${styles.header} ${transparent ? styles.headerTransparent : styles.headerDark}`}>
      <div className={styles.headerInner}>
        <Link to="/index" className={styles.brand}>
          <BrandMark />
          <span>{t('common:brand.name')}</span>
        </Link>
        <ConfigProvider theme={NAV_THEME}>
          <Menu
            mode="horizontal"
            theme="dark"
            items={items}
            selectedKeys={[location.pathname]}
            className={styles.nav}
            aria-label={t('layout:header.menu')}
          />
        </ConfigProvider>
        <div className={styles.headerActions}>
          <LanguageSwitch className={styles.headerButton} />
          {token ? (
            <MemberMenu className={styles.headerButton} />
          ) : (
            <Link to={location.pathname === '/login' ? '/login' : `/login?redirect=${redirect}`}>
              <Button type="primary">{t('common:actions.loginRegister')}</Button>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
