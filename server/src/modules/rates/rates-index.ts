import type { Db } from '../../db/client.ts';
import type { RatesIndex } from './index-model.ts';
import { loadIndex, patchIndex, type RatesChange, readRatesVersion } from './load-index.ts';

/**
 * The search index: every published, still-valid LCL service in memory with its tariff lines,
 * grouped by lane, plus the port charges, FCL rates, pickup tariffs and exchange rates. A search
 * reads one lane from a Map, so its cost does not depend on how many lines other lanes hold.
 *
 * Freshness: each instance re-reads the one-row `rates_version` at most once per FRESHNESS_MS, in
 * the background; when the version moved, it loads a new index and swaps it in while searches keep
 * using the old one (so a reload never shows up in search latency). A write made through this
 * instance's service functions waits for the new index before it returns (`syncRatesIndex`).
 */

export const FRESHNESS_MS = 1000;

type IndexState = {
  index: RatesIndex | null;
  loading: Promise<RatesIndex> | null;
  checking: Promise<void> | null;
  checkedAt: number;
};

const states = new WeakMap<Db, IndexState>();

function stateOf(db: Db): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { index: null, loading: null, checking: null, checkedAt: 0 };
    states.set(db, state);
  }
  return state;
}

/** The current index of a database: loads it on first use, and re-checks the version at most once a second. */
export async function getRatesIndex(db: Db): Promise<RatesIndex> {
  const state = stateOf(db);
  if (!state.index) {
    state.loading ??= loadInto(db, state);
    return state.loading;
  }
  if (!state.checking && Date.now() - state.checkedAt >= FRESHNESS_MS) {
    state.checkedAt = Date.now();
    // A failed check (say, the database restarting) keeps the current index; the next one retries.
    state.checking = refresh(db, state)
      .catch(() => undefined)
      .finally(() => {
        state.checking = null;
      });
  }
  return state.index;
}

/**
 * After a rates write through this instance: the next search sees the change. Other instances follow
 * within a second. A write that says what it changed (`change`) has only that part read again when it
 * was the one write since the index was loaded (an operator's save: milliseconds, not a whole reload).
 */
export async function syncRatesIndex(db: Db, change?: RatesChange): Promise<void> {
  const state = states.get(db);
  if (!state) return;
  await Promise.allSettled([state.checking, state.loading]);
  // Nothing loaded yet: the first search loads the current data.
  if (!state.index) return;
  state.checkedAt = Date.now();
  if (change) {
    const current = state.index;
    const patched = await patchIndex(db, current, change).catch(() => null);
    // Swapped in unless a reload replaced the index meanwhile (then that one is at least as new).
    if (patched && state.index === current) {
      state.index = patched;
      return;
    }
  }
  // The write is committed whatever happens here; a failed reload is retried by the next check.
  await refresh(db, state).catch(() => undefined);
}

/** Waits for a version check or load in flight, so nothing touches the database after the app closes. */
export async function settleRatesIndex(db: Db): Promise<void> {
  const state = states.get(db);
  await Promise.allSettled([state?.checking, state?.loading]);
}

async function refresh(db: Db, state: IndexState): Promise<void> {
  // A load already running may have read the version before the change: let it finish, then compare.
  if (state.loading) await state.loading;
  const version = await readRatesVersion(db);
  if (state.index && state.index.version === version) return;
  state.loading ??= loadInto(db, state);
  await state.loading;
}

async function loadInto(db: Db, state: IndexState): Promise<RatesIndex> {
  try {
    const index = await loadIndex(db);
    state.index = index;
    state.checkedAt = Date.now();
    return index;
  } finally {
    state.loading = null;
  }
}
