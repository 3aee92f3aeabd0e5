import type { AxeRow } from './axe.ts';
import { axeTable } from './axe.ts';
import type { BundleReport } from './bundle.ts';
import type { BenchConfig } from './config.ts';
import { IMPORT_ROWS } from './excel.ts';
import { type PageSpeedReport, pageSpeedTables } from './lighthouse.ts';
import { type OrdersResult, ordersTable } from './orders.ts';
import {
  bundleTable,
  detailTable,
  excelTable,
  loadTable,
  memoryTable,
  propagationTable,
  type SizeResult,
  TARGETS,
} from './report.ts';

/** The hello route: the reference the quote search is measured against. */
export const HELLO_PATH = '/v2/ping';

/** Everything one run measured, as the Markdown report `npm run bench` prints and writes. */
export function renderReport(run: {
  startedAt: Date;
  config: BenchConfig;
  header: string[];
  results: SizeResult[];
  bundles: BundleReport | null;
  notes: string[];
  orders: OrdersResult | null;
  axe: AxeRow[] | null;
  pageSpeed: PageSpeedReport | null;
}): string {
  const { startedAt, config, header, results, bundles, notes, orders, axe, pageSpeed } = run;
  const parts = [`# Seabook benchmark — ${startedAt.toISOString()}`, '', ...header.map((h) => `- ${h}`), ''];
  if (results.length > 0) {
    parts.push(
      '## Quote search against the hello route, and the hello route against bare Node (same machine, same run)',
      '',
      loadTable(results),
      '',
      'Varied search: every request a new search drawn from all served lanes, the next 60 sailing days (or none), any ' +
        'cargo (or none), three sorts, now and then page 2, so no answer cache can serve it. Throughput ratio = varied ' +
        `search req/s ÷ hello req/s (target ≥ ${TARGETS.throughputRatio}); p99 ratio = varied search p99 ÷ hello p99 ` +
        `(target ≤ ${TARGETS.p99Ratio}, at ${config.connections} connections); p99 growth = varied search p99 ÷ the ` +
        `previous size's (target ≤ ${TARGETS.p99Growth} per 10× more rate lines). The cache column cycles the same ` +
        'few bodies (the busiest lanes × 3 cargos): what a popular lane costs once its answer is kept; it meets no target. ' +
        `Hello ÷ bare: \`${HELLO_PATH}\` against a bare Node http server answering the same bytes. The ceiling ` +
        'column is that bare server answering every request with the bytes of one search answer (the size shown), ' +
        'divided by the hello route: no search that sends such an answer can do better here.',
      '',
      detailTable(results),
      '',
      '## Memory of the server (resident, MiB)',
      '',
      memoryTable(results),
      '',
    );
    if (results.some((r) => r.excel !== null)) {
      parts.push(
        "## An operator's rate sheet export and import, and everyone else's requests meanwhile",
        '',
        excelTable(results),
        '',
        'The demo administrator exports every LCL rate valid today, then imports a sheet of the first ' +
          `${IMPORT_ROWS.toLocaleString('en')} of them (each row an update), while a client pings the same server every 10 ms. ` +
          'The workbooks are read and written in worker threads; what remains on the request thread shows as a slow ' +
          'ping. Memory is read five seconds after the import, with nothing asked meanwhile.',
        '',
      );
    }
    if (results.some((r) => r.propagation !== null)) {
      parts.push(
        "## A rate saved on instance A, in instance B's search (two servers on one PostgreSQL)",
        '',
        propagationTable(results),
        '',
        "Each save goes through the operators' desk of A; the time runs from A's answer until a search on B " +
          '(polled every 5 ms) shows the new price. A client pings B every 10 ms meanwhile.',
        '',
      );
    }
  }
  if (bundles) {
    parts.push(
      '## JavaScript for the first paint',
      '',
      bundleTable(bundles),
      '',
      `Built with Vite into a temporary folder in ${bundles.buildSeconds.toFixed(1)} s; each route loaded in headless ` +
        'Chromium with an empty cache; every JavaScript file requested until the search form was visible, ' +
        `gzip -9; 1 kB = 1000 bytes.${bundles.apiProxied ? '' : ' No API server was up: API calls answered 502.'}`,
      '',
    );
    for (const route of bundles.routes) {
      if (route.pageErrors.length > 0) notes.push(`${route.route}: page errors: ${route.pageErrors.join(' | ')}`);
    }
  }
  if (orders) {
    parts.push(
      '## Order lists and tracking with data (bench/orders.ts)',
      '',
      ordersTable(orders),
      '',
      `The demo company's ${orders.demoOrders} demo orders, then ${orders.added.toLocaleString('en')} more for it and ` +
        `${orders.others.toLocaleString('en')} across the other tenants (added and analyzed in ${orders.seedSeconds.toFixed(0)} s); ` +
        `logged in as the demo customer, ${config.connections} connections, ${config.durationS} s per route. Plans: bench/results/orders-explain.md. ` +
        'The ceiling rows are a bare Node server that makes one round trip to the same PostgreSQL per request, ' +
        "through a pool of the server's size, and nothing else: `select 1` (no read that asks the database anything " +
        "can go faster here), and the server's own session lookup (what every authenticated read makes before its own statements).",
      '',
    );
  }
  if (axe) {
    parts.push(
      '## Accessibility (axe-core, WCAG 2 A and AA)',
      '',
      axeTable(axe),
      '',
      'Serious / critical findings per page, zh-CN, logged in as the demo company and the demo admin (target: 0 everywhere).',
      '',
    );
  }
  if (pageSpeed) parts.push('## Lighthouse (mobile) and journeys', '', pageSpeedTables(pageSpeed));
  if (notes.length > 0) parts.push('## Notes', '', ...notes.map((n) => `- ${n}`), '');
  return parts.join('\n');
}
