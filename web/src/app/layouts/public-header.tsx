import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { MenuButton } from '../../components/menu-button.tsx';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useToken } from '../../lib/auth.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { flatNav, HEADER_NAV, isGroup, liveNav, type NavLink } from '../nav.ts';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './layouts.module.css';
import { MemberMenu } from './member-menu.tsx';
import { TrackingEntry } from './tracking-entry.tsx';

/**
 * The public header: transparent over a hero on the pages that have one, dark elsewhere (spec §2). Plain
 * React and CSS, so it paints with the page before antd has loaded.
 */
export function PublicHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const current = (link: NavLink) => location.pathname === link.to;

  const linkLabel = (link: NavLink) => (
    <>
      {t(`layout:header.${link.key}`)}
      {link.isNew ? <span className={styles.newTag}>{t('common:tags.new')}</span> : null}
    </>
  );

  // The way back after logging in; the query once hydrated, since a search's URL gets its page as built.
  const hydrated = useHydrated();
  const redirect = encodeURIComponent(`${location.pathname}${hydrated ? location.search : ''}`);

  return (
    <header className={`${styles.header} ${transparent ? styles.headerTransparent : styles.headerDark}`}>
      <div className={styles.headerInner}>
        {/* On phones the name is hidden beside the mark, so the link carries it. */}
        <Link to="/index" className={styles.brand} aria-label={t('common:brand.name')}>
          <BrandMark />
          <span>{t('common:brand.name')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('layout:header.menu')}>
          <ul className={styles.navList}>
            {liveNav(HEADER_NAV).map((entry) =>
              isGroup(entry) ? (
                <li key={entry.key}>
                  <MenuButton
                    className={`${styles.navItem} ${entry.children.some(current) ? styles.navCurrent : ''}`}
                    items={entry.children.map((child) => ({
                      key: child.to,
                      label: linkLabel(child),
                      to: child.to,
                      current: current(child),
                    }))}
                  >
                    {t(`layout:header.${entry.key}`)}
                    <PlainIcon icon={DownOutlined} className={styles.caret} />
                  </MenuButton>
                </li>
              ) : entry.key === 'cargoTracking' ? (
                // Spec §2: the entry opens the cargo search panel; the panel leads on to the page.
                <li key={entry.to}>
                  <TrackingEntry
                    label={t('layout:header.cargoTracking')}
                    className={`${styles.navItem} ${current(entry) ? styles.navCurrent : ''}`}
                  />
                </li>
              ) : (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    className={`${styles.navItem} ${current(entry) ? styles.navCurrent : ''}`}
                    aria-current={current(entry) ? 'page' : undefined}
                  >
                    {linkLabel(entry)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        {/* Below 992 px the entries do not fit beside the actions in every language: one menu button holds them. */}
        <div className={styles.phoneMenu}>
          <MenuButton
            className={styles.headerButton}
            aria-label={t('layout:header.menu')}
            align="end"
            data-testid="header-menu"
            items={flatNav(HEADER_NAV).map((link) => ({
              key: link.to,
              label: linkLabel(link),
              to: link.to,
              current: current(link),
            }))}
          >
            {/* Three bars drawn in CSS: no icon module on the first paint (decision 014). */}
            <span className={styles.burger} aria-hidden="true" />
          </MenuButton>
        </div>
        <div className={styles.headerActions}>
          <LanguageSwitch className={styles.headerButton} />
          {token ? (
            <MemberMenu className={styles.headerButton} />
          ) : (
            <Link
              className={styles.loginButton}
              to={location.pathname === '/login' ? '/login' : `/login?redirect=${redirect}`}
            >
              {t('common:actions.loginRegister')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
