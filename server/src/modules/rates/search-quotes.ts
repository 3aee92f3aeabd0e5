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
import { buildLine, carrierOf, checkLanePorts, type LinePrice, linePrice } from './quote-lines.ts';
import { getRatesIndex } from './rates-index.ts';
import { type Sailing, sailingsBetween, windowStart } from './sailings.ts';

/** One sailing found by a search, before it becomes a quote line (only the page shown is built). */
type Hit = { entry: ServiceEntry; sailing: Sailing; price: LinePrice; week: number };

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
 * text when the route has it. Logged-in callers get their favourites marked, so they are not cached.
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
    keep(kept, key, json);
  }
  if (text !== undefined && text.length <= MAX_TEXT_KEY) keep(kept, textKey(text), json);
  return json;
}

/**
 * The LCL search (POST /v2/oe_sea/price): every sailing of the lane's services in the window, priced
 * for the cargo (or the minimum), with facets counted before the carrier, routing and week filters.
 * It reads one lane of the in-memory index and, for a logged-in caller, runs one query for favourites.
 */
export async function searchQuotes(db: Db, favourites: FavouriteMarks, input: QuoteSearch): Promise<QuoteSearchResult> {
  const catalog = await getCatalog(db);
  checkLanePorts(catalog, input.pol, input.pod);
  const today = todayDay();
  const fromDay = windowStart(input.sailingDate, today);
  const toDay = fromDay + SEARCH_WINDOW_DAYS - 1;
  const index = await getRatesIndex(db);
  const cargo = input.cargo ?? null;

  const hits: Hit[] = [];
  let anyPriced = false;
  for (const entry of index.lanes.get(laneKey(input.kind, input.pol, input.pod)) ?? []) {
    const sailings = sailingsBetween(entry, fromDay, toDay, today);
    if (sailings.length === 0) continue;
    const price = linePrice(index, entry, cargo);
    anyPriced ||= price.priced;
    for (const sailing of sailings) hits.push({ entry, sailing, price, week: mondayOf(sailing.day) });
  }

  const facets = facetsOf(catalog, hits);
  const notice = hits.length === 0 ? 'NO_ROUTE' : anyPriced ? null : 'NO_FREIGHT';

  const carriers = new Set(input.carriers.map((c) => c.trim().toUpperCase()));
  const week = input.week ? mondayOf(isoToDay(input.week)) : null;
  const kept = hits.filter(
    (h) =>
      (carriers.size === 0 || carriers.has(h.entry.carrier)) &&
      (input.routing === 'all' || (input.routing === 'direct') === (h.entry.via === null)) &&
      (week === null || h.week === week),
  );
  kept.sort(comparator(input.sort, input.order === 'desc' ? -1 : 1));
  const page = kept.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);

  const marked =
    favourites && page.length > 0 ? await favourites([...new Set(page.map((h) => h.entry.id))]) : NO_FAVOURITES;
  return {
    items: page.map((h) => buildLine(catalog, index, h.entry, h.sailing, h.price, marked.has(h.entry.id))),
    total: kept.length,
    facets,
    notice,
    from: dayToIso(fromDay),
    to: dayToIso(toDay),
    rates: index.rates,
  };
}

function facetsOf(catalog: Catalog, hits: readonly Hit[]): QuoteSearchResult['facets'] {
  const carriers = new Map<string, number>();
  const weeks = new Map<number, number>();
  let direct = 0;
  for (const h of hits) {
    carriers.set(h.entry.carrier, (carriers.get(h.entry.carrier) ?? 0) + 1);
    weeks.set(h.week, (weeks.get(h.week) ?? 0) + 1);
    if (h.entry.via === null) direct++;
  }
  return {
    carriers: [...carriers]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([code, count]) => ({ carrier: carrierOf(catalog, code), count })),
    weeks: [...weeks].sort((a, b) => a[0] - b[0]).map(([monday, count]) => ({ week: dayToIso(monday), count })),
    direct,
    transship: hits.length - direct,
  };
}

/** Unpriced lines sort after priced ones in either direction. */
function byPrice(a: Hit, b: Hit, direction: number): number {
  const ap = a.price.priced;
  const bp = b.price.priced;
  if (ap !== bp) return ap ? -1 : 1;
  return ap ? (a.price.sortPrice - b.price.sortPrice) * direction : 0;
}

/** The chosen key in the chosen direction, then fixed tie-breakers so pages never overlap. */
function comparator(sort: SortKey, direction: number): (a: Hit, b: Hit) => number {
  const ties = (a: Hit, b: Hit) =>
    a.sailing.day - b.sailing.day ||
    byPrice(a, b, 1) ||
    a.entry.transitDays - b.entry.transitDays ||
    Number(a.entry.id) - Number(b.entry.id) ||
    a.entry.id.localeCompare(b.entry.id);
  switch (sort) {
    case 'price':
      return (a, b) => byPrice(a, b, direction) || ties(a, b);
    case 'transit':
      return (a, b) => (a.entry.transitDays - b.entry.transitDays) * direction || ties(a, b);
    case 'sailing':
      return (a, b) => (a.sailing.day - b.sailing.day) * direction || ties(a, b);
  }
}
