import type { Server } from 'node:http';
import v8 from 'node:v8';

/** The collector Node exposes under `--expose-gc` (scripts/server-flags.mjs), with its options. */
type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface MemoryTrimOptions {
  /** Quiet means no request began for this long. */
  quietMs: number;
  /** The heap has to have grown by this much since the last trim (or since start) to be worth one. */
  growthBytes: number;
  /** At most one trim in this long, whatever happens. */
  minIntervalMs: number;
  /** The collector; the one `--expose-gc` gives when not set. Without either, nothing is trimmed. */
  collect?: Collect;
  /** How big the heap is now (V8's total heap size, young generation included). */
  heapBytes?: () => number;
  /** Told after each trim: the heap before and after, and how long the collection took. */
  onTrim?: (trim: { beforeBytes: number; afterBytes: number; ms: number }) => void;
}

export interface MemoryTrim {
  /** Trims now if the heap has grown enough since the last trim (the end of the start). */
  now(): void;
  stop(): void;
}

/**
 * Gives memory back once the server is quiet (decision 051). V8 grows the young generation under load
 * (up to the 64 MB semi-spaces of server-flags.mjs) and while the server starts, and keeps it: 25 MB
 * of an idle server's 155 MiB resident was a young generation grown while the modules loaded, and after
 * a burst of searches the process stayed at its peak. V8's own memory reducer did not return it within
 * the seconds an idle server was watched. When no request has begun for `quietMs` and the heap has
 * grown by `growthBytes` since the last trim, one full collection that also shrinks the young
 * generation runs. It is a pause of its own (tens of milliseconds on a small heap, more with a large
 * rate index), so it is taken only when nobody is waiting, at most once per `minIntervalMs`. A trimmed
 * heap grows back at a cost: the first heavy request after it (a rate sheet export) meets the
 * collections the trim saved, so `quietMs` is long, and `now()` is for the end of the start.
 */
export function startMemoryTrim(server: Server, options: MemoryTrimOptions): MemoryTrim {
  const collect = options.collect ?? (globalThis as { gc?: Collect }).gc;
  if (!collect) return { now() {}, stop() {} };
  const heapBytes = options.heapBytes ?? (() => v8.getHeapStatistics().total_heap_size);
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  server.on('request', count);
  let seen = -1;
  let quietSince = Date.now();
  let lastTrim = Number.NEGATIVE_INFINITY;
  // Nothing trimmed yet: all that the start grew counts, so the first quiet moment trims.
  let baseline = 0;
  const tick = () => {
    const now = Date.now();
    if (requests !== seen) {
      seen = requests;
      quietSince = now;
      return;
    }
    if (now - quietSince < options.quietMs || now - lastTrim < options.minIntervalMs) return;
    trimIfGrown();
  };
  const trimIfGrown = () => {
    const before = heapBytes();
    if (before - baseline < options.growthBytes) return;
    const started = performance.now();
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    lastTrim = Date.now();
    baseline = heapBytes();
    options.onTrim?.({ beforeBytes: before, afterBytes: baseline, ms: performance.now() - started });
  };
  const timer = setInterval(tick, Math.max(100, Math.floor(options.quietMs / 4)));
  timer.unref();
  return {
    now: trimIfGrown,
    stop() {
      clearInterval(timer);
      server.off('request', count);
    },
  };
}
