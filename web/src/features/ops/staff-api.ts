import type { StaffList, StaffRow, StaffSave, StaffStatusChange } from '@seabook/domain/ops-admin';
import {
  keepPreviousData,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../../lib/api-error.ts';
import { opsApi, useOpsKey } from '../../lib/ops-api.ts';
import { STAFF_SESSION_KEY } from '../../lib/staff-session.ts';

/**
 * The staff accounts' calls (admin only). A write changes who may do what, possibly the caller's own
 * role, so every back-office query is read again afterwards (the menu and buttons too).
 */

export type StaffFilter = { keyword?: string | undefined; page: number; pageSize: number };

/** GET /v2/ops/staff/list: one page, oldest account first. */
export function useStaffList(filter: StaffFilter): UseQueryResult<StaffList, ApiError> {
  const queryKey = useOpsKey('staff', 'list', filter);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      opsApi.get<StaffList>(
        '/v2/ops/staff/list',
        { keyword: filter.keyword || undefined, page: filter.page, pageSize: filter.pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

function useStaffWrite<Input>(path: string): UseMutationResult<StaffRow, ApiError, Input> {
  const client = useQueryClient();
  return useMutation<StaffRow, ApiError, Input>({
    mutationFn: (body) => opsApi.post<StaffRow>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SESSION_KEY] }),
  });
}

/** POST /v2/ops/staff/save: a new operator, or an edit (with a password: a reset). */
export function useSaveStaff(): UseMutationResult<StaffRow, ApiError, StaffSave> {
  return useStaffWrite<StaffSave>('/v2/ops/staff/save');
}

/** POST /v2/ops/staff/status: enable or disable an operator. */
export function useSetStaffStatus(): UseMutationResult<StaffRow, ApiError, StaffStatusChange> {
  return useStaffWrite<StaffStatusChange>('/v2/ops/staff/status');
}
