// One autocannon run in a process of its own (bench/load.ts starts it): the load generator never shares
// a heap with the benchmark's seeding and bookkeeping, so each measurement starts from the same state.
// Reads { url, connections, duration, requests } as JSON from argv[2]; prints autocannon's result.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({ ...options, timeout: 30 });
process.stdout.write(JSON.stringify(result));
