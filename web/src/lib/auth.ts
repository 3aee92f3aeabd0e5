import type { Config, MenuEntry, UserInfo } from '@seabook/domain/members';
import { type Action, can, type PermissionId } from '@seabook/domain/permissions';
import { sessionCalls } from '@seabook/domain/session.calls';
import { type UseMutationResult, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../i18n/i18n.ts';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';
import { clearSession, SESSION_KEY, useToken } from './session.ts';

export { clearSession, getToken, SESSION_KEY, setToken, useToken } from './session.ts';

/**
 * Session-scoped server state. Keys carry the token (so one identity never sees another's cache) and the
 * locale (menu names and reasons come back in the caller's language).
 */
function useSessionKey(name: string): readonly unknown[] {
  const token = useToken();
  const locale = useLocale();
  return [SESSION_KEY, token, locale, name];
}

/** GET /user/info: the logged-in user with role and permissions; idle while anonymous. */
export function useUserInfo(): UseQueryResult<UserInfo, ApiError> {
  const token = useToken();
  const queryKey = useSessionKey('user-info');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(sessionCalls.userInfo, undefined, { signal }),
    enabled: token !== null,
  });
}

/** GET /v2/member/menu: the account-centre entries the role may see, names already translated. */
export function useMenu(): UseQueryResult<MenuEntry[], ApiError> {
  const token = useToken();
  const queryKey = useSessionKey('menu');
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await call(sessionCalls.menu, undefined, { signal })).menu,
    enabled: token !== null,
  });
}

/** GET /v2/base/config: whether the account may order, and why not. Public; anonymous gets can_order false. */
export function useConfig(): UseQueryResult<Config, ApiError> {
  const queryKey = useSessionKey('config');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(sessionCalls.config, undefined, { signal }),
  });
}

/**
 * POST /v2/member/loginout, then forget the session locally and go home. The local session is cleared even
 * when the call fails: the user asked to leave, and a stranded server session expires on its own. A failure
 * still rejects so the caller can show "logout failed".
 */
export function useLogout(): UseMutationResult<unknown, ApiError, void> {
  const navigate = useNavigate();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => call(sessionCalls.logout, undefined, { silent: true }),
    onSettled: () => {
      clearSession();
      void navigate('/index');
    },
  });
}

/** A permission check against the logged-in user's role; false while anonymous or still loading. */
export function useCan(): (permission: PermissionId, action?: Action) => boolean {
  const { data } = useUserInfo();
  const permissions = data?.role.permissions ?? [];
  return (permission, action) => can(permissions, permission, action);
}

export type CanProps = { permission: PermissionId; action?: Action; children: ReactNode; fallback?: ReactNode };

/** Renders its children only when the role allows the permission (and action): spec §6 removes the rest. */
export function Can({ permission, action, children, fallback = null }: CanProps): ReactNode {
  const allowed = useCan()(permission, action);
  return allowed ? children : fallback;
}
