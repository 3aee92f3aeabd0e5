import { opsCalls } from '@seabook/domain/ops.calls';
import type { StaffOption } from '@seabook/domain/ops-admin';
import type { AuditAction, AuditList, AuditObject } from '@seabook/domain/ops-audit';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useOpsKey } from '../../lib/ops-api.ts';

/** The audit search's calls (admin only): one page of the trail, and the operators to filter by. */

/** The search as the page holds it: each filter optional, days as YYYY-MM-DD (China). */
export type AuditSearch = {
  staffId?: string | undefined;
  action?: AuditAction | undefined;
  objectType?: AuditObject | undefined;
  keyword?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

/** GET /v2/ops/audit/list: one page, newest first; empty filters are left out. */
export function useAuditList(query: AuditSearch): UseQueryResult<AuditList, ApiError> {
  const queryKey = useOpsKey('audit', 'list', query);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsCalls.auditList, { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /v2/ops/staff/options: every operator, disabled ones too. */
export function useStaffOptions(): UseQueryResult<StaffOption[], ApiError> {
  const queryKey = useOpsKey('audit', 'staff-options');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsCalls.staffOptions, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
