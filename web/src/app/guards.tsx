import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lazyWithAntd } from '../components/antd-lazy.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useCan, useToken, useUserInfo } from '../lib/auth.ts';
import { loginPath, sessionExpired } from '../lib/session.ts';
import { useRouteMeta } from './route-meta.ts';

// Shown only on the account centre's pages, which load antd anyway; never part of a public first paint.
const ForbiddenResult = lazyWithAntd(async () => ({
  default: (await import('../components/forbidden-result.tsx')).ForbiddenResult,
}));
const PageError = lazyWithAntd(async () => ({ default: (await import('../components/page-state.tsx')).PageError }));

/**
 * Sends anonymous visitors of login-only routes to /login, remembering where they were going. A logout on such
 * a page goes to /index (spec §4); a session that expired there (99999) goes to /login with the way back and
 * the expiry said (issue 14 item 10), as /lcl/entrust does.
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
    const back = `${location.pathname}${location.search}`;
    if (hadToken.current && !sessionExpired()) return <Navigate to="/index" replace />;
    // A gate mounted after the session ended (a remount) never saw the token; the expiry itself is remembered.
    return <Navigate to={loginPath(back, hadToken.current || sessionExpired())} replace />;
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
