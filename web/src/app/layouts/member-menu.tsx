import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan, useLogout, useUserInfo } from '../../lib/auth.ts';
import { MEMBER_NAV } from '../nav.ts';

/** The logged-in user's dropdown: account links of spec §2 that exist, then log out (with confirmation). */
export function MemberMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { data: user } = useUserInfo();
  const can = useCan();
  const logout = useLogout();

  const links = MEMBER_NAV.filter(
    (link) =>
      link.live &&
      (!link.permission || can(link.permission)) &&
      !(link.hideForUnion && (user?.is_union_user ?? 0) !== 0),
  );

  const confirmLogout = () =>
    modal.confirm({
      title: t('layout:member.logoutConfirmTitle'),
      content: t('layout:member.logoutConfirmContent'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await logout.mutateAsync();
        } catch {
          // The session is cleared locally anyway (see useLogout); the user still hears the call failed.
          void message.error(t('layout:member.logoutFailed'));
        }
      },
    });

  const items: MenuProps['items'] = [
    ...links.map((link) => ({ key: link.to, label: t(`layout:member.${link.key}`) })),
    { type: 'divider' as const },
    { key: 'logout', label: t('layout:member.logout'), danger: true },
  ];

  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) => (key === 'logout' ? confirmLogout() : void navigate(key)),
      }}
    >
      <Button type="text" className={className}>
        <Avatar size="small" src={user?.headpic || undefined} icon={<UserOutlined />} />
        <span>{user?.name ?? ''}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
