import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, serverBundle } from '../scripts/build-server.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

export type ServerHandle = {
  url: string;
  pid: number;
  /** Resident memory of the server process in MiB (Linux), or null. */
  rssMiB(): number | null;
  stop(): Promise<void>;
  output(): string;
};

export type Measurement = {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** p99 of each measuring window, for the spread. */
  p99s: number[];
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Resident memory of a process in MiB (Linux /proc), or null. */
export function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** A free TCP port on 127.0.0.1 (never 8080/8090: the OS hands out ephemeral ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** How long the bench leaves the server alone before it reads its idle memory. */
export const IDLE_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server as `npm start` runs it (the bundle server/dist/main.mjs, built when stale,
 * decision 047) and waits for /v2/health. `onSpawn`
 * gets the way to stop it as soon as the process exists, so an interrupted start leaves nothing behind.
 */
export async function startServer(
  repoRoot: string,
  env: Record<string, string>,
  onSpawn: (stop: () => Promise<void>) => void,
): Promise<ServerHandle> {
  await ensureServerBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_ENV;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  Object.assign(childEnv, {
    PORT: String(port),
    HOST: '127.0.0.1',
    // config.ts: only "0" turns the demo loader off.
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const pid = child.pid ?? -1;
  const handle: ServerHandle = {
    url,
    pid,
    rssMiB: () => rssOf(pid),
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exit;
      }
    },
    output: () => output,
  };
  onSpawn(() => handle.stop());

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before answering /v2/health:\n${output}`);
    try {
      const response = await fetch(`${url}/v2/health`);
      if (response.ok) return handle;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await handle.stop();
  throw new Error(`the server did not answer /v2/health within 180 s:\n${output}`);
}

export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

/**
 * Quote searches made up request by request in the load generator (load-client.mjs): a served lane, a
 * sailing date among `days` or none, any cargo, any sort. `seed` differs per window.
 */
export type VariedSearches = { path: string; lanes: Array<[string, string]>; days: string[]; seed: number };

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Runs bench/load-client.mjs (autocannon in a fresh process) and reads its result. */
function runClient(options: object): Promise<AutocannonResult> {
  // The options go through a file: the served lanes of a large size do not fit a command line.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'seabook-load-'));
  const file = path.join(folder, 'options.json');
  writeFileSync(file, JSON.stringify(options));
  const done = () => rmSync(folder, { recursive: true, force: true });
  return new Promise<AutocannonResult>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load-client.mjs'), file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}:\n${stderr}`));
      else resolve(JSON.parse(stdout) as AutocannonResult);
    });
  }).finally(done);
}

/**
 * One autocannon run, in a process of its own so that the load generator's heap is the same for every
 * size and route; the requests are cycled through by each connection in turn.
 */
export async function measure(
  url: string,
  requests: LoadRequest[] | VariedSearches,
  options: { connections: number; durationS: number; headers?: Record<string, string> },
): Promise<Measurement> {
  const result = await runClient({
    url,
    connections: options.connections,
    duration: options.durationS,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(Array.isArray(requests)
      ? {
          requests: requests.map((r) => ({
            method: r.method,
            path: r.path,
            ...(r.body === undefined ? {} : { body: r.body }),
            headers: { ...r.headers, ...(r.body === undefined ? {} : { 'content-type': 'application/json' }) },
          })),
        }
      : { varied: requests }),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p99s: [result.latency.p99],
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Two windows of one route as one figure: requests per second and latencies are the means of the
 * windows (autocannon gives percentiles, not its histogram), counts are summed.
 */
export function combine(a: Measurement, b: Measurement): Measurement {
  const mean = (x: number, y: number) => (x + y) / 2;
  return {
    reqPerSec: mean(a.reqPerSec, b.reqPerSec),
    p50: mean(a.p50, b.p50),
    p99: mean(a.p99, b.p99),
    p99s: [...a.p99s, ...b.p99s],
    requests: a.requests + b.requests,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
  };
}
