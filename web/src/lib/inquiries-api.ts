import type { BookingMode, InquiryDraftInput, InquiryStatus } from '@seabook/domain/booking';
import type { Port } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import type { CreatedInquiry, Inquiry, InquiryAllowance, InquiryList } from '@seabook/domain/inquiries';
import { inquiriesCalls } from '@seabook/domain/inquiries.calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';
import { SESSION_KEY, useToken } from './session.ts';

/** The inquiry sheet calls (decision 018): allowance, create, list, one sheet and the customer's actions. */

function inquiriesKey(token: string | null) {
  return [SESSION_KEY, token, 'inquiries'] as const;
}

/** GET /v2/oe_order/getdetailed: how many inquiries the account may still create this month. */
export function useInquiryAllowance() {
  const token = useToken();
  return useQuery<InquiryAllowance, ApiError>({
    queryKey: [...inquiriesKey(token), 'allowance'],
    queryFn: ({ signal }) => call(inquiriesCalls.allowance, undefined, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** The list's query (InquiryListQuerySchema): a status and a mode, both optional, and the page. */
export type InquiryFilter = { status?: InquiryStatus; mode?: BookingMode; page: number; pageSize: number };

/** GET /v2/oe_order/detailed_list: one page of the tenant's sheets, newest first. */
export function useInquiryList(filter: InquiryFilter) {
  const token = useToken();
  return useQuery<InquiryList, ApiError>({
    queryKey: [...inquiriesKey(token), 'list', filter],
    queryFn: ({ signal }) => call(inquiriesCalls.list, filter, { signal }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /v2/oe_order/getdetailedinfo: one sheet with what was asked, its quote and the actions allowed now. */
export function useInquiry(id: string | null) {
  const token = useToken();
  return useQuery<Inquiry, ApiError>({
    queryKey: [...inquiriesKey(token), 'one', id],
    queryFn: ({ signal }) => call(inquiriesCalls.get, { id: id ?? '' }, { signal }),
    enabled: token !== null && id !== null,
    staleTime: 0,
  });
}

export type CreateInquiryRequest = { draft: InquiryDraftInput; idempotencyKey: string };

/** POST /v2/oe_order/createdetailed; a refusal (403 to verify, 429, 422) is shown by the page, not toasted. */
export function useCreateInquiry() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<CreatedInquiry, ApiError, CreateInquiryRequest>({
    mutationFn: ({ draft, idempotencyKey }) => call(inquiriesCalls.create, draft, { idempotencyKey, silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: inquiriesKey(token) }),
  });
}

/** The customer's actions on a sheet that have a call of their own ("order" opens the order page). */
export type InquiryCall = 'accept' | 'cancel' | 'delete';

const ACTION_CALLS = {
  accept: inquiriesCalls.accept,
  cancel: inquiriesCalls.cancel,
  delete: inquiriesCalls.delete,
} as const satisfies Record<InquiryCall, unknown>;

/**
 * POST acceptprice or detailed_cancel (answering the sheet as it now is) or detailed_delete (answering its
 * id) with `{ id }`; every inquiry list is read again after.
 */
export function useInquiryAction() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<Inquiry | { id: string }, ApiError, { action: InquiryCall; id: string }>({
    mutationFn: ({ action, id }) => call(ACTION_CALLS[action], { id }),
    onSuccess: (answer, { action, id }) => {
      if (action !== 'delete') client.setQueryData([...inquiriesKey(token), 'one', id], answer);
    },
    onSettled: (_data, _error, { action, id }) =>
      client.invalidateQueries({
        queryKey: inquiriesKey(token),
        // A deleted sheet answers 404 from now on: it is not read again.
        predicate: (query) => !(action === 'delete' && query.queryKey.includes(id)),
      }),
  });
}

/** Ports in the catalogue outside the main Chinese ones, matching what the user typed (an inquiry may name any). */
export function useDestinationPorts(keyword: string) {
  return useQuery<Port[], ApiError>({
    queryKey: ['catalog', 'ports', 'far', keyword],
    queryFn: async ({ signal }) =>
      (await call(catalogCalls.ports, { main: 'false', keyword, pageSize: 100 }, { signal })).items,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
