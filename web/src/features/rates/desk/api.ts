import type { Carrier, Port } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import type { CurrencyRate } from '@seabook/domain/money';
import type { CurrencyRateInput, FclRateList, LclRateList, RateState } from '@seabook/domain/ops-rates';
import { opsRatesCalls } from '@seabook/domain/ops-rates.calls';
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
import type { RateKind, RowOf, ValuesOf } from './rate-values.ts';

/**
 * The rates desk's calls (under /v2/ops/rate/…, with the operator's token): the LCL and FCL lists, a save,
 * the withdrawal of selected rates and the exchange rates, plus the catalogue's ports and carriers for
 * the pickers. Every write reads the desk's lists again.
 */

type ListOf<K extends RateKind> = K extends 'lcl' ? LclRateList : FclRateList;
/** A list's filters and page (GET …/list); `kind` only narrows LCL, `containerType` only FCL. */
export type RateFilter = {
  kind?: string | undefined;
  pol?: string | undefined;
  pod?: string | undefined;
  carrier?: string | undefined;
  state?: RateState | undefined;
  containerType?: string | undefined;
  page: number;
  pageSize: number;
};
/** A save: the form's values, with the id of the rate when it is an edit. */
export type SaveOf<K extends RateKind> = ValuesOf<K> & { id?: string };

/** Ports and carriers change a few times a year. */
const REFERENCE_STALE_MS = 60 * 60_000;
/** The most a list call answers at once. */
const PICKER_PAGE = 100;

/** GET /v2/ops/rate/<kind>/list: one page, newest first; the last page stays on screen while the next loads. */
export function useRateList<K extends RateKind>(kind: K, filter: RateFilter): UseQueryResult<ListOf<K>, ApiError> {
  const queryKey = useOpsKey('rates', kind, 'list', filter);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      call(kind === 'lcl' ? opsRatesCalls.lclList : opsRatesCalls.fclList, { ...filter }, { signal }) as Promise<
        ListOf<K>
      >,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/ops/rate/<kind>/save: a new rate without an id, an edit with one; answers the row. */
export function useSaveRate<K extends RateKind>(kind: K): UseMutationResult<RowOf<K>, ApiError, SaveOf<K>> {
  const client = useQueryClient();
  const desk = useOpsKey('rates');
  return useMutation({
    mutationFn: (body) =>
      (kind === 'lcl'
        ? call(opsRatesCalls.lclSave, body as SaveOf<'lcl'>)
        : call(opsRatesCalls.fclSave, body as SaveOf<'fcl'>)) as Promise<RowOf<K>>,
    // Not awaited: the answer is told at once, the lists follow.
    onSettled: () => void client.invalidateQueries({ queryKey: desk }),
  });
}

/** POST /v2/ops/rate/<kind>/expire: withdraws the rates from the search; answers how many it withdrew. */
export function useExpireRates(kind: RateKind): UseMutationResult<{ expired: number }, ApiError, string[]> {
  const client = useQueryClient();
  const desk = useOpsKey('rates');
  return useMutation({
    mutationFn: (ids) => call(kind === 'lcl' ? opsRatesCalls.lclExpire : opsRatesCalls.fclExpire, { ids }),
    onSettled: () => void client.invalidateQueries({ queryKey: desk }),
  });
}

/** Reads every list of the desk again (after an import, or the refresh button). */
export function useRatesRefresh(): () => Promise<void> {
  const client = useQueryClient();
  const desk = useOpsKey('rates');
  return () => client.invalidateQueries({ queryKey: desk });
}

/** GET /v2/ops/rate/currency/list. */
export function useCurrencyRates(): UseQueryResult<CurrencyRate[], ApiError> {
  const queryKey = useOpsKey('rates', 'currency');
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await call(opsRatesCalls.currencyList, undefined, { signal })).items,
  });
}

/** POST /v2/ops/rate/currency/save. */
export function useSaveCurrencyRate(): UseMutationResult<CurrencyRate, ApiError, CurrencyRateInput> {
  const client = useQueryClient();
  const desk = useOpsKey('rates');
  return useMutation({
    mutationFn: (body) => call(opsRatesCalls.currencySave, body),
    onSettled: () => void client.invalidateQueries({ queryKey: desk }),
  });
}

/** GET /v2/base/ports: every seaport matching the keyword (code, names, pinyin), best first. */
export function usePortSearch(keyword: string, enabled = true): UseQueryResult<Port[], ApiError> {
  const queryKey = useOpsKey('catalog', 'ports', keyword);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (
        await call(
          catalogCalls.ports,
          { keyword: keyword || undefined, pageSize: PICKER_PAGE },
          { signal, staff: true },
        )
      ).items,
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /v2/base/carriers: the catalogue's carriers by SCAC, for the rate pickers. */
export function useRateCarriers(): UseQueryResult<Carrier[], ApiError> {
  const queryKey = useOpsKey('catalog', 'carriers');
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await call(catalogCalls.carriers, undefined, { signal, staff: true })).items,
    staleTime: REFERENCE_STALE_MS,
  });
}
