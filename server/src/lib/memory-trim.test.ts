import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMemoryTrim } from './memory-trim.ts';

const MB = 1024 * 1024;

describe('memory trim (decision 051)', () => {
  let server: http.Server;
  let base: string;
  beforeEach(async () => {
    server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    vi.useRealTimers();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A heap whose size the test sets, and a collector that brings it back to `compactTo`. */
  function fakeHeap(initialMB: number, compactToMB: number) {
    let bytes = initialMB * MB;
    const collect = vi.fn(() => {
      bytes = compactToMB * MB;
    });
    return { collect, heapBytes: () => bytes, grow: (mb: number) => (bytes += mb * MB) };
  }

  it('trims once the server is quiet, and not while requests keep coming', async () => {
    const heap = fakeHeap(60, 35);
    const trims: { beforeBytes: number; afterBytes: number }[] = [];
    const trim = startMemoryTrim(server, {
      quietMs: 300,
      growthBytes: 16 * MB,
      minIntervalMs: 0,
      collect: heap.collect,
      heapBytes: heap.heapBytes,
      onTrim: (t) => trims.push(t),
    });
    try {
      // A request every 50 ms for 600 ms: never quiet for 300 ms, so never trimmed.
      for (let i = 0; i < 12; i += 1) {
        expect((await fetch(base)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(heap.collect).not.toHaveBeenCalled();
      // Quiet: the growth since start (60 MB from nothing) is given back once.
      await vi.waitFor(() => expect(heap.collect).toHaveBeenCalledTimes(1), { timeout: 2_000 });
      expect(heap.collect).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      expect(trims).toEqual([{ beforeBytes: 60 * MB, afterBytes: 35 * MB, ms: expect.any(Number) }]);

      // Still quiet, nothing grew: no second collection.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heap.collect).toHaveBeenCalledTimes(1);

      // A burst grows the heap by less than the threshold: not worth a pause.
      await fetch(base);
      heap.grow(10);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heap.collect).toHaveBeenCalledTimes(1);

      // A bigger one is trimmed after it ends.
      await fetch(base);
      heap.grow(10);
      await vi.waitFor(() => expect(heap.collect).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    } finally {
      trim.stop();
    }
  });

  it('waits the minimum interval between trims', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const heap = fakeHeap(100, 40);
    // Not listening: its requests are told by emitting the event.
    const quiet = http.createServer();
    const trim = startMemoryTrim(quiet, {
      quietMs: 1_000,
      growthBytes: 16 * MB,
      minIntervalMs: 30_000,
      collect: heap.collect,
      heapBytes: heap.heapBytes,
    });
    try {
      vi.advanceTimersByTime(1_500);
      expect(heap.collect).toHaveBeenCalledTimes(1);
      quiet.emit('request');
      heap.grow(100);
      vi.advanceTimersByTime(20_000);
      expect(heap.collect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10_000);
      expect(heap.collect).toHaveBeenCalledTimes(2);
    } finally {
      trim.stop();
    }
  });

  it('trims at once when asked, if the heap grew (the end of the start)', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const heap = fakeHeap(70, 30);
    const trim = startMemoryTrim(http.createServer(), {
      quietMs: 60_000,
      growthBytes: 16 * MB,
      minIntervalMs: 60_000,
      collect: heap.collect,
      heapBytes: heap.heapBytes,
    });
    try {
      trim.now();
      expect(heap.collect).toHaveBeenCalledTimes(1);
      // Nothing grew since: asking again costs no pause.
      trim.now();
      heap.grow(8);
      trim.now();
      expect(heap.collect).toHaveBeenCalledTimes(1);
    } finally {
      trim.stop();
    }
  });

  it('does nothing without a collector (the server run without --expose-gc)', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const quiet = http.createServer();
    const trim = startMemoryTrim(quiet, { quietMs: 100, growthBytes: 0, minIntervalMs: 0, collect: undefined });
    expect(quiet.listenerCount('request')).toBe(0);
    vi.advanceTimersByTime(1_000);
    trim.stop();
  });
});
