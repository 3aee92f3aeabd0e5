import type { BillListQuery } from '@seabook/domain/bills';
import { billsCalls as calls } from '@seabook/domain/bills.calls';
import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { devPaymentCalls } from '@seabook/domain/dev-payment.calls';
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
import { useCallWrite } from '../../lib/call-write.ts';

/** The customer's bill and payment calls (issue 17, domain/bills.calls.ts). */

export type BillList = CallAnswer<typeof calls.list>;
export type BillDetail = CallAnswer<typeof calls.detail>;
export type BillConfig = CallAnswer<typeof calls.config>;

function useBillKey(...parts: readonly unknown[]) {
  const token = useToken();
  const locale = useLocale();
  return { key: [SESSION_KEY, token, locale, 'bills', ...parts], enabled: token !== null };
}

export function useBills(filter: BillListQuery): UseQueryResult<BillList, ApiError> {
  const { key, enabled } = useBillKey('list', filter);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(calls.list, filter, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBill(id: string): UseQueryResult<BillDetail, ApiError> {
  const { key, enabled } = useBillKey('detail', id);
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(calls.detail, { id }, { signal }), enabled });
}

export function useBillConfig(): UseQueryResult<BillConfig, ApiError> {
  const { key, enabled } = useBillKey('config');
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(calls.config, undefined, { signal }), enabled });
}

export type OrderBills = CallAnswer<typeof calls.orderBills>;

/** GET /v2/oe_order/getorderbill: the bills of one order (the order page's bill section). */
export function useOrderBills(orderId: string): UseQueryResult<OrderBills, ApiError> {
  const { key, enabled } = useBillKey('order', orderId);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(calls.orderBills, { id: orderId }, { signal }),
    enabled,
  });
}

/** Where a payment stands; polled while the customer comes back from the cashier. */
export function usePayStatus(id: string | null) {
  const { key, enabled } = useBillKey('payment', id);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(calls.payStatus, { id: id ?? '' }, { signal }),
    enabled: enabled && id !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'sent' ? false : 2000),
  });
}

function useBillWrite<C extends Call>(declared: C): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  return useCallWrite(declared, useBillKey().key);
}

export const useConfirmBill = () => useBillWrite(calls.confirm);
/** A fresh Idempotency-Key; getRandomValues works on plain-http origins too, where randomUUID is missing. */
export function newPayKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type PayRequest = CallInput<typeof calls.pay> & { idempotencyKey: string };

/** POST /v2/trade/pay under the Idempotency-Key of one click of "Pay" (the page makes a fresh one per click). */
export function usePayBills(): UseMutationResult<CallAnswer<typeof calls.pay>, ApiError, PayRequest> {
  const client = useQueryClient();
  const { key } = useBillKey();
  return useMutation<CallAnswer<typeof calls.pay>, ApiError, PayRequest>({
    mutationFn: ({ idempotencyKey, ...body }) => call(calls.pay, body, { idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
export const useRemitBills = () => useBillWrite(calls.remit);

/** The development cashier's calls (this machine only). */
export function useDevTrade(trade: string) {
  return useQuery({
    queryKey: ['dev', 'trade', trade],
    queryFn: ({ signal }) => call(devPaymentCalls.trade, { trade }, { signal }),
  });
}
export function useDevDecide() {
  return useMutation({
    mutationFn: (body: CallInput<typeof devPaymentCalls.decide>) => call(devPaymentCalls.decide, body),
  });
}
