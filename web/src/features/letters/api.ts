import type { BookingMode } from '@seabook/domain/booking-rules';
import type { FileInfo } from '@seabook/domain/files';
import { filesCalls } from '@seabook/domain/files.calls';
import type { Letter, LetterList, LetterReadResult, LetterStatus } from '@seabook/domain/letters';
import { lettersCalls } from '@seabook/domain/letters.calls';
import { keepPreviousData, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/session.ts';

/** The calls of orders by letter of instruction: the letters list, the two ways to order, cancelling. */

/** GET /v2/tuoshu2/template: public, so a plain link downloads it. */
export function templateUrl(mode: BookingMode): string {
  return `${lettersCalls.template.path}?${new URLSearchParams({ mode })}`;
}

function lettersKey(token: string | null) {
  return [SESSION_KEY, token, 'letters'] as const;
}

export type LetterFilter = { status?: LetterStatus | undefined; page: number; pageSize: number };

/** GET /v2/tuoshu2/list, read again on opening: an operator may have processed a letter meanwhile. */
export function useLetterList(filter: LetterFilter): UseQueryResult<LetterList, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [...lettersKey(token), 'list', filter],
    queryFn: ({ signal }) =>
      call(lettersCalls.list, { page: filter.page, pageSize: filter.pageSize, status: filter.status }, { signal }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/tuoshu2/cancel; the list is read again whatever the answer. */
export function useCancelLetter() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<Letter, ApiError, string>({
    mutationFn: (id) => call(lettersCalls.cancel, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: lettersKey(token) }),
  });
}

/** POST /v2/files: `kind` first, then the file (the server applies the kind's limit as bytes arrive). */
function uploadFile(kind: 'instruction' | 'excel', file: File): Promise<FileInfo> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return call(filesCalls.upload, form);
}

export type LetterUploadRequest = {
  mode: BookingMode;
  kind: 'letter' | 'simple';
  file: File;
  remark: string;
  idempotencyKey: string;
};

/** The file, then POST /v2/tuoshu2/upload: a pending letter for an operator. 403 is shown by the page. */
export function useUploadLetter() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<Letter, ApiError, LetterUploadRequest>({
    mutationFn: async ({ file, idempotencyKey, ...body }) => {
      const stored = await uploadFile('instruction', file);
      return call(lettersCalls.upload, { ...body, fileId: stored.id }, { idempotencyKey, silent: true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: lettersKey(token) }),
  });
}

export type LetterReadRequest = { mode: BookingMode; file: File; idempotencyKey: string };

/** The filled template, then POST /v2/tuoshu2/fileread: a draft to check and submit. */
export function useReadLetter() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<LetterReadResult, ApiError, LetterReadRequest>({
    mutationFn: async ({ mode, file, idempotencyKey }) => {
      const stored = await uploadFile('excel', file);
      return call(lettersCalls.read, { mode, fileId: stored.id }, { idempotencyKey, silent: true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: lettersKey(token) }),
  });
}
