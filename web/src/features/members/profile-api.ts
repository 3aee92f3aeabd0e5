import type { AccountInfo } from '@seabook/domain/account-centre';
import { accountCentreCalls as calls } from '@seabook/domain/account-centre.calls';
import type { CallInput } from '@seabook/domain/call';
import {
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

/** The personal-information calls (issue 16). A change reads the session's queries again (header, home). */

export function useAccountInfo(): UseQueryResult<AccountInfo, ApiError> {
  const token = useToken();
  const locale = useLocale();
  return useQuery({
    queryKey: [SESSION_KEY, token, locale, 'account-info'],
    queryFn: ({ signal }) => call(calls.info, undefined, { signal }),
    enabled: token !== null,
  });
}

export function useHeadpics(): UseQueryResult<string[], ApiError> {
  return useQuery({
    queryKey: ['headpics'],
    queryFn: async ({ signal }) => (await call(calls.headpics, undefined, { signal })).list,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useProfileWrite<I, A>(write: (input: I) => Promise<A>): UseMutationResult<A, ApiError, I> {
  const client = useQueryClient();
  return useMutation<A, ApiError, I>({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_KEY] }),
  });
}

export const useChangeInfo = () =>
  useProfileWrite((body: CallInput<typeof calls.changeInfo>) => call(calls.changeInfo, body));
export const useChangePassword = () =>
  useProfileWrite((body: CallInput<typeof calls.changePassword>) => call(calls.changePassword, body));
export const useUnbindWx = () => useProfileWrite<undefined, AccountInfo>(() => call(calls.unbindWx, undefined));
export const useSendMobileCode = () =>
  useMutation<{ resend_in: number }, ApiError, CallInput<typeof calls.sendMobileCode>>({
    mutationFn: (body) => call(calls.sendMobileCode, body),
  });
export const useChangeMobile = () =>
  useProfileWrite((body: CallInput<typeof calls.changeMobile>) => call(calls.changeMobile, body));
export const useSendEmailCode = () =>
  useMutation<{ resend_in: number }, ApiError, CallInput<typeof calls.sendEmailCode>>({
    mutationFn: (body) => call(calls.sendEmailCode, body),
  });
export const useChangeEmail = () =>
  useProfileWrite((body: CallInput<typeof calls.changeEmail>) => call(calls.changeEmail, body));
