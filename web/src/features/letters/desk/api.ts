import type { OrderPrice } from '@seabook/domain/booking-price';
import type { BookingMode } from '@seabook/domain/booking-rules';
import type { Port } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import type {
  LetterBook,
  LetterConfirm,
  LetterPrice,
  LetterProcess,
  LetterReject,
  LetterStatus,
  OpsLetter,
  OpsLetterDetail,
  OpsLetterList,
} from '@seabook/domain/letters';
import { opsLettersCalls } from '@seabook/domain/ops-letters.calls';
import { unpackQuoteSearch } from '@seabook/domain/quote-search';
import type { FclLine, QuoteLine } from '@seabook/domain/rates';
import { ratesCalls } from '@seabook/domain/rates.calls';
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
 * The letter desk's calls (under /v2/ops/letter/…, with the operator's token): the queue, one letter, its
 * file, the price of an order for its account, and the four answers (book, confirm, link, reject). The
 * sailings to book on come from the public searches, asked with the operator's session too. A write
 * answers the letter as it now is: the desk's lists are read again.
 */

/** How often an open queue is read again, so new letters and waiting times show without a reload. */
const QUEUE_REFRESH_MS = 30_000;

export type QueueFilter = { status: LetterStatus; page: number; pageSize: number };

/** GET /v2/ops/letter/list: one page of one status, oldest first. */
export function useLetterQueue(filter: QueueFilter): UseQueryResult<OpsLetterList, ApiError> {
  const queryKey = useOpsKey('letters', 'list', filter);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsLettersCalls.list, filter, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** GET /v2/ops/letter/info: one letter with its parsed draft; idle without an id. */
export function useDeskLetter(id: string | null): UseQueryResult<OpsLetterDetail, ApiError> {
  const queryKey = useOpsKey('letters', 'info', id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsLettersCalls.get, { id: id ?? '' }, { signal }),
    enabled: id !== null,
  });
}

/** GET /v2/ops/letter/file, saved under the file's own name. */
export function downloadLetterFile(letter: Pick<OpsLetter, 'id' | 'file'>): Promise<void> {
  return download(opsLettersCalls.file, { id: letter.id }, letter.file.name);
}

/**
 * POST /v2/ops/letter/price: the price for the letter's account of `draft` on `line`, or of the parsed
 * letter's own draft when `draft` is undefined. Idle while `line` is null or `draft` null (incomplete).
 */
export function useLetterPrice(
  id: string,
  line: string | null,
  draft: unknown | null,
): UseQueryResult<OrderPrice, ApiError> {
  const queryKey = useOpsKey('letters', 'price', id, line, draft);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsLettersCalls.price, { id, line, draft } as LetterPrice, { signal, silent: true }),
    enabled: line !== null && draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Shows a price answered elsewhere (409 PRICE_CHANGED carries the new one) as that draft's preview. */
export function useShowLetterPrice(): (id: string, line: string, draft: unknown, price: OrderPrice) => void {
  const client = useQueryClient();
  const prefix = useOpsKey('letters', 'price');
  return (id, line, draft, price) => client.setQueryData([...prefix, id, line, draft], price);
}

export type LetterWrite =
  | { kind: 'book'; body: LetterBook }
  | { kind: 'confirm'; body: LetterConfirm }
  | { kind: 'process'; body: LetterProcess }
  | { kind: 'reject'; body: LetterReject };

/** POST /v2/ops/letter/{book,confirm,process,reject}; a refusal is shown by the form, not toasted. */
export function useLetterWrite(): UseMutationResult<OpsLetter, ApiError, LetterWrite> {
  const client = useQueryClient();
  const desk = useOpsKey('letters');
  return useMutation({
    mutationFn: (write) => {
      const options = { silent: true };
      switch (write.kind) {
        case 'book':
          return call(opsLettersCalls.book, write.body, options);
        case 'confirm':
          return call(opsLettersCalls.confirm, write.body, options);
        case 'process':
          return call(opsLettersCalls.process, write.body, options);
        case 'reject':
          return call(opsLettersCalls.reject, write.body, options);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: desk }),
  });
}

/** Ports and lanes change a few times a year. */
const PORTS_STALE_MS = 60 * 60_000;

/** The origins (main Chinese ports) and, once one is chosen, the destinations of its export services. */
export function useLanePorts(pol: string | undefined, keyword: string) {
  const origins = useQuery<Port[], ApiError>({
    queryKey: useOpsKey('letters', 'origins'),
    queryFn: async ({ signal }) =>
      (await call(catalogCalls.ports, { main: 'true', pageSize: 100 }, { signal, staff: true })).items,
    staleTime: PORTS_STALE_MS,
  });
  const destinations = useQuery<Port[], ApiError>({
    queryKey: useOpsKey('letters', 'destinations', pol, keyword),
    queryFn: async ({ signal }) =>
      (
        await call(
          ratesCalls.farPorts,
          { kind: 'export', pol, keyword: keyword || undefined, pageSize: 100 },
          { signal, staff: true },
        )
      ).items,
    enabled: Boolean(pol),
    staleTime: PORTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
  return { origins, destinations };
}

/** A sailing an operator may book on: an LCL line with a price, or an FCL line with container prices. */
export type Sailing = { mode: 'lcl'; line: QuoteLine } | { mode: 'fcl'; line: FclLine };

export type Lane = { mode: BookingMode; pol: string; pod: string; date?: string | undefined };

/** The most sailings listed: one page of the searches, which cover four weeks. */
const MAX_SAILINGS = 100;

/** The lane's bookable sailings from `date` (or today), first sailings first; idle without a lane. */
export function useLaneSailings(lane: Lane | null): UseQueryResult<Sailing[], ApiError> {
  const queryKey = useOpsKey('letters', 'sailings', lane);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Sailing[]> => {
      if (!lane) return [];
      const search = { pol: lane.pol, pod: lane.pod, sailingDate: lane.date, sort: 'sailing', order: 'asc' } as const;
      if (lane.mode === 'fcl') {
        const found = await call(
          ratesCalls.fclSearch,
          { ...search, page: 1, pageSize: MAX_SAILINGS },
          { signal, silent: true, staff: true },
        );
        return found.items.filter((line) => line.containers.length > 0).map((line) => ({ mode: 'fcl', line }));
      }
      const answer = await call(
        ratesCalls.search,
        { ...search, kind: 'export', carriers: [], routing: 'all', page: 1, pageSize: MAX_SAILINGS },
        { signal, silent: true, staff: true },
      );
      return unpackQuoteSearch(answer)
        .items.filter((line) => line.priced)
        .map((line) => ({ mode: 'lcl', line }));
    },
    enabled: lane !== null,
    retry: false,
  });
}
