import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, rssOf } from './load.ts';

export type Reference = { url: string; rssMiB(): number | null; stop(): Promise<void> };
/** A reference answering fixed bytes, with their length. */
export type BareReference = Reference & { bytes: number };

/** Runs one of the bench's bare reference servers (a script here) on a free port; resolves once it listens. */
async function startReference(script: string, args: string[]): Promise<Reference> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), String(port), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Node server ${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    rssMiB: () => rssOf(child.pid ?? -1),
    async stop() {
      child.kill('SIGTERM');
      await exit;
    },
  };
}

/**
 * Starts bench/bare-server.mjs answering what `url` answers to `init` (by default a GET: the hello
 * route): its body and its headers but the connection's own; resolves once it listens.
 */
export async function startBareServer(url: string, init?: RequestInit): Promise<BareReference> {
  const answer = await fetch(url, init);
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${body.slice(0, 200)}`);
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) {
      headers[name] = value;
    }
  });
  const reference = await startReference('bare-server.mjs', [body, JSON.stringify(headers)]);
  return { ...reference, bytes: Buffer.byteLength(body) };
}

/**
 * Starts bench/bare-db-server.mjs: one round trip to `databaseUrl` per request, through a pool of
 * `poolMax`: `select 1`, or with `tokenHash` the server's session lookup of that token.
 */
export function startBareDbServer(databaseUrl: string, poolMax: number, tokenHash?: string): Promise<Reference> {
  return startReference('bare-db-server.mjs', [databaseUrl, String(poolMax), ...(tokenHash ? [tokenHash] : [])]);
}
