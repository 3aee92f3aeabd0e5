import { type Port, searchByKeyword } from '@seabook/domain/catalog';
import { toUsd } from '@seabook/domain/money';
import type { DestinationPortQuery, PriceList, ServiceKind } from '@seabook/domain/rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { derived, type RatesIndex, type ServiceEntry } from './index-model.ts';
import { carrierOf, oceanPerWmOf, portRefOf } from './quote-lines.ts';
import { getRatesIndex } from './rates-index.ts';

/** Destinations shippers ask for most, in the order the price list shows them. */
const POPULAR_DESTINATIONS = [
  'USLAX',
  'USNYC',
  'DEHAM',
  'NLRTM',
  'GBFXT',
  'JPTYO',
  'SGSIN',
  'AUSYD',
  'AEJEA',
  'CAVAN',
  'FRLEH',
  'KRPUS',
  'THLCH',
  'VNSGN',
  'INNSA',
  'BRSSZ',
];
const CHEAPEST_PER_PORT = 8;

/** A service's ocean rate per W/M (with ocean surcharges) in US cents, for comparing; null when unpriced. */
function oceanUsd(index: RatesIndex, entry: ServiceEntry): number | null {
  const perWm = oceanPerWmOf(entry);
  return perWm ? (toUsd(perWm, index.rates)?.amount ?? null) : null;
}

function buildPriceList(catalog: Catalog, index: RatesIndex, kind: ServiceKind): PriceList {
  // For export a main port is the origin and the far end is the destination; for import the reverse.
  const own = (e: ServiceEntry) => (kind === 'export' ? e.pol : e.pod);
  const far = (e: ServiceEntry) => (kind === 'export' ? e.pod : e.pol);
  const byPort = new Map<string, ServiceEntry[]>();
  for (const entry of index.services.values()) {
    if (entry.kind !== kind) continue;
    const list = byPort.get(own(entry));
    if (list) list.push(entry);
    else byPort.set(own(entry), [entry]);
  }
  return catalog.mainPorts.map((port) => {
    const entries = byPort.get(port.code) ?? [];
    const cheapestByFar = new Map<string, { entry: ServiceEntry; usd: number }>();
    for (const entry of entries) {
      const usd = oceanUsd(index, entry);
      if (usd === null) continue;
      const best = cheapestByFar.get(far(entry));
      if (!best || usd < best.usd || (usd === best.usd && entry.transitDays < best.entry.transitDays))
        cheapestByFar.set(far(entry), { entry, usd });
    }
    const popular = POPULAR_DESTINATIONS.filter((code) => cheapestByFar.has(code));
    const ordered =
      kind === 'export' && popular.length > 0
        ? popular
        : [...cheapestByFar.keys()].sort(
            (a, b) => (cheapestByFar.get(a)?.usd ?? 0) - (cheapestByFar.get(b)?.usd ?? 0) || a.localeCompare(b),
          );
    return {
      port: portRefOf(catalog, port.code),
      services: entries.length,
      destinations: new Set(entries.map(far)).size,
      cheapest: ordered.slice(0, CHEAPEST_PER_PORT).flatMap((code) => {
        const best = cheapestByFar.get(code);
        const oceanPerWm = best ? oceanPerWmOf(best.entry) : null;
        if (!best || !oceanPerWm) return [];
        return [
          {
            serviceId: best.entry.id,
            pod: portRefOf(catalog, best.entry.pod),
            carrier: carrierOf(catalog, best.entry.carrier),
            oceanPerWm,
            transitDays: best.entry.transitDays,
          },
        ];
      }),
    };
  });
}

/** The main ports with their service and destination counts and cheapest popular lanes (home page). */
export async function getPriceList(db: Db, input: { kind: ServiceKind }): Promise<PriceList> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  return derived(index, `price-list|${input.kind}`, () => buildPriceList(catalog, index, input.kind));
}

function portOf(catalog: Catalog, code: string): Port | null {
  const p = catalog.ports.get(code);
  return p ? { code: p.code, country: p.country, name: p.name, pinyin: p.pinyin, main: p.main } : null;
}

function farPorts(catalog: Catalog, index: RatesIndex, kind: ServiceKind, anchor: string): Port[] {
  const codes = new Set<string>();
  for (const entry of index.services.values()) {
    if (entry.kind !== kind) continue;
    if (kind === 'export' && (anchor === '' || entry.pol === anchor)) codes.add(entry.pod);
    if (kind === 'import' && (anchor === '' || entry.pod === anchor)) codes.add(entry.pol);
  }
  return [...codes]
    .sort()
    .map((code) => portOf(catalog, code))
    .filter((p): p is Port => p !== null);
}

/**
 * The ports at the other end of the services (GET /v2/base/destination_port): export destinations
 * (from `pol` when given) or import origins (into `pod` when given), filtered by keyword.
 */
export async function listDestinationPorts(
  db: Db,
  input: DestinationPortQuery,
): Promise<{ items: Port[]; total: number }> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  const anchor = (input.kind === 'export' ? input.pol : input.pod) ?? '';
  if (anchor && !catalog.ports.has(anchor))
    throw new AppError('PORT_UNKNOWN', { fields: { [input.kind === 'export' ? 'pol' : 'pod']: 'PORT_UNKNOWN' } });
  const ports = derived(index, `far-ports|${input.kind}|${anchor}`, () => farPorts(catalog, index, input.kind, anchor));
  const matches = input.keyword ? searchByKeyword(ports, input.keyword, ports.length) : ports;
  const start = (input.page - 1) * input.pageSize;
  return { items: matches.slice(start, start + input.pageSize), total: matches.length };
}
