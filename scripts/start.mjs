#!/usr/bin/env node
// `npm start`: builds the web app and the server bundle when they are missing or older than their
// sources, then runs the API server (which also serves the built app) in the foreground. Extra arguments
// go to the server.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, newestMtime, serverBundle } from './build-server.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// A demo (the server loads the demo data: not production, SEED_DEMO not turned off) gets the demo build,
// with web/.env.demo's made-up contact values, in a folder of its own; production gets web/dist, which
// shows only the contact values its deployment set (decision 035). WEB_DIST, when given, is used as is.
const isOn = (value) => value === '1' || value === 'true' || value === 'on';
const demo =
  !process.env.WEB_DIST && isOn(process.env.SEED_DEMO ?? (process.env.NODE_ENV === 'production' ? '0' : '1'));
const outDir = demo ? 'dist-demo' : 'dist';
const builtIndex = path.join(root, 'web', outDir, 'index.html');
// What the web build is made from; a change to any of these makes the build stale.
const sources = [
  'web/src',
  'web/public',
  'web/build',
  'web/index.html',
  'web/vite.config.ts',
  'web/.env.demo',
  'domain/src',
];

function buildIsStale() {
  const built = newestMtime(builtIndex);
  if (built === 0) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

if (buildIsStale()) {
  // The build's own report (one line per chunk, some 390 lines) is shown only when it fails.
  process.stdout.write(`Building the web app (web/${outDir} is missing or older than its sources)… `);
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = demo ? ['--', '--mode', 'demo', '--outDir', outDir] : [];
  const build = spawnSync(npm, ['run', 'build', '-w', '@seabook/web', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write('failed.\n');
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    console.error('The web build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

// The server bundle (decision 047) builds in about a second and says nothing unless it fails.
try {
  await ensureServerBuild();
} catch (error) {
  console.error(
    `The server build failed; the server was not started.\n${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}

// The server runs in its own process group so that a Ctrl-C reaches it once, through us, rather than
// both from the terminal and from us: a second signal would cut its graceful shutdown short.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  detached: process.platform !== 'win32',
  env: demo ? { ...process.env, WEB_DIST: path.join(root, 'web', outDir) } : process.env,
});

let lastForward = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // npm and the terminal may both deliver one Ctrl-C; pass on one, but let a later one through.
    const now = Date.now();
    if (now - lastForward < 1000) return;
    lastForward = now;
    server.kill(signal);
  });
}

// If we go away unexpectedly, do not leave the server running without its terminal.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
