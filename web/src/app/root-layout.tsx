import { Outlet, ScrollRestoration } from 'react-router';
import { AppBridgeRegistrar } from './app-bridge-registrar.tsx';
import { useDocumentMeta } from './document-meta.ts';
import { LoginGate } from './guards.tsx';
import { LoginModal } from './login-modal.tsx';
import { useRouteMeta } from './route-meta.ts';

/** Above every layout: the API client's UI hooks, page metadata, the login gate and the login modal. */
export function RootLayout() {
  useDocumentMeta(useRouteMeta());
  return (
    <>
      <AppBridgeRegistrar />
      <ScrollRestoration />
      <LoginGate>
        <Outlet />
      </LoginGate>
      <LoginModal />
    </>
  );
}
