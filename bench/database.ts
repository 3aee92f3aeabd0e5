import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, type Db, migrate, openDatabase } from '../server/src/db/client.ts';
import { loadDemoData } from '../server/src/demo/demo-data.ts';
import { loadDemoRates } from '../server/src/demo/demo-rates.ts';
import { ensureReferenceData, getCatalog } from '../server/src/modules/catalog/catalog.service.ts';
import { ensureBuiltinRoles } from '../server/src/modules/members/members.service.ts';
import type { BenchConfig } from './config.ts';

/** Where one size's data lives; `env` is what the server child needs to open the same database. */
export type BenchDatabase = {
  kind: 'postgres' | 'pglite';
  label: string;
  env: Record<string, string>;
  drop(): Promise<void>;
};

export type SeedReport = {
  rows: number;
  demoRows: number;
  generated: number;
  validNow: number;
  expired: number;
  charges: number;
  lanes: number;
  carriers: number;
  seconds: number;
  /** Export lanes of the demo rates (or, without them, generated ones) that have prices valid today. */
  probeLanes: Array<{ pol: string; pod: string; validServices: number }>;
  /** Every export lane with a published price valid today: what the varied searches draw from. */
  servedLanes: Array<{ pol: string; pod: string }>;
};

const log = (message: string) => console.log(`  ${message}`);

/** Whether a PostgreSQL answers at `url` (a 3-second connect timeout). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A throwaway database `seabook_bench_<n>` on the PostgreSQL server, or a PGlite folder in a temp dir. */
export async function createBenchDatabase(
  config: BenchConfig,
  kind: 'postgres' | 'pglite',
  n: number,
  suffix: string = String(n),
) {
  if (kind === 'postgres') {
    const name = `seabook_bench_${suffix}`;
    // A crashed earlier run may have left it behind.
    await admin(config.pgUrl, `drop database if exists ${name} with (force)`);
    await admin(config.pgUrl, `create database ${name}`);
    const url = new URL(config.pgUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `seabook-bench-${n}-`));
    const database: BenchDatabase = {
      kind,
      label: `PostgreSQL ${url.host}/${name}`,
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      async drop() {
        await admin(config.pgUrl, `drop database if exists ${name} with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return { database, open: () => openDatabase({ kind: 'postgres', url: url.toString() }) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `seabook-bench-${n}-`));
  const database: BenchDatabase = {
    kind,
    label: `PGlite ${dataDir}`,
    // The server opens DATA_DIR/pglite (server/src/main.ts).
    env: { DATA_DIR: dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { database, open: () => openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') }) };
}

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const answer = (await db.execute(query)) as unknown as { rows: T[] };
  return answer.rows;
}

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(lit).join(',')}]::text[]`;

/**
 * Service-scope tariff lines added to every generated rate line (the first `chargesPerLine` of them),
 * like the demo sheet's ocean surcharges; lines via a hub also get a hub fee.
 */
const GENERATED_CHARGES = [
  { code: 'cisf_price', stage: 'ocean', basis: 'wm' },
  { code: 'manifest_price', stage: 'ocean', basis: 'bl' },
  { code: 'booking_price', stage: 'ocean', basis: 'bl' },
  { code: 'doc_price', stage: 'ocean', basis: 'bl' },
] as const;

/** Likely transshipment hubs; only those present in the catalog are used. */
const HUBS = ['SGSIN', 'HKHKG', 'KRPUS', 'MYPKG', 'LKCMB', 'AEJEA', 'NLRTM', 'TWKHH'];

/**
 * Migrates, loads reference data, demo accounts and demo rates, then bulk-inserts generated rate lines
 * with `generate_series` until lcl_services holds `target` rows, bumps `rates_version` and analyzes.
 */
export async function seed(database: Database, config: BenchConfig, target: number): Promise<SeedReport> {
  const started = performance.now();
  const { db } = database;
  await migrate(database);
  await ensureBuiltinRoles(db);
  await ensureReferenceData(db);
  await loadDemoData(db);
  await loadDemoRates(db);
  const catalog = await getCatalog(db);

  const count = async (table: string) =>
    Number((await rows<{ n: string }>(db, `select count(*)::bigint as n from ${table}`))[0]?.n ?? 0);
  const demoRows = await count('lcl_services');
  const maxId = async () =>
    Number((await rows<{ m: string | null }>(db, 'select max(id)::bigint as m from lcl_services'))[0]?.m ?? 0);
  const demoMaxId = await maxId();
  const generated = Math.max(0, target - demoRows);
  if (target < demoRows) log(`warning: the demo rates alone hold ${demoRows} rate lines, more than ${target}`);

  const mains = catalog.mainPorts.map((p) => p.code);
  const foreign = catalog.portList.filter((p) => p.country !== 'CN').map((p) => p.code);
  const carriers = catalog.carrierList.map((c) => c.code);
  const hubs = HUBS.filter((h) => catalog.ports.has(h));
  if (mains.length === 0 || foreign.length === 0 || carriers.length === 0) {
    throw new Error(
      `the catalog has ${mains.length} main ports, ${foreign.length} foreign ports and ${carriers.length} carriers; ` +
        'ensureReferenceData() should have loaded them',
    );
  }
  const lanes = mains.length * foreign.length;
  const validPerMyriad = Math.round(config.validShare * 10_000);
  const charges = GENERATED_CHARGES.slice(0, Math.min(config.chargesPerLine, GENERATED_CHARGES.length));

  // Deterministic: row i picks its lane from i (consecutive rows walk every lane of every main port),
  // everything else from independent hashes of i. 80% export, 20% import; about 20% via a hub.
  const pick = (seed: number, modulus: string) =>
    `(((hashint8extended(i::bigint, ${seed}) % ${modulus}) + ${modulus}) % ${modulus})::int`;
  const chunk = database.kind === 'pglite' ? 50_000 : 200_000;
  for (let from = 1; from <= generated; from += chunk) {
    const to = Math.min(generated, from + chunk - 1);
    const before = await maxId();
    await db.execute(`
      with p as (
        select ${textArray(mains)} as mains, ${textArray(foreign)} as pods,
               ${textArray(carriers)} as carriers, ${textArray(hubs)} as hubs
      ), r as (
        select i,
          p.mains[1 + i % cardinality(p.mains)] as main,
          p.pods[1 + (i / cardinality(p.mains)) % cardinality(p.pods)] as abroad,
          p.carriers[1 + ${pick(1, 'cardinality(p.carriers)')}] as carrier,
          case when ${pick(2, '5')} = 0 and cardinality(p.hubs) > 0
            then p.hubs[1 + ${pick(3, 'cardinality(p.hubs)')}] end as hub,
          ${pick(4, '10')} < 8 as export,
          ${pick(5, '10000')} < ${validPerMyriad} as valid_now,
          ${pick(6, '1095')} as back,
          ${pick(7, '120')} as span
        from generate_series(${from}, ${to}) as i, p
      )
      insert into lcl_services (kind, pol, pod, via, carrier, weekdays, cutoff_days, cargo_cut_days, transit_days,
                                valid_from, valid_to, currency, ocean_rate, published)
      select
        case when export then 'export' else 'import' end,
        case when export then main else abroad end,
        case when export then abroad else main end,
        case when hub <> abroad then hub end,
        carrier,
        array[1 + ${pick(8, '7')}]::smallint[],
        (2 + ${pick(9, '2')})::smallint,
        (1 + ${pick(10, '2')})::smallint,
        (10 + ${pick(11, '30')} + case when hub is not null then 5 else 0 end)::smallint,
        case when valid_now then current_date - back % 60 else current_date - 1 - back - 28 - span % 63 end,
        case when valid_now then current_date + 7 + span else current_date - 1 - back end,
        'USD',
        800 + ${pick(12, '6000')},
        true
      from r`);
    if (charges.length > 0) {
      const values = charges.map((c, i) => `(${lit(c.code)}, ${lit(c.stage)}, ${lit(c.basis)}, ${i})`).join(', ');
      await db.execute(`
        insert into rate_charges (scope, service_id, port, kind, code, stage, currency, unit_price, basis, min_amount, sort)
        select 'service', s.id, null, s.kind, c.code, c.stage, 'USD', 100 + (s.id * 37) % 900 + c.sort * 500, c.basis,
               case when c.basis = 'wm' then 500 else 0 end, c.sort
        from lcl_services s cross join (values ${values}) as c(code, stage, basis, sort)
        where s.id > ${before}`);
      // A transshipment also pays the hub fee, as on the demo sheet.
      await db.execute(`
        insert into rate_charges (scope, service_id, port, kind, code, stage, currency, unit_price, basis, min_amount, sort)
        select 'service', s.id, null, s.kind, 'hub_price', 'ocean', 'USD', 400 + (s.id * 53) % 400, 'wm', 400, ${charges.length}
        from lcl_services s where s.id > ${before} and s.via is not null`);
    }
    if (generated > chunk) log(`inserted ${to.toLocaleString('en')} / ${generated.toLocaleString('en')} rate lines`);
  }
  // The search keeps an in-memory index refreshed from this version: tell it the rates changed.
  await db.execute(`insert into rates_version (id, version, changed_at) values (1, 2, now())
    on conflict (id) do update set version = rates_version.version + 1, changed_at = now()`);
  await db.execute('analyze');

  const [split] = await rows<{ valid: string; expired: string }>(
    db,
    `select count(*) filter (where valid_to >= current_date)::bigint as valid,
            count(*) filter (where valid_to < current_date)::bigint as expired from lcl_services`,
  );
  const probeLanes = await pickProbeLanes(db, demoMaxId);
  const servedLanes = await rows<{ pol: string; pod: string }>(
    db,
    `select distinct pol, pod from lcl_services
     where kind = 'export' and published and ocean_rate is not null
       and valid_from <= current_date and valid_to >= current_date
     order by pol, pod`,
  );
  return {
    rows: await count('lcl_services'),
    demoRows,
    generated,
    validNow: Number(split?.valid ?? 0),
    expired: Number(split?.expired ?? 0),
    charges: await count('rate_charges'),
    lanes,
    carriers: carriers.length,
    seconds: (performance.now() - started) / 1000,
    probeLanes,
    servedLanes,
  };
}

/**
 * The busiest export lane of each main port among the demo rates (the generated rows only when there
 * are no demo rates), with prices valid for the whole search window.
 */
async function pickProbeLanes(db: Db, demoMaxId: number) {
  const query = (where: string) =>
    rows<{ pol: string; pod: string; n: string }>(
      db,
      `select pol, pod, n from (
         select s.pol, s.pod, count(*)::bigint as n,
                row_number() over (partition by s.pol order by count(*) desc, s.pod) as rank
         from lcl_services s join ports p on p.code = s.pol and p.main
         where s.kind = 'export' and s.published and s.ocean_rate is not null
           and s.valid_from <= current_date and s.valid_to >= current_date + 28 and ${where}
         group by s.pol, s.pod) lanes
       where rank <= 2 order by rank, n desc, pol, pod limit 16`,
    );
  let found = await query(`s.id <= ${demoMaxId}`);
  if (found.length === 0) found = await query('true');
  return found.map((r) => ({ pol: r.pol, pod: r.pod, validServices: Number(r.n) }));
}
