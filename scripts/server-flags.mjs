// The Node flags the API server runs with, shared by `npm start` (scripts/start.mjs) and the benchmark
// (bench/load.ts), so the benchmark measures the server as it is run.
//
// --max-semi-space-size=64: a larger young generation (64 MB semi-spaces instead of 16 MB). The quote
// search keeps its rate index in memory (decision 011); with a big index, objects of busy requests
// outlived the small young generation, were promoted, and the old space filled and was marked again and
// again. At 1M rate lines this halved the search's throughput under load (docs/benchmarks.md).
//
// The price: the young generation a burst grows stays grown. Measured in one run each at 10k / 100k rate
// lines (2026-11-27): semi-spaces of 16 MB gave 1,784 / 1,205 searches a second and a peak of
// 268 / 340 MiB; 32 MB 1,712 / 1,029 and 297 / 384; 64 MB 2,385 / 1,550 and 362 / 458. The searches are
// what a customer waits for, so 64 stays.
//
// --expose-gc: the collector the server calls, once nobody is asking, to give back what a burst or its
// own start grew (server/src/lib/memory-trim.ts, decision 051). Nothing else calls it.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--expose-gc'];
