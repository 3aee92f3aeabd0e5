import type { Port } from '@seabook/domain/catalog';
import type { ServiceKind } from '@seabook/domain/rates';
import { ratesCalls } from '@seabook/domain/rates.calls';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { mainPortsQuery, type PortList } from '../../lib/rates-api.ts';

/**
 * The keyword search of /search/result over GET /v2/base/destination_port: the foreign ports at the far
 * end of the services (export destinations, import origins) matching a keyword, and for each of them
 * the main Chinese ports that actually have a service to or from it.
 */

/** A keyword is narrow, so one page of the per-main-port answer holds all its matches. */
const PER_MAIN_PORT = 100;
const REFERENCE_STALE_MS = 10 * 60_000;

type FarPortQuery = { kind: ServiceKind; keyword: string; page: number; pageSize: number };

/** One page of the far-end ports matching the keyword; idle while there is no valid keyword. */
export function useFarPorts(query: FarPortQuery | null) {
  return useQuery<PortList, ApiError>({
    queryKey: ['rates', 'keyword-ports', query],
    queryFn: ({ signal }) => call(ratesCalls.farPorts, query as FarPortQuery, { signal }),
    enabled: query !== null,
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/**
 * For each far-end port code, the main ports with a service to it (export) or from it (import), in
 * the main ports' usual order. Empty until the main ports and their answers have arrived.
 */
export function useServingMainPorts(kind: ServiceKind, keyword: string | null): Map<string, Port[]> {
  const mainPorts = useQuery(mainPortsQuery());
  const mains = keyword === null ? [] : (mainPorts.data ?? []);
  const answers = useQueries({
    queries: mains.map((main) => ({
      queryKey: ['rates', 'keyword-ports-by-main', kind, main.code, keyword],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(
          ratesCalls.farPorts,
          {
            kind,
            [kind === 'export' ? 'pol' : 'pod']: main.code,
            keyword: keyword ?? undefined,
            pageSize: PER_MAIN_PORT,
          },
          { signal },
        ),
      staleTime: REFERENCE_STALE_MS,
    })),
  });
  const serving = new Map<string, Port[]>();
  mains.forEach((main, i) => {
    for (const far of answers[i]?.data?.items ?? []) serving.set(far.code, [...(serving.get(far.code) ?? []), main]);
  });
  return serving;
}

/** Every main Chinese port (export origins, import destinations), for links where lanes are unknown. */
export function useMainPorts() {
  return useQuery(mainPortsQuery());
}
