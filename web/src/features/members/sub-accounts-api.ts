import type { CallInput } from '@seabook/domain/call';
import type { JoinList, SubAccountList } from '@seabook/domain/sub-accounts';
import { subAccountsCalls as calls } from '@seabook/domain/sub-accounts.calls';
import {
  keepPreviousData,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLocale } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/auth.ts';
import { call } from '../../lib/call.ts';

/** The sub-account and join-request calls (issue 16, decision 033). Every change reads the lists again. */

export type SubAccountForm = CallInput<typeof calls.create>;
export type SubAccountEditForm = CallInput<typeof calls.edit>;
export type JoinApplyForm = CallInput<typeof calls.apply>;

function useKey(name: string) {
  return [SESSION_KEY, useToken(), useLocale(), 'sub-accounts', name] as const;
}

export function useSubAccounts(query: {
  page: number;
  pageSize: number;
  keyword?: string;
}): UseQueryResult<SubAccountList, ApiError> {
  const key = useKey('list');
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => call(calls.list, { ...query, keyword: query.keyword || undefined }, { signal }),
    enabled: key[1] !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useJoinRequests(query: {
  page: number;
  pageSize: number;
  status?: 'pending' | 'approved' | 'rejected';
}) {
  const key = useKey('requests');
  return useQuery<JoinList, ApiError>({
    queryKey: [...key, query],
    queryFn: ({ signal }) => call(calls.joinRequests, query, { signal }),
    enabled: key[1] !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyJoinRequests(enabled: boolean) {
  const key = useKey('mine');
  return useQuery<JoinList, ApiError>({
    queryKey: key,
    queryFn: ({ signal }) => call(calls.myRequests, { page: 1, pageSize: 20 }, { signal }),
    enabled: enabled && key[1] !== null,
    staleTime: 0,
  });
}

function useWrite<I, A>(write: (input: I) => Promise<A>): UseMutationResult<A, ApiError, I> {
  const client = useQueryClient();
  return useMutation<A, ApiError, I>({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_KEY] }),
  });
}

export const useCreateSubAccount = () => useWrite((body: SubAccountForm) => call(calls.create, body));
export const useEditSubAccount = () => useWrite((body: SubAccountEditForm) => call(calls.edit, body));
export const useSetSubAccountState = () =>
  useWrite(({ id, enabled }: { id: string; enabled: boolean }) => call(enabled ? calls.enable : calls.disable, { id }));
export const useResetSubAccountPassword = () =>
  useWrite((body: CallInput<typeof calls.resetPassword>) => call(calls.resetPassword, body));
export const useUnbindSubAccount = () => useWrite((id: string) => call(calls.unbind, { id }));
export const useRemoveSubAccount = () => useWrite((id: string) => call(calls.remove, { id }));
export const useDecideJoinRequest = () =>
  useWrite(({ id, reason, approve }: { id: string; reason: string; approve: boolean }) =>
    call(approve ? calls.approve : calls.reject, { id, reason }),
  );
export const useApplyToJoin = () => useWrite((body: JoinApplyForm) => call(calls.apply, body));
