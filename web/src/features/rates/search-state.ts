import { chinaToday } from '@seabook/domain/china-time';
import type { ErrorKey } from '@seabook/domain/errors';
import {
  MAX_SAILING_AHEAD_DAYS,
  ROUTINGS,
  type ServiceKind,
  SORT_KEYS,
  type SortKey,
} from '@seabook/domain/quote-rules';
import { readSetting, writeSetting } from '../../lib/storage.ts';

/**
 * The search lives in the URL query string (shareable, back-button friendly) and the last one is kept in
 * browser storage ("search info", spec §3) so the page without parameters restores it. These functions are
 * the one translation between the query string and the form. They use neither zod nor a date library, as the
 * search form of the first page needs them; the domain's request is built by search-check.ts, loaded later.
 */

export type SortOrder = 'asc' | 'desc';
export type Routing = (typeof ROUTINGS)[number];

/** What the search form holds, as typed: ports, first sailing day and the optional cargo. */
export type LaneFields = {
  pol?: string;
  pod?: string;
  /** YYYY-MM-DD; empty means "from today". */
  date?: string;
  weight?: string;
  volume?: string;
  pieces?: string;
};

export type LclSearchState = LaneFields & {
  sort: SortKey;
  order: SortOrder;
  /** SCAC codes kept by the carrier filter; empty keeps every carrier. */
  carriers: string[];
  routing: Routing;
  /** Monday of the sailing week kept by the week filter. */
  week?: string;
  page: number;
  pageSize: number;
};

export type FclSearchState = Pick<LaneFields, 'pol' | 'pod' | 'date'> & {
  sort: SortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SCAC = /^[A-Z0-9]{2,8}$/;

function text(params: URLSearchParams, key: string, max = 40): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function laneFrom(params: URLSearchParams): LaneFields {
  return {
    pol: text(params, 'pol', 5)?.toUpperCase(),
    pod: text(params, 'pod', 5)?.toUpperCase(),
    // Kept even when malformed, so the page can say the sailing date is not valid.
    date: text(params, 'date', 10),
    weight: text(params, 'weight', 20),
    volume: text(params, 'volume', 20),
    pieces: text(params, 'pieces', 20),
  };
}

/** Reads an LCL search from a query string; anything malformed reads as its default. */
export function readLclState(params: URLSearchParams): LclSearchState {
  const week = text(params, 'week', 10);
  return {
    ...laneFrom(params),
    sort: oneOf(params.get('sort'), SORT_KEYS, 'price'),
    order: oneOf(params.get('order'), ['asc', 'desc'] as const, 'asc'),
    carriers: (params.get('carriers') ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter((c) => SCAC.test(c))
      .slice(0, 50),
    routing: oneOf(params.get('routing'), ROUTINGS, 'all'),
    week: week && DAY.test(week) ? week : undefined,
    page: positiveInt(params.get('page'), 1, 1000),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, 100),
  };
}

export function readFclState(params: URLSearchParams): FclSearchState {
  const { pol, pod, date } = laneFrom(params);
  return {
    pol,
    pod,
    date,
    sort: oneOf(params.get('sort'), SORT_KEYS, 'price'),
    order: oneOf(params.get('order'), ['asc', 'desc'] as const, 'asc'),
    page: positiveInt(params.get('page'), 1, 1000),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, 100),
  };
}

/** Writes a search as a query string, leaving out defaults so shared links stay short. */
export function writeLclState(state: LclSearchState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | undefined, fallback?: string) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, value);
  };
  put('pol', state.pol);
  put('pod', state.pod);
  put('date', state.date);
  put('weight', state.weight);
  put('volume', state.volume);
  put('pieces', state.pieces);
  put('sort', state.sort, 'price');
  put('order', state.order, 'asc');
  put('carriers', state.carriers.join(','));
  put('routing', state.routing, 'all');
  put('week', state.week);
  put('page', String(state.page), '1');
  put('pageSize', String(state.pageSize), String(DEFAULT_PAGE_SIZE));
  return params;
}

export function writeFclState(state: FclSearchState): URLSearchParams {
  return writeLclState({ ...state, carriers: [], routing: 'all' });
}

/** A new lane from the form: filters that depend on the old results are dropped, paging starts again. */
export function withLane<S extends LclSearchState | FclSearchState>(state: S, lane: LaneFields): S {
  const next = { ...state, ...lane, page: 1 };
  if ('carriers' in next && (lane.pol !== state.pol || lane.pod !== state.pod)) next.carriers = [];
  if ('week' in next && lane.date !== state.date) next.week = undefined;
  return next;
}

/** A calendar day (YYYY-MM-DD) `days` later; days are counted in UTC so no clock change shifts them. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/**
 * The last day that may be chosen as the first sailing. Today is the China calendar day the server counts
 * with, since sailings are Chinese port dates: a visitor abroad late in the evening would otherwise pick a
 * day the server calls past.
 */
export function lastSailingDay(today: string = chinaToday()): string {
  return addDays(today, MAX_SAILING_AHEAD_DAYS);
}

/** Whether a day may be chosen as the first sailing: today up to MAX_SAILING_AHEAD_DAYS ahead. */
export function isSailingDayAllowed(day: string, today: string = chinaToday()): boolean {
  // YYYY-MM-DD strings order like the days they name.
  return isCalendarDay(day) && day >= today && day <= lastSailingDay(today);
}

/** The catalogue key explaining why a typed day cannot be searched, or null when it can. */
export function sailingDayProblem(date: string | undefined, today: string = chinaToday()): ErrorKey | null {
  if (!date) return null;
  return isSailingDayAllowed(date, today) ? null : 'SAILING_DATE_INVALID';
}

/** Whether any of weight, volume and pieces is typed (then all three must be valid). */
export function hasCargo(lane: LaneFields): boolean {
  return Boolean(lane.weight || lane.volume || lane.pieces);
}

export type Checked<T> = { ok: true; search: T } | { ok: false; problem: ErrorKey };

/** Checks the lane the way the form does: origin, destination, sailing day (the cargo needs search-check.ts). */
export function laneProblem(lane: LaneFields, today: string = chinaToday()): ErrorKey | null {
  if (!lane.pol) return 'POL_REQUIRED';
  if (!lane.pod) return 'POD_REQUIRED';
  return sailingDayProblem(lane.date, today);
}

/** Which remembered search a page uses. */
export type SearchSlot = ServiceKind | 'fcl';

function storedSearches(): Record<string, string> {
  const stored = readSetting('searchInfo') ?? {};
  const out: Record<string, string> = {};
  for (const [slot, query] of Object.entries(stored)) if (typeof query === 'string') out[slot] = query;
  return out;
}

/** The last search of a page as a query string, or null. */
export function readStoredSearch(slot: SearchSlot): string | null {
  return storedSearches()[slot] ?? null;
}

/** Whether an address's query string asks for a search (names a port): the price pages then show one. */
export function asksSearch(params: URLSearchParams): boolean {
  return params.has('pol') || params.has('pod');
}

/** A remembered search worth restoring: one that names a lane. */
export function restorable(query: string | null): string | null {
  if (!query) return null;
  const params = new URLSearchParams(query);
  return params.has('pol') && params.has('pod') ? query : null;
}

/** Remembers a page's search (its query string) for the next visit. */
export function writeStoredSearch(slot: SearchSlot, query: string): void {
  writeSetting('searchInfo', { ...storedSearches(), [slot]: query });
}

/** The query string of the details page for a line and the searched cargo. */
export function detailsQuery(lineId: string, lane: LaneFields): string {
  const params = new URLSearchParams({ id: lineId });
  if (lane.weight && lane.volume && lane.pieces) {
    params.set('weight', lane.weight);
    params.set('volume', lane.volume);
    params.set('pieces', lane.pieces);
  }
  return params.toString();
}
