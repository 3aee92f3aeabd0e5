import type { CallAnswer } from '@seabook/domain/call';
import { favouritesCalls } from '@seabook/domain/favourites.calls';
import type { QuoteSearchResult } from '@seabook/domain/rates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { getToken, SESSION_KEY, useToken } from '../../lib/auth.ts';
import { ratesKeys } from '../../lib/rates-api.ts';

/**
 * The favourites (order_collect): the account centre's list (GET /v2/order_collect/collect), removing one,
 * and the star on a search's line.
 */

export type CollectionPage = CallAnswer<typeof favouritesCalls.list>;

function collectionKey(token: string | null) {
  return [SESSION_KEY, token, 'collection'] as const;
}

/** One page of the caller's favourites, newest first; always re-read on opening, as stars change elsewhere. */
export function useCollection(page: number, pageSize: number) {
  const token = useToken();
  return useQuery<CollectionPage, ApiError>({
    queryKey: [...collectionKey(token), page, pageSize],
    queryFn: ({ signal }) => call(favouritesCalls.list, { page, pageSize }, { signal }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/order_collect/delcollect: removes a service; the list and the search stars are read again. */
export function useRemoveFavourite() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (serviceId) => call(favouritesCalls.remove, { id: serviceId }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: collectionKey(token) }),
        client.invalidateQueries({ queryKey: ratesKeys.lclSearches(token) }),
      ]);
    },
  });
}

export type FavouriteChange = { serviceId: string; favourite: boolean };

/**
 * Adds a service to favourites or removes it (POST /v2/order_collect/addcollect, delcollect; login
 * required). The star changes at once on every cached search showing the service, and turns back if the
 * call fails (only this service's star: another toggle made meanwhile stays as it is). Each line of a
 * results page has a star: the hook keeps no state of its own and subscribes to nothing, so a line costs
 * one context read rather than a mutation observer subscribed to the store.
 */
export function useFavouriteToggle(): (change: FavouriteChange) => Promise<void> {
  const client = useQueryClient();
  return async (change) => {
    // The searches of whoever is logged in when the star is pressed.
    const searches = ratesKeys.lclSearches(getToken());
    const mark = ({ serviceId, favourite }: FavouriteChange) =>
      client.setQueriesData<QuoteSearchResult>({ queryKey: searches }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((line) => (line.serviceId === serviceId ? { ...line, favourite } : line)),
            }
          : old,
      );
    // A refresh in flight would overwrite the new star with the old one; a first load has no star yet.
    await client.cancelQueries({ queryKey: searches, predicate: (query) => query.state.data !== undefined });
    mark(change);
    try {
      await call(change.favourite ? favouritesCalls.add : favouritesCalls.remove, { id: change.serviceId });
    } catch (error) {
      mark({ ...change, favourite: !change.favourite });
      throw error;
    }
  };
}
