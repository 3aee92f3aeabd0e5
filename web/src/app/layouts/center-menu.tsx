import {
  AccountBookOutlined,
  AuditOutlined,
  BellOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '@seabook/domain/members';
import { Alert, Badge, Button, Menu, type MenuProps, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUnreadCount } from '../../features/messages/api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useMenu, useUserInfo } from '../../lib/auth.ts';
import styles from './center.module.css';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  inquiry: <FileSearchOutlined />,
  draft: <FileTextOutlined />,
  order: <ProfileOutlined />,
  bill: <AccountBookOutlined />,
  invoice: <AuditOutlined />,
  coupons: <GiftOutlined />,
  collection: <StarOutlined />,
  message: <BellOutlined />,
  account: <UserOutlined />,
  information: <IdcardOutlined />,
  childAccount: <TeamOutlined />,
  address: <EnvironmentOutlined />,
  helper: <QuestionCircleOutlined />,
};

const AUTH_GUIDE = '/center/authGuide';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * The account-centre menu as the server sends it (entries the role may see, names translated). The
 * sub-account entry leads to the verification guide until the user is verified (spec §2).
 */
export function CenterMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useMenu();
  const { data: user } = useUserInfo();
  // The messages entry shows how many are unread; asked only when the role has the entry.
  const { data: unread = 0 } = useUnreadCount(menu.data?.some((entry) => entry.key === 'message') === true);

  if (menu.isPending) return <Skeleton active className={styles.menuSkeleton} paragraph={{ rows: 6 }} title={false} />;
  if (menu.isError) {
    return (
      <Alert
        type="error"
        className={styles.menuError}
        title={collapsed ? null : t('layout:center.menuFailed')}
        action={
          <Button size="small" onClick={() => void menu.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const verified = user?.verification === 'verified';
  const target = (entry: MenuEntry) => (entry.key === 'childAccount' && !verified ? AUTH_GUIDE : entry.url);
  const label = (entry: MenuEntry) => (
    <span className={styles.menuLabel}>
      {entry.name}
      {entry.has_new ? (
        <Tag color="red" className={styles.newTag}>
          {t('common:tags.new')}
        </Tag>
      ) : null}
      {entry.key === 'message' && unread > 0 ? (
        <Badge count={unread} size="small" overflowCount={99} data-testid="message-unread-badge" />
      ) : null}
    </span>
  );
  const toItem = (entry: MenuEntry): Item =>
    entry.child.length > 0
      ? { key: entry.key, icon: ICONS[entry.key], label: label(entry), children: entry.child.map(toItem) }
      : { key: target(entry), icon: ICONS[entry.key], label: label(entry) };

  const openGroups = menu.data.filter((entry) => entry.child.some((child) => target(child) === pathname));

  return (
    <Menu
      mode="inline"
      items={menu.data.map(toItem)}
      selectedKeys={[pathname]}
      // Collapsed, an open group would be a flyout over the page on arrival: it opens on hover instead.
      defaultOpenKeys={collapsed ? [] : openGroups.map((entry) => entry.key)}
      inlineCollapsed={collapsed}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
      className={styles.menu}
    />
  );
}
