import type { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';

/**
 * Gives memory back once the server goes quiet (issue 20, target 7). V8 grows the young generation
 * under a burst of work (a start, a load of searches, a rate sheet export) up to 2 × 64 MB, and only a
 * collection that reduces the footprint shrinks it again; nothing makes one in a server that idles, so
 * it kept the memory of its busiest moment for good.
 *
 * Every `periodMs` this looks back: a period with real work (the event loop over 5% busy, or more than
 * a few requests) marks the server busy; the first period after that with no request at all and an
 * event loop under 5% busy runs one such collection (tens of milliseconds, when nobody waits). A server
 * that keeps answering requests, however few, is never interrupted: its own collections do the work.
 *
 * `server` is the HTTP server, whose `request` events are counted. Needs `--expose-gc`
 * (scripts/server-flags.mjs); without it (tests, `npm run dev`) this does nothing.
 */
export function collectWhenQuiet(server: EventEmitter, periodMs = 1500): () => void {
  type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  const gc = (globalThis as { gc?: Gc }).gc;
  if (!gc) return () => {};
  let requests = 0;
  const count = () => {
    requests++;
  };
  server.on('request', count);
  let last = performance.eventLoopUtilization();
  // A start is a busy stretch: the first quiet period after it collects too.
  let busy = true;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    const asked = requests;
    requests = 0;
    if (utilization > 0.05 || asked > 10) busy = true;
    else if (busy && asked === 0) {
      busy = false;
      // "last-resort" is V8's collection that reduces the footprint (a plain major one leaves the young
      // generation as it is while the allocation rate it last measured was high).
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      last = performance.eventLoopUtilization();
    }
  }, periodMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', count);
  };
}
