import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { opsStatementsCalls as calls } from '@seabook/domain/ops-statements.calls';
import { keepPreviousData, type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { call } from '../../../lib/call.ts';
import { useCallWrite } from '../../../lib/call-write.ts';
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

function useStatementWrite<C extends Call>(declared: C): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  return useCallWrite(declared, useOpsKey('finance'));
}

export const useSetContract = () => useStatementWrite(calls.setContract);
export const useCloseMonth = () => useStatementWrite(calls.close);
