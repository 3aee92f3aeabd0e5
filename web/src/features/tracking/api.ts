import type { TrackingAnswer, TrackingType } from '@seabook/domain/tracking';
import { trackingCalls } from '@seabook/domain/tracking.calls';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/session.ts';

/** A search as the page sends it: the chosen type (none: the server detects it) and the cleaned number. */
export type TrackingSearch = { type: TrackingType | null; no: string };

/**
 * GET /v2/tracking/search. Keyed by the session: the owner's company sees its order link, a visitor
 * does not, so logging in or out must not reuse the other's answer.
 */
export function useTracking(search: TrackingSearch | null): UseQueryResult<TrackingAnswer, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [SESSION_KEY, token, 'tracking', search],
    queryFn: ({ signal }) =>
      // Runs only with a search (enabled below).
      call(trackingCalls.search, { type: search?.type ?? undefined, no: search?.no ?? '' }, { signal }),
    enabled: search !== null,
    staleTime: 60_000,
  });
}
