import type { Order, OrderStatus } from '@seabook/domain/booking-price';
import type { BookingMode } from '@seabook/domain/booking-rules';
import type { OrderList } from '@seabook/domain/orders';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/session.ts';

/** The calls of "my orders": one page of the list and one order. */

export type OrderFilter = {
  status?: OrderStatus | undefined;
  mode?: BookingMode | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
};

function ordersKey(token: string | null) {
  return [SESSION_KEY, token, 'orders'] as const;
}

/** GET /v2/oe_order/order_list: re-read on opening, since teammates order for the same company. */
export function useOrderList(filter: OrderFilter): UseQueryResult<OrderList, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [...ordersKey(token), 'list', filter],
    queryFn: ({ signal }) =>
      api.get<OrderList>(
        '/v2/oe_order/order_list',
        {
          page: filter.page,
          pageSize: filter.pageSize,
          status: filter.status,
          mode: filter.mode,
          keyword: filter.keyword || undefined,
        },
        { signal },
      ),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /v2/oe_order/getorder: the stored order with the fee lines it was booked at. */
export function useOrder(id: string | null): UseQueryResult<Order, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [...ordersKey(token), 'one', id],
    queryFn: ({ signal }) => api.get<Order>('/v2/oe_order/getorder', { id }, { signal }),
    enabled: token !== null && id !== null,
  });
}
