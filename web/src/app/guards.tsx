import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lazyWithAntd } from '../components/antd-lazy.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useCan, useToken, useUserInfo } from '../lib/auth.ts';
import { useRouteMeta } from './route-meta.ts';

// Shown only on the account centre's pages, which load antd anyway; never part of a public first paint.
const ForbiddenResult = lazyWithAntd(async () => ({
  default: (await import('../components/forbidden-result.tsx')).ForbiddenResult,
}));
const PageError = lazyWithAntd(async () => ({ default: (await import('../components/page-state.tsx')).PageError }));

/**
 * Sends anonymous visitors of login-only routes to /login, remembering where they were going. A session that
 * ends on such a page (logout, expired token) goes to /index instead, as spec §4 and §8 say.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { requiresLogin } = useRouteMeta();
  const token = useToken();
  const location = useLocation();
  // The token as of the last committed render: still set during the render in which the session ends.
  const hadToken = useRef(token !== null);
  useEffect(() => {
    hadToken.current = token !== null;
  }, [token]);
  if (requiresLogin && !token) {
    if (hadToken.current) return <Navigate to="/index" replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return children;
}

/** Shows a 403 result instead of the page when the role lacks the route's permission. */
export function PermissionGate({ children }: { children: ReactNode }) {
  const { permission } = useRouteMeta();
  const token = useToken();
  const user = useUserInfo();
  const can = useCan();
  if (!permission || !token) return children;
  if (user.isPending) return <Spinner />;
  if (!user.isError && can(permission)) return children;
  return (
    <Suspense fallback={<Spinner />}>
      {user.isError ? <PageError error={user.error} onRetry={() => void user.refetch()} /> : <ForbiddenResult />}
    </Suspense>
  );
}
