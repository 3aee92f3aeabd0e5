import { Tabs } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
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
  const root = useRef<HTMLDivElement>(null);
  // A link inside a pane ("forgot password?", "sign up") hides the pane it is in, and the focus with it:
  // the focus then goes to the first field of the pane it opened.
  const focusPane = useRef<AuthTab | null>(null);
  useEffect(() => {
    if (focusPane.current !== tab) return;
    focusPane.current = null;
    // antd's tabs draw a pane opened for the first time a frame or two after the switch.
    let frames = 0;
    let request = 0;
    const focusFirst = () => {
      const first = root.current?.querySelector<HTMLElement>(
        '[role="tabpanel"][aria-hidden="false"] :is(input, button):not([disabled])',
      );
      if (first) first.focus();
      else if (++frames < 30) request = requestAnimationFrame(focusFirst);
    };
    focusFirst();
    return () => cancelAnimationFrame(request);
  }, [tab]);

  const fromPane = (next: AuthTab) => {
    focusPane.current = next;
    changeTab(next);
  };

  const changeTab = (next: AuthTab) => {
    // Back at the QR code the user may refresh it, which would leave the register form a stale login id.
    if (next === 'qr') setWxLoginId(undefined);
    onTabChange(next);
  };

  const panes: Record<AuthTab, ReactNode> = {
    login: (
      <LoginPasswordForm
        onSuccess={onSuccess}
        onForgot={() => fromPane('forgot')}
        onRegister={() => fromPane('register')}
      />
    ),
    qr: (
      <WxQrLogin
        active={tab === 'qr'}
        reloadTo={reloadTo}
        onRegisterInstead={(loginid) => {
          setWxLoginId(loginid);
          fromPane('register');
        }}
      />
    ),
    register: <RegisterForm onSuccess={onSuccess} onLogin={() => fromPane('login')} weixinqrcode={wxLoginId} />,
    forgot: <ForgotPasswordForm onBackToLogin={() => fromPane('login')} />,
  };

  return (
    <div ref={root}>
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
    </div>
  );
}
