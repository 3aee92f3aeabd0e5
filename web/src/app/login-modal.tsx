import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyWithAntd } from '../components/antd-lazy.tsx';
import { useToken } from '../lib/auth.ts';
import { closeLoginModal, useLoginModalRequested } from '../lib/login-prompt.ts';
import { isPublicPage } from './public-pages.ts';
import { useRouteMeta } from './route-meta.ts';

const LoginModalDialog = lazyWithAntd(() => import('./login-modal-dialog.tsx'));

/**
 * The login/register modal of spec §2: it opens by itself for anonymous visitors on pages that are not
 * public, and on any page that asks for it (lib/login-prompt.ts). Closing it keeps it closed until the
 * visitor moves to another page. The dialog (antd) loads the first time it opens.
 */
export function LoginModal() {
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
  // Once shown, the dialog stays mounted so it can animate closed.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  const dismiss = () => {
    closeLoginModal();
    setDismissedOn(pathname);
  };

  return shown ? (
    <Suspense fallback={null}>
      <LoginModalDialog open={open} onDismiss={dismiss} />
    </Suspense>
  ) : null;
}
