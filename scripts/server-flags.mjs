// The Node flags the API server runs with, shared by `npm start` (scripts/start.mjs) and the benchmark
// (bench/load.ts), so the benchmark measures the server as it is run.
//
// --max-semi-space-size=32: a larger young generation (32 MB semi-spaces instead of 16 MB). The quote
// search keeps its rate index in memory (decision 011); with a big index, objects of busy requests
// outlived the small young generation, were promoted, and the old space filled and was marked again and
// again. At 1M rate lines this halved the search's throughput under load (docs/benchmarks.md).
//
// The price: the young generation a burst grows stays grown. Decision 051 chose 64 MB when the search
// still priced every service in full and kept a memo of prices; after decision 054 (lanes as columns,
// no memo, an answer kept only on its second sighting) the search allocates less, and one run each
// (2026-11-28, 10k / 100k / 1M rate lines) gave: 16 MB 4,260 / 2,894 / 1,703 searches a second, a peak of
// 224 / 291 / 735 MiB and a 1M search p99 of 194 ms; 32 MB 4,565 / 3,197 / 2,007, 279 / 311 / 739 MiB
// and 87 ms; 64 MB 3,897 / 3,482 / 1,949, 318 / 444 / 828 MiB and 132 ms. 32 keeps the searches and
// gives back a third of the peak.
//
// --expose-gc: the collector the server calls, once nobody is asking, to give back what a burst or its
// own start grew (server/src/lib/memory-trim.ts, decision 051). Nothing else calls it.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--expose-gc'];
