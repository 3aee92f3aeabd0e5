import { packQuoteSearch } from '@seabook/domain/quote-search';
import {
  type QuoteSearch,
  type QuoteSearchAnswer,
  type QuoteSearchResult,
  SEARCH_WINDOW_DAYS,
  type SortKey,
} from '@seabook/domain/rates';
import type { Db } from '../../db/client.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { dayToIso, isoToDay, mondayOf, todayDay } from './clock.ts';
import { laneKey, type RatesIndex, type ServiceEntry } from './index-model.ts';
import { type LaneColumns, laneColumns, scheduleView, sortPrices } from './lane-columns.ts';
import { buildLine, carrierOf, checkLanePorts, type LinePrice, laneTariff, linePrice } from './quote-lines.ts';
import { getRatesIndex } from './rates-index.ts';
import { forEachSailingDay, sailingAt, windowStart } from './sailings.ts';

/**
 * Which of the given services the caller keeps as favourites (the members module answers it; the route
 * passes it in), or null for a visitor: then nothing is marked and the answer may be cached.
 */
export type FavouriteMarks = ((serviceIds: readonly string[]) => Promise<ReadonlySet<string>>) | null;

const NO_FAVOURITES: ReadonlySet<string> = new Set();

/** How many visitor answers one index keeps (about 15 kB each): popular lanes are searched over and over. */
const ANSWER_CACHE_SIZE = 2000;
/** Longer request texts are not kept as keys (a search is a few hundred characters). */
const MAX_TEXT_KEY = 2000;

/**
 * Visitors' answers of one index, least recently used first (a Map keeps insertion order; a hit moves
 * its key to the end). A new index (any rates change, here or on another instance) starts with none,
 * so an answer never outlives the prices it was made from.
 */
const answers = new WeakMap<RatesIndex, Map<string, Buffer>>();

function answersOf(index: RatesIndex): Map<string, Buffer> {
  let kept = answers.get(index);
  if (!kept) {
    kept = new Map();
    answers.set(index, kept);
  }
  return kept;
}

function recall(kept: Map<string, Buffer>, key: string): Buffer | undefined {
  const answer = kept.get(key);
  if (answer) {
    kept.delete(key);
    kept.set(key, answer);
  }
  return answer;
}

function keep(kept: Map<string, Buffer>, key: string, answer: Buffer): void {
  kept.delete(key);
  kept.set(key, answer);
  // Keys come in pairs at most (request and text): drop the least recently used beyond the size.
  while (kept.size > ANSWER_CACHE_SIZE * 2) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
}

/** How many searches an index remembers having seen once (their keys only, a few hundred bytes each). */
const SIGHTINGS_SIZE = 10_000;
const sightings = new WeakMap<RatesIndex, Set<string>>();

/**
 * Whether a search was seen before on this index; remembers it if not. An answer is kept only on its
 * second sighting: searches that vary (most of them) would otherwise push out the popular ones and keep
 * every answer's bytes until the collector comes for them, which under load was memory and garbage
 * collection for nothing (decision 054). The memory of sightings starts again when full.
 */
function seenBefore(index: RatesIndex, key: string): boolean {
  let seen = sightings.get(index);
  if (!seen) {
    seen = new Set();
    sightings.set(index, seen);
  }
  if (seen.has(key)) return true;
  if (seen.size >= SIGHTINGS_SIZE) seen.clear();
  seen.add(key);
  return false;
}

/** The cache keys of a visitor's answer: by the validated request, and by the request's exact text. */
const searchKey = (input: QuoteSearch) => `search|${todayDay()}|${JSON.stringify(input)}`;
const textKey = (text: string) => `text|${todayDay()}|${text}`;

/**
 * A visitor's answer to a request text seen before today on this index, or undefined. The same text
 * always validates to the same request, so the route may answer from here before parsing and checking
 * it again: a repeated search (the popular lanes, a page refreshed) costs a lookup and a write.
 */
export async function cachedVisitorAnswer(db: Db, text: string): Promise<Buffer | undefined> {
  if (text.length > MAX_TEXT_KEY) return undefined;
  return recall(answersOf(await getRatesIndex(db)), textKey(text));
}

/**
 * The search answer packed for the wire (domain quote-search.ts) and serialized, for the route to send as
 * is. Visitors' answers depend only on the request, the index and the day, so they are kept with the
 * index as UTF-8 bytes (a new index starts empty), under the validated request and under the request's
 * text when the route has it, from the second time the request is seen. Logged-in callers get their favourites marked, so they are not cached.
 */
export async function searchQuotesJson(
  db: Db,
  favourites: FavouriteMarks,
  input: QuoteSearch,
  wrap: (answer: QuoteSearchAnswer) => unknown,
  text?: string,
): Promise<string | Buffer> {
  if (favourites) return JSON.stringify(wrap(packQuoteSearch(await searchQuotes(db, favourites, input))));
  const index = await getRatesIndex(db);
  const kept = answersOf(index);
  const key = searchKey(input);
  let json = recall(kept, key);
  if (!json) {
    // Kept as UTF-8 bytes: sending a string would measure and encode it again on every request.
    json = Buffer.from(JSON.stringify(wrap(packQuoteSearch(await searchQuotes(db, null, input)))));
    if (!seenBefore(index, key)) return json;
    keep(kept, key, json);
  }
  if (text !== undefined && text.length <= MAX_TEXT_KEY) keep(kept, textKey(text), json);
  return json;
}

/**
 * The LCL search (POST /v2/oe_sea/price): every sailing of the lane's services in the window, priced
 * for the cargo (or the minimum), with facets counted before the carrier, routing and week filters.
 * It reads one lane of the in-memory index, as columns (lane-columns.ts): the sailings found are hits
 * (a service and a day, in two number arrays), sorted by numbers; only the page answered is built into
 * quote lines from the services' objects. For a logged-in caller it runs one query for favourites.
 */
export async function searchQuotes(db: Db, favourites: FavouriteMarks, input: QuoteSearch): Promise<QuoteSearchResult> {
  const catalog = await getCatalog(db);
  checkLanePorts(catalog, input.pol, input.pod);
  const today = todayDay();
  const fromDay = windowStart(input.sailingDate, today);
  const toDay = fromDay + SEARCH_WINDOW_DAYS - 1;
  const index = await getRatesIndex(db);
  const cargo = input.cargo ?? null;
  const lane = laneColumns(index.lanes.get(laneKey(input.kind, input.pol, input.pod)) ?? NO_SERVICES);
  const tariff = laneTariff(index, input.kind, input.pol, input.pod);

  // The hits: hitService[h] sails on hitDay[h].
  const hitService: number[] = [];
  const hitDay: number[] = [];
  let anyPriced = false;
  const view = scheduleView();
  let service = 0;
  const visit = (day: number) => {
    hitService.push(service);
    hitDay.push(day);
    return true;
  };
  for (; service < lane.entries.length; service++) {
    const before = hitDay.length;
    forEachSailingDay(view.at(lane, service), fromDay, toDay, today, visit);
    if (hitDay.length > before && lane.priced[service] === 1) anyPriced = true;
  }
  const prices = sortPrices(lane, cargo, tariff, (entry) => linePrice(index, entry, cargo, tariff));

  const facets = facetsOf(catalog, lane, hitService, hitDay);
  const notice = hitDay.length === 0 ? 'NO_ROUTE' : anyPriced ? null : 'NO_FREIGHT';

  const carriers = new Set(input.carriers.map((c) => c.trim().toUpperCase()));
  const week = input.week ? mondayOf(isoToDay(input.week)) : null;
  const kept: number[] = [];
  for (let h = 0; h < hitDay.length; h++) {
    const i = hitService[h] ?? 0;
    if (carriers.size > 0 && !carriers.has(lane.carriers[lane.carrier[i] ?? 0] ?? '')) continue;
    if (input.routing !== 'all' && (input.routing === 'direct') !== (lane.direct[i] === 1)) continue;
    if (week !== null && mondayOf(hitDay[h] ?? 0) !== week) continue;
    kept.push(h);
  }
  const ordered = sortHits(
    kept,
    input.page * input.pageSize,
    lane,
    prices,
    hitService,
    hitDay,
    input.sort,
    input.order === 'desc' ? -1 : 1,
  );
  const page = ordered.slice((input.page - 1) * input.pageSize);

  const pageEntries = page.map((h) => lane.entries[hitService[h] ?? 0] as ServiceEntry);
  const marked =
    favourites && page.length > 0 ? await favourites([...new Set(pageEntries.map((e) => e.id))]) : NO_FAVOURITES;
  const linePrices = new Map<ServiceEntry, LinePrice>();
  return {
    items: page.map((h, at) => {
      const entry = pageEntries[at] as ServiceEntry;
      const day = hitDay[h] ?? 0;
      let price = linePrices.get(entry);
      if (!price) {
        price = linePrice(index, entry, cargo, tariff);
        linePrices.set(entry, price);
      }
      return buildLine(catalog, index, entry, sailingAt(entry, day), price, marked.has(entry.id));
    }),
    total: kept.length,
    facets,
    notice,
    from: dayToIso(fromDay),
    to: dayToIso(toDay),
    rates: index.rates,
  };
}

const NO_SERVICES: readonly ServiceEntry[] = Object.freeze([]);

function facetsOf(
  catalog: Catalog,
  lane: LaneColumns,
  hitService: readonly number[],
  hitDay: readonly number[],
): QuoteSearchResult['facets'] {
  const byCarrier = new Int32Array(lane.carriers.length);
  const weeks = new Map<number, number>();
  let direct = 0;
  for (let h = 0; h < hitDay.length; h++) {
    const i = hitService[h] ?? 0;
    const c = lane.carrier[i] ?? 0;
    byCarrier[c] = (byCarrier[c] ?? 0) + 1;
    const monday = mondayOf(hitDay[h] ?? 0);
    weeks.set(monday, (weeks.get(monday) ?? 0) + 1);
    if (lane.direct[i] === 1) direct++;
  }
  const carriers: [string, number][] = [];
  byCarrier.forEach((count, c) => {
    if (count > 0) carriers.push([lane.carriers[c] ?? '', count]);
  });
  return {
    carriers: carriers
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([code, count]) => ({ carrier: carrierOf(catalog, code), count })),
    weeks: [...weeks].sort((a, b) => a[0] - b[0]).map(([monday, count]) => ({ week: dayToIso(monday), count })),
    direct,
    transship: hitDay.length - direct,
  };
}

/** The numbers each hit sorts by, in order: the chosen key (two numbers), then the fixed tie-breakers. */
const SORT_KEYS = 7;

/**
 * The first `wanted` kept hits in answer order: the chosen key in the chosen direction, then fixed tie-breakers so
 * pages never overlap (day, price, transit time, service). Unpriced lines sort after priced ones in
 * either direction. Each hit's keys are laid out once in one array, so a comparison reads numbers.
 */
function sortHits(
  kept: readonly number[],
  wanted: number,
  lane: LaneColumns,
  prices: Float64Array,
  hitService: readonly number[],
  hitDay: readonly number[],
  sort: SortKey,
  direction: number,
): number[] {
  const keys = new Float64Array(hitDay.length * SORT_KEYS);
  for (const h of kept) {
    const i = hitService[h] ?? 0;
    const day = hitDay[h] ?? 0;
    const transit = lane.transitDays[i] ?? 0;
    const priced = lane.priced[i] === 1;
    const price = priced ? (prices[i] ?? 0) : 0;
    const at = h * SORT_KEYS;
    // Price: priced first in either direction, then the price in the chosen direction.
    keys[at] = sort === 'price' ? (priced ? 0 : 1) : sort === 'transit' ? transit * direction : day * direction;
    keys[at + 1] = sort === 'price' ? price * direction : 0;
    keys[at + 2] = day;
    keys[at + 3] = priced ? 0 : 1;
    keys[at + 4] = price;
    keys[at + 5] = transit;
    keys[at + 6] = lane.serviceNo[i] ?? 0;
  }
  const compare = (a: number, b: number) => {
    const x = a * SORT_KEYS;
    const y = b * SORT_KEYS;
    for (let k = 0; k < SORT_KEYS; k++) {
      // NaN (two unreachable prices, +Infinity − +Infinity) falls through to the next key, as equal.
      const d = (keys[x + k] ?? 0) - (keys[y + k] ?? 0);
      if (d) return d;
    }
    return (lane.entries[hitService[a] ?? 0]?.id ?? '').localeCompare(lane.entries[hitService[b] ?? 0]?.id ?? '');
  };
  return firstInOrder(kept, wanted, compare);
}

/**
 * The first `wanted` items of `items` in the order of `compare`, sorted: a page needs the first
 * page × page size of the hits, not all of them in order. Each item is compared with the last one
 * kept first, so most are turned away with one comparison; the rest are inserted where they belong.
 */
export function firstInOrder<T>(items: readonly T[], wanted: number, compare: (a: T, b: T) => number): T[] {
  if (wanted >= items.length) return [...items].sort(compare);
  const best: T[] = [];
  if (wanted <= 0) return best;
  for (const item of items) {
    if (best.length === wanted && compare(item, best[wanted - 1] as T) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(item, best[mid] as T) < 0) high = mid;
      else low = mid + 1;
    }
    best.splice(low, 0, item);
    if (best.length > wanted) best.pop();
  }
  return best;
}
