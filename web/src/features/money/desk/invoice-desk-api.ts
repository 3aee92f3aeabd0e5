import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { opsInvoicesCalls as calls } from '@seabook/domain/ops-invoices.calls';
import { keepPreviousData, type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { call, download } from '../../../lib/call.ts';
import { useCallWrite } from '../../../lib/call-write.ts';
import { useOpsKey } from '../../../lib/ops-api.ts';

/** The finance desk's invoice calls (issue 17, domain/ops-invoices.calls.ts). */

export type DeskInvoiceList = CallAnswer<typeof calls.list>;
export type DeskInvoice = CallAnswer<typeof calls.detail>;

export function useDeskInvoices(filter: CallInput<typeof calls.list>): UseQueryResult<DeskInvoiceList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'invoices', filter),
    queryFn: ({ signal }) => call(calls.list, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvoiceWrite<C extends Call>(declared: C): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  return useCallWrite(declared, useOpsKey('finance'));
}

export const useIssueInvoice = () => useInvoiceWrite(calls.issue);
export const useRejectInvoice = () => useInvoiceWrite(calls.reject);

export function downloadDeskInvoice(id: string, invoiceNo: string): Promise<void> {
  return download(calls.pdf, { id }, `${invoiceNo}.pdf`);
}
