import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { registerAppBridge, usePendingNotices } from '../lib/app-bridge.ts';
import { useEndOfHydration } from '../lib/hydration.ts';
import { loginPath } from '../lib/session.ts';
import { useDocumentMeta } from './document-meta.ts';
import { LoginGate } from './guards.tsx';
import { LoginModal } from './login-modal.tsx';
import { useRouteMeta } from './route-meta.ts';

const AntdNotifier = lazy(() => import('./antd-notifier.tsx'));

/** The API client's notices, shown by antd once the first one is asked for (lib/app-bridge.ts). */
function Notifier() {
  const waiting = usePendingNotices();
  const [needed, setNeeded] = useState(false);
  if (waiting > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AntdNotifier />
    </Suspense>
  ) : null;
}

/**
 * Hands the router to the API client (lib/app-bridge.ts): its navigate, and where an expired session goes
 * from this page (a login-only page back to /login with the way back, any other page to /index).
 */
function RouterBridge() {
  const navigate = useNavigate();
  const { requiresLogin } = useRouteMeta();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => registerAppBridge({ navigate: (to) => void navigate(to, { replace: true }) }), [navigate]);
  useEffect(
    () => registerAppBridge({ expiredTo: () => (requiresLogin ? loginPath(here, true) : '/index') }),
    [requiresLogin, here],
  );
  return null;
}

/** Above every layout: the API client's UI hooks, page metadata, the login gate and the login modal. */
export function RootLayout() {
  useDocumentMeta(useRouteMeta());
  useEndOfHydration();
  return (
    <>
      <RouterBridge />
      <Notifier />
      <ScrollRestoration />
      <LoginGate>
        <Outlet />
      </LoginGate>
      <LoginModal />
    </>
  );
}
