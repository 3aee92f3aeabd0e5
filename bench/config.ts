import path from 'node:path';

/** Everything `npm run bench` reads from its environment (see docs/benchmarks.md). */
export type BenchConfig = {
  repoRoot: string;
  /** Rate lines (rows of lcl_services) per database, smallest first. */
  sizes: number[];
  /** Seconds of measurement per route and size. */
  durationS: number;
  /** Seconds of warm-up per route before each measurement. */
  warmupS: number;
  connections: number;
  /** auto: PostgreSQL when one answers at `pgUrl`, else PGlite. */
  dbMode: 'auto' | 'postgres' | 'pglite';
  /** A database on the PostgreSQL server to connect to for CREATE/DROP DATABASE. */
  pgUrl: string;
  /** Share of the generated rate lines valid today; the rest is expired history. */
  validShare: number;
  /** Service-scope rate_charges rows per generated rate line. */
  chargesPerLine: number;
  skipLoad: boolean;
  /** Skips the second instance that measures how a saved rate reaches it (PostgreSQL only). */
  skipPropagation: boolean;
  /** BENCH_SKIP_EXCEL=1: no rate sheet export and import with pings meanwhile (excel.ts). */
  skipExcel: boolean;
  skipBundle: boolean;
  /** BENCH_SKIP_ORDERS=1: no order-list and tracking bench (bench/orders.ts; PostgreSQL only). */
  skipOrders: boolean;
  /** BENCH_SKIP_AXE: no accessibility sweep (axe.ts). */
  skipAxe: boolean;
  /** Skips Lighthouse and the click → results / login → my orders journeys. */
  skipLighthouse: boolean;
  /** BENCH_LIGHTHOUSE_RUNS: Lighthouse runs per page, in rounds over the pages; the table shows medians. */
  lighthouseRuns: number;
  /** BENCH_QUIET: seconds without requests after the load before memory is read again (0: not read). */
  quietS: number;
  resultsDir: string;
};

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${raw} is not a non-negative number`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  return raw === '1' || raw === 'true';
}

/** Parses "10k,100k,1m" or "10000,100000". */
function sizes(raw: string): number[] {
  const list = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .map((s) => {
      const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(s);
      if (!match) throw new Error(`BENCH_SIZES: "${s}" is not a size (e.g. 10000, 100k, 1m)`);
      const factor = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
      return Math.round(Number(match[1]) * factor);
    });
  if (list.length === 0) throw new Error('BENCH_SIZES is empty');
  return [...new Set(list)].sort((a, b) => a - b);
}

export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const mode = env.BENCH_DB ?? 'auto';
  if (mode !== 'auto' && mode !== 'postgres' && mode !== 'pglite') {
    throw new Error(`BENCH_DB=${mode}: use auto, postgres or pglite`);
  }
  const repoRoot = path.resolve(import.meta.dirname, '..');
  return {
    repoRoot,
    sizes: sizes(env.BENCH_SIZES ?? '10000,100000,1000000'),
    durationS: num(env, 'BENCH_DURATION', 10),
    warmupS: num(env, 'BENCH_WARMUP', 3),
    connections: Math.max(1, Math.round(num(env, 'BENCH_CONNECTIONS', 100))),
    dbMode: mode,
    pgUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    validShare: Math.min(1, num(env, 'BENCH_VALID_SHARE', 0.25)),
    chargesPerLine: Math.round(num(env, 'BENCH_CHARGES_PER_LINE', 2)),
    skipLoad: flag(env, 'BENCH_SKIP_LOAD'),
    skipPropagation: flag(env, 'BENCH_SKIP_PROPAGATION'),
    skipExcel: flag(env, 'BENCH_SKIP_EXCEL'),
    skipBundle: flag(env, 'BENCH_SKIP_BUNDLE'),
    skipOrders: flag(env, 'BENCH_SKIP_ORDERS'),
    skipAxe: flag(env, 'BENCH_SKIP_AXE'),
    skipLighthouse: flag(env, 'BENCH_SKIP_LIGHTHOUSE'),
    lighthouseRuns: Math.max(1, Math.round(num(env, 'BENCH_LIGHTHOUSE_RUNS', 3))),
    // The trim waits for 60 s without a request and looks every 15 s (server/src/lib/memory-trim.ts).
    quietS: num(env, 'BENCH_QUIET', 80),
    resultsDir: path.join(repoRoot, 'bench', 'results'),
  };
}
