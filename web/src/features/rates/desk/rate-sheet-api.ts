import type { RateSheetExportKind, RateSheetImportResult, RateSheetReport } from '@seabook/domain/rate-sheet';
import { RateSheetReportSchema } from '@seabook/domain/rate-sheet';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../lib/api-error.ts';
import { opsApi, useOpsKey } from '../../../lib/ops-api.ts';

/**
 * The rate sheet's calls (`/v2/ops/rate/sheet/…`, with the operator's token): the template and the
 * export as downloads, the check of an upload and its import. A refused import carries the report.
 */

function form(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** GET …/template: saved under the server's name. */
export function downloadTemplate(): Promise<void> {
  return opsApi.download('/v2/ops/rate/sheet/template', 'rate-sheet-template.xlsx');
}

/** GET …/export?kind: the current rates in the template's layout. */
export function downloadExport(kind: RateSheetExportKind): Promise<void> {
  return opsApi.download(`/v2/ops/rate/sheet/export?kind=${kind}`, `rates-${kind}.xlsx`);
}

/** POST …/check: the row-by-row report; nothing is saved. */
export function useCheckRateSheet(): UseMutationResult<RateSheetReport, ApiError, File> {
  return useMutation<RateSheetReport, ApiError, File>({
    mutationFn: (file) => opsApi.post<RateSheetReport>('/v2/ops/rate/sheet/check', form(file)),
  });
}

/** POST …/import: all rows or none; every list of the desk is read again after it. */
export function useImportRateSheet(): UseMutationResult<RateSheetImportResult, ApiError, File> {
  const client = useQueryClient();
  const desk = useOpsKey('rates');
  return useMutation<RateSheetImportResult, ApiError, File>({
    mutationFn: (file) => opsApi.post<RateSheetImportResult>('/v2/ops/rate/sheet/import', form(file)),
    onSuccess: () => client.invalidateQueries({ queryKey: desk }),
  });
}

/** The report a refused import carries (422 RATE_SHEET_INVALID / RATE_SHEET_EMPTY), if it does. */
export function refusalReport(error: unknown): RateSheetReport | null {
  if (!isApiError(error)) return null;
  const parsed = RateSheetReportSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
