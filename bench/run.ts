// `npm run bench`: one run's steps in order (sizes, then orders, then the report). Over 400 lines because
// the per-size measurement reads as one sequence of windows; its tables live in report.ts and render.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AxeRow, measureAxe } from './axe.ts';
import { type BundleReport, measureBundles } from './bundle.ts';
import { type BenchConfig, loadBenchConfig } from './config.ts';
import { createBenchDatabase, postgresAnswers, seed } from './database.ts';
import { type ExcelWork, measureExcelWork } from './excel.ts';
import { measurePageSpeed, type PageSpeedReport } from './lighthouse.ts';
import {
  combine,
  IDLE_WAIT_MS,
  type LoadRequest,
  type Measurement,
  measure,
  type ServerHandle,
  startServer,
  type VariedSearches,
} from './load.ts';
import { benchOrders, type OrdersResult } from './orders.ts';
import { measurePropagation, type Propagation } from './propagation.ts';
import { startBareServer } from './reference.ts';
import { HELLO_PATH, renderReport } from './render.ts';
import type { SizeResult } from './report.ts';

const ROUTES = (process.env.BENCH_ROUTES ?? '/index,/lcl/export').split(',').filter(Boolean);
const SEARCH_PATH = '/v2/oe_sea/price';
/** Cargo varied with the lane, so the answers differ request to request. */
const CARGOS = [
  { weightKg: 120, volumeCbm: 0.48, pieces: 4 },
  { weightKg: 850, volumeCbm: 2.35, pieces: 12 },
  { weightKg: 2600, volumeCbm: 5.1, pieces: 30 },
] as const;
type Cargo = (typeof CARGOS)[number];
const MAX_LANES = 8;
/** A day `offset` days from today (UTC), as the search's sailing date. */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const startedAt = new Date();

/** Everything started or created, undone in reverse order on exit, error or Ctrl-C. */
const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | null = null;
/** Runs the pending clean-up steps once; a second caller waits for the same run. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      await step?.().catch((error: unknown) => console.error('cleanup:', error));
    }
  })().finally(() => {
    cleaning = null;
  });
  return cleaning;
}

/** A step that runs at most once: every caller, including cleanUp(), awaits the same promise. */
function once(step: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= step();
    return running;
  };
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const answer = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return `PostgreSQL ${answer.rows[0]?.v ?? '?'}`;
  } finally {
    await client.end();
  }
}

type SearchAnswer = { status: number; items: number; total: number; text: string };

async function search(url: string, body: string): Promise<SearchAnswer> {
  const response = await fetch(`${url}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  try {
    const data = (JSON.parse(text) as { result?: { data?: { items?: unknown[]; total?: number } } }).result?.data;
    return { status: response.status, items: data?.items?.length ?? 0, total: data?.total ?? 0, text };
  } catch {
    return { status: response.status, items: 0, total: 0, text };
  }
}

const searchBody = (lane: { pol: string; pod: string }, cargo: Cargo) =>
  JSON.stringify({ kind: 'export', pol: lane.pol, pod: lane.pod, cargo });

/** Checks the search answers 200 with items on each probe lane; returns the lanes that do. */
async function probe(server: ServerHandle, lanes: Array<{ pol: string; pod: string }>) {
  const good: Array<{ pol: string; pod: string; items: number }> = [];
  const bad: string[] = [];
  for (const lane of lanes) {
    const answer = await search(server.url, searchBody(lane, CARGOS[0]));
    if (answer.status === 200 && answer.items > 0) good.push({ ...lane, items: answer.items });
    else
      bad.push(`${lane.pol}→${lane.pod}: HTTP ${answer.status}, ${answer.items} items: ${answer.text.slice(0, 300)}`);
    if (good.length >= MAX_LANES) break;
  }
  return { good, bad };
}

function checkClean(label: string, m: { non2xx: number; errors: number; timeouts: number; requests: number }) {
  if (m.non2xx > 0 || m.errors > 0 || m.timeouts > 0 || m.requests === 0) {
    throw new Error(
      `${label}: ${m.requests} requests, ${m.non2xx} non-2xx answers, ${m.errors} errors, ${m.timeouts} timeouts — ` +
        'the measurement is not valid',
    );
  }
}

async function benchSize(
  config: BenchConfig,
  kind: 'postgres' | 'pglite',
  n: number,
  withServer?: (server: ServerHandle) => Promise<void>,
): Promise<SizeResult> {
  console.log(`\n▶ ${n.toLocaleString('en')} rate lines`);
  const { database, open } = await createBenchDatabase(config, kind, n);
  const drop = once(() => database.drop());
  cleanups.push(drop);
  const seedReport = await (async () => {
    const handle = await open();
    try {
      return await seed(handle, config, n);
    } finally {
      await handle.close();
    }
  })();
  console.log(
    `  ${database.label}: ${seedReport.rows.toLocaleString('en')} rate lines ` +
      `(${seedReport.demoRows} demo + ${seedReport.generated.toLocaleString('en')} generated over ` +
      `${seedReport.lanes.toLocaleString('en')} lanes × ${seedReport.carriers} carriers), ` +
      `valid today ${seedReport.validNow.toLocaleString('en')} / expired ${seedReport.expired.toLocaleString('en')} ` +
      `(${((100 * seedReport.validNow) / Math.max(1, seedReport.rows)).toFixed(1)}% valid), ` +
      `${seedReport.charges.toLocaleString('en')} rate_charges rows, seeded in ${seedReport.seconds.toFixed(1)} s`,
  );
  if (seedReport.probeLanes.length === 0) throw new Error('no export lane has a price valid today: nothing to search');

  let stop = async () => {};
  const server = await startServer(config.repoRoot, database.env, (stopServer) => {
    stop = once(stopServer);
    cleanups.push(stop);
  });
  try {
    const loadBefore = os.loadavg()[0] ?? 0;
    // Idle: five seconds after the server said it was ready, with nothing asked meanwhile.
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    const rssAtStart = server.rssMiB();
    const started = performance.now();
    const first = await search(
      server.url,
      searchBody(seedReport.probeLanes[0] as { pol: string; pod: string }, CARGOS[0]),
    );
    const firstSearchMs = performance.now() - started;
    if (first.status === 404) {
      throw new Error(`${SEARCH_PATH} answered 404: is the rates module registered in server/src/app.ts?`);
    }
    const { good, bad } = await probe(server, seedReport.probeLanes);
    for (const line of bad) console.log(`  lane skipped: ${line}`);
    if (good.length === 0) throw new Error('the quote search found items on no lane (see above)');
    console.log(
      `  server ${server.url} (pid ${server.pid}); first search ${firstSearchMs.toFixed(0)} ms; lanes: ` +
        good.map((l) => `${l.pol}→${l.pod} (${l.items})`).join(', '),
    );

    const hello: LoadRequest[] = [{ method: 'GET', path: HELLO_PATH }];
    // The repeated bodies a cache can answer: measured, and labelled as the answer cache.
    const repeated: LoadRequest[] = good.flatMap((lane) =>
      CARGOS.map((cargo) => ({ method: 'POST' as const, path: SEARCH_PATH, body: searchBody(lane, cargo) })),
    );
    const days = Array.from({ length: 60 }, (_, i) => isoDay(i + 1));
    const lanes = seedReport.servedLanes.map((l): [string, string] => [l.pol, l.pod]);
    let seed = n;
    const varied = (): VariedSearches => ({ path: SEARCH_PATH, lanes, days, seed: seed++ });
    const bare = await startBareServer(`${server.url}${HELLO_PATH}`);
    cleanups.push(once(() => bare.stop()));
    // The ceiling of any search: a bare Node server sending a search answer's bytes, and nothing else.
    const answerLane = good[0] as { pol: string; pod: string };
    const bareAnswer = await startBareServer(`${server.url}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: searchBody(answerLane, CARGOS[1]),
    });
    cleanups.push(once(() => bareAnswer.stop()));
    const options = { connections: config.connections, durationS: config.durationS };
    const rss = {
      idle: rssAtStart,
      indexed: server.rssMiB(),
      peak: 0,
      after: null as number | null,
      quiet: null as number | null,
    };
    const watch = setInterval(() => {
      rss.peak = Math.max(rss.peak, server.rssMiB() ?? 0);
    }, 100);
    let helloResult: Measurement;
    let bareResult: Measurement;
    let bareAnswerResult: Measurement;
    let searchResult: Measurement;
    let cachedResult: Measurement;
    let helloSingle: Measurement;
    let searchSingle: Measurement;
    try {
      if (config.warmupS > 0) {
        const warm = { ...options, durationS: config.warmupS };
        await measure(bare.url, hello, warm);
        await measure(bareAnswer.url, hello, warm);
        await measure(server.url, hello, warm);
        await measure(server.url, varied(), warm);
      }
      // Each route twice, in mirrored order: a slow change in the machine's load touches all alike.
      const half = { ...options, durationS: config.durationS / 2 };
      const bare1 = await measure(bare.url, hello, half);
      const hello1 = await measure(server.url, hello, half);
      const search1 = await measure(server.url, varied(), half);
      const bareAnswer1 = await measure(bareAnswer.url, hello, half);
      const cached1 = await measure(server.url, repeated, half);
      const cached2 = await measure(server.url, repeated, half);
      const bareAnswer2 = await measure(bareAnswer.url, hello, half);
      const search2 = await measure(server.url, varied(), half);
      const hello2 = await measure(server.url, hello, half);
      const bare2 = await measure(bare.url, hello, half);
      // One connection: the time one request takes with no queue in front of it.
      const single = { connections: 1, durationS: Math.min(3, Math.max(1, config.durationS / 4)) };
      helloSingle = await measure(server.url, hello, single);
      searchSingle = await measure(server.url, varied(), single);
      helloResult = combine(hello1, hello2);
      bareResult = combine(bare1, bare2);
      bareAnswerResult = combine(bareAnswer1, bareAnswer2);
      searchResult = combine(search1, search2);
      cachedResult = combine(cached1, cached2);
    } finally {
      clearInterval(watch);
      await bare.stop();
      await bareAnswer.stop();
    }
    // Back near idle? Five seconds after the load, without forcing a collection from outside.
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    rss.after = server.rssMiB();
    // And after a quiet minute: the server gives back what the load grew once nobody has asked for 60 s
    // (decision 051), which five seconds do not show.
    if (config.quietS > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, config.quietS * 1000 - IDLE_WAIT_MS)));
      rss.quiet = server.rssMiB();
      console.log(
        `  memory: ${rss.after?.toFixed(0)} MiB 5 s after the load, ${rss.quiet?.toFixed(0)} MiB after ${config.quietS} s of quiet`,
      );
    }
    console.log(
      `  bare Node: ${bareResult.reqPerSec.toFixed(0)} req/s; hello ${HELLO_PATH}: ${helloResult.reqPerSec.toFixed(0)} req/s, p99 ${helloResult.p99s.join(' / ')} ms`,
    );
    console.log(
      `  varied search: ${searchResult.reqPerSec.toFixed(0)} req/s, p99 ${searchResult.p99s.join(' / ')} ms; ` +
        `repeated (cache): ${cachedResult.reqPerSec.toFixed(0)} req/s, p99 ${cachedResult.p99s.join(' / ')} ms`,
    );
    console.log(
      `  bare Node sending a search answer (${(bareAnswer.bytes / 1000).toFixed(1)} kB): ${bareAnswerResult.reqPerSec.toFixed(0)} req/s, ` +
        `p99 ${bareAnswerResult.p99s.join(' / ')} ms`,
    );
    checkClean(`bare Node at ${n}`, bareResult);
    checkClean(`bare Node sending a search answer at ${n}`, bareAnswerResult);
    checkClean(`hello at ${n}`, helloResult);
    checkClean(`varied search at ${n}`, searchResult);
    checkClean(`repeated search at ${n}`, cachedResult);
    checkClean(`hello at ${n}, 1 connection`, helloSingle);
    checkClean(`search at ${n}, 1 connection`, searchSingle);
    // The answers under load were 2xx; check once more that they still carry items.
    let items = 0;
    let answerBytes = 0;
    for (const lane of good) {
      const answer = await search(server.url, searchBody(lane, CARGOS[1]));
      if (answer.status !== 200 || answer.items === 0) {
        throw new Error(
          `after the run ${lane.pol}→${lane.pod} answered HTTP ${answer.status} with ${answer.items} items`,
        );
      }
      items += answer.items;
      answerBytes += Buffer.byteLength(answer.text);
    }
    let propagation: Propagation | null = null;
    if (database.kind === 'postgres' && !config.skipPropagation) {
      // A second instance on the same database: a rate saved on this one must reach it as a change.
      let stopB = async () => {};
      const b = await startServer(config.repoRoot, database.env, (stopServer) => {
        stopB = once(stopServer);
        cleanups.push(stopB);
      });
      try {
        propagation = await measurePropagation(server, b, good[0] as { pol: string; pod: string });
        console.log(
          `  a save on A in B's search after ${propagation.visibleMs.map((ms) => ms.toFixed(0)).join(' / ')} ms; ` +
            `B's slowest ping meanwhile ${propagation.pingMaxMs.toFixed(0)} ms`,
        );
      } finally {
        await stopB();
      }
    }
    let excel: ExcelWork | null = null;
    if (!config.skipExcel) {
      excel = await measureExcelWork(server);
      console.log(
        `  rate sheet export ${excel.exportStatus === 200 ? `${excel.exportRows} rows` : `HTTP ${excel.exportStatus}`} in ` +
          `${(excel.exportMs / 1000).toFixed(1)} s (slowest ping ${excel.exportPingMaxMs.toFixed(0)} ms), import of ` +
          `${excel.importRows} rows in ${(excel.importMs / 1000).toFixed(1)} s (slowest ping ${excel.importPingMaxMs.toFixed(0)} ms); ` +
          `${excel.rssAfterMiB?.toFixed(0) ?? '—'} MiB 5 s later`,
      );
    }
    if (withServer) await withServer(server);
    return {
      n,
      database: database.kind,
      seed: seedReport,
      bare: bareResult,
      bareAnswer: bareAnswerResult,
      bareAnswerBytes: bareAnswer.bytes,
      hello: helloResult,
      search: searchResult,
      cached: cachedResult,
      lanes: lanes.length,
      bodies: repeated.length,
      firstSearchMs,
      itemsPerAnswer: items / good.length,
      answerBytes: answerBytes / good.length,
      // autocannon records whole milliseconds; at one connection 1000 / (req/s) is the exact mean.
      singleMean: [1000 / helloSingle.reqPerSec, 1000 / searchSingle.reqPerSec],
      rss,
      propagation,
      excel,
      loadAvg: [loadBefore, os.loadavg()[0] ?? 0],
    };
  } finally {
    await stop();
    await drop();
  }
}

async function chooseDatabase(config: BenchConfig): Promise<'postgres' | 'pglite'> {
  if (config.dbMode === 'pglite') return 'pglite';
  const answers = await postgresAnswers(config.pgUrl);
  if (answers) return 'postgres';
  if (config.dbMode === 'postgres') throw new Error(`BENCH_DB=postgres but nothing answers at ${config.pgUrl}`);
  return 'pglite';
}

async function main(): Promise<number> {
  const config = loadBenchConfig();
  const results: SizeResult[] = [];
  let bundles: BundleReport | null = null;
  let orders: OrdersResult | null = null;
  let axe: AxeRow[] | null = null;
  let pageSpeed: PageSpeedReport | null = null;
  const notes: string[] = [];
  const header = [`machine: ${machine()}`];
  const startLoad = os.loadavg()[0] ?? 0;
  let failure: unknown = null;
  try {
    let kind: 'postgres' | 'pglite' = 'pglite';
    if (!config.skipLoad) {
      kind = await chooseDatabase(config);
      const dbText =
        kind === 'postgres'
          ? `${await postgresVersion(config.pgUrl)} at ${new URL(config.pgUrl).host}, a throwaway database per size`
          : `PGlite (${config.dbMode === 'pglite' ? 'BENCH_DB=pglite' : `nothing answered at ${new URL(config.pgUrl).host}`}), a temp folder per size`;
      header.push(
        `database: ${dbText}`,
        `load: autocannon, ${config.connections} connections, ${config.durationS} s per route after ${config.warmupS} s warm-up, ` +
          'client and server on the same machine',
        `generated rate lines: ${Math.round(config.validShare * 100)}% valid today, the rest expired history; ` +
          `${config.chargesPerLine} service-scope rate_charges rows each`,
      );
      console.log(header.map((h) => `- ${h}`).join('\n'));
      const nodeEnv = process.env.NODE_ENV;
      for (const [index, n] of config.sizes.entries()) {
        const withServer =
          index === 0 && !(config.skipBundle && config.skipAxe && config.skipLighthouse)
            ? async (server: ServerHandle) => {
                if (!config.skipBundle) {
                  console.log('\n▶ web bundle (API calls proxied to this server)');
                  bundles = await measureBundles(config.repoRoot, ROUTES, server.url);
                }
                if (!config.skipAxe) {
                  console.log('\n▶ accessibility (axe-core, every page at 1440 and 375 px)');
                  axe = await measureAxe(config.repoRoot, server.url, console.log);
                }
                if (!config.skipLighthouse) {
                  console.log('\n▶ Lighthouse and journeys (API calls proxied to this server)');
                  pageSpeed = await measurePageSpeed(
                    config.repoRoot,
                    server.url,
                    config.resultsDir,
                    config.lighthouseRuns,
                  );
                }
              }
            : undefined;
        results.push(await benchSize(config, kind, n, withServer));
        // Vite's build sets NODE_ENV=production in this process; the next size seeds the demo data with
        // the server's own code, which must not read it as a production start.
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
      if (!config.skipOrders && kind === 'postgres')
        orders = await benchOrders(config, (step) => cleanups.push(once(step)));
    } else {
      console.log(header.map((h) => `- ${h}`).join('\n'));
    }
    if (!config.skipBundle && bundles === null) {
      console.log('\n▶ web bundle (no API server)');
      bundles = await measureBundles(config.repoRoot, ROUTES, null);
    }
    if (!config.skipAxe && axe === null && config.skipLoad)
      notes.push('accessibility: not swept (it needs the server of the load test)');
  } catch (error) {
    failure = error;
  } finally {
    await cleanUp();
  }
  header.push(
    `took ${((Date.now() - startedAt.getTime()) / 60_000).toFixed(1)} min; load average (1 min) at start / end: ${startLoad.toFixed(1)} / ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores`,
  );
  if (config.skipLoad && !config.skipLighthouse)
    notes.push('Lighthouse needs the API server with the demo data: it runs with the load test.');
  if (pageSpeed) notes.push(...(pageSpeed as PageSpeedReport).notes);
  const text = renderReport({ startedAt, config, header, results, bundles, notes, orders, axe, pageSpeed });
  if (results.length > 0 || bundles || orders || axe || pageSpeed) {
    mkdirSync(config.resultsDir, { recursive: true });
    const file = path.join(config.resultsDir, 'latest.md');
    writeFileSync(file, `${text}\n`);
    console.log(`\n${text}\nwritten to ${path.relative(config.repoRoot, file)}`);
  }
  if (interrupted) return 130;
  if (failure) {
    console.error('\nbench failed:', failure instanceof Error ? failure.message : failure);
    return 1;
  }
  return 0;
}

let interrupted: string | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = signal;
    console.error(`\n${signal}: stopping the server and dropping the database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// Exit explicitly: a database driver or the browser must not keep the process alive.
process.exit(await main());
