import { toUsd } from '@seabook/domain/money';
import {
  type FclLine,
  type FclSearch,
  type FclSearchResult,
  lineId,
  SEARCH_WINDOW_DAYS,
  type SortKey,
} from '@seabook/domain/rates';
import type { Db } from '../../db/client.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { dayToIso, todayDay } from './clock.ts';
import { derived, type FclEntry, fclLaneKey, portLines, type RatesIndex } from './index-model.ts';
import { carrierOf, chargeView, checkLanePorts, portRefOf } from './quote-lines.ts';
import { getRatesIndex } from './rates-index.ts';
import { type Sailing, sailingsBetween, windowStart } from './sailings.ts';

type Hit = { entry: FclEntry; sailing: Sailing; cheapestUsd: number };

/** The cheapest container of an FCL entry in US cents, for sorting by price. */
function cheapestUsd(index: RatesIndex, entry: FclEntry): number {
  let best = Number.POSITIVE_INFINITY;
  for (const c of entry.containers) best = Math.min(best, toUsd(c.price, index.rates)?.amount ?? best);
  return best;
}

function comparator(sort: SortKey, direction: number): (a: Hit, b: Hit) => number {
  const ties = (a: Hit, b: Hit) =>
    a.sailing.day - b.sailing.day ||
    a.cheapestUsd - b.cheapestUsd ||
    a.entry.transitDays - b.entry.transitDays ||
    a.entry.id.localeCompare(b.entry.id);
  switch (sort) {
    case 'price':
      return (a, b) => (a.cheapestUsd - b.cheapestUsd) * direction || ties(a, b);
    case 'transit':
      return (a, b) => (a.entry.transitDays - b.entry.transitDays) * direction || ties(a, b);
    case 'sailing':
      return (a, b) => (a.sailing.day - b.sailing.day) * direction || ties(a, b);
  }
}

/**
 * The FCL search (POST /v2/fcl/price): each sailing of each carrier's FCL rates on the lane in the
 * window, with a price per container type and the port of loading's FCL charges listed apart.
 */
export async function searchFcl(db: Db, input: FclSearch): Promise<FclSearchResult> {
  const catalog = await getCatalog(db);
  checkLanePorts(catalog, input.pol, input.pod);
  const today = todayDay();
  const fromDay = windowStart(input.sailingDate, today);
  const toDay = fromDay + SEARCH_WINDOW_DAYS - 1;
  const index = await getRatesIndex(db);

  const hits: Hit[] = [];
  for (const entry of index.fclLanes.get(fclLaneKey(input.pol, input.pod)) ?? []) {
    const sailings = sailingsBetween(entry, fromDay, toDay, today);
    const usd = sailings.length > 0 ? cheapestUsd(index, entry) : 0;
    for (const sailing of sailings) hits.push({ entry, sailing, cheapestUsd: usd });
  }
  const notice = hits.length === 0 ? 'NO_ROUTE' : null;
  const carriers = new Set(input.carriers.map((c) => c.trim().toUpperCase()));
  const kept = hits.filter((h) => carriers.size === 0 || carriers.has(h.entry.carrier));
  kept.sort(comparator(input.sort, input.order === 'desc' ? -1 : 1));
  const page = kept.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);

  const typeOrder = new Map(catalog.containerTypes.map((c, i) => [c.code, i]));
  const originCharges = derived(index, `fcl-origin-views|${input.pol}`, () =>
    portLines(index, 'fcl_origin', 'export', input.pol).map(chargeView),
  );
  const items: FclLine[] = page.map(({ entry, sailing }) => {
    const sailingDate = dayToIso(sailing.day);
    return {
      id: lineId(entry.id, sailingDate),
      pol: portRefOf(catalog, entry.pol),
      pod: portRefOf(catalog, entry.pod),
      via: entry.via ? portRefOf(catalog, entry.via) : null,
      carrier: carrierOf(catalog, entry.carrier),
      direct: entry.via === null,
      sailingDate,
      cutoffDate: dayToIso(sailing.cutoffDay),
      eta: dayToIso(sailing.etaDay),
      transitDays: entry.transitDays,
      validTo: entry.validTo,
      weekdays: entry.weekdays,
      containers: [...entry.containers].sort(
        (a, b) => (typeOrder.get(a.type) ?? 99) - (typeOrder.get(b.type) ?? 99) || a.type.localeCompare(b.type),
      ),
      originCharges,
    };
  });
  return { items, total: kept.length, notice, from: dayToIso(fromDay), to: dayToIso(toDay) };
}
