import {
  AccountBookOutlined,
  AuditOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { StaffPermission } from '@seabook/domain/permissions';
import { App, Button, Drawer, Grid, Layout, Menu, type MenuProps, Result, Spin, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { type MessageKey, useTranslation } from '../../i18n/i18n.ts';
import { useOpsCan, useOpsLogout, useOpsMe } from '../../lib/ops-api.ts';
import { useStaffToken } from '../../lib/staff-session.ts';
import { useRouteMeta } from '../route-meta.ts';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './ops.module.css';

/** The desks of the back office, in menu order, each behind its permission (domain/permissions.ts). */
export const OPS_DESKS: readonly { path: string; label: MessageKey; permission: StaffPermission; icon: ReactNode }[] = [
  { path: '/ops/dashboard', label: 'ops:menu.dashboard', permission: 'ops.dashboard', icon: <DashboardOutlined /> },
  { path: '/ops/rates', label: 'ops:menu.rates', permission: 'ops.rates', icon: <DollarOutlined /> },
  { path: '/ops/inquiries', label: 'ops:menu.inquiries', permission: 'ops.inquiries', icon: <MessageOutlined /> },
  { path: '/ops/orders', label: 'ops:menu.orders', permission: 'ops.orders', icon: <ShoppingOutlined /> },
  { path: '/ops/letters', label: 'ops:menu.letters', permission: 'ops.letters', icon: <FileTextOutlined /> },
  { path: '/ops/finance', label: 'ops:menu.finance', permission: 'ops.billing', icon: <AccountBookOutlined /> },
  { path: '/ops/audit', label: 'ops:menu.audit', permission: 'ops.audit', icon: <AuditOutlined /> },
  {
    path: '/ops/verifications',
    label: 'ops:menu.verifications',
    permission: 'ops.verifications',
    icon: <SafetyCertificateOutlined />,
  },
  { path: '/ops/notices', label: 'ops:menu.notices', permission: 'ops.notices', icon: <NotificationOutlined /> },
  { path: '/ops/customers', label: 'ops:menu.customers', permission: 'ops.customers', icon: <UserOutlined /> },
  { path: '/ops/staff', label: 'ops:menu.staff', permission: 'ops.staff', icon: <TeamOutlined /> },
];

const SIDER_WIDTH = 220;

function DeskMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const can = useOpsCan();
  const location = useLocation();
  const items: MenuProps['items'] = OPS_DESKS.filter((desk) => can(desk.permission)).map((desk) => ({
    key: desk.path,
    icon: desk.icon,
    label: (
      <Link to={desk.path} onClick={onNavigate}>
        {t(desk.label)}
      </Link>
    ),
  }));
  const selected = OPS_DESKS.find((desk) => location.pathname.startsWith(desk.path))?.path;
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      aria-label={t('ops:brand')}
      data-testid="ops-menu"
    />
  );
}

function Who() {
  const { t } = useTranslation();
  const { data: me } = useOpsMe();
  const { modal } = App.useApp();
  const logout = useOpsLogout();
  if (!me) return null;
  const roleKey = `ops:roles.${me.role}` as MessageKey;
  const confirmLogout = () =>
    modal.confirm({
      title: t('ops:header.logoutConfirmTitle'),
      content: t('ops:header.logoutConfirmContent'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () => logout.mutateAsync().catch(() => undefined),
    });
  return (
    <div className={styles.who}>
      <span className={styles.whoName} data-testid="ops-staff-name">
        {me.name}
      </span>
      <Tag color="blue" data-testid="ops-staff-role">
        {t(roleKey)}
      </Tag>
      <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="ops-logout">
        {t('ops:header.logout')}
      </Button>
    </div>
  );
}

/** A desk the operator's role does not open: a 403 result with the way back. */
function OpsForbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('ops:forbidden.title')}
      subTitle={t('ops:forbidden.description')}
      extra={
        <Link to="/ops">
          <Button type="primary">{t('ops:forbidden.back')}</Button>
        </Link>
      }
    />
  );
}

/** The desk, or 403 when the route's `opsPermission` is not the role's; a spinner while the role loads. */
function DeskGate() {
  const { t } = useTranslation();
  const { opsPermission } = useRouteMeta();
  const me = useOpsMe();
  const can = useOpsCan();
  if (me.isPending) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  if (me.isError)
    return (
      <Result
        status="error"
        title={t('ops:loadFailed')}
        subTitle={me.error.msg}
        extra={<Button onClick={() => void me.refetch()}>{t('ops:retry')}</Button>}
      />
    );
  if (opsPermission && !can(opsPermission)) return <OpsForbidden />;
  return <Outlet />;
}

/**
 * The back office's frame (ProLayout style): a dark sider with the desks the role may use, a header with
 * the page's name, the language, the operator and sign-out, and the desk below. Without a staff token it
 * sends the operator to /ops/login and back here afterwards. Under 768 px the menu moves into a drawer.
 */
export function OpsLayout() {
  const { t } = useTranslation();
  const token = useStaffToken();
  const location = useLocation();
  const { page } = useRouteMeta();
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!token) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/ops/login?redirect=${redirect}`} replace />;
  }
  const narrow = screens.md === false;
  const brand = (
    <div className={styles.brand}>
      <BrandMark size={26} />
      {collapsed && !narrow ? null : <span>{t('ops:brand')}</span>}
    </div>
  );
  return (
    <Layout className={styles.shell} hasSider={!narrow}>
      {narrow ? null : (
        <Layout.Sider width={SIDER_WIDTH} collapsible collapsed={collapsed} trigger={null} theme="dark">
          {brand}
          <DeskMenu />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            icon={narrow ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={
              narrow ? t('ops:header.openMenu') : collapsed ? t('ops:header.expand') : t('ops:header.collapse')
            }
            onClick={() => (narrow ? setDrawerOpen(true) : setCollapsed(!collapsed))}
          />
          <h1 className={styles.headerTitle}>{page ? t(`layout:pages.${page}`) : t('ops:brand')}</h1>
          <LanguageSwitch />
          <Who />
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <DeskGate />
        </Layout.Content>
      </Layout>
      {narrow ? (
        <Drawer
          placement="left"
          size={SIDER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0, background: '#001529' }, header: { display: 'none' } }}
        >
          {brand}
          <DeskMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
    </Layout>
  );
}

/** /ops: the first desk the role opens (the dashboard for every built-in role). */
export function OpsHome() {
  const can = useOpsCan();
  const first = OPS_DESKS.find((desk) => can(desk.permission));
  if (!first) return <OpsForbidden />;
  return <Navigate to={first.path} replace />;
}
