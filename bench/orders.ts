// Order lists and tracking with data: seeding, the measured routes and the EXPLAIN plans. Over 400 lines
// because the seeding SQL, which must match the orders schema, is kept beside what it is measured with.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_STATUS_TAB_KEYS } from '@seabook/domain/order-flow';
import { ORDER_COUNT_CAP, ORDER_TAB_COUNT_CAP } from '@seabook/domain/orders';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, migrate } from '../server/src/db/client.ts';
import { DEMO, loadDemoData } from '../server/src/demo/demo-data.ts';
import { ensureReferenceData } from '../server/src/modules/catalog/catalog.service.ts';
import { ensureBuiltinRoles } from '../server/src/modules/members/members.service.ts';
import {
  boundedCountsQuery,
  keptCountsQuery,
  listColumns,
  listCountFilters,
  newestFirst,
  tabFilters,
} from '../server/src/modules/orders/order-list.ts';
import { trackedOrdersQuery } from '../server/src/modules/orders/order-tracking.ts';
import { orderCounts, orders } from '../server/src/modules/orders/orders.tables.ts';
import type { BenchConfig } from './config.ts';
import { createBenchDatabase } from './database.ts';
import { combine, type LoadRequest, type Measurement, measure, type ServerHandle, startServer } from './load.ts';
import { addOrders } from './orders-seed.ts';
import { type Reference, startBareDbServer } from './reference.ts';

/**
 * Lists and tracking with data (issue 20, item 3): on one PostgreSQL bench database, the demo
 * customer's order list (status tabs and pages), getorderinfo and tracking by B/L, booking, container and
 * contract number are measured against /v2/ping with the demo data; then 100,000 orders are added to the
 * demo company (and BENCH_ORDERS_OTHERS across the other tenants), the tables analyzed, and everything
 * measured again. The p99 growth between the two is the figure (target ≤ 1.5×), and authenticated reads
 * should keep ≥ 0.3× the ping's throughput. The plans at the large size go to bench/results/orders-explain.md.
 */

export const ORDER_TARGETS = { p99Growth: 1.5, pingRatio: 0.3 } as const;

export type OrdersRow = { route: string; demo: Measurement; large: Measurement };
export type OrdersResult = {
  demoOrders: number;
  added: number;
  others: number;
  seedSeconds: number;
  rows: OrdersRow[];
  explainFile: string;
};

const PING = '/v2/ping';
/**
 * The reference rows: a bare Node server making one round trip per request through a pool like the
 * server's: `select 1`, and the session lookup every authenticated request makes first (bare-db-server.mjs).
 */
const CEILING = 'ceiling: bare Node, one `select 1` a request';
const SESSION_CEILING = 'ceiling: bare Node, the session lookup alone a request';
const CEILINGS = [CEILING, SESSION_CEILING];
const UNTRACKABLE = `('pending_review', 'rejected', 'cancelled')`;

const log = (message: string) => console.log(`  ${message}`);

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/v2/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: DEMO.enterprise.mobile, password: DEMO.enterprise.password }),
  });
  const json = (await response.json()) as { result?: { data?: { accesstoken?: string } } };
  const token = json.result?.data?.accesstoken;
  if (!response.ok || !token) throw new Error(`demo login answered ${response.status}: ${JSON.stringify(json)}`);
  return token;
}

/** Up to `n` values of a column, in no particular order (a seeded random sample). */
async function sample(client: pg.Client, query: string, params: unknown[] = []): Promise<string[]> {
  await client.query('select setseed(0.42)');
  return (await client.query<{ v: string }>(query, params)).rows.map((row) => row.v);
}

/** The request sets of each route, from values the database holds now. */
async function requestSets(client: pg.Client, tenantId: string, token: string) {
  const headers = { accesstoken: token, appid: '1', appclient: 'pc' };
  const get = (p: string): LoadRequest => ({ method: 'GET', path: p, headers });
  const tabs = ['', ...ORDER_STATUS_TAB_KEYS.filter((tab) => tab !== 'all')];
  const list = tabs.flatMap((tab) =>
    [1, 2, 5].map((page) => get(`/v2/oe_order/order_list?page=${page}&pageSize=20${tab ? `&tab=${tab}` : ''}`)),
  );
  const ids = await sample(client, 'select id::text as v from orders where tenant_id = $1 order by random() limit 40', [
    tenantId,
  ]);
  const trackable = `status not in ${UNTRACKABLE}`;
  // Lower-case half of the numbers: the lookups are case-blind.
  const varied = (values: string[]) => values.map((v, i) => (i % 2 === 0 ? v.toLowerCase() : v));
  const bl = varied(
    await sample(
      client,
      `select bl_no as v from orders where bl_no is not null and ${trackable} order by random() limit 20`,
    ),
  );
  const booking = varied(
    await sample(
      client,
      `select booking_no as v from orders where booking_no is not null and ${trackable} order by random() limit 20`,
    ),
  );
  const contract = varied(
    await sample(
      client,
      `select contract_no as v from orders where contract_no is not null and ${trackable} order by random() limit 20`,
    ),
  );
  const boxes = await sample(
    client,
    `select c.container_no as v from order_containers c join orders o on o.id = c.order_id where o.${trackable} order by random() limit 20`,
  );
  const track = (type: number, values: string[]) =>
    values.map((no) => get(`/v2/tracking/search?type=${type}&no=${encodeURIComponent(no)}`));
  const sets: Array<[string, LoadRequest[]]> = [
    ['order_list (6 tabs × pages 1, 2, 5)', list],
    ['getorderinfo', ids.map((id) => get(`/v2/oe_order/getorderinfo?id=${id}`))],
    ['membercenter (tab counts)', [get('/v2/member/membercenter')]],
    ['tracking by B/L', track(1, bl)],
    ['tracking by booking no.', track(1, booking)],
    ['tracking by container', track(2, boxes)],
    ['tracking by contract no.', track(3, contract)],
  ];
  for (const [name, requests] of sets) if (requests.length === 0) throw new Error(`${name}: no values to ask for`);
  return sets;
}

async function checkAnswers(url: string, requests: LoadRequest[], name: string) {
  for (const request of requests.slice(0, 3)) {
    const response = await fetch(`${url}${request.path}`, { headers: request.headers });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`${name}: ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
    if (name.startsWith('tracking') && !text.includes('"shipments":[{')) {
      throw new Error(`${name}: ${request.path} found no shipment: ${text.slice(0, 300)}`);
    }
  }
}

/** Ping, each route, ping again: one window each (the ping's two averaged). */
async function measureAll(
  config: BenchConfig,
  server: ServerHandle,
  sets: Array<[string, LoadRequest[]]>,
  references: Array<[string, Reference]>,
): Promise<Map<string, Measurement>> {
  const options = { connections: config.connections, durationS: config.durationS };
  const ping: LoadRequest[] = [{ method: 'GET', path: PING }];
  for (const [name, requests] of sets) await checkAnswers(server.url, requests, name);
  if (config.warmupS > 0) {
    for (const [, requests] of [['ping', ping] as const, ...sets]) {
      await measure(server.url, [...requests], { ...options, durationS: config.warmupS });
    }
  }
  const results = new Map<string, Measurement>();
  const half = { ...options, durationS: Math.max(1, config.durationS / 2) };
  const ping1 = await measure(server.url, ping, half);
  for (const [name, requests] of sets) {
    const result = await measure(server.url, requests, options);
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result.requests === 0) {
      throw new Error(
        `${name}: ${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    results.set(name, result);
    log(`${name}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms`);
  }
  const ping2 = await measure(server.url, ping, half);
  results.set('ping', combine(ping1, ping2));
  log(`ping: ${results.get('ping')?.reqPerSec.toFixed(0)} req/s, p99 ${results.get('ping')?.p99} ms`);
  // The ceilings of any read that touches the database: one round trip, nothing else (bare-db-server.mjs).
  for (const [name, reference] of references) {
    const ceiling = await measure(reference.url, ping, options);
    if (ceiling.non2xx > 0 || ceiling.errors > 0 || ceiling.requests === 0) {
      throw new Error(`${name}: ${ceiling.requests} requests, ${ceiling.non2xx} non-2xx, ${ceiling.errors} errors`);
    }
    results.set(name, ceiling);
    log(`${name}: ${ceiling.reqPerSec.toFixed(0)} req/s, p99 ${ceiling.p99} ms`);
  }
  return results;
}

async function explain(database: Database, title: string, query: SQL): Promise<string> {
  const answer = (await database.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return `### ${title}\n\n\`\`\`\n${answer.rows.map((row) => Object.values(row)[0]).join('\n')}\n\`\`\`\n`;
}

async function explainAll(config: BenchConfig, database: Database, tenantId: string, client: pg.Client) {
  const db = database.db;
  const scope = eq(orders.tenantId, tenantId);
  const page = (filter: SQL | undefined, offset: number) =>
    db
      .select(listColumns)
      .from(orders)
      .where(filter)
      .orderBy(...newestFirst)
      .limit(20)
      .offset(offset)
      .getSQL();
  const tabs = tabFilters(scope);
  const [bl] = await sample(
    client,
    `select bl_no as v from orders where tenant_id = $1 and bl_no is not null and status not in ${UNTRACKABLE} order by random() limit 1`,
    [tenantId],
  );
  const [booking] = await sample(
    client,
    `select booking_no as v from orders where tenant_id = $1 and booking_no is not null and status not in ${UNTRACKABLE} order by random() limit 1`,
    [tenantId],
  );
  const [contract] = await sample(
    client,
    `select contract_no as v from orders where tenant_id = $1 and contract_no is not null and status not in ${UNTRACKABLE} order by random() limit 1`,
    [tenantId],
  );
  const [box] = await sample(
    client,
    `select c.container_no as v from order_containers c join orders o on o.id = c.order_id where o.tenant_id = $1 order by random() limit 1`,
    [tenantId],
  );
  const parts = [
    `# Order lists and tracking at ${new Date().toISOString()}: plans with the large data`,
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the statements the server runs, for the demo company, as built by the server code (order-list.ts, order-tracking.ts).',
    '',
    await explain(database, 'order_list page 1, all tabs', page(scope, 0)),
    await explain(database, 'order_list page 5, tab "bl"', page(tabs.bl, 80)),
    await explain(database, 'order_list page 1, tab "review"', page(tabs.review, 0)),
    await explain(
      database,
      'a list without mode or keyword: the tab counts and the total, kept by PostgreSQL (decision 053)',
      keptCountsQuery(db, eq(orderCounts.tenantId, tenantId)).getSQL(),
    ),
    await explain(
      database,
      `a list with a mode or keyword: tab counts (bounded at ${ORDER_TAB_COUNT_CAP}) and the total (at ${ORDER_COUNT_CAP.toLocaleString('en')}), here without either`,
      (() => {
        // The list of the "all" tab: its total to the cap, the other tabs' badges to theirs (decision 050).
        const { filters, caps } = listCountFilters(scope, scope, ORDER_COUNT_CAP, true);
        return boundedCountsQuery(filters, caps);
      })(),
    ),
    await explain(database, `tracking by B/L ${bl}`, trackedOrdersQuery(db, 1, (bl ?? '').toUpperCase()).getSQL()),
    await explain(
      database,
      `tracking by booking no. ${booking}`,
      trackedOrdersQuery(db, 1, (booking ?? '').toUpperCase()).getSQL(),
    ),
    await explain(database, `tracking by container ${box}`, trackedOrdersQuery(db, 2, box ?? '').getSQL()),
    await explain(
      database,
      `tracking by contract no. ${contract}`,
      trackedOrdersQuery(db, 3, (contract ?? '').toUpperCase()).getSQL(),
    ),
    await explain(
      database,
      'ops desk: every tenant, status in_progress, page 1',
      page(and(eq(orders.status, 'in_progress')), 0),
    ),
  ];
  mkdirSync(config.resultsDir, { recursive: true });
  const file = path.join(config.resultsDir, 'orders-explain.md');
  writeFileSync(file, parts.join('\n'));
  return file;
}

/**
 * The whole orders bench on PostgreSQL: a database of its own (seabook_bench_orders), the server, two
 * rounds of measurements around the bulk insert. `register` gets each clean-up step as it is created.
 */
export async function benchOrders(
  config: BenchConfig,
  register: (cleanup: () => Promise<void>) => void,
): Promise<OrdersResult> {
  const added = int(process.env, 'BENCH_ORDERS', 100_000);
  const others = int(process.env, 'BENCH_ORDERS_OTHERS', 1_000_000);
  console.log(`\n▶ order lists and tracking: demo data, then +${added.toLocaleString('en')} demo-company orders`);
  const { database: benchDb, open } = await createBenchDatabase(config, 'postgres', 0, 'orders');
  register(() => benchDb.drop());
  const database = await open();
  register(() => database.close());
  await migrate(database);
  await ensureBuiltinRoles(database.db);
  await ensureReferenceData(database.db);
  await loadDemoData(database.db);
  const client = new pg.Client({ connectionString: benchDb.env.DATABASE_URL });
  await client.connect();
  register(() => client.end());
  await client.query('vacuum analyze');
  const tenantId = (
    await client.query<{ id: string }>('select id from tenants where code = $1', [DEMO.enterprise.code])
  ).rows[0]?.id;
  if (!tenantId) throw new Error('the demo company is missing');
  const demoOrders = Number(
    (await client.query<{ n: string }>('select count(*) as n from orders where tenant_id = $1', [tenantId])).rows[0]?.n,
  );

  let stop = async () => {};
  const server = await startServer(config.repoRoot, benchDb.env, (stopServer) => {
    stop = stopServer;
    register(stopServer);
  });
  try {
    log(`server ${server.url}; the demo company has ${demoOrders} orders`);
    const token = await login(server.url);
    const poolMax = Number(benchDb.env.DATABASE_POOL_MAX ?? process.env.DATABASE_POOL_MAX ?? 20);
    const references: Array<[string, Reference]> = [];
    for (const [name, tokenHash] of [
      [CEILING, undefined],
      [SESSION_CEILING, createHash('sha256').update(token).digest('hex')],
    ] as const) {
      const reference = await startBareDbServer(benchDb.env.DATABASE_URL ?? '', poolMax, tokenHash);
      register(() => reference.stop());
      references.push([name, reference]);
    }
    const demo = await measureAll(config, server, await requestSets(client, tenantId, token), references);

    const started = performance.now();
    await addOrders(
      client,
      'BN',
      added,
      `select a.tenant_id, a.id as account_id from accounts a where a.tenant_id = '${tenantId}' and a.kind = 'main'`,
      tenantId,
    );
    if (others > 0) {
      await addOrders(
        client,
        'OT',
        others,
        `select a.tenant_id, a.id as account_id from accounts a where a.tenant_id <> '${tenantId}' and a.kind = 'main' order by a.tenant_id`,
        tenantId,
      );
    }
    await client.query('vacuum analyze');
    const seedSeconds = (performance.now() - started) / 1000;
    log(`added and analyzed in ${seedSeconds.toFixed(1)} s`);
    const large = await measureAll(config, server, await requestSets(client, tenantId, token), references);
    const explainFile = await explainAll(config, database, tenantId, client);
    log(`plans written to ${path.relative(config.repoRoot, explainFile)}`);
    const rows = [...demo.keys()].map((route) => ({
      route,
      demo: demo.get(route) as Measurement,
      large: large.get(route) as Measurement,
    }));
    return { demoOrders, added, others, seedSeconds, rows, explainFile };
  } finally {
    await stop();
  }
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mark = (met: boolean) => (met ? '✓' : '✗');

/** The report's table: each route with demo data and with the large data, its p99 growth and ping ratio. */
export function ordersTable(result: OrdersResult): string {
  const ping = result.rows.find((row) => row.route === 'ping');
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const head = [
    'route',
    'demo req/s',
    'demo p99 ms',
    `+${fmt(result.added)} req/s`,
    `+${fmt(result.added)} p99 ms`,
    `p99 growth (≤ ${ORDER_TARGETS.p99Growth})`,
    `req/s ÷ ping (≥ ${ORDER_TARGETS.pingRatio})`,
  ];
  const rows = result.rows.map((row) => {
    const growth = row.large.p99 / Math.max(row.demo.p99, 1);
    const ratio = ping ? row.large.reqPerSec / ping.large.reqPerSec : 0;
    const isPing = row.route === 'ping';
    const isCeiling = CEILINGS.includes(row.route);
    return line([
      isPing ? '`/v2/ping`' : row.route,
      fmt(row.demo.reqPerSec),
      fmt(row.demo.p99),
      fmt(row.large.reqPerSec),
      fmt(row.large.p99),
      isCeiling ? fmt(growth, 2) : `${fmt(growth, 2)} ${mark(growth <= ORDER_TARGETS.p99Growth)}`,
      isPing ? '1' : isCeiling ? fmt(ratio, 2) : `${fmt(ratio, 2)} ${mark(ratio >= ORDER_TARGETS.pingRatio)}`,
    ]);
  });
  return [line(head), line(head.map(() => '---')), ...rows].join('\n');
}
