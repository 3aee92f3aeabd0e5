// The Node flags the API server runs with, shared by `npm start` (scripts/start.mjs) and the benchmark
// (bench/load.ts), so the benchmark measures the server as it is run.
//
// --max-semi-space-size=64: a larger young generation (64 MB semi-spaces instead of 16 MB). The quote
// search keeps its rate index in memory (decision 011); with a big index, objects of busy requests
// outlived the small young generation, were promoted, and the old space filled and was marked again and
// again. At 1M rate lines this halved the search's throughput under load (docs/benchmarks.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
