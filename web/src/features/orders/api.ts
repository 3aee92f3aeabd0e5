import type { BookingMode } from '@seabook/domain/booking-rules';
import type { OrderStatusTab } from '@seabook/domain/order-flow';
import type {
  AddOrderFileRequest,
  CancelOrderRequest,
  OrderInfo,
  OrderMoveRequest,
  TodoDoneRequest,
  UserDefineRequest,
} from '@seabook/domain/order-info';
import type { OrderList } from '@seabook/domain/orders';
import { orderCalls } from '@seabook/domain/orders.calls';
import { keepPreviousData, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/session.ts';

/** The calls of "my orders": one page of the list, one order with its life, and what the customer does to it. */

export type OrderFilter = {
  tab?: OrderStatusTab | undefined;
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
      call(
        orderCalls.list,
        {
          page: filter.page,
          pageSize: filter.pageSize,
          tab: filter.tab === 'all' ? undefined : filter.tab,
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

/** GET /v2/oe_order/getorderinfo: the order as booked, its steps, nodes, to-dos, files, log and what the caller may do. */
export function useOrderInfo(id: string | null): UseQueryResult<OrderInfo, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [...ordersKey(token), 'info', id],
    queryFn: ({ signal }) => call(orderCalls.info, { id: id ?? '' }, { signal }),
    enabled: token !== null && id !== null,
    staleTime: 0,
  });
}

type Bodies = {
  cancel: CancelOrderRequest;
  move: OrderMoveRequest;
  addFile: AddOrderFileRequest;
  userDefine: UserDefineRequest;
  todoDone: TodoDoneRequest;
};

/**
 * One of the customer's writes on an order (cancel, a move, a document, its references, a to-do done);
 * every order query (the list's counts too) is read again after, whatever the answer.
 */
export function useOrderCall<C extends keyof Bodies>(which: C) {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<unknown, ApiError, Bodies[C]>({
    mutationFn: (body) => call(orderCalls[which] as typeof orderCalls.cancel, body as CancelOrderRequest),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey(token) }),
  });
}
