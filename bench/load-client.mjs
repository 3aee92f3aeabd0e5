// One autocannon run in a process of its own (bench/load.ts starts it): the load generator never shares
// a heap with the benchmark's seeding and bookkeeping, so each measurement starts from the same state.
// Reads { url, connections, duration, requests, varied? } as JSON from the file named by argv[2];
// prints autocannon's result.
//
// `varied` makes every request a new quote search, drawn as users draw them: any served lane, a
// sailing date in the next 60 days (or none), cargo of any size (or none), three sort orders, now and
// then the second page. A seeded generator keeps runs comparable; each window has its own seed, so no
// window repeats another's searches.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const options = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function variedRequests(varied) {
  const random = generator(varied.seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const round = (value, step) => Math.max(step, Math.round(value / step) * step);
  const body = () => {
    const [pol, pod] = pick(varied.lanes);
    const search = { kind: 'export', pol, pod };
    if (random() < 0.8) search.sailingDate = pick(varied.days);
    if (random() < 0.9) {
      // Weight and volume spread over three orders of magnitude, like real LCL shipments.
      const volumeCbm = Number(round(0.2 * 60 ** random(), 0.01).toFixed(2));
      search.cargo = {
        weightKg: Number(round(volumeCbm * (80 + random() * 500), 0.1).toFixed(1)),
        volumeCbm,
        pieces: 1 + Math.floor(random() * 60),
      };
    }
    const sort = random();
    if (sort < 0.5) search.sort = 'price';
    else if (sort < 0.8) search.sort = 'sailing';
    else search.sort = 'transit';
    if (random() < 0.15) search.order = 'desc';
    if (random() < 0.1) search.page = 2;
    return JSON.stringify(search);
  };
  return [
    {
      method: 'POST',
      path: varied.path,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: body() }),
    },
  ];
}

const requests = options.varied ? variedRequests(options.varied) : options.requests;
const { varied: _varied, ...rest } = options;
const result = await autocannon({ ...rest, requests, timeout: 30 });
process.stdout.write(JSON.stringify(result));
