import type { Db } from '../../db/client.ts';
import type { RatesIndex } from './index-model.ts';
import { loadIndex, patchIndex, type RatesChange, readRatesVersion } from './load-index.ts';

/**
 * The search index: every published, still-valid LCL service in memory with its tariff lines,
 * grouped by lane, plus the port charges, FCL rates, pickup tariffs and exchange rates. A search
 * reads one lane from a Map, so its cost does not depend on how many lines other lanes hold.
 *
 * Freshness: each instance re-reads the one-row `rates_version` every FRESHNESS_MS in the background,
 * from its first use until the app closes (a timer, so no search waits for it). When the version
 * moved by one and the write stored what it changed (another instance's desk edit), only that part
 * is read again (`patchIndex`, milliseconds); otherwise a new index is loaded. Either way it is swapped
 * in while searches keep using the old one, so a reload never shows up in search latency, and a
 * change made on any instance is in every instance's search within FRESHNESS_MS plus the patch, well under
 * 200 ms (decision 026; `npm run bench` measures it with two instances). A write
 * made through this instance's service functions waits for the new index before it returns
 * (`syncRatesIndex`).
 */

/** A one-row primary-key read ten times a second per instance: a saved rate is everywhere within 200 ms (issue 20). */
export const FRESHNESS_MS = 100;

type IndexState = {
  index: RatesIndex | null;
  loading: Promise<RatesIndex> | null;
  checking: Promise<void> | null;
  watch: ReturnType<typeof setInterval> | null;
};

const states = new WeakMap<Db, IndexState>();

function stateOf(db: Db): IndexState {
  let state = states.get(db);
  if (!state) {
    const created: IndexState = { index: null, loading: null, checking: null, watch: null };
    created.watch = setInterval(() => check(db, created), FRESHNESS_MS);
    // The timer never keeps a process alive; the app stops it on close (`settleRatesIndex`).
    created.watch.unref();
    state = created;
    states.set(db, state);
  }
  return state;
}

/** The current index of a database: loads it on first use; the watch keeps it fresh after that. */
export async function getRatesIndex(db: Db): Promise<RatesIndex> {
  const state = stateOf(db);
  if (!state.index) {
    state.loading ??= loadInto(db, state);
    return state.loading;
  }
  return state.index;
}

/** One background version check, unless one is running or nothing is loaded yet. */
function check(db: Db, state: IndexState): void {
  if (!state.index || state.checking) return;
  // A failed check (say, the database restarting) keeps the current index; the next one retries.
  state.checking = refresh(db, state)
    .catch(() => undefined)
    .finally(() => {
      state.checking = null;
    });
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

/** Stops the watch and waits for a check or load in flight, so nothing touches the database after the app closes. */
export async function settleRatesIndex(db: Db): Promise<void> {
  const state = states.get(db);
  if (state?.watch) clearInterval(state.watch);
  states.delete(db);
  await Promise.allSettled([state?.checking, state?.loading]);
}

async function refresh(db: Db, state: IndexState): Promise<void> {
  // A load already running may have read the version before the change: let it finish, then compare.
  if (state.loading) await state.loading;
  const version = await readRatesVersion(db);
  const current = state.index;
  if (current && current.version === version) return;
  if (current && version === current.version + 1) {
    // One write since ours: when it stored what it changed, read only that part again.
    const patched = await patchIndex(db, current, 'stored').catch(() => null);
    if (patched && state.index === current) {
      state.index = patched;
      return;
    }
    // Replaced meanwhile by a patch or load of this instance, which is at least as new.
    if (state.index && state.index.version === version) return;
  }
  state.loading ??= loadInto(db, state);
  await state.loading;
}

async function loadInto(db: Db, state: IndexState): Promise<RatesIndex> {
  try {
    const index = await loadIndex(db);
    state.index = index;
    return index;
  } finally {
    state.loading = null;
  }
}
