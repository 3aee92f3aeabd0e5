import type { BlFee, BlInfo } from '@seabook/domain/bill-of-lading';
import { billOfLadingCalls as calls } from '@seabook/domain/bill-of-lading.calls';
import type { CallAnswer, CallInput } from '@seabook/domain/call';
import { opsBillOfLadingCalls as opsCalls } from '@seabook/domain/ops-bill-of-lading.calls';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLocale } from '../../../i18n/i18n.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../../lib/auth.ts';
import { call, download } from '../../../lib/call.ts';
import { useOpsKey } from '../../../lib/ops-api.ts';

/** The bill of lading calls (issue 19): the customer's check page and the operators' B/L panel. */

type Done = CallAnswer<typeof calls.confirm>;

function useBlKey(id: string | null) {
  const token = useToken();
  const locale = useLocale();
  return [SESSION_KEY, token, locale, 'orders', 'bl', id] as const;
}

/** gettidaninfo: the order's B/L as the customer sees it. */
export function useBlInfo(id: string | null): UseQueryResult<BlInfo, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: useBlKey(id),
    queryFn: ({ signal }) => call(calls.info, { id: id ?? '' }, { signal }),
    enabled: token !== null && id !== null,
    staleTime: 0,
  });
}

/** tidanprice: the fee a modification costs now (read when the customer starts one). */
export function useBlFee(id: string | null, enabled: boolean): UseQueryResult<BlFee, ApiError> {
  return useQuery({
    queryKey: [...useBlKey(id), 'fee'],
    queryFn: ({ signal }) => call(calls.price, { id: id ?? '' }, { signal }),
    enabled: enabled && id !== null,
    staleTime: 0,
  });
}

function useCustomerWrite<C extends typeof calls.change | typeof calls.confirm>(
  declared: C,
): UseMutationResult<Done, ApiError, CallInput<C>> {
  const client = useQueryClient();
  return useMutation<Done, ApiError, CallInput<C>>({
    mutationFn: (body) => call(declared, body) as Promise<Done>,
    // The order page shows the status too: read both again.
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_KEY] }),
  });
}

export const useChangeBl = () => useCustomerWrite(calls.change);
export const useConfirmBl = () => useCustomerWrite(calls.confirm);

/** The PDF of a version (the latest the caller may see when none), saved under the server's name. */
export function downloadBlPdf(id: string, version?: number, staff = false): Promise<void> {
  return download(calls.pdf, { id, ...(version === undefined ? {} : { version }) }, 'bill-of-lading.pdf', { staff });
}

/** GET /v2/ops/bl: every version, the working draft included. */
export function useOpsBl(id: string): UseQueryResult<BlInfo, ApiError> {
  return useQuery({
    queryKey: useOpsKey('orders', 'bl', id),
    queryFn: ({ signal }) => call(opsCalls.info, { id }, { signal }),
    staleTime: 0,
  });
}

type OpsWrite =
  | typeof opsCalls.create
  | typeof opsCalls.save
  | typeof opsCalls.issueDraft
  | typeof opsCalls.accept
  | typeof opsCalls.reject
  | typeof opsCalls.issue;

/** An operator's write: the panel, the drawer and the queue are read again (the order's status moves). */
export function useOpsBlWrite<C extends OpsWrite>(declared: C): UseMutationResult<Done, ApiError, CallInput<C>> {
  const client = useQueryClient();
  const prefix = useOpsKey('orders');
  return useMutation<Done, ApiError, CallInput<C>>({
    mutationFn: (body) => call(declared, body) as Promise<Done>,
    onSuccess: () => client.invalidateQueries({ queryKey: prefix }),
  });
}

export { opsCalls };
