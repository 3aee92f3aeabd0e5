import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the build,
 * once, at build time (issue 20): the server sends the copy the browser accepts (`@fastify/static`
 * `preCompressed`) and never compresses on a request. A copy is kept only when it is smaller.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'seabook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The pages rendered at build time (build/prerender.ts) compress their own copies once written.
      const files = (await readdir(outDir, { recursive: true })).filter(
        (name) => TEXT.test(name) && !name.startsWith(`pages${path.sep}`),
      );
      await Promise.all(files.map((name) => compressFile(path.join(outDir, name))));
    },
  };
}

/** Writes the brotli and gzip copies of one file, each only when it is smaller (and the file big enough). */
export async function compressFile(file: string): Promise<void> {
  if ((await stat(file)).size < MIN_BYTES) return;
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
}
