// The accessibility sweep: the list of pages to visit and the visit itself. Over 400 lines because the
// page list (every customer and operator page with what it needs to show) is most of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildWeb, serve } from './bundle.ts';

/**
 * The accessibility sweep (issue 20, decision 043): axe-core's WCAG 2 A and AA rules on every customer
 * and operator page of the router, logged in as the demo company and the demo admin, at 1440 px and
 * 375 px. axe is injected into each page from node_modules, never bundled with the web app.
 */

export type AxeNode = { rule: string; impact: string; target: string; summary: string; html: string };
export type AxeRow = {
  audience: 'guest' | 'customer' | 'operator';
  page: string;
  width: number;
  serious: number;
  critical: number;
  /** Rule id → nodes failing it (serious or critical only). */
  rules: Record<string, number>;
  nodes: AxeNode[];
  /** Why the page could not be checked (it counts as a failure). */
  error?: string;
};

export const AXE_WIDTHS = [1440, 375] as const;
const HEADERS = { appid: '1', appclient: 'pc', 'content-type': 'application/json' };
const DEMO = {
  customer: { mobile: '13800000001', password: 'Demo@2026' },
  admin: { username: 'admin', password: 'Admin@2026' },
  finance: { username: 'finance', password: 'Ops@2026' },
};
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Visit = { audience: AxeRow['audience']; page: string; path: string; ready?: (page: Page) => Promise<void> };

async function api<T>(baseUrl: string, method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...HEADERS, ...(token ? { accesstoken: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { result?: { data?: T } };
  if (!response.ok || json.result?.data === undefined) throw new Error(`${method} ${url}: HTTP ${response.status}`);
  return json.result.data;
}

type OrderItem = { orderId: string; orderNo: string; status: string };

/** The ids the detail pages need, from the demo data; a bill is made and sent once when there is none. */
async function demoIds(baseUrl: string) {
  const { accesstoken: customer } = await api<{ accesstoken: string }>(
    baseUrl,
    'POST',
    '/v2/member/login',
    undefined,
    DEMO.customer,
  );
  const orders = (await api<{ items: OrderItem[] }>(baseUrl, 'GET', '/v2/oe_order/order_list?pageSize=100', customer))
    .items;
  const drafts = (await api<{ items: { id: string }[] }>(baseUrl, 'GET', '/v2/oe_order/draft_list', customer)).items;
  let bills = (await api<{ items: { id: string }[] }>(baseUrl, 'GET', '/v2/member/bill/billlist', customer)).items;
  const completed = orders.find((o) => o.status === 'completed');
  if (bills.length === 0 && completed) {
    const { accesstoken: finance } = await api<{ accesstoken: string }>(
      baseUrl,
      'POST',
      '/v2/ops/login',
      undefined,
      DEMO.finance,
    );
    const { id } = await api<{ id: string }>(baseUrl, 'POST', '/v2/ops/bills/from-order', finance, {
      orderNo: completed.orderNo,
    });
    await api(baseUrl, 'POST', '/v2/ops/bills/send', finance, { id });
    bills = (await api<{ items: { id: string }[] }>(baseUrl, 'GET', '/v2/member/bill/billlist', customer)).items;
  }
  const byStatus = (status: string) => orders.find((o) => o.status === status)?.orderId;
  return {
    order: orders[0]?.orderId,
    reviewOrder: byStatus('pending_review'),
    checkingOrder: byStatus('bl_checking'),
    completedOrder: completed?.orderId,
    draft: drafts[0]?.id,
    bill: bills[0]?.id,
  };
}

/** Opens the first quote line's details from the results page (its id lives only in the answer). */
async function openDetails(page: Page) {
  await page.getByTestId('quote-line').first().getByTestId('line-details').click();
  await page.getByTestId('details-page').waitFor({ timeout: 30_000 });
}

/** Every customer page of web/src/app/router.tsx that has content for the demo company. */
function customerPages(ids: Awaited<ReturnType<typeof demoIds>>): Visit[] {
  const c = (page: string, url: string | null, ready?: Visit['ready']): Visit[] =>
    url === null ? [] : [{ audience: 'customer', page, path: url, ready }];
  const withId = (base: string, id: string | undefined) => (id ? `${base}?id=${id}` : null);
  return [
    ...c('home', '/index'),
    ...c('LCL search results', '/lcl/export?pol=CNSHA&pod=USLAX', (p) =>
      p.getByTestId('quote-line').first().waitFor({ timeout: 60_000 }),
    ),
    ...c('quote details', '/lcl/export?pol=CNSHA&pod=USLAX', async (p) => {
      await p.getByTestId('quote-line').first().waitFor({ timeout: 60_000 });
      await openDetails(p);
    }),
    ...c('FCL search', '/fcl/export'),
    ...c('import LCL', '/import'),
    ...c('site search', '/search/result?keyword=Rotterdam&type=1'),
    ...c('cargo tracking', '/cargo_tracking?type=1&no=SBLNGB0004217'),
    ...c('agreement', '/agreement'),
    ...c('book by letter (LCL)', '/orderByLetter'),
    ...c('book by letter (FCL)', '/fcl/orderByLetter'),
    ...c('simple FCL booking', '/fcl/orderBySimple'),
    ...c('inquiry (LCL)', '/lcl/inquiry?pol=CNSHA&pod=USLAX'),
    ...c('inquiry (FCL)', '/fcl/inquiry?pol=CNSHA&pod=USLAX'),
    ...c('FCL entrust', '/fcl/entrust'),
    ...c('order again', withId('/onemore', ids.completedOrder)),
    ...c('edit order', withId('/editorder', ids.reviewOrder)),
    ...c('B/L check', withId('/checkbill', ids.checkingOrder)),
    ...c('continue draft', withId('/draftCreate', ids.draft)),
    ...c('sea import building', '/helper/building/seaImport'),
    ...c('railway building', '/helper/building/railway'),
    ...c('not found', '/404'),
    ...c('account centre', '/center/index'),
    ...c('information', '/center/information'),
    ...c('helper', '/center/helper'),
    ...c('in progress', '/center/ing'),
    ...c('favourites', '/center/collection'),
    ...c('addresses', '/center/address'),
    ...c('drafts', '/center/draft'),
    ...c('letter drafts', '/center/draft?tab=letters'),
    ...c('draft detail', withId('/center/draft/bookDetail', ids.draft)),
    ...c('my inquiries', '/center/inquiry'),
    ...c('my orders', '/center/order'),
    ...c('order detail', withId('/center/orderdetail', ids.order)),
    ...c('bills', '/center/bill'),
    ...c('bill detail', withId('/center/billdetail', ids.bill)),
    ...c('invoices', '/center/invoice'),
    ...c('monthly bills', '/center/billm'),
    ...c('messages', '/center/message'),
    ...c('notices', '/center/message?tab=notices'),
    ...c('verification', '/center/authentication'),
    ...c('verification upgrade', '/center/authentication/upgrade'),
    ...c('sub-accounts', '/center/childAccount'),
    ...c('verification guide', '/center/authGuide'),
    ...c('mobile home', '/mobile/index'),
    ...c('mobile share', '/mobile/share'),
  ];
}

const OPS_DESKS = [
  'dashboard',
  'rates',
  'inquiries',
  'orders',
  'letters',
  'finance',
  'audit',
  'staff',
  'verifications',
  'notices',
  'customers',
] as const;

const GUEST_PAGES: Visit[] = [
  { audience: 'guest', page: 'login', path: '/login' },
  { audience: 'guest', page: 'register', path: '/login?tab=register' },
  { audience: 'guest', page: 'ops login', path: '/ops/login' },
];

/** Waits for the route's chunk, its first answers and antd's entrance motions to settle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]'),
      undefined,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
}

type AxeResult = {
  violations: Array<{
    id: string;
    impact: string | null;
    nodes: Array<{ target: unknown[]; html: string; failureSummary?: string; impact?: string | null }>;
  }>;
};

/** Runs axe-core's WCAG 2 A/AA rules on the page as it is; serious and critical findings only. */
export async function axeCheck(page: Page): Promise<Pick<AxeRow, 'serious' | 'critical' | 'rules' | 'nodes'>> {
  await page.addScriptTag({ path: axePath });
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run(o: unknown): Promise<unknown> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    }),
  )) as AxeResult;
  const out = { serious: 0, critical: 0, rules: {} as Record<string, number>, nodes: [] as AxeNode[] };
  for (const violation of result.violations) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? '';
      if (impact !== 'serious' && impact !== 'critical') continue;
      out[impact] += 1;
      out.rules[violation.id] = (out.rules[violation.id] ?? 0) + 1;
      out.nodes.push({
        rule: violation.id,
        impact,
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
        html: node.html.slice(0, 300),
      });
    }
  }
  return out;
}

/** A page's row before axe has run: nothing found yet. */
function emptyRow(target: Visit, width: number): AxeRow {
  return { audience: target.audience, page: target.page, width, serious: 0, critical: 0, rules: {}, nodes: [] };
}

async function visit(context: BrowserContext, baseUrl: string, target: Visit, width: number): Promise<AxeRow> {
  const page = await context.newPage();
  const row = emptyRow(target, width);
  try {
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'domcontentloaded' });
    await settle(page);
    if (target.ready) {
      await target.ready(page);
      await settle(page);
    }
    Object.assign(row, await axeCheck(page));
  } catch (error) {
    row.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await page.close();
  }
  return row;
}

async function newContext(browser: Browser, width: number, locale: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 900 : 812 },
    locale,
    timezoneId: 'Asia/Shanghai',
    // The app's Content-Security-Policy forbids inline scripts, which is how axe is injected.
    bypassCSP: true,
  });
  await context.addInitScript((value) => window.localStorage.setItem('seabook:locale', JSON.stringify(value)), locale);
  return context;
}

async function customerLogIn(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-mobile').fill(DEMO.customer.mobile);
  await page.getByTestId('login-password').fill(DEMO.customer.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.close();
}

async function opsLogIn(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/ops/login`);
  await page.getByTestId('ops-login-username').fill(DEMO.admin.username);
  await page.getByTestId('ops-login-password').fill(DEMO.admin.password);
  await page.getByTestId('ops-login-submit').click();
  // The menu is in a closed drawer on a phone; the staff name in the header shows at every width.
  await page.getByTestId('ops-staff-name').waitFor({ state: 'attached', timeout: 30_000 });
  await page.close();
}

export type AxeSweepOptions = {
  widths?: readonly number[];
  locale?: string;
  /** Only pages whose name contains one of these comma-separated texts. */
  only?: string;
  log?: (line: string) => void;
  /** Called with each page's row as soon as it is checked. */
  onRow?: (row: AxeRow) => void;
};

/**
 * Visits every page (guest, customer, operator) at each width on `baseUrl` (the built web app with its
 * API) and runs axe-core on it.
 */
export async function axeSweep(baseUrl: string, options: AxeSweepOptions = {}): Promise<AxeRow[]> {
  const { widths = AXE_WIDTHS, locale = 'zh-CN', only, log = () => {}, onRow } = options;
  const ids = await demoIds(baseUrl);
  const opsPages: Visit[] = OPS_DESKS.map((desk) => ({
    audience: 'operator',
    page: `ops ${desk}`,
    path: `/ops/${desk}`,
  }));
  const wanted = only?.split(',').filter(Boolean) ?? [];
  const pick = (visits: Visit[]) => visits.filter((v) => wanted.length === 0 || wanted.some((w) => v.page.includes(w)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const rows: AxeRow[] = [];
  try {
    for (const width of widths) {
      const groups: Array<[Visit[], ((c: BrowserContext, u: string) => Promise<void>) | null]> = [
        [pick(GUEST_PAGES), null],
        [pick(customerPages(ids)), customerLogIn],
        [pick(opsPages), opsLogIn],
      ];
      for (const [visits, logIn] of groups) {
        if (visits.length === 0) continue;
        const context = await newContext(browser, width, locale);
        try {
          const loggedIn = logIn
            ? await logIn(context, baseUrl).then(
                () => null,
                (error: unknown) =>
                  `logging in failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
              )
            : null;
          for (const target of visits) {
            const row: AxeRow = loggedIn
              ? { ...emptyRow(target, width), error: loggedIn }
              : await visit(context, baseUrl, target, width);
            log(
              `  ${width} px ${row.page}: ${row.error ? `error: ${row.error}` : `${row.serious} serious, ${row.critical} critical`}`,
            );
            onRow?.(row);
            rows.push(row);
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * Builds the web app into a temporary folder, serves it with API calls proxied to `apiUrl` (the bench's
 * server, with the demo accounts), and sweeps it.
 */
export async function measureAxe(repoRoot: string, apiUrl: string, log?: (line: string) => void): Promise<AxeRow[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'seabook-bench-axe-'));
  let site: Awaited<ReturnType<typeof serve>> | null = null;
  try {
    await buildWeb(repoRoot, outDir);
    site = await serve(outDir, apiUrl);
    return await axeSweep(site.url, { log });
  } finally {
    await site?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const cell = (row: AxeRow | undefined) =>
  !row ? '—' : row.error ? `not checked: ${row.error.replace(/\|/g, '/')}` : `${row.serious} / ${row.critical}`;

/** One line per page: serious / critical at each width, and the rules that failed. */
export function axeTable(rows: AxeRow[]): string {
  const widths = [...new Set(rows.map((r) => r.width))];
  const pages = [...new Map(rows.map((r) => [`${r.audience}:${r.page}`, r])).values()];
  const head = ['audience', 'page', ...widths.map((w) => `${w} px serious / critical`), 'rules (nodes)'];
  const lines = pages.map((p) => {
    const mine = rows.filter((r) => r.audience === p.audience && r.page === p.page);
    const rules: Record<string, number> = {};
    for (const r of mine) for (const [id, n] of Object.entries(r.rules)) rules[id] = (rules[id] ?? 0) + n;
    const ruleText = Object.entries(rules)
      .sort((a, b) => b[1] - a[1])
      .map(([id, n]) => `${id} (${n})`)
      .join(', ');
    return [p.audience, p.page, ...widths.map((w) => cell(mine.find((r) => r.width === w))), ruleText || '—'];
  });
  const total = (key: 'serious' | 'critical') => rows.reduce((sum, r) => sum + r[key], 0);
  const unchecked = rows.filter((r) => r.error).length;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(head),
    line(head.map(() => '---')),
    ...lines.map(line),
    '',
    `${pages.length} pages × ${widths.length} widths: ${total('serious')} serious, ${total('critical')} critical` +
      (unchecked > 0 ? `, ${unchecked} not checked` : ''),
  ].join('\n');
}

// `node --import tsx bench/axe.ts http://127.0.0.1:8080 [page filter]`: the sweep against a running app.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://127.0.0.1:8080', only] = process.argv.slice(2);
  const widths = process.env.AXE_WIDTHS?.split(',').map(Number);
  const onRow = process.env.AXE_NODES
    ? (r: AxeRow) => {
        for (const n of r.nodes) console.log(`    ${n.rule} ${n.target} :: ${n.summary}\n      ${n.html}`);
      }
    : undefined;
  const locale = process.env.AXE_LOCALE ?? 'zh-CN';
  const rows = await axeSweep(baseUrl, { only, widths, locale, log: console.log, onRow });
  console.log(`\n${axeTable(rows)}\n`);
  const failed = rows.some((r) => r.serious + r.critical > 0 || r.error);
  process.exit(failed ? 1 : 0);
}
