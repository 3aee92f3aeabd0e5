import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './test/harness.ts';

/** The built SPA as the server serves it: pages, build files, and what is missing. */
let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'seabook-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'main-AbC123.js'), 'export {};');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What web/build/precompress.ts writes beside a text file of the build.
  const big = `export const words = ${JSON.stringify('货运 freight '.repeat(400))};`;
  writeFileSync(path.join(webDist, 'assets', 'big-Zz9.js'), big);
  writeFileSync(path.join(webDist, 'assets', 'big-Zz9.js.br'), brotliCompressSync(big));
  writeFileSync(path.join(webDist, 'assets', 'big-Zz9.js.gz'), gzipSync(big));
  // What web/build/prerender.ts writes: pages rendered at build time, per language (decision 060).
  for (const [locale, words] of [
    ['zh-CN', '拼箱出口运价'],
    ['en', 'Export LCL rates'],
  ] as const) {
    mkdirSync(path.join(webDist, 'pages', locale, 'lcl'), { recursive: true });
    const html = `<!doctype html><html lang="${locale}"><div id="root" data-locale="${locale}"><h1>${words}</h1>${'<p>·</p>'.repeat(300)}</div>`;
    writeFileSync(path.join(webDist, 'pages', locale, 'lcl', 'export.html'), html);
    writeFileSync(path.join(webDist, 'pages', locale, 'lcl', 'export.html.br'), brotliCompressSync(html));
    writeFileSync(
      path.join(webDist, 'pages', locale, 'index.html'),
      `<div id="root" data-locale="${locale}">home</div>`,
    );
  }
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers every page path with index.html, never cached', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lcl/export?pol=CNSHA' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="root"');
  });

  it('serves build files to be kept for good, and other files for an hour', async () => {
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/main-AbC123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing build file with 404, not with the page', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/assets/main-Old999.js' });
    expect(old.statusCode).toBe(404);
    expect(old.headers['content-type']).not.toMatch(/text\/html/);
    const api = await t.app.inject({ method: 'GET', url: '/v2/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBeDefined();
  });

  it('sends the brotli or gzip copy the browser accepts, and the file itself to one that accepts neither', async () => {
    const url = '/assets/big-Zz9.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('货运 freight');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('货运 freight');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('货运 freight');
  });
});

describe('the pages rendered at build time (decision 060)', () => {
  const page = (url: string, cookie?: string, encoding = 'identity') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });

  it('sends the page in the language the cookie names, else in simplified Chinese, never cached', async () => {
    const plain = await page('/lcl/export');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/text\/html/);
    expect(plain.body).toContain('拼箱出口运价');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/cookie/i);
    const english = await page('/lcl/export', 'theme=dark; seabook-locale=en');
    expect(english.body).toContain('data-locale="en"');
    expect(english.body).toContain('Export LCL rates');
    const home = await page('/index', 'seabook-locale=en');
    expect(home.body).toBe('<div id="root" data-locale="en">home</div>');
  });

  it('sends its brotli copy to a browser that accepts it, saying that the answer varies by both', async () => {
    const br = await page('/lcl/export', 'seabook-locale=en', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/cookie/i);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Export LCL rates');
  });

  it('sends it for a search of the page too, a query string on its path (decision 062)', async () => {
    const search = await page('/lcl/export?pol=CNSHA&pod=USLAX&weight=120', 'seabook-locale=en');
    expect(search.body).toContain('data-locale="en"');
    expect(search.body).toContain('Export LCL rates');
    expect(search.headers.vary).toMatch(/cookie/i);
    const bare = await page('/lcl/export?', undefined);
    expect(bare.body).toContain('拼箱出口运价');
  });

  it('falls back to the empty shell: a language without pages, an unknown cookie, other pages', async () => {
    for (const [url, cookie] of [
      ['/lcl/export', 'seabook-locale=zh-TW'],
      ['/lcl/export', 'seabook-locale=../../etc'],
      ['/login?redirect=%2Flcl%2Fexport', 'seabook-locale=en'],
      ['/lcl/export/?pol=CNSHA', undefined],
      ['/login', 'seabook-locale=en'],
      ['/lcl/export/', undefined],
    ] as const) {
      const shell = await page(url, cookie);
      expect(shell.statusCode, `${url} ${cookie}`).toBe(200);
      if (cookie === 'seabook-locale=../../etc') expect(shell.body).toContain('拼箱出口运价');
      else expect(shell.body, `${url} ${cookie}`).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('never serves the rendered files under their own names', async () => {
    for (const url of ['/pages/en/lcl/export.html', '/pages/zh-CN/index.html', '/pages/']) {
      const answer = await page(url);
      expect(answer.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of accounts, desks and the API, and points at the sitemap of the host asked for', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'www.seabook.example' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    for (const prefix of ['/center/', '/ops/', '/v2/', '/dev/']) expect(robots.body).toContain(`Disallow: ${prefix}`);
    expect(robots.body).toContain('Sitemap: http://www.seabook.example/sitemap.xml');
    expect(robots.body).not.toContain('id="root"');
  });

  it('lists the public search pages as absolute addresses and no private page', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'www.seabook.example' } });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...map.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://www.seabook.example/index');
    expect(locs).toContain('http://www.seabook.example/lcl/export');
    expect(locs).toContain('http://www.seabook.example/fcl/export');
    expect(locs.some((loc) => /\/(center|ops|dev|v2)\//.test(loc ?? ''))).toBe(false);
  });
});
