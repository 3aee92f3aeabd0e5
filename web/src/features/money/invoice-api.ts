import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import type { InvoiceListQuery } from '@seabook/domain/invoices';
import { invoicesCalls as calls } from '@seabook/domain/invoices.calls';
import { keepPreviousData, type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/auth.ts';
import { call, download } from '../../lib/call.ts';
import { useCallWrite } from '../../lib/call-write.ts';

/** The customer's invoice calls (issue 17, domain/invoices.calls.ts). */

export type InvoiceList = CallAnswer<typeof calls.list>;
export type InvoiceableBills = CallAnswer<typeof calls.bills>;
export type InvoiceTitles = CallAnswer<typeof calls.titles>;

function useInvoiceKey(...parts: readonly unknown[]) {
  const token = useToken();
  const locale = useLocale();
  return { key: [SESSION_KEY, token, locale, 'invoices', ...parts], enabled: token !== null };
}

export function useInvoices(filter: InvoiceListQuery): UseQueryResult<InvoiceList, ApiError> {
  const { key, enabled } = useInvoiceKey('list', filter);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(calls.list, filter, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInvoiceableBills(): UseQueryResult<InvoiceableBills, ApiError> {
  const { key, enabled } = useInvoiceKey('bills');
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(calls.bills, undefined, { signal }), enabled });
}

export function useInvoiceTitles(): UseQueryResult<InvoiceTitles, ApiError> {
  const { key, enabled } = useInvoiceKey('titles');
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(calls.titles, undefined, { signal }), enabled });
}

function useInvoiceWrite<C extends Call>(declared: C): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  return useCallWrite(declared, [SESSION_KEY, useToken()]);
}

export const useRequestInvoice = () => useInvoiceWrite(calls.request);
export const useCorrectInvoice = () => useInvoiceWrite(calls.correct);
export const useDeleteTitle = () => useInvoiceWrite(calls.deleteTitle);

export function downloadInvoice(id: string, invoiceNo: string): Promise<void> {
  return download(calls.pdf, { id }, `${invoiceNo}.pdf`);
}
