import type { CallAnswer, CallInput } from '@seabook/domain/call';
import { opsStatementsCalls as calls } from '@seabook/domain/ops-statements.calls';
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

/** The finance desk's monthly contracts and statements (decision 041, domain/ops-statements.calls.ts). */

export type DeskContractList = CallAnswer<typeof calls.contracts>;
export type DeskContractRow = DeskContractList['items'][number];

export function useContracts(query: CallInput<typeof calls.contracts>): UseQueryResult<DeskContractList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'contracts', query),
    queryFn: ({ signal }) => call(calls.contracts, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useStatementWrite<C extends typeof calls.setContract | typeof calls.close>(
  declared: C,
): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  const client = useQueryClient();
  const prefix = useOpsKey('finance');
  return useMutation<CallAnswer<C>, ApiError, CallInput<C>>({
    mutationFn: (body) => call(declared, body),
    onSuccess: () => client.invalidateQueries({ queryKey: prefix }),
  });
}

export const useSetContract = () => useStatementWrite(calls.setContract);
export const useCloseMonth = () => useStatementWrite(calls.close);
