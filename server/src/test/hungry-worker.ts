/** A worker that keeps everything it allocates, for the test that a worker's memory limit ends only it. */
const kept: number[][] = [];
for (;;) kept.push(new Array(1_000_000).fill(kept.length));
