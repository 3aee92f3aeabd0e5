import { opsCalls } from '@seabook/domain/ops.calls';
import type { OpsMe } from '@seabook/domain/ops-audit';
import { type Action, can, type StaffPermission } from '@seabook/domain/permissions';
import { type UseMutationResult, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLocale } from '../i18n/i18n.ts';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';
import { clearStaffSession, STAFF_SESSION_KEY, useStaffToken } from './staff-session.ts';

/**
 * The back office's calls are made with `call()` like any other: an operator's declaration (`who: staff`)
 * carries the operator's token (never the customer's), and a lost session goes back to /ops/login.
 *
 * A query key of the back office: the operator's token and the locale first (labels come back in the
 * caller's language), then the desk's own parts. Invalidate a desk with `[STAFF_SESSION_KEY]` prefixes
 * or with `useOpsKey('orders')` as the prefix.
 */
export function useOpsKey(...parts: readonly unknown[]): readonly unknown[] {
  const token = useStaffToken();
  const locale = useLocale();
  return [STAFF_SESSION_KEY, token, locale, ...parts];
}

/** GET /v2/ops/me: the signed-in operator, idle without a staff token. */
export function useOpsMe(): UseQueryResult<OpsMe, ApiError> {
  const token = useStaffToken();
  const queryKey = useOpsKey('me');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsCalls.me, undefined, { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** Whether the operator's role allows a desk (and an action on it); false while loading. */
export function useOpsCan(): (permission: StaffPermission, action?: Action) => boolean {
  const { data } = useOpsMe();
  const permissions = data?.permissions ?? [];
  return (permission, action) => can(permissions, permission, action);
}

/** Signs the operator out (the server session too), then back to the sign-in page. */
export function useOpsLogout(): UseMutationResult<unknown, ApiError, void> {
  const navigate = useNavigate();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => call(opsCalls.logout, undefined, { silent: true }),
    onSettled: () => {
      clearStaffSession();
      void navigate('/ops/login', { replace: true });
    },
  });
}
