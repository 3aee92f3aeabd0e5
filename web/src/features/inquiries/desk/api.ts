import type { BookingMode, InquiryStatus } from '@seabook/domain/booking-rules';
import type { Carrier } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import type { InquiryQuoteInput, OpsInquiry, OpsInquiryList } from '@seabook/domain/inquiries';
import { opsInquiriesCalls } from '@seabook/domain/ops-inquiries.calls';
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
import { useOpsKey } from '../../../lib/ops-api.ts';

/**
 * The inquiry desk's calls (/v2/ops/inquiry/…, with the operator's token): the queue, one sheet, the
 * quote and the rejection. A write answers the sheet as it now is: it replaces the open sheet at once
 * and every list of the desk is read again.
 */

/** How often an open queue is read again, so new inquiries and waiting times show without a reload. */
const QUEUE_REFRESH_MS = 30_000;

export type DeskFilter = {
  status: InquiryStatus;
  mode?: BookingMode | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
};

/** GET /v2/ops/inquiry/list: one page of one status, oldest first. */
export function useDeskList(filter: DeskFilter): UseQueryResult<OpsInquiryList, ApiError> {
  const queryKey = useOpsKey('inquiries', 'list', filter);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      call(
        opsInquiriesCalls.list,
        {
          status: filter.status,
          mode: filter.mode,
          keyword: filter.keyword || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // The customer acts on these sheets too (cancel, accept): every visit reads them again.
    staleTime: 0,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** GET /v2/ops/inquiry/getinfo: one sheet with its owner and quote; idle without an id. */
export function useDeskInquiry(id: string | null): UseQueryResult<OpsInquiry, ApiError> {
  const queryKey = useOpsKey('inquiries', 'info', id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(opsInquiriesCalls.get, { id: id ?? '' }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The carriers a quote may name (the public catalogue, read with the operator's session). */
export function useCarriers(): UseQueryResult<Carrier[], ApiError> {
  const queryKey = useOpsKey('carriers');
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await call(catalogCalls.carriers, undefined, { signal, staff: true })).items,
    staleTime: 60 * 60_000,
  });
}

export type DeskWrite =
  | { kind: 'quote'; body: InquiryQuoteInput }
  | { kind: 'reject'; body: { id: string; reason: string } };

/** POST /v2/ops/inquiry/quote or /reject; a refusal is shown by the form, not toasted. */
export function useDeskWrite(): UseMutationResult<OpsInquiry, ApiError, DeskWrite> {
  const client = useQueryClient();
  const desk = useOpsKey('inquiries');
  return useMutation({
    mutationFn: (write) =>
      write.kind === 'quote' ? call(opsInquiriesCalls.quote, write.body) : call(opsInquiriesCalls.reject, write.body),
    onSuccess: (sheet) => client.setQueryData([...desk, 'info', sheet.id], sheet),
    onSettled: () => client.invalidateQueries({ queryKey: desk }),
  });
}
