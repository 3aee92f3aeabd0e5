import { Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { AUTH_TABS, type AuthTab, isAuthTab } from './auth-tabs.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginPasswordForm } from './login-password-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { WxQrLogin } from './wx-qr-login.tsx';

type Props = {
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
  /** After a password login or a registration. */
  onSuccess(): void;
  /** Where a QR login reloads to; the current page when unset. */
  reloadTo?: string;
};

/**
 * Login, QR login, registration and password reset in one set of tabs, shared by the login page and the
 * login modal. Panes stay mounted so switching tabs keeps what was typed.
 */
export function AuthPanel({ tab, onTabChange, onSuccess, reloadTo }: Props) {
  const { t } = useTranslation('auth');
  // The scanned QR login a "register instead" carries into the register form.
  const [wxLoginId, setWxLoginId] = useState<string>();

  const changeTab = (next: AuthTab) => {
    // Back at the QR code the user may refresh it, which would leave the register form a stale login id.
    if (next === 'qr') setWxLoginId(undefined);
    onTabChange(next);
  };

  const panes: Record<AuthTab, ReactNode> = {
    login: (
      <LoginPasswordForm
        onSuccess={onSuccess}
        onForgot={() => changeTab('forgot')}
        onRegister={() => changeTab('register')}
      />
    ),
    qr: (
      <WxQrLogin
        active={tab === 'qr'}
        reloadTo={reloadTo}
        onRegisterInstead={(loginid) => {
          setWxLoginId(loginid);
          changeTab('register');
        }}
      />
    ),
    register: <RegisterForm onSuccess={onSuccess} onLogin={() => changeTab('login')} weixinqrcode={wxLoginId} />,
    forgot: <ForgotPasswordForm onBackToLogin={() => changeTab('login')} />,
  };

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => {
        if (isAuthTab(key)) changeTab(key);
      }}
      items={AUTH_TABS.map((key) => ({
        key,
        label: <span data-testid={`tab-${key}`}>{t(`tabs.${key}`)}</span>,
        children: panes[key],
      }))}
    />
  );
}
