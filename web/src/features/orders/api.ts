import { BOOKING_MODES, type BookingMode } from '@seabook/domain/booking-rules';
import { ORDER_STATUS_TAB_KEYS, type OrderStatusTab } from '@seabook/domain/order-flow';
import type {
  AddOrderFileRequest,
  CancelOrderRequest,
  OrderInfo,
  OrderMoveRequest,
  TodoDoneRequest,
  UserDefineRequest,
} from '@seabook/domain/order-info';
import { ORDER_KEYWORD_MAX, type OrderList } from '@seabook/domain/orders';
import { orderCalls } from '@seabook/domain/orders.calls';
import {
  keepPreviousData,
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, type RequestOptions } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getToken, SESSION_KEY, tokenIssuedHere, useToken } from '../../lib/session.ts';

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

/** Rows per page of "my orders". */
export const ORDER_PAGE_SIZE = 10;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** The list "my orders" shows for its address bar: status tab, mode, keyword and page (anything else: the default). */
export function orderFilterOf(params: URLSearchParams): OrderFilter & { tab: OrderStatusTab; keyword: string } {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(ORDER_STATUS_TAB_KEYS, params.get('tab')) ?? 'all',
    mode: oneOf(BOOKING_MODES, params.get('mode')),
    keyword: params.get('keyword')?.slice(0, ORDER_KEYWORD_MAX) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: ORDER_PAGE_SIZE,
  };
}

function orderListQuery(token: string | null, filter: OrderFilter, options: RequestOptions = {}) {
  return queryOptions<OrderList, ApiError>({
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
        { ...options, signal },
      ),
    enabled: token !== null,
    // Read on every opening (teammates order for the same company) by the route's loader, which asks
    // even when a list is cached; the page mounting right after does not ask again (that would be a second
    // request, and a second render of the whole list, on the way in after logging in).
    staleTime: LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** How long a list just read counts as the current one: longer than a page takes to open on a slow phone. */
const LIST_FRESH_MS = 3_000;

/** GET /v2/oe_order/order_list: re-read on opening, since teammates order for the same company. */
export function useOrderList(filter: OrderFilter): UseQueryResult<OrderList, ApiError> {
  return useQuery(orderListQuery(useToken(), filter));
}

/**
 * Asks for the list of the page being opened (the route's loader: /center/order) while its code and
 * frame load and render, instead of after: the page then shows its rows in its first render (issue 20,
 * login → my orders). Only for a token the server has just issued to this tab (a login here: the list is
 * asked for beside the user's own data, not after it) or a session it has already answered (moving
 * between pages): a stored token that may have expired is left to the page, whose guard
 * then sends the visitor to log in with the way back. A failure is left to the page's own query, which
 * asks again and shows it.
 */
export function prefetchOrderList(url: URL): void {
  const token = getToken();
  if (token === null) return;
  const answered = queryClient
    .getQueryCache()
    .findAll({ queryKey: [SESSION_KEY, token], predicate: (query) => query.state.status === 'success' });
  if (answered.length === 0 && !tokenIssuedHere(token)) return;
  const back = `${url.pathname}${url.search}`;
  void queryClient.prefetchQuery({
    ...orderListQuery(token, orderFilterOf(url.searchParams), { silent: true, expiredBackTo: back }),
    // An opening always reads the list, even one read a moment ago (after a booking, a cancellation).
    staleTime: 0,
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
