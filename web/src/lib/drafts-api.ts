import type { BookingMode } from '@seabook/domain/booking-rules';
import type { Draft, DraftFileList, DraftList, SaveDraftRequest, SavedDraft } from '@seabook/domain/drafts';
import { draftsCalls } from '@seabook/domain/drafts.calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';
import { download } from './download.ts';
import { SESSION_KEY, useToken } from './session.ts';

/** The drafts calls (domain/drafts.ts): save, list, one draft, delete, and the files of orders and letters. */

function draftsKey(token: string | null) {
  return [SESSION_KEY, token, 'drafts'] as const;
}

/** GET /v2/oe_order/draft_list: re-read on opening, since teammates save drafts for the same company. */
export function useDraftList(page: number, pageSize: number) {
  const token = useToken();
  return useQuery<DraftList, ApiError>({
    queryKey: [...draftsKey(token), 'list', page, pageSize],
    queryFn: ({ signal }) => call(draftsCalls.list, { page, pageSize }, { signal }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /v2/oe_order/draft_info: one draft in full; idle without an id. */
export function useDraft(id: string | null) {
  const token = useToken();
  return useQuery<Draft, ApiError>({
    queryKey: [...draftsKey(token), 'info', id],
    queryFn: ({ signal }) => call(draftsCalls.get, { id: id ?? '' }, { signal }),
    enabled: token !== null && id !== null,
    staleTime: 0,
  });
}

/** POST /v2/oe_order/draftcreateorder: saves a new draft or replaces the one named by `id`. */
export function useSaveDraft() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<SavedDraft, ApiError, SaveDraftRequest>({
    mutationFn: (body) => call(draftsCalls.save, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: draftsKey(token) }),
  });
}

/** POST /v2/oe_order/deleteorder: deletes a draft for good. */
export function useDeleteDraft() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (id) => call(draftsCalls.delete, { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: draftsKey(token) }),
  });
}

/** GET /v2/oe_order/draft_files: one page of the files of the tenant's orders and letters. */
export function useDraftFiles(page: number, pageSize: number) {
  const token = useToken();
  return useQuery<DraftFileList, ApiError>({
    queryKey: [...draftsKey(token), 'files', page, pageSize],
    queryFn: ({ signal }) => call(draftsCalls.files, { page, pageSize }, { signal }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /v2/oe_order/draft_files/zip: every file of the tenant's orders and letters in one zip. */
export function downloadDraftFiles(): Promise<void> {
  return download(draftsCalls.filesZip, undefined, 'seabook-files.zip');
}

/** The drafts box (/center/draft), where the saved-draft message points. */
export const DRAFTS_PAGE = '/center/draft';

/** The continue path of a draft: the draft-create page of its mode. */
export function continuePath(id: string, mode: BookingMode): string {
  return `${mode === 'fcl' ? '/fcl/draftCreate' : '/draftCreate'}?${new URLSearchParams({ id })}`;
}

export function detailPath(id: string): string {
  return `/center/draft/bookDetail?${new URLSearchParams({ id })}`;
}
