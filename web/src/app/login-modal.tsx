import { Modal, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useToken } from '../lib/auth.ts';
import { closeLoginModal, useLoginModalRequested } from '../lib/login-prompt.ts';
import { isPublicPage } from './public-pages.ts';
import { useRouteMeta } from './route-meta.ts';

const LoginForm = lazy(() => import('../features/auth/login-form.tsx'));

/**
 * The login/register modal of spec §2: it opens by itself for anonymous visitors on pages that are not
 * public, and on any page that asks for it (lib/login-prompt.ts). Closing it keeps it closed until the
 * visitor moves to another page.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const token = useToken();
  const { pathname } = useLocation();
  const { requiresLogin } = useRouteMeta();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const requested = useLoginModalRequested();

  // A page's request ends with the session starting, however the login happened (here or another tab).
  useEffect(() => {
    if (token !== null) closeLoginModal();
  }, [token]);

  // Login-only routes redirect to /login instead, so the modal would only flash there.
  const prompted = !requiresLogin && !isPublicPage(pathname) && dismissedOn !== pathname;
  const open = token === null && (requested || prompted);
  const dismiss = () => {
    closeLoginModal();
    setDismissedOn(pathname);
  };

  return (
    <Modal
      open={open}
      title={t('layout:loginModal.title')}
      footer={null}
      onCancel={dismiss}
      destroyOnHidden
      width={440}
    >
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        {/* A successful login stores the token, which closes the modal through `token` above. */}
        <LoginForm onSuccess={dismiss} />
      </Suspense>
    </Modal>
  );
}
