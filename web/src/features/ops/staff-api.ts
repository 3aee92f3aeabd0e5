import { opsCalls } from '@seabook/domain/ops.calls';
import type { StaffList, StaffRow, StaffSave, StaffStatusChange } from '@seabook/domain/ops-admin';
import {
  keepPreviousData,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useOpsKey } from '../../lib/ops-api.ts';
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
      call(
        opsCalls.staffList,
        { keyword: filter.keyword || undefined, page: filter.page, pageSize: filter.pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

function useStaffWrite<Input>(write: (body: Input) => Promise<StaffRow>): UseMutationResult<StaffRow, ApiError, Input> {
  const client = useQueryClient();
  return useMutation<StaffRow, ApiError, Input>({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SESSION_KEY] }),
  });
}

/** POST /v2/ops/staff/save: a new operator, or an edit (with a password: a reset). */
export function useSaveStaff(): UseMutationResult<StaffRow, ApiError, StaffSave> {
  return useStaffWrite((body: StaffSave) => call(opsCalls.staffSave, body));
}

/** POST /v2/ops/staff/status: enable or disable an operator. */
export function useSetStaffStatus(): UseMutationResult<StaffRow, ApiError, StaffStatusChange> {
  return useStaffWrite((body: StaffStatusChange) => call(opsCalls.staffStatus, body));
}
