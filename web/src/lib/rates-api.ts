import type { Port } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import { unpackQuoteSearch } from '@seabook/domain/quote-search';
import type {
  FclSearch,
  FclSearchResultSchema,
  QuoteSearch,
  QuoteSearchResult,
  ServiceKind,
} from '@seabook/domain/rates';
import { ratesCalls } from '@seabook/domain/rates.calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';
import { SESSION_KEY, useToken } from './session.ts';

/**
 * The calls of the rate pages (docs/api.md, rates): catalog ports, the LCL and FCL searches and the
 * price list; the booking pages and the inquiry form make some of them too. Searches are keyed by their
 * whole request, so going back to a search (or to the page after the details) shows the cached answer
 * at once: the spec's "kept alive" price page.
 */

export type PortList = { items: Port[]; total: number };
export type FclSearchResult = ReturnType<typeof FclSearchResultSchema.parse>;

/** Ports and lanes change a few times a year; a session need not ask twice. */
const REFERENCE_STALE_MS = 60 * 60_000;
/** Published prices change a few times a week; an answer is fresh for a minute and kept for half an hour. */
const SEARCH_STALE_MS = 60_000;
const SEARCH_KEEP_MS = 30 * 60_000;

export const ratesKeys = {
  mainPorts: ['rates', 'main-ports'] as const,
  farPorts: (kind: ServiceKind, anchor: string, keyword: string) =>
    ['rates', 'far-ports', kind, anchor, keyword] as const,
  priceList: (kind: ServiceKind) => ['rates', 'price-list', kind] as const,
  /** Searches carry the token: each line says whether the caller keeps it among favourites. */
  lclSearches: (token: string | null) => [SESSION_KEY, token, 'rates', 'lcl-search'] as const,
  lclSearch: (token: string | null, search: QuoteSearch) => [...ratesKeys.lclSearches(token), search] as const,
  fclSearch: (search: FclSearch) => ['rates', 'fcl-search', search] as const,
};

/** The most a list call answers at once (docs/api.md); pickers ask for a full page and filter it here. */
const PICKER_PAGE = 100;

/** GET /v2/base/ports?main=true: the main Chinese ports (export origins, import destinations). */
export function mainPortsQuery() {
  return queryOptions({
    queryKey: ratesKeys.mainPorts,
    queryFn: async ({ signal }) =>
      (await call(catalogCalls.ports, { main: 'true', pageSize: PICKER_PAGE }, { signal })).items,
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * GET /v2/base/destination_port: the ports at the other end of the services. Export: the destinations
 * of services leaving `anchor` (the origin). Import: the foreign origins of services into `anchor`, or
 * into any main port when it is empty. `keyword` narrows a list too long for one page.
 */
export function farPortsQuery(kind: ServiceKind, anchor: string, keyword = '') {
  return queryOptions({
    queryKey: ratesKeys.farPorts(kind, anchor, keyword),
    queryFn: ({ signal }) =>
      call(
        ratesCalls.farPorts,
        {
          kind,
          [kind === 'export' ? 'pol' : 'pod']: anchor || undefined,
          keyword: keyword || undefined,
          pageSize: PICKER_PAGE,
        },
        { signal },
      ),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /v2/oe_start_port/pricelist: the main ports and their cheapest lanes (home page). */
export function priceListQuery(kind: ServiceKind) {
  return queryOptions({
    queryKey: ratesKeys.priceList(kind),
    queryFn: ({ signal }) => call(ratesCalls.priceList, { kind }, { signal }),
    staleTime: SEARCH_STALE_MS * 5,
  });
}

/**
 * POST /v2/oe_sea/price for a valid search, unpacked into full quote lines (the wire names each port,
 * carrier and destination charge list once); idle while there is none. Paging keeps the last page on screen.
 */
export function useQuoteSearch(search: QuoteSearch | null) {
  const token = useToken();
  return useQuery<QuoteSearchResult, ApiError>({
    queryKey: search ? ratesKeys.lclSearch(token, search) : ratesKeys.lclSearches(token),
    queryFn: async ({ signal }) => unpackQuoteSearch(await call(ratesCalls.search, search as QuoteSearch, { signal })),
    enabled: search !== null,
    staleTime: SEARCH_STALE_MS,
    gcTime: SEARCH_KEEP_MS,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/fcl/price for a valid search. */
export function useFclSearch(search: FclSearch | null) {
  return useQuery<FclSearchResult, ApiError>({
    queryKey: search ? ratesKeys.fclSearch(search) : ['rates', 'fcl-search'],
    queryFn: ({ signal }) => call(ratesCalls.fclSearch, search as FclSearch, { signal }),
    enabled: search !== null,
    staleTime: SEARCH_STALE_MS,
    gcTime: SEARCH_KEEP_MS,
    placeholderData: keepPreviousData,
  });
}
