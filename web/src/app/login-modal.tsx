import { Modal, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useToken } from '../lib/auth.ts';
import { isPublicPage } from './public-pages.ts';
import { useRouteMeta } from './route-meta.ts';

const LoginForm = lazy(() => import('../features/auth/login-form.tsx'));

/**
 * The login/register modal of spec §2: it opens by itself for anonymous visitors on pages that are not
 * public. Closing it keeps it closed until the visitor moves to another page.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const token = useToken();
  const { pathname } = useLocation();
  const { requiresLogin } = useRouteMeta();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);

  // Login-only routes redirect to /login instead, so the modal would only flash there.
  const open = token === null && !requiresLogin && !isPublicPage(pathname) && dismissedOn !== pathname;

  return (
    <Modal
      open={open}
      title={t('layout:loginModal.title')}
      footer={null}
      onCancel={() => setDismissedOn(pathname)}
      destroyOnHidden
      width={440}
    >
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        {/* A successful login stores the token, which closes the modal through `token` above. */}
        <LoginForm onSuccess={() => setDismissedOn(pathname)} />
      </Suspense>
    </Modal>
  );
}
