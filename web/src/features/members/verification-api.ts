import type { CallInput } from '@seabook/domain/call';
import type { AttestationStatus } from '@seabook/domain/verification';
import { verificationCalls } from '@seabook/domain/verification.calls';
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

/** The verification calls of the account centre (issue 16). */

export type AttestationForm = CallInput<typeof verificationCalls.submit>;

/** GET /v2/member/attestation: where the caller stands and what it may send. */
export function useAttestation(): UseQueryResult<AttestationStatus, ApiError> {
  const token = useToken();
  const locale = useLocale();
  return useQuery({
    queryKey: [SESSION_KEY, token, locale, 'attestation'],
    queryFn: ({ signal }) => call(verificationCalls.status, undefined, { signal }),
    enabled: token !== null,
  });
}

/**
 * POST /v2/member/attestation. Afterwards the whole session is read again: the banner, the user info
 * and `can_order` follow the new state.
 */
export function useSubmitAttestation(): UseMutationResult<AttestationStatus, ApiError, AttestationForm> {
  const client = useQueryClient();
  return useMutation<AttestationStatus, ApiError, AttestationForm>({
    mutationFn: (body) => call(verificationCalls.submit, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_KEY] }),
  });
}
