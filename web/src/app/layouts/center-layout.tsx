import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { PlainAlert } from '../../components/plain-alert.tsx';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useToken, useUserInfo } from '../../lib/auth.ts';
import { PHONE_MAX_PX, useMediaQuery, WIDE_MIN_PX } from '../../lib/media-query.ts';
import { readSetting, writeSetting } from '../../lib/storage.ts';
import { PermissionGate } from '../guards.tsx';
import styles from './center.module.css';
import { CenterMenu } from './center-menu.tsx';
import layoutStyles from './layouts.module.css';
import { NoticeBar } from './notice-bar.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/**
 * Tells users who have not verified that verification unlocks ordering, and those in review that it is
 * on its way; gone once verified (issue 16).
 */
function VerifyBanner() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  if (!user || user.verification === 'verified') return null;
  const pending = user.verification === 'pending';
  return (
    <PlainAlert
      type={pending ? 'info' : 'warning'}
      className={styles.banner}
      action={
        <Link to="/center/authentication" data-testid="verify-banner-link">
          {pending ? t('layout:center.verifyProgress') : t('layout:center.verifyNow')}
        </Link>
      }
      data-testid="verify-banner"
    >
      {pending ? t('layout:center.verifyPending') : t('layout:center.verifyBanner')}
    </PlainAlert>
  );
}

/**
 * The phone's menu, sliding in from the left over the page: a modal `dialog`, so the focus stays in it,
 * Escape closes it, and so does a press on the shade beside it.
 */
function MenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the shade is for pointers; the keyboard closes with Escape
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      // The panel fills the dialog, so a press on the dialog itself is a press on the shade.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="center-drawer"
    >
      <div className={styles.drawerPanel}>
        <div className={styles.drawerHeader}>
          <button type="button" className={styles.drawerClose} onClick={onClose} aria-label={t('common:actions.close')}>
            <PlainIcon icon={CloseOutlined} />
          </button>
          <h2 id={titleId} className={styles.drawerTitle}>
            {t('layout:center.menuTitle')}
          </h2>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}

/**
 * The account centre: a sidebar menu beside the page, plain React and CSS like the public frame, so a page
 * of the centre that needs no antd (my orders) loads none. Breakpoints of spec §9: from 1200 px the
 * sidebar stays as the user left it (saved); between 576 and 1200 px it starts collapsed; under 576 px the
 * menu moves into a drawer. Spec §9: the sidebar is 256 px open and 80 px collapsed (center.module.css).
 */
export function CenterLayout() {
  const { t } = useTranslation();
  const token = useToken();
  const wide = useMediaQuery(`(min-width: ${WIDE_MIN_PX}px)`);
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_PX}px)`);
  const [savedCollapsed, setSavedCollapsed] = useState(() => readSetting('sidebarCollapsed'));
  const [narrowCollapsed, setNarrowCollapsed] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const collapsed = wide ? savedCollapsed : narrowCollapsed;

  const toggle = (next: boolean) => {
    if (!wide) {
      setNarrowCollapsed(next);
      return;
    }
    setSavedCollapsed(next);
    writeSetting('sidebarCollapsed', next);
  };

  // An anonymous visitor can only be here on the verification guide, which needs no menu.
  const withMenu = token !== null;

  return (
    <div className={layoutStyles.page}>
      <PublicHeader />
      <NoticeBar />
      <div className={styles.body}>
        {withMenu && !phone ? (
          <aside className={collapsed ? `${styles.sider} ${styles.siderCollapsed}` : styles.sider}>
            <CenterMenu collapsed={collapsed} />
            <button
              type="button"
              className={styles.trigger}
              onClick={() => toggle(!collapsed)}
              aria-label={collapsed ? t('layout:center.expand') : t('layout:center.collapse')}
              data-testid="center-menu-toggle"
            >
              <PlainIcon icon={collapsed ? MenuUnfoldOutlined : MenuFoldOutlined} />
            </button>
          </aside>
        ) : null}
        <main className={styles.content}>
          {withMenu && phone ? (
            <button
              type="button"
              className={styles.drawerButton}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              data-testid="center-menu-open"
            >
              <PlainIcon icon={MenuOutlined} />
              {t('layout:center.menuTitle')}
            </button>
          ) : null}
          <VerifyBanner />
          <PermissionGate>
            <Outlet />
          </PermissionGate>
        </main>
      </div>
      <PublicFooter compact />
      {withMenu && phone ? (
        <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <CenterMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </MenuDrawer>
      ) : null}
    </div>
  );
}
