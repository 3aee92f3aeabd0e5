import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';

/**
 * A declared call that changes something, as a mutation: once it succeeds, every query under `invalidate`
 * (a query-key prefix: a desk's `useOpsKey(...)`, or the customer's session key) is fetched again.
 */
export function useCallWrite<C extends Call>(
  declared: C,
  invalidate: readonly unknown[],
): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  const client = useQueryClient();
  return useMutation<CallAnswer<C>, ApiError, CallInput<C>>({
    mutationFn: (body) => call(declared, body),
    onSuccess: () => client.invalidateQueries({ queryKey: invalidate }),
  });
}
