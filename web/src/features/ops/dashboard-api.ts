import { opsCalls } from '@seabook/domain/ops.calls';
import type { Dashboard } from '@seabook/domain/ops-admin';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useOpsKey } from '../../lib/ops-api.ts';

/** How often the dashboard is read again while it is open (the brief: every 60 s). */
export const DASHBOARD_REFRESH_MS = 60_000;

/** GET /v2/ops/dashboard: the queues of the operator's role and today's review promise. */
export function useDashboard(): UseQueryResult<Dashboard, ApiError> {
  const queryKey = useOpsKey('dashboard');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsCalls.dashboard, undefined, { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
