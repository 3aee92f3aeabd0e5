import { opsRatesCalls } from '@seabook/domain/ops-rates.calls';
import type {
  RateSheetExportKind,
  RateSheetImportResult,
  RateSheetProgress,
  RateSheetReport,
} from '@seabook/domain/rate-sheet';
import { RateSheetReportSchema } from '@seabook/domain/rate-sheet';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { type ApiError, isApiError } from '../../../lib/api-error.ts';
import { download } from '../../../lib/download.ts';
import { useOpsKey } from '../../../lib/ops-api.ts';

/**
 * The rate sheet's calls (under /v2/ops/rate/sheet/…, with the operator's token): the template and the
 * export as downloads, the check of an upload and its import. A refused import carries the report.
 */

function form(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** GET …/template: saved under the server's name. */
export function downloadTemplate(): Promise<void> {
  return download(opsRatesCalls.sheetTemplate, undefined, 'rate-sheet-template.xlsx');
}

/** A new id for a long task (export, check, import), by which the desk follows its progress. */
export function newTask(): string {
  return crypto.randomUUID();
}

/** GET …/export?kind&task: the current rates in the template's layout. */
export function downloadExport(kind: RateSheetExportKind, task: string): Promise<void> {
  return download(opsRatesCalls.sheetExport, { kind, task }, `rates-${kind}.xlsx`);
}

/** A file sent under a task id (its progress is `useSheetProgress(task)`). */
export type SheetUpload = { file: File; task: string };

/** POST …/check: the row-by-row report; nothing is saved. */
export function useCheckRateSheet(): UseMutationResult<RateSheetReport, ApiError, SheetUpload> {
  return useMutation<RateSheetReport, ApiError, SheetUpload>({
    mutationFn: ({ file, task }) => call(opsRatesCalls.sheetCheck, form(file), { query: { task } }),
  });
}

/** POST …/import: all rows or none; every list of the desk is read again after it. */
export function useImportRateSheet(): UseMutationResult<RateSheetImportResult, ApiError, SheetUpload> {
  const client = useQueryClient();
  const desk = useOpsKey('rates');
  return useMutation<RateSheetImportResult, ApiError, SheetUpload>({
    mutationFn: ({ file, task }) => call(opsRatesCalls.sheetImport, form(file), { query: { task } }),
    onSuccess: () => client.invalidateQueries({ queryKey: desk }),
  });
}

/** How far a running task is, asked every 400 ms while `task` is set (decision 028). */
export function useSheetProgress(task: string | null): UseQueryResult<RateSheetProgress, ApiError> {
  const key = useOpsKey('rates', 'sheet-progress', task);
  return useQuery<RateSheetProgress, ApiError>({
    queryKey: key,
    queryFn: () => call(opsRatesCalls.sheetProgress, { task: task ?? '' }, { silent: true }),
    enabled: task !== null,
    refetchInterval: 400,
    retry: false,
  });
}

/** The report a refused import carries (422 RATE_SHEET_INVALID / RATE_SHEET_EMPTY), if it does. */
export function refusalReport(error: unknown): RateSheetReport | null {
  if (!isApiError(error)) return null;
  const parsed = RateSheetReportSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
