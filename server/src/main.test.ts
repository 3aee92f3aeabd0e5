import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverBundle } from '../../scripts/build-server.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

/**
 * The real server process (tests otherwise use app.inject): from its sources through tsx, or, with
 * `entry`, another module such as the bundle `npm start` and a deployment run (decision 047).
 */
function startServer(
  env: Record<string, string>,
  entry: string[] = ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const { DATABASE_URL: _ignored, NODE_ENV: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, entry, {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seabook-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses to start in production without real providers, naming the variables', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Seabook cannot start:');
    expect(server.output()).toContain('SMS_PROVIDER must name a real service when NODE_ENV=production');
    expect(server.output()).toContain('EMAIL_PROVIDER');
    expect(server.output()).toContain('WX_PROVIDER');
  }, 60_000);

  it('on SIGTERM stops taking connections, finishes the request in flight, then exits', async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    try {
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200,
        110_000,
      );

      // A login whose body is still arriving when the signal comes.
      const body = JSON.stringify({ mobile: '13800000001', password: 'not-the-password' });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      const ended = new Promise((resolve) => socket.once('close', resolve));
      socket.write(
        `POST /v2/member/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nappid: 1\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));

      server.child.kill('SIGTERM');
      await until(async () => !(await connects(port)), 10_000);
      socket.write(body.slice(10));
      // The server answers and closes the connection itself: it takes no further request on it.
      await ended;

      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('"code":40101');
      expect(await server.exit).toBe(0);
      const lines = server
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string });
      const messages = lines.map((line) => line.msg);
      expect(messages).toContain('shutting down: finishing the requests in flight');
      expect(messages.indexOf('stopped')).toBeGreaterThan(
        messages.findIndex((msg) => msg.startsWith('POST /v2/member/login 401')),
      );
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 150_000);

  it('runs from the bundle npm start builds: migrations, reference data, demo rates, search and a worker thread', async () => {
    await ensureServerBuild();
    // All ASCII, so V8 keeps its source one byte a character (scripts/build-server.mjs, asciiOnly).
    expect(readFileSync(serverBundle, 'utf8')).not.toMatch(/[\u0080-\uffff]/);
    const port = await freePort();
    const bundleData = mkdtempSync(path.join(os.tmpdir(), 'seabook-bundle-'));
    const server = startServer(
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: bundleData, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
      // With the flags npm start gives it (the collector the memory trim uses among them).
      [...SERVER_NODE_FLAGS, serverBundle],
    );
    const base = `http://127.0.0.1:${port}`;
    const headers = { appid: '1', appclient: 'pc', 'content-type': 'application/json' };
    try {
      await until(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status === 200, 110_000);

      // The demo rates (reference data and migrations read from server/src) answer a search.
      const search = await fetch(`${base}/v2/oe_sea/price`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind: 'export', pol: 'CNSHA', pod: 'USLAX' }),
      });
      const found = (await search.json()) as { result: { data: { items: { carrier: string; priced: boolean }[] } } };
      expect(search.status, JSON.stringify(found)).toBe(200);
      expect(found.result.data.items.filter((item) => item.priced).length).toBeGreaterThan(0);

      // The rate sheet template is written in a worker thread, which runs its .ts source.
      const login = await fetch(`${base}/v2/ops/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
      });
      const token = ((await login.json()) as { result: { data: { accesstoken: string } } }).result.data.accesstoken;
      const template = await fetch(`${base}/v2/ops/rate/sheet/template`, {
        headers: { appid: '1', appclient: 'pc', accesstoken: token },
      });
      expect(template.status).toBe(200);
      const bytes = Buffer.from(await template.arrayBuffer());
      // An .xlsx file is a zip archive.
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(bytes.length).toBeGreaterThan(5_000);
      expect(server.output()).not.toMatch(/Error|error/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
      rmSync(bundleData, { recursive: true, force: true });
    }
  }, 180_000);
});
