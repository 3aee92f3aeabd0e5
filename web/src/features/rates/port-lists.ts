import type { Port } from '@seabook/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { farPortsQuery, mainPortsQuery } from '../../lib/rates-api.ts';

/** Which search the form serves: export LCL, import LCL or FCL (export). */
export type SearchKind = 'export' | 'import' | 'fcl';

/** What a port picker offers: the ports (undefined while there is nothing to offer yet) and the call's state. */
export type PortList = { ports: readonly Port[] | undefined; loading: boolean; failed: boolean };

/** Typed text settles for this long before the server is asked for more ports. */
const KEYWORD_DELAY_MS = 250;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Where each picker's ports come from. Export and FCL leave a main Chinese port for the destinations
 * its services reach; import leaves a foreign port that serves China for a main Chinese port. The far
 * list is filtered here as the user types when it fits in one answer, else the server narrows it.
 */
export function usePortLists(
  kind: SearchKind,
  chosen: { pol?: string; pod?: string },
  typed: { pol: string; pod: string },
): { origins: PortList; destinations: PortList } {
  const exportLike = kind !== 'import';
  const farKind = exportLike ? 'export' : 'import';
  const anchor = exportLike ? (chosen.pol ?? '') : '';
  const main = useQuery(mainPortsQuery());
  const far = useQuery({ ...farPortsQuery(farKind, anchor), enabled: !exportLike || anchor !== '' });
  const keyword = useDebounced((exportLike ? typed.pod : typed.pol).trim());
  const partial = far.data !== undefined && far.data.total > far.data.items.length;
  const narrowed = useQuery({ ...farPortsQuery(farKind, anchor, keyword), enabled: partial && keyword !== '' });
  // A port chosen earlier (from the URL or storage) may lie beyond the first page: fetch it for its name.
  const chosenFar = (exportLike ? chosen.pod : chosen.pol) ?? '';
  const missing = partial && chosenFar !== '' && !far.data?.items.some((port) => port.code === chosenFar);
  const named = useQuery({ ...farPortsQuery(farKind, anchor, chosenFar), enabled: missing });
  const list = partial && keyword !== '' && narrowed.data ? narrowed.data.items : far.data?.items;
  const extra = missing ? (named.data?.items.filter((port) => port.code === chosenFar) ?? []) : [];
  const farList: PortList = {
    ports: list ? [...extra, ...list.filter((port) => port.code !== chosenFar || extra.length === 0)] : undefined,
    loading: far.isFetching || narrowed.isFetching,
    failed: far.isError || narrowed.isError,
  };
  const mainList: PortList = { ports: main.data, loading: main.isFetching, failed: main.isError };
  return exportLike ? { origins: mainList, destinations: farList } : { origins: farList, destinations: mainList };
}
