import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { prerenderedPages } from '../server/src/http/prerendered-pages.ts';
import { buildWeb, CONTENT_TYPES, listenLocal, proxy } from './bundle.ts';
import { type InteractionReport, interactionTable, measureInteractions, median } from './interaction.ts';

/**
 * Lighthouse 12 (mobile preset, simulated throttling: its default) on the first pages and a results page,
 * beside a static page of similar text served the same way, plus the two journeys of interaction.ts.
 * Lighthouse is not a dependency of the project: it is installed on first use into a cache folder.
 */

const LIGHTHOUSE_VERSION = '12.2.3';
const CACHE = path.join(os.homedir(), '.cache', 'seabook', `lighthouse-${LIGHTHOUSE_VERSION}`);
/** A lane the demo rates price; checked against the API before Lighthouse is pointed at it. */
const RESULTS_PATH = '/lcl/export?pol=CNSHA&pod=USLAX';
const STATIC_PATH = '/bench-static-reference';
const TARGETS = { performance: 90, accessibility: 95, seo: 95, lcpRatio: 2, cls: 0.05, tbtMs: 200 };

/** The reference: the home page's heading and text as plain HTML and CSS, no script (what LCP could be). */
const STATIC_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Seabook 海运订舱：拼箱、整柜运价查询与在线下单。"><title>Seabook</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#0b1d36}header{height:64px;background:#0b1d36}
main{max-width:1200px;margin:0 auto;padding:48px 16px}h1{font-size:36px;margin:0 0 12px}p{font-size:18px;line-height:1.6}</style>
</head><body><header></header><main><h1>海运订舱，一站搞定</h1>
<p>出口拼箱每周约 125 条航线，进口拼箱约 54 条；整柜、海铁联运、报关、保险与上门提货，一个平台全部搞定。</p>
<p>选择起运港、目的港和船期，一秒内列出全部拼箱服务的船期与全程价格，费用明细不隐藏。</p></main></body></html>`;

/** One page's figures: of one Lighthouse run, or the medians of several (`runs`). */
export type LighthouseRow = {
  label: string;
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The lowest and highest TBT of the runs: the figure that moves most from run to run. */
  tbtRangeMs: [number, number];
  /**
   * Lighthouse's measure of the machine's CPU speed (`environment.benchmarkIndex`; higher is faster). Its
   * simulated phone scales the tasks it observed, so TBT on a slower machine is larger: read TBT with it.
   */
  benchmarkIndex: number;
  runs: number;
};

export type PageSpeedReport = {
  rows: LighthouseRow[];
  reference: LighthouseRow | null;
  interactions: InteractionReport | null;
  notes: string[];
};

/** The Lighthouse CLI from the cache folder, installed there with npm when missing; null when it cannot be. */
function lighthouseCli(notes: string[]): string | null {
  const cli = path.join(CACHE, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (existsSync(cli)) return cli;
  mkdirSync(CACHE, { recursive: true });
  console.log(`  installing lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE} (once)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(
    npm,
    ['install', '--prefix', CACHE, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (install.status === 0 && existsSync(cli)) return cli;
  notes.push(
    `Lighthouse was skipped: \`npm install lighthouse@${LIGHTHOUSE_VERSION}\` into ${CACHE} failed ` +
      `(${(install.stderr || install.stdout || String(install.error)).trim().split('\n').slice(-1)[0]}).`,
  );
  return null;
}

/**
 * The built web app as the real server sends it: the precompressed brotli or gzip copy the browser accepts,
 * assets cached as immutable, the pages rendered at build time in the cookie's language, the SPA's
 * index.html for any other path, the API proxied to `apiUrl`, and the static reference page.
 */
export function serveSite(root: string, apiUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const pages = prerenderedPages(root);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The API, and the crawler files the server writes per host (robots.txt, sitemap.xml).
    if (/^\/(v2|user)\/|^\/(robots\.txt|sitemap\.xml)$/.test(url.pathname)) {
      proxy(apiUrl, url, request, response);
      return;
    }
    if (url.pathname === STATIC_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(STATIC_PAGE);
      return;
    }
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    const inside = file.startsWith(root + path.sep) && !pages.isPageFile(url.pathname);
    const rendered = pages.fileFor(`${url.pathname}${url.search}`, request.headers.cookie);
    const target = rendered
      ? path.join(root, rendered)
      : inside && existsSync(file) && statSync(file).isFile()
        ? file
        : path.join(root, 'index.html');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      accepts.includes('br') && existsSync(`${target}.br`)
        ? 'br'
        : accepts.includes('gzip') && existsSync(`${target}.gz`)
          ? 'gzip'
          : null;
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: rendered ? 'accept-encoding, cookie' : 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(200, headers);
    response.end(readFileSync(encoding === 'br' ? `${target}.br` : encoding === 'gzip' ? `${target}.gz` : target));
  });
  return listenLocal(server);
}

type LighthouseJson = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
};

/** One Lighthouse run (mobile preset) of `url`; its JSON report goes to stdout. */
function runLighthouse(cli: string, url: string, keepAs: string): Promise<LighthouseJson> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        const report = JSON.parse(out) as LighthouseJson;
        writeFileSync(keepAs, out);
        if (report.runtimeError) reject(new Error(report.runtimeError.message));
        else resolve(report);
      } catch {
        reject(new Error(`lighthouse exited ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
      }
    });
  });
}

function row(label: string, pagePath: string, report: LighthouseJson): LighthouseRow {
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  const tbtMs = audit('total-blocking-time');
  return {
    label,
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs,
    tbtRangeMs: [tbtMs, tbtMs],
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    runs: 1,
  };
}

/** Several runs of one page as one row: the median of each figure, and the range of TBT. */
export function medianRow(runs: readonly LighthouseRow[]): LighthouseRow {
  const first = runs[0];
  if (!first) throw new Error('no Lighthouse run to summarize');
  const of = (pick: (r: LighthouseRow) => number) => median(runs.map(pick)) ?? Number.NaN;
  const tbts = runs.map((r) => r.tbtMs);
  return {
    label: first.label,
    path: first.path,
    performance: Math.round(of((r) => r.performance)),
    accessibility: Math.round(of((r) => r.accessibility)),
    seo: Math.round(of((r) => r.seo)),
    lcpMs: of((r) => r.lcpMs),
    cls: of((r) => r.cls),
    tbtMs: of((r) => r.tbtMs),
    tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
    benchmarkIndex: of((r) => r.benchmarkIndex),
    runs: runs.length,
  };
}

async function resultsPathHasLines(apiUrl: string): Promise<boolean> {
  const query = new URLSearchParams(RESULTS_PATH.split('?')[1]);
  const answer = await fetch(`${apiUrl}/v2/oe_sea/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'export', pol: query.get('pol'), pod: query.get('pod') }),
  });
  const body = (await answer.json().catch(() => null)) as { result?: { data?: { items?: unknown[] } } } | null;
  return answer.ok && (body?.result?.data?.items?.length ?? 0) > 0;
}

/**
 * Builds the web app into a temporary folder, serves it (API calls to `apiUrl`, the bench's server with the
 * demo data), runs Lighthouse `runs` times on /index, /lcl/export, a results page and the static reference
 * (in rounds over the pages, so a slow moment of the machine touches all alike; each row is the median),
 * then the click → results and login → my orders journeys at 4× CPU throttling. Each Lighthouse report is
 * kept in `reportsDir` (its JSON opens in the Lighthouse viewer).
 */
export async function measurePageSpeed(
  repoRoot: string,
  apiUrl: string,
  reportsDir: string,
  runs = 3,
): Promise<PageSpeedReport> {
  const notes: string[] = [];
  const report: PageSpeedReport = { rows: [], reference: null, interactions: null, notes };
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'seabook-bench-lh-'));
  let site: Awaited<ReturnType<typeof serveSite>> | null = null;
  try {
    await buildWeb(repoRoot, outDir);
    site = await serveSite(outDir, apiUrl);
    const cli = lighthouseCli(notes);
    mkdirSync(reportsDir, { recursive: true });
    if (cli) {
      if (!(await resultsPathHasLines(apiUrl))) notes.push(`${RESULTS_PATH} found no quote lines on this server.`);
      const pages: Array<[string, string]> = [
        ['home', '/index'],
        ['LCL export, empty', '/lcl/export'],
        ['LCL export, results', RESULTS_PATH],
        ['static reference', STATIC_PATH],
      ];
      const measured = new Map<string, LighthouseRow[]>(pages.map(([label]) => [label, []]));
      for (let round = 1; round <= runs; round++) {
        for (const [label, pagePath] of pages) {
          console.log(`  lighthouse ${pagePath} (${round}/${runs})`);
          try {
            const keepAs = path.join(reportsDir, `lighthouse-${label.replace(/\W+/g, '-')}-${round}.json`);
            measured.get(label)?.push(row(label, pagePath, await runLighthouse(cli, `${site.url}${pagePath}`, keepAs)));
          } catch (error) {
            notes.push(
              `Lighthouse on ${pagePath} (run ${round}) failed: ${error instanceof Error ? error.message : error}`,
            );
          }
        }
      }
      for (const [label, pagePath] of pages) {
        const rows = measured.get(label) ?? [];
        if (rows.length === 0) continue;
        if (pagePath === STATIC_PATH) report.reference = medianRow(rows);
        else report.rows.push(medianRow(rows));
      }
    }
    console.log('  click → results, login → my orders (4× CPU throttling)');
    report.interactions = await measureInteractions(site.url);
    for (const error of report.interactions.errors) notes.push(`journey failed: ${error}`);
  } finally {
    await site?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return report;
}

export function pageSpeedTables(report: PageSpeedReport): string {
  const parts: string[] = [];
  const all = [...report.rows, ...(report.reference ? [report.reference] : [])];
  if (all.length > 0) {
    const staticLcp = report.reference?.lcpMs ?? Number.NaN;
    const line = (r: LighthouseRow) =>
      `| ${r.label} (\`${r.path}\`) | ${r.performance} | ${r.accessibility} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ` +
      `${Number.isFinite(staticLcp) ? (r.lcpMs / staticLcp).toFixed(1) : '—'} | ${r.cls.toFixed(3)} | ${r.tbtMs.toFixed(0)} ms | ` +
      `${r.tbtRangeMs[0].toFixed(0)}–${r.tbtRangeMs[1].toFixed(0)} ms | ${r.runs} |`;
    const speeds = all.map((r) => r.benchmarkIndex).filter(Number.isFinite);
    parts.push(
      '| page | performance | accessibility | SEO | LCP | LCP ÷ static | CLS | TBT | TBT of the runs | runs |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...all.map(line),
      '',
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, simulated throttling; each row the median of its runs. Targets: ` +
        `performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, SEO ≥ ${TARGETS.seo}, ` +
        `LCP ≤ ${TARGETS.lcpRatio}× the static page's, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms. The static ` +
        'reference is plain HTML of similar text served the same way.' +
        (speeds.length > 0
          ? ` Lighthouse's benchmark index of this machine: ${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))} ` +
            '(its CPU speed, higher is faster). The simulated phone scales the tasks Lighthouse observed here, so the ' +
            'blocking time of the same page is larger on a slower machine or a busy one.'
          : ''),
      '',
    );
  }
  if (report.interactions) parts.push(interactionTable(report.interactions), '');
  return parts.join('\n');
}
