#!/usr/bin/env node
// The API server as it runs in production and under `npm start`: one ES module, server/dist/main.mjs,
// bundled by esbuild from server/src and domain/src with the pure-JavaScript libraries inside it
// (decision 047). Run from sources through tsx, the server idled at about 300 MiB: Node's module loader
// parsed drizzle-orm's 179 kB package.json once for each of its files (some 160 MB of garbage in the
// first second, which grew the young generation to its limit for good), and tsx kept every transformed
// source in the heap. The bundle starts in half the time and idles at about half the memory.
//
//   node scripts/build-server.mjs           builds when the bundle is missing or older than its sources
//   import { ensureServerBuild } from …     the same, for `npm start`, the benchmark and the journeys
//
// Left outside the bundle, loaded from node_modules: libraries with native code or files of their own
// (PGlite's WebAssembly, argon2, pdfkit's fonts, the API docs' pages, static files), and the ones the
// server loads only on first use (exceljs, pdfkit). The worker threads run their .ts sources directly
// (server/src/lib/server-files.ts), so they are not bundled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = path.join(root, 'server', 'dist', 'main.mjs');

const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/static',
  '@fastify/swagger-ui',
  'exceljs',
  'pdfkit',
  // node-postgres's optional native binding, never installed.
  'pg-native',
];

/** What the bundle is made from; a change to any of these makes it stale. */
const SOURCES = ['server/src', 'domain/src', 'package-lock.json', 'scripts/build-server.mjs'];

/**
 * The newest modification time of a file, or of a folder and anything below it (a folder's own time
 * moves when a file in it is deleted); 0 when missing. `npm start` judges the web build with it too.
 */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverBuildIsStale() {
  const built = newestMtime(serverBundle);
  return built === 0 || SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Bundles server/src/main.ts into server/dist/main.mjs (written whole, then renamed into place). */
export async function buildServer() {
  const { build } = await import('esbuild');
  const partial = `${serverBundle}.${process.pid}.tmp`;
  try {
    const result = await build({
      entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
      outfile: partial,
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
      // CommonJS libraries inside an ES module still call require() for Node's own modules.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
      },
      legalComments: 'none',
      logLevel: 'error',
    });
    const [output] = result.outputFiles;
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.writeFileSync(partial, asciiOnly(output.text));
    fs.renameSync(partial, serverBundle);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * The bundle with every character outside ASCII written as a \\u escape. V8 keeps a module's source for
 * as long as the module lives, one byte a character when all of them fit in Latin-1 and two bytes when a
 * single one does not; esbuild escapes strings but leaves comments and regular-expression literals as
 * written (the plate pattern's province characters), which doubled the kept source from 6.7 to 13.5 MB.
 * Inside a comment, a string or a regular expression the escape means the same character; after a
 * backslash it would not, so such a bundle is refused rather than changed.
 */
export function asciiOnly(text) {
  const escaped = /\\[\u0080-\uffff]/.exec(text);
  if (escaped) throw new Error(`server bundle: a non-ASCII character after a backslash at ${escaped.index}`);
  return text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Builds the bundle when it is missing or stale; returns whether it built. */
export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const built = await ensureServerBuild();
  console.log(
    built
      ? `Built ${path.relative(root, serverBundle)} in ${Date.now() - started} ms.`
      : 'The server bundle is up to date.',
  );
}
