import type { OpsMe } from '@seabook/domain/ops-audit';
import { type Action, can, type StaffPermission } from '@seabook/domain/permissions';
import { type UseMutationResult, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLocale } from '../i18n/i18n.ts';
import { api, type QueryParams, type RequestOptions } from './api.ts';
import type { ApiError } from './api-error.ts';
import { downloadAttachment } from './download.ts';
import { clearStaffSession, STAFF_SESSION_KEY, useStaffToken } from './staff-session.ts';

/**
 * The back office's API client: every call carries the operator's token (never the customer's), and a
 * lost session goes back to /ops/login. Query keys start with `opsKey(...)`, so signing out drops them.
 */
export const opsApi = {
  get<T>(path: string, query?: QueryParams, options: RequestOptions = {}): Promise<T> {
    return api.get<T>(path, query, { ...options, staff: true });
  },
  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return api.post<T>(path, body, { ...options, staff: true });
  },
  /** An authenticated file answer (an Excel export, a letter's file) saved under the server's name. */
  download(path: string, fallbackName: string): Promise<void> {
    return downloadAttachment(path, fallbackName, { staff: true });
  },
};

/**
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
    queryFn: ({ signal }) => opsApi.get<OpsMe>('/v2/ops/me', undefined, { signal }),
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
    mutationFn: () => opsApi.post('/v2/ops/logout', undefined, { silent: true }),
    onSettled: () => {
      clearStaffSession();
      void navigate('/ops/login', { replace: true });
    },
  });
}
