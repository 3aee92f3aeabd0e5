import type { CollectionItem } from '@seabook/domain/rates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/auth.ts';
import { ratesKeys } from '../../lib/rates-api.ts';

/** The favourites list of the account centre (GET /v2/order_collect/collect) and removing one. */

export type CollectionPage = { items: CollectionItem[]; total: number };

function collectionKey(token: string | null) {
  return [SESSION_KEY, token, 'collection'] as const;
}

/** One page of the caller's favourites, newest first; always re-read on opening, as stars change elsewhere. */
export function useCollection(page: number, pageSize: number) {
  const token = useToken();
  return useQuery<CollectionPage, ApiError>({
    queryKey: [...collectionKey(token), page, pageSize],
    queryFn: ({ signal }) => api.get<CollectionPage>('/v2/order_collect/collect', { page, pageSize }, { signal }),
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
    mutationFn: (serviceId) => api.post('/v2/order_collect/delcollect', { id: serviceId }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: collectionKey(token) }),
        client.invalidateQueries({ queryKey: ratesKeys.lclSearches(token) }),
      ]);
    },
  });
}
