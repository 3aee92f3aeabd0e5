import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';

export type RouteBundle = {
  route: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** How the end of the first paint was recognised. */
  readyBy: 'quote-search-form' | 'network idle';
  pageErrors: string[];
  fileNames: string[];
};

export type BundleReport = {
  buildSeconds: number;
  routes: RouteBundle[];
  /** Cross-check from Vite's manifest: the entry chunk and its static imports (no lazy route chunk). */
  entryClosure: { files: number; rawBytes: number; gzipBytes: number } | null;
  apiProxied: boolean;
};

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Builds the web app into a temporary folder (never web/dist, which other runs use). */
export async function buildWeb(repoRoot: string, outDir: string): Promise<number> {
  const webDir = path.join(repoRoot, 'web');
  const started = performance.now();
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return (performance.now() - started) / 1000;
}

/** The built files with SPA fallback to index.html; API paths go to `apiUrl` when given. */
/** Listens on a free port of 127.0.0.1; `close` ends open connections too. */
export function listenLocal(server: http.Server): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Passes one request on to the API server and its answer back (a 502 when the API is not there). */
export function proxy(apiUrl: string, url: URL, request: http.IncomingMessage, response: http.ServerResponse): void {
  const upstream = http.request(
    new URL(url.pathname + url.search, apiUrl),
    { method: request.method, headers: { ...request.headers, host: new URL(apiUrl).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

export function serve(root: string, apiUrl: string | null): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/v2/') || url.pathname.startsWith('/user/')) {
      if (!apiUrl) {
        response.writeHead(502, { 'content-type': 'application/json' }).end('{"error":{"code":50200},"result":{}}');
        return;
      }
      proxy(apiUrl, url, request, response);
      return;
    }
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    const inside = file.startsWith(root + path.sep);
    const target = inside && existsSync(file) && statSync(file).isFile() ? file : path.join(root, 'index.html');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    response.end(readFileSync(target));
  });
  return listenLocal(server);
}

/** Sizes of files of the build, by URL path. */
function sizes(root: string, urlPaths: string[]) {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const urlPath of urlPaths) {
    const bytes = readFileSync(path.join(root, urlPath));
    rawBytes += bytes.length;
    gzipBytes += gzipSize(bytes);
  }
  return { files: urlPaths.length, rawBytes, gzipBytes };
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

function entryClosure(root: string) {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return null;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entry);
  return sizes(
    root,
    [...seen].map((key) => `/${manifest[key]?.file ?? ''}`),
  );
}

async function measureRoute(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
  root: string,
  route: string,
): Promise<RouteBundle> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'commit' });
  let readyBy: RouteBundle['readyBy'] = 'quote-search-form';
  // The moment the form was painted, on the page's own clock (checked every frame), so that scripts
  // the page asks for afterwards (below-the-fold parts, idle-time loads) are not counted.
  let paintedAt = Number.POSITIVE_INFINITY;
  try {
    const handle = await page.waitForFunction(
      () => {
        const form = document.querySelector('[data-testid="quote-search-form"]');
        const box = form?.getBoundingClientRect();
        return box && box.width > 0 && box.height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 20_000 },
    );
    paintedAt = Number(await handle.jsonValue());
  } catch {
    readyBy = 'network idle';
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
  }
  const requested = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => entry.name),
    paintedAt,
  );
  const scripts = new Set(
    requested
      .map((name) => new URL(name))
      .filter((url) => url.origin === baseUrl && url.pathname.endsWith('.js'))
      .map((url) => url.pathname),
  );
  // The entry script is in the document, not always in resource timing: take it from the HTML.
  for (const match of (await page.content()).matchAll(/<script[^>]+src="([^"]+\.js)"/g))
    if (match[1]) scripts.add(new URL(match[1], baseUrl).pathname);
  const fileNames = [...scripts].filter((p) => existsSync(path.join(root, p))).sort();
  await context.close();
  return { route, readyBy, pageErrors, fileNames, ...sizes(root, fileNames) };
}

/**
 * Builds the web app into a temp dir, serves it (API calls proxied to `apiUrl` when given), loads
 * each route in headless Chromium until its search form is visible, and sums gzip -9 sizes of every
 * JavaScript file the page requested by then.
 */
export async function measureBundles(repoRoot: string, routes: string[], apiUrl: string | null): Promise<BundleReport> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'seabook-bench-web-'));
  let site: Awaited<ReturnType<typeof serve>> | null = null;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
  try {
    const buildSeconds = await buildWeb(repoRoot, outDir);
    site = await serve(outDir, apiUrl);
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
    });
    const measured: RouteBundle[] = [];
    for (const route of routes) measured.push(await measureRoute(browser, site.url, outDir, route));
    return { buildSeconds, routes: measured, entryClosure: entryClosure(outDir), apiProxied: apiUrl !== null };
  } finally {
    await browser?.close();
    await site?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
