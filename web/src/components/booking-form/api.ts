import type { OrderDraftInput } from '@seabook/domain/booking';
import type { CreatedOrder, Order, OrderPrice } from '@seabook/domain/booking-price';
import { orderCalls } from '@seabook/domain/orders.calls';
import { keepPreviousData, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/auth.ts';

/** Calls of the booking form: the order price preview, the submission and the stored order. */

export const PRICE_DEBOUNCE_MS = 400;

/**
 * POST /v2/oe_order/price for a settled draft (see useSettled); idle while `draft` is null (not complete
 * enough). The last price stays shown while the next one is computed. `editing` names the order an edit
 * prices (its line resolves as the edit does).
 */
export function useOrderPrice(
  line: string | null,
  draft: OrderDraftInput | null,
  editing?: string,
): UseQueryResult<OrderPrice, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: orderPriceKey(token, line, draft),
    queryFn: ({ signal }) =>
      call(
        orderCalls.price,
        { line: line ?? '', draft: draft ?? {}, ...(editing ? { order: editing } : {}) },
        { signal },
      ),
    enabled: token !== null && line !== null && draft !== null,
    placeholderData: keepPreviousData,
  });
}

function orderPriceKey(token: string | null, line: string | null, draft: OrderDraftInput | null) {
  return [SESSION_KEY, token, 'order-price', line, draft] as const;
}

/**
 * Shows a price the server answered elsewhere (409 PRICE_CHANGED carries the new one) as the preview of
 * that draft, with no new call.
 */
export function useShowOrderPrice(): (line: string, draft: OrderDraftInput, price: OrderPrice) => void {
  const client = useQueryClient();
  const token = useToken();
  return (line, draft, price) => client.setQueryData(orderPriceKey(token, line, draft), price);
}

export type CreateOrderRequest = { line: string; draft: OrderDraftInput; priceToken: string; idempotencyKey: string };

/** POST /v2/oe_order/createorder with the form's Idempotency-Key; 403 is shown by the page, not toasted. */
export function useCreateOrder() {
  return useMutation<CreatedOrder, ApiError, CreateOrderRequest>({
    mutationFn: ({ idempotencyKey, ...body }) => call(orderCalls.create, body, { idempotencyKey, silent: true }),
  });
}

/** GET /v2/oe_order/getorder: the stored order with the fee lines it was booked at. */
export function useOrder(id: string | null): UseQueryResult<Order, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [SESSION_KEY, token, 'order', id],
    queryFn: ({ signal }) => call(orderCalls.get, { id: id ?? '' }, { signal }),
    enabled: token !== null && id !== null,
  });
}
