import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLogout } from '../../lib/auth.ts';

/** "Log out?" with antd's confirm dialog; loaded the first time the member menu's log out is chosen. */
export default function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const logout = useLogout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one dialog per mount; the texts are those of its opening.
  useEffect(() => {
    const dialog = modal.confirm({
      title: t('layout:member.logoutConfirmTitle'),
      content: t('layout:member.logoutConfirmContent'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      afterClose: onClose,
      onOk: async () => {
        try {
          await logout.mutateAsync();
        } catch {
          // The session is cleared locally anyway (see useLogout); the user still hears the call failed.
          void message.error(t('layout:member.logoutFailed'));
        }
      },
    });
    return () => dialog.destroy();
  }, []);
  return null;
}
