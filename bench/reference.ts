import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, rssOf } from './load.ts';

export type Reference = { url: string; rssMiB(): number | null; stop(): Promise<void> };

/**
 * Starts bench/bare-server.mjs answering what `url` (the hello route) answers: its body and its headers
 * but the connection's own; resolves once it listens.
 */
export async function startBareServer(url: string): Promise<Reference> {
  const answer = await fetch(url);
  const body = await answer.text();
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) {
      headers[name] = value;
    }
  });
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), String(port), body, JSON.stringify(headers)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Node server exited with ${code}`)));
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
