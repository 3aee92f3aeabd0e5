import type { CallAnswer, CallInput } from '@seabook/domain/call';
import { opsNoticesCalls as calls } from '@seabook/domain/ops-notices.calls';
import {
  keepPreviousData,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { call } from '../../../lib/call.ts';
import { useOpsKey } from '../../../lib/ops-api.ts';

/** The notice desk's calls (issue 16, decision 038). */

export type NoticeFilter = CallInput<typeof calls.list>;
export type OpsNoticeList = CallAnswer<typeof calls.list>;

export function useOpsNotices(filter: NoticeFilter): UseQueryResult<OpsNoticeList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('notices', 'list', filter),
    queryFn: ({ signal }) => call(calls.list, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useNoticeWrite<C extends typeof calls.publish | typeof calls.withdraw>(
  declared: C,
): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  const client = useQueryClient();
  const prefix = useOpsKey('notices');
  return useMutation<CallAnswer<C>, ApiError, CallInput<C>>({
    mutationFn: (body) => call(declared, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: prefix });
      // The operator's own notice bar shows what was just published or withdrawn.
      await client.invalidateQueries({ queryKey: ['operate-notices'] });
    },
  });
}

export const usePublishNotice = () => useNoticeWrite(calls.publish);
export const useWithdrawNotice = () => useNoticeWrite(calls.withdraw);
