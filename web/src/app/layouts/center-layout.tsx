import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Grid, Layout } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useToken, useUserInfo } from '../../lib/auth.ts';
import { readSetting, writeSetting } from '../../lib/storage.ts';
import { PermissionGate } from '../guards.tsx';
import styles from './center.module.css';
import { CenterMenu } from './center-menu.tsx';
import layoutStyles from './layouts.module.css';
import { NoticeBar } from './notice-bar.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Spec §9: the sidebar is 256 px open and 80 px collapsed. */
const SIDER_WIDTH = 256;
const SIDER_COLLAPSED_WIDTH = 80;

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
    <Alert
      type={pending ? 'info' : 'warning'}
      showIcon
      className={styles.banner}
      title={pending ? t('layout:center.verifyPending') : t('layout:center.verifyBanner')}
      action={
        <Link to="/center/authentication" data-testid="verify-banner-link">
          {pending ? t('layout:center.verifyProgress') : t('layout:center.verifyNow')}
        </Link>
      }
      data-testid="verify-banner"
    />
  );
}

/**
 * The account centre: a sidebar menu beside the page. Breakpoints of spec §9: from 1200 px the sidebar
 * stays as the user left it (saved); between 576 and 1200 px it starts collapsed; under 576 px the menu
 * moves into a drawer.
 */
export function CenterLayout() {
  const { t } = useTranslation();
  const token = useToken();
  const screens = Grid.useBreakpoint();
  const [savedCollapsed, setSavedCollapsed] = useState(() => readSetting('sidebarCollapsed'));
  const [narrowCollapsed, setNarrowCollapsed] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const wide = screens.xl === true;
  const phone = screens.sm === false;
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
      <Layout hasSider={withMenu && !phone} className={styles.body}>
        {withMenu && !phone ? (
          <Layout.Sider
            theme="light"
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsible
            collapsed={collapsed}
            trigger={null}
            className={styles.sider}
          >
            <CenterMenu collapsed={collapsed} />
            <Button
              type="text"
              block
              className={styles.trigger}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => toggle(!collapsed)}
              aria-label={collapsed ? t('layout:center.expand') : t('layout:center.collapse')}
            />
          </Layout.Sider>
        ) : null}
        <Layout.Content className={styles.content}>
          {withMenu && phone ? (
            <Button icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} className={styles.drawerButton}>
              {t('layout:center.menuTitle')}
            </Button>
          ) : null}
          <VerifyBanner />
          <PermissionGate>
            <Outlet />
          </PermissionGate>
        </Layout.Content>
      </Layout>
      <PublicFooter compact />
      {withMenu && phone ? (
        <Drawer
          placement="left"
          size={SIDER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('layout:center.menuTitle')}
          styles={{ body: { padding: 0 } }}
        >
          <CenterMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
    </div>
  );
}
