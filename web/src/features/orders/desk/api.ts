import type {
  OpsBulkMoveRequest,
  OpsBulkMoveResult,
  OpsLoadingRequest,
  OpsMilestoneRequest,
  OpsOrderCounts,
  OpsOrderInfo,
  OpsOrderList,
  OpsOrderMoveRequest,
  OpsOrderQuoteRequest,
  OpsTodoRequest,
} from '@seabook/domain/ops-orders';
import type { OrderStatus } from '@seabook/domain/order-flow';
import type { OrderFile, OrderFileCategory } from '@seabook/domain/order-info';
import {
  keepPreviousData,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { opsApi, useOpsKey } from '../../../lib/ops-api.ts';

/**
 * The order desk's calls (`/v2/ops/order/…`, with the operator's token): the queue, its counts, one
 * order, and the operator's writes. Every write answers the order as it now is: the drawer shows that
 * answer at once, and the list and the counts are read again.
 */

/** How often an open queue is read again, so new orders and waiting times show without a reload. */
const QUEUE_REFRESH_MS = 60_000;

export type DeskFilter = {
  /** The statuses of the queue (the tab); empty for every status. */
  statuses: readonly OrderStatus[];
  status?: OrderStatus | undefined;
  keyword?: string | undefined;
  oldestFirst: boolean;
  page: number;
  pageSize: number;
};

/** GET /v2/ops/order/list: one page of a queue. */
export function useDeskList(filter: DeskFilter): UseQueryResult<OpsOrderList, ApiError> {
  const queryKey = useOpsKey('orders', 'list', filter);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      opsApi.get<OpsOrderList>(
        '/v2/ops/order/list',
        {
          page: filter.page,
          pageSize: filter.pageSize,
          statuses: filter.statuses.length > 0 ? filter.statuses.join(',') : undefined,
          status: filter.status,
          keyword: filter.keyword || undefined,
          oldestFirst: filter.oldestFirst ? '1' : undefined,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** GET /v2/ops/order/counts: how many orders are in each status, for the queue tabs. */
export function useDeskCounts(): UseQueryResult<OpsOrderCounts, ApiError> {
  const queryKey = useOpsKey('orders', 'counts');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => opsApi.get<OpsOrderCounts>('/v2/ops/order/counts', undefined, { signal }),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** GET /v2/ops/order/getinfo: one order with everything that happened to it; idle without an id. */
export function useDeskOrder(id: string | null): UseQueryResult<OpsOrderInfo, ApiError> {
  const queryKey = useOpsKey('orders', 'info', id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => opsApi.get<OpsOrderInfo>('/v2/ops/order/getinfo', { id }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

const CALLS = {
  move: '/v2/ops/order/move',
  quote: '/v2/ops/order/quote',
  milestone: '/v2/ops/order/milestone',
  todo: '/v2/ops/order/todo',
  loading: '/v2/ops/order/loading',
} as const;

type Bodies = {
  move: OpsOrderMoveRequest;
  quote: OpsOrderQuoteRequest;
  milestone: OpsMilestoneRequest;
  todo: OpsTodoRequest;
  loading: OpsLoadingRequest;
};

/** What an upload sends: the order, the document's category and the file. */
export type UploadBody = { id: string; category: OrderFileCategory; file: File };

/**
 * After a write on one order: its answer replaces the drawer's copy, the queue and counts are read
 * again; after a refusal the order itself is read again too (someone may have moved it meanwhile).
 */
function useAfterWrite() {
  const client = useQueryClient();
  const orders = useOpsKey('orders');
  const infoKey = useOpsKey('orders', 'info');
  return {
    answered: (order: OpsOrderInfo) => client.setQueryData([...infoKey, order.orderId], order),
    settled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...orders, 'list'] }),
        client.invalidateQueries({ queryKey: [...orders, 'counts'] }),
      ]),
    refused: (id: string) => client.invalidateQueries({ queryKey: [...infoKey, id] }),
  };
}

/** One of the operator's writes on an order (move, quote, milestone, to-do, loading). */
export function useDeskCall<C extends keyof Bodies>(call: C): UseMutationResult<OpsOrderInfo, ApiError, Bodies[C]> {
  const after = useAfterWrite();
  return useMutation<OpsOrderInfo, ApiError, Bodies[C]>({
    mutationFn: (body) => opsApi.post<OpsOrderInfo>(CALLS[call], body),
    onSuccess: after.answered,
    onError: (_error, body) => void after.refused(body.id),
    onSettled: after.settled,
  });
}

/** POST /v2/ops/order/upload (multipart, the fields before the file): a document for the order. */
export function useDeskUpload(): UseMutationResult<OpsOrderInfo, ApiError, UploadBody> {
  const after = useAfterWrite();
  return useMutation<OpsOrderInfo, ApiError, UploadBody>({
    mutationFn: ({ id, category, file }) => {
      const form = new FormData();
      form.append('id', id);
      form.append('category', category);
      form.append('file', file, file.name);
      return opsApi.post<OpsOrderInfo>('/v2/ops/order/upload', form);
    },
    onSuccess: after.answered,
    onError: (_error, body) => void after.refused(body.id),
    onSettled: after.settled,
  });
}

/** POST /v2/ops/order/bulkmove: the same move for the selected orders; every order query is read again. */
export function useBulkMove(): UseMutationResult<OpsBulkMoveResult, ApiError, OpsBulkMoveRequest> {
  const client = useQueryClient();
  const orders = useOpsKey('orders');
  return useMutation<OpsBulkMoveResult, ApiError, OpsBulkMoveRequest>({
    mutationFn: (body) => opsApi.post<OpsBulkMoveResult>('/v2/ops/order/bulkmove', body),
    onSettled: () => client.invalidateQueries({ queryKey: orders }),
  });
}

/** GET /v2/ops/order/file: an order's document, saved under its name. */
export function downloadOrderFile(orderId: string, file: OrderFile): Promise<void> {
  const query = new URLSearchParams({ id: orderId, fileId: file.fileId });
  return opsApi.download(`/v2/ops/order/file?${query}`, file.name);
}

/** Reads the desk again: the queue, the counts and an open order. */
export function useDeskRefresh(): () => Promise<void> {
  const client = useQueryClient();
  const orders = useOpsKey('orders');
  return () => client.invalidateQueries({ queryKey: orders });
}
