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
import { opsOrderCalls } from '@seabook/domain/ops-orders.calls';
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
import { call } from '../../../lib/api.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { download } from '../../../lib/download.ts';
import { useOpsKey } from '../../../lib/ops-api.ts';

/**
 * The order desk's calls (under /v2/ops/order/…, with the operator's token): the queue, its counts, one
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
      call(
        opsOrderCalls.list,
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
    queryFn: ({ signal }) => call(opsOrderCalls.counts, undefined, { signal }),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** GET /v2/ops/order/getinfo: one order with everything that happened to it; idle without an id. */
export function useDeskOrder(id: string | null): UseQueryResult<OpsOrderInfo, ApiError> {
  const queryKey = useOpsKey('orders', 'info', id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsOrderCalls.get, { id: id ?? '' }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

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
export function useDeskCall<C extends keyof Bodies>(which: C): UseMutationResult<OpsOrderInfo, ApiError, Bodies[C]> {
  const after = useAfterWrite();
  return useMutation<OpsOrderInfo, ApiError, Bodies[C]>({
    // One declaration per write; their answers are all the order as it now is.
    mutationFn: (body) => call(opsOrderCalls[which] as typeof opsOrderCalls.move, body as OpsOrderMoveRequest),
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
      return call(opsOrderCalls.upload, form);
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
    mutationFn: (body) => call(opsOrderCalls.bulkMove, body),
    onSettled: () => client.invalidateQueries({ queryKey: orders }),
  });
}

/** GET /v2/ops/order/file: an order's document, saved under its name. */
export function downloadOrderFile(orderId: string, file: OrderFile): Promise<void> {
  return download(opsOrderCalls.file, { id: orderId, fileId: file.fileId }, file.name);
}

/** Reads the desk again: the queue, the counts and an open order. */
export function useDeskRefresh(): () => Promise<void> {
  const client = useQueryClient();
  const orders = useOpsKey('orders');
  return () => client.invalidateQueries({ queryKey: orders });
}
