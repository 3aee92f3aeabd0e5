import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyWithAntd } from '../../components/antd-lazy.tsx';
import { MenuButton, type MenuItem } from '../../components/menu-button.tsx';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useUnreadCount } from '../../features/messages/api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCan, useUserInfo } from '../../lib/auth.ts';
import { MEMBER_NAV } from '../nav.ts';
import styles from './layouts.module.css';

const LogoutConfirm = lazyWithAntd(() => import('./logout-confirm.tsx'));

/** The logged-in user's menu: account links of spec §2 that exist, then log out (with confirmation). */
export function MemberMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useUserInfo();
  const can = useCan();
  const [confirming, setConfirming] = useState(false);
  // The unread count of the message centre, on the avatar and beside its entry (issue 16).
  const { data: unread = 0 } = useUnreadCount(can('message'));
  const unreadText = t('layout:member.unread', { count: unread });

  const links = MEMBER_NAV.filter(
    (link) =>
      link.live &&
      (!link.permission || can(link.permission)) &&
      !(link.hideForUnion && (user?.is_union_user ?? 0) !== 0),
  );
  const items: MenuItem[] = [
    ...links.map((link) => ({
      key: link.to,
      label:
        link.key === 'messages' && unread > 0 ? (
          <>
            {t('layout:member.messages')}
            <span className={styles.unreadCount} data-testid="member-menu-unread">
              {unread > 99 ? '99+' : unread}
            </span>
          </>
        ) : (
          t(`layout:member.${link.key}`)
        ),
      to: link.to,
      current: pathname === link.to,
    })),
    { key: 'divider', divider: true },
    { key: 'logout', label: t('layout:member.logout'), danger: true, onSelect: () => setConfirming(true) },
  ];

  return (
    <>
      <MenuButton className={className} align="end" items={items} data-testid="member-menu">
        <span className={styles.avatar}>
          {user?.headpic ? <img src={user.headpic} alt="" /> : <PlainIcon icon={UserOutlined} />}
        </span>
        {unread > 0 ? (
          <span className={styles.unreadDot} title={unreadText} data-testid="header-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
        <span>{user?.name ?? ''}</span>
        <PlainIcon icon={DownOutlined} className={styles.caret} />
      </MenuButton>
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutConfirm onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
