import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { opsVerificationCalls as calls } from '@seabook/domain/ops-verification.calls';
import { keepPreviousData, type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { call } from '../../../lib/call.ts';
import { useCallWrite } from '../../../lib/call-write.ts';
import { useOpsKey } from '../../../lib/ops-api.ts';

/** The verification desk's and the customer list's calls (issue 16). */

export type QueueFilter = CallInput<typeof calls.queue>;
export type VerificationQueue = CallAnswer<typeof calls.queue>;
export type VerificationDetail = CallAnswer<typeof calls.detail>;
export type CustomerFilter = CallInput<typeof calls.customers>;
export type CustomerList = CallAnswer<typeof calls.customers>;

export function useVerificationQueue(filter: QueueFilter): UseQueryResult<VerificationQueue, ApiError> {
  return useQuery({
    queryKey: useOpsKey('verifications', 'list', filter),
    queryFn: ({ signal }) => call(calls.queue, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One application in full; each opening is written to the audit trail by the server. */
export function useVerificationDetail(id: string | null): UseQueryResult<VerificationDetail, ApiError> {
  return useQuery({
    queryKey: useOpsKey('verifications', 'detail', id),
    queryFn: ({ signal }) => call(calls.detail, { id: id ?? '' }, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The path of an application's image, fetched with the operator's token. */
export function verificationFilePath(id: string, fileId: string): string {
  return `${calls.file.path}?${new URLSearchParams({ id, fileId }).toString()}`;
}

function useDeskWrite<C extends Call>(
  declared: C,
  desk: string,
): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  return useCallWrite(declared, useOpsKey(desk));
}

export const useApproveVerification = () => useDeskWrite(calls.approve, 'verifications');
export const useRejectVerification = () => useDeskWrite(calls.reject, 'verifications');

export function useCustomers(filter: CustomerFilter): UseQueryResult<CustomerList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('customers', 'list', filter),
    queryFn: ({ signal }) => call(calls.customers, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useSetMonthly = () => useDeskWrite(calls.monthly, 'customers');
export const useSetAccountStatus = () => useDeskWrite(calls.status, 'customers');
