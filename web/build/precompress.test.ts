import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(files: Record<string, string | Buffer>) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'seabook-dist-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root: dir, build: { outDir: '.' } } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
}

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file that decompress to the file', async () => {
    const script = `console.log(${JSON.stringify('拼箱 LCL '.repeat(300))});`;
    await run({ 'app.js': script, 'page.html': `<p>${'整箱 '.repeat(500)}</p>` });
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'page.html.br'))).toBe(true);
  });

  it('leaves small files, images and fonts alone', async () => {
    await run({ 'tiny.js': 'export {};', 'logo.png': Buffer.alloc(4096, 7), 'font.woff2': Buffer.alloc(4096, 1) });
    for (const name of ['tiny.js', 'logo.png', 'font.woff2']) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
