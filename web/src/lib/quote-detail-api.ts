import type { City } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import type { CargoMeasureInput, PickupPrice, QuoteDetail, Schedule } from '@seabook/domain/rates';
import { ratesCalls } from '@seabook/domain/rates.calls';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';
import { SESSION_KEY, useToken } from './auth.ts';

/**
 * Calls of the quote-details page: the public schedule of a service, the detailed quote (login
 * required), the pickup cities and the door-pickup estimate. The booking pages show the schedule, and
 * the booking form, inquiries and orders name the pickup cities.
 */

/** GET /v2/oe_sea/schedule: the sailing named by `id` and the next sailings of its service. */
export function useSchedule(id: string | null): UseQueryResult<Schedule, ApiError> {
  return useQuery({
    queryKey: ['rates', 'schedule', id],
    queryFn: ({ signal }) => call(ratesCalls.schedule, { id: id ?? '' }, { signal }),
    enabled: id !== null,
    // Picking another sailing keeps the page in place while the new one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /v2/oe_sea/quote: every fee line for the cargo. Session-scoped (the key carries the token), and
 * idle while anonymous or while the cargo is not valid.
 */
export function useQuoteDetail(
  id: string | null,
  cargo: CargoMeasureInput | null,
): UseQueryResult<QuoteDetail, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [SESSION_KEY, token, 'quote-detail', id, cargo],
    queryFn: ({ signal }) => call(ratesCalls.quote, { id: id ?? '', cargo: cargo as CargoMeasureInput }, { signal }),
    enabled: token !== null && id !== null && cargo !== null,
    placeholderData: keepPreviousData,
  });
}

/** How many matching cities the picker offers at once; typing more narrows them. */
const CITY_OPTIONS = 30;

/** GET /v2/base/cities: pickup cities matching what the user typed (code, names, pinyin). */
export function useCities(keyword: string): UseQueryResult<City[], ApiError> {
  return useQuery({
    queryKey: ['catalog', 'cities', keyword],
    queryFn: async ({ signal }) =>
      (await call(catalogCalls.cities, { keyword, pageSize: CITY_OPTIONS }, { signal })).items,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/oe_smth/price: door pickup from a city to the port of loading, for the cargo. */
export function usePickupPrice(
  request: { city: string; pol: string; cargo: CargoMeasureInput } | null,
): UseQueryResult<PickupPrice, ApiError> {
  return useQuery({
    queryKey: ['rates', 'pickup-price', request],
    queryFn: ({ signal }) => call(ratesCalls.pickupPrice, request as NonNullable<typeof request>, { signal }),
    enabled: request !== null,
  });
}
