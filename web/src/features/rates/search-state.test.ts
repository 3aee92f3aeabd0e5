import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cargoFieldProblems, toFclSearch, toQuoteSearch } from './search-check.ts';
import {
  addDays,
  detailsQuery,
  isSailingDayAllowed,
  type LclSearchState,
  readLclState,
  readStoredSearch,
  restorable,
  sailingDayProblem,
  withLane,
  writeLclState,
  writeStoredSearch,
} from './search-state.ts';

const TODAY = '2026-06-01';

const full: LclSearchState = {
  pol: 'CNSHA',
  pod: 'USLAX',
  date: '2026-06-10',
  weight: '1200.5',
  volume: '3.2',
  pieces: '12',
  sort: 'transit',
  order: 'desc',
  carriers: ['COSU', 'MAEU'],
  routing: 'direct',
  week: '2026-06-08',
  page: 3,
  pageSize: 50,
};

afterEach(() => localStorage.clear());

describe('search state in the URL', () => {
  it('reads back every field it wrote', () => {
    expect(readLclState(writeLclState(full))).toEqual(full);
  });

  it('leaves defaults out of the query string', () => {
    const state = readLclState(new URLSearchParams('pol=cnsha&pod=USLAX'));
    expect(state).toMatchObject({ pol: 'CNSHA', sort: 'price', order: 'asc', routing: 'all', page: 1, pageSize: 20 });
    expect(writeLclState(state).toString()).toBe('pol=CNSHA&pod=USLAX');
  });

  it('reads malformed parameters as their defaults', () => {
    const state = readLclState(
      new URLSearchParams('sort=cheapest&order=up&routing=air&page=-2&pageSize=500&week=soon&carriers=COSU,,bad code'),
    );
    expect(state).toMatchObject({ sort: 'price', order: 'asc', routing: 'all', page: 1, pageSize: 20 });
    expect(state.week).toBeUndefined();
    expect(state.carriers).toEqual(['COSU']);
  });

  it('drops the filters of the old lane and goes back to the first page on a new lane', () => {
    const next = withLane(full, { pol: 'CNNGB', pod: 'USLAX', date: '2026-06-20' });
    expect(next).toMatchObject({ pol: 'CNNGB', page: 1, carriers: [], week: undefined, sort: 'transit' });
    const sameLane = withLane(full, { ...full, weight: '900' });
    expect(sameLane.carriers).toEqual(['COSU', 'MAEU']);
  });
});

describe('the search request', () => {
  it('is the domain request with the kind, the cargo and the filters', () => {
    const checked = toQuoteSearch('import', full, TODAY);
    expect(checked).toEqual({
      ok: true,
      search: {
        kind: 'import',
        pol: 'CNSHA',
        pod: 'USLAX',
        sailingDate: '2026-06-10',
        cargo: { weightKg: 1200.5, volumeCbm: 3.2, pieces: 12 },
        sort: 'transit',
        order: 'desc',
        carriers: ['COSU', 'MAEU'],
        routing: 'direct',
        week: '2026-06-08',
        page: 3,
        pageSize: 50,
      },
    });
  });

  it('needs the origin and the destination', () => {
    const base = readLclState(new URLSearchParams());
    expect(toQuoteSearch('export', { ...base, pod: 'USLAX' }, TODAY)).toEqual({ ok: false, problem: 'POL_REQUIRED' });
    expect(toQuoteSearch('export', { ...base, pol: 'CNSHA' }, TODAY)).toEqual({ ok: false, problem: 'POD_REQUIRED' });
  });

  it('refuses a past, malformed or too distant sailing date', () => {
    for (const date of ['2026-05-31', '2026-13-01', 'soon', '2026-11-29']) {
      expect(toQuoteSearch('export', { ...full, date }, TODAY)).toEqual({ ok: false, problem: 'SAILING_DATE_INVALID' });
    }
    expect(toQuoteSearch('export', { ...full, date: '2026-06-01' }, TODAY).ok).toBe(true);
    expect(toQuoteSearch('export', { ...full, date: '2026-11-28' }, TODAY).ok).toBe(true);
    expect(toQuoteSearch('export', { ...full, date: undefined }, TODAY).ok).toBe(true);
  });

  it('takes the cargo whole or not at all, within the shipment limits', () => {
    const lane = { ...full, weight: undefined, volume: undefined, pieces: undefined };
    expect(toQuoteSearch('export', lane, TODAY)).toMatchObject({ ok: true, search: { cargo: undefined } });
    expect(toQuoteSearch('export', { ...lane, volume: '2' }, TODAY)).toEqual({
      ok: false,
      problem: 'CARGO_WEIGHT_INVALID',
    });
    expect(toQuoteSearch('export', { ...full, volume: '201' }, TODAY)).toEqual({
      ok: false,
      problem: 'CARGO_VOLUME_INVALID',
    });
    expect(toQuoteSearch('export', { ...full, pieces: '1.5' }, TODAY)).toEqual({
      ok: false,
      problem: 'CARGO_PIECES_INVALID',
    });
  });

  it('checks the sailing day without the schemas, as the form does', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isSailingDayAllowed('2026-06-01', TODAY)).toBe(true);
    expect(isSailingDayAllowed('2026-02-30', '2026-01-01')).toBe(false);
    expect(sailingDayProblem(undefined, TODAY)).toBeNull();
    expect(sailingDayProblem('2026-11-29', TODAY)).toBe('SAILING_DATE_INVALID');
  });

  it('names the problem of each typed cargo field, and none while nothing is typed', () => {
    expect(cargoFieldProblems({})).toEqual({});
    expect(cargoFieldProblems({ weight: '100', volume: 'x' })).toEqual({
      volume: 'CARGO_VOLUME_INVALID',
      pieces: 'CARGO_PIECES_INVALID',
    });
  });

  it('builds the FCL request with the same lane checks', () => {
    const fcl = { pol: 'CNSHA', pod: 'USLAX', sort: 'price', order: 'asc', page: 1, pageSize: 20 } as const;
    expect(toFclSearch({ ...fcl, date: '2026-06-03' }, TODAY)).toMatchObject({ ok: true, search: { pol: 'CNSHA' } });
    expect(toFclSearch({ ...fcl, pod: undefined }, TODAY)).toEqual({ ok: false, problem: 'POD_REQUIRED' });
  });
});

describe('the remembered search', () => {
  it('keeps one search per page and restores only a search with a lane', () => {
    writeStoredSearch('export', 'pol=CNSHA&pod=USLAX');
    writeStoredSearch('fcl', 'pol=CNNGB&pod=DEHAM');
    expect(readStoredSearch('export')).toBe('pol=CNSHA&pod=USLAX');
    expect(readStoredSearch('fcl')).toBe('pol=CNNGB&pod=DEHAM');
    expect(readStoredSearch('import')).toBeNull();
    expect(restorable('pol=CNSHA')).toBeNull();
    expect(restorable(readStoredSearch('export'))).toBe('pol=CNSHA&pod=USLAX');
  });

  it('passes the cargo to the details page only when complete', () => {
    expect(detailsQuery('12:2026-06-10', full)).toBe('id=12%3A2026-06-10&weight=1200.5&volume=3.2&pieces=12');
    expect(detailsQuery('12:2026-06-10', { weight: '5' })).toBe('id=12%3A2026-06-10');
  });
});

describe('the checks of a search in the address', () => {
  it('build only the search requests, not the whole rates contract (decision 064)', () => {
    const source = readFileSync(`${import.meta.dirname}/search-check.ts`, 'utf8');
    const domain = [...source.matchAll(/^import (?!type )[^;]*? from '@seabook\/domain\/([\w.-]+)';/gm)].map(
      (match) => match[1],
    );
    expect(domain.sort()).toEqual(['china-time', 'quote-request']);
  });
});
