import type { BookingMode } from '@seabook/domain/booking-rules';
import type { Draft, DraftFileList, DraftList, SaveDraftRequest, SavedDraft } from '@seabook/domain/drafts';
import { APPCLIENT_BY_LOCALE } from '@seabook/domain/i18n';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../i18n/error-text.ts';
import { getLocale } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { getToken, SESSION_KEY, useToken } from '../../lib/session.ts';

/** The drafts calls (domain/drafts.ts): save, list, one draft, delete, and the files of orders and letters. */

const BASE = '/v2/oe_order';
export const DRAFT_FILES_ZIP = `${BASE}/draft_files/zip`;

function draftsKey(token: string | null) {
  return [SESSION_KEY, token, 'drafts'] as const;
}

/** GET /v2/oe_order/draft_list: re-read on opening, since teammates save drafts for the same company. */
export function useDraftList(page: number, pageSize: number) {
  const token = useToken();
  return useQuery<DraftList, ApiError>({
    queryKey: [...draftsKey(token), 'list', page, pageSize],
    queryFn: ({ signal }) => api.get<DraftList>(`${BASE}/draft_list`, { page, pageSize }, { signal }),
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
    queryFn: ({ signal }) => api.get<Draft>(`${BASE}/draft_info`, { id }, { signal }),
    enabled: token !== null && id !== null,
    staleTime: 0,
  });
}

/** POST /v2/oe_order/draftcreateorder: saves a new draft or replaces the one named by `id`. */
export function useSaveDraft() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<SavedDraft, ApiError, SaveDraftRequest>({
    mutationFn: (body) => api.post<SavedDraft>(`${BASE}/draftcreateorder`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: draftsKey(token) }),
  });
}

/** POST /v2/oe_order/deleteorder: deletes a draft for good. */
export function useDeleteDraft() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (id) => api.post(`${BASE}/deleteorder`, { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: draftsKey(token) }),
  });
}

/** GET /v2/oe_order/draft_files: one page of the files of the tenant's orders and letters. */
export function useDraftFiles(page: number, pageSize: number) {
  const token = useToken();
  return useQuery<DraftFileList, ApiError>({
    queryKey: [...draftsKey(token), 'files', page, pageSize],
    queryFn: ({ signal }) => api.get<DraftFileList>(`${BASE}/draft_files`, { page, pageSize }, { signal }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The continue path of a draft: the draft-create page of its mode. */
export function continuePath(id: string, mode: BookingMode): string {
  return `${mode === 'fcl' ? '/fcl/draftCreate' : '/draftCreate'}?${new URLSearchParams({ id })}`;
}

export function detailPath(id: string): string {
  return `/center/draft/bookDetail?${new URLSearchParams({ id })}`;
}

/** The file name a download answer names (RFC 6266 `filename*` first), else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const exact = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (exact) return decodeURIComponent(exact);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads an authenticated file answer (the token travels in a header, so a plain link cannot): the
 * bytes as a blob, saved under the name the server gives. A refusal is thrown as the envelope's ApiError.
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<void> {
  const locale = getLocale();
  const headers = new Headers({ appid: '1', appclient: APPCLIENT_BY_LOCALE[locale], 'Accept-Language': locale });
  const token = getToken();
  if (token) headers.set('accesstoken', token);
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'include' });
  } catch {
    throw new ApiError({ code: 0, msg: errorText('REQUEST_ERROR', locale), status: 0 });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: number; msg?: string } };
    throw new ApiError({
      code: body.error?.code ?? 0,
      msg: body.error?.msg || errorText('REQUEST_ERROR', locale),
      status: response.status,
    });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
