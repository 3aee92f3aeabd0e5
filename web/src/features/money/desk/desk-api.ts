import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { opsBillsCalls as calls } from '@seabook/domain/ops-bills.calls';
import { keepPreviousData, type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { call, download } from '../../../lib/call.ts';
import { useCallWrite } from '../../../lib/call-write.ts';
import { useOpsKey } from '../../../lib/ops-api.ts';

/** The finance desk's calls (issue 17, domain/ops-bills.calls.ts). */

export type DeskBillList = CallAnswer<typeof calls.list>;
export type DeskBill = CallAnswer<typeof calls.detail>;
export type RemittanceQueue = CallAnswer<typeof calls.remittances>;
export type Takings = CallAnswer<typeof calls.takings>;
export type OverdueList = CallAnswer<typeof calls.overdue>;
export type OverpaidList = CallAnswer<typeof calls.overpaid>;
export type CalendarYear = CallAnswer<typeof calls.calendar>;
export type BankAccountList = CallAnswer<typeof calls.bankAccounts>;

/** A China day's takings by channel and currency (today when `day` is absent). */
export function useTakings(day: string): UseQueryResult<Takings, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'takings', day),
    queryFn: ({ signal }) => call(calls.takings, { day }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sent bills not settled past their confirm deadline, oldest first. */
export function useOverdueBills(filter: CallInput<typeof calls.overdue>): UseQueryResult<OverdueList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'overdue', filter),
    queryFn: ({ signal }) => call(calls.overdue, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeskBills(filter: CallInput<typeof calls.list>): UseQueryResult<DeskBillList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'list', filter),
    queryFn: ({ signal }) => call(calls.list, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeskBill(id: string | null): UseQueryResult<DeskBill, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'detail', id),
    queryFn: ({ signal }) => call(calls.detail, { id: id ?? '' }, { signal }),
    enabled: id !== null,
  });
}

export function useRemittances(filter: CallInput<typeof calls.remittances>): UseQueryResult<RemittanceQueue, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'remittances', filter),
    queryFn: ({ signal }) => call(calls.remittances, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useDeskWrite<C extends Call>(declared: C): UseMutationResult<CallAnswer<C>, ApiError, CallInput<C>> {
  return useCallWrite(declared, useOpsKey('finance'));
}

export const useBillOrder = () => useDeskWrite(calls.fromOrder);
export const useEditBill = () => useDeskWrite(calls.edit);
export const useSendBill = () => useDeskWrite(calls.send);
export const useConfirmRemittance = () => useDeskWrite(calls.confirmRemittance);
export const useReturnRemittance = () => useDeskWrite(calls.returnRemittance);
export const useRefund = () => useDeskWrite(calls.refund);
export const useRefundPaid = () => useDeskWrite(calls.refundPaid);
export const useSaveCalendarDay = () => useDeskWrite(calls.saveCalendarDay);
export const useRemoveCalendarDay = () => useDeskWrite(calls.removeCalendarDay);
export const useSaveBankAccount = () => useDeskWrite(calls.saveBankAccount);
export const useRemoveBankAccount = () => useDeskWrite(calls.removeBankAccount);

/** The bank accounts customers remit to. */
export function useBankAccounts(): UseQueryResult<BankAccountList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'bank-accounts'),
    queryFn: ({ signal }) => call(calls.bankAccounts, undefined, { signal }),
  });
}

/** The working calendar's kept days of one year. */
export function useCalendar(year: number): UseQueryResult<CalendarYear, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'calendar', year),
    queryFn: ({ signal }) => call(calls.calendar, { year }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Paid payments with money no bill took, for finance to refund. */
export function useOverpaid(filter: CallInput<typeof calls.overpaid>): UseQueryResult<OverpaidList, ApiError> {
  return useQuery({
    queryKey: useOpsKey('finance', 'overpaid', filter),
    queryFn: ({ signal }) => call(calls.overpaid, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function downloadVoucher(id: string, name: string): Promise<void> {
  return download(calls.voucher, { id }, name);
}
