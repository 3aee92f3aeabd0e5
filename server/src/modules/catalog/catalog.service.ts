import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Carrier, ContainerType, Country, Port, PortRef } from '@seabook/domain/catalog';
import type { CatalogCityRow, CatalogPortRow } from '@seabook/domain/catalog-data';
import type { Localized } from '@seabook/domain/i18n';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { sourceFile } from '../../lib/server-files.ts';
import { carriers, cities, containerTypes, countries, ports } from './catalog.tables.ts';

export type CatalogPort = Port & { province: string };
export type CatalogCity = CatalogCityRow;
export type Catalog = {
  ports: Map<string, CatalogPort>;
  portList: CatalogPort[];
  mainPorts: CatalogPort[];
  countries: Map<string, Country>;
  carriers: Map<string, Carrier>;
  carrierList: Carrier[];
  cities: Map<string, CatalogCity>;
  cityList: CatalogCity[];
  containerTypes: ContainerType[];
};

/** The order main ports are offered in: by container throughput, as shippers expect. */
const MAIN_PORT_ORDER = ['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO', 'CNTXG', 'CNXMN', 'CNGZG', 'CNDLC'];

/** Rows as committed in `data/*.json` by `server/scripts/build-catalog-data.ts`. */
export type PortRow = CatalogPortRow;
export type ReferenceData = {
  countries: Country[];
  ports: PortRow[];
  carriers: Carrier[];
  cities: CatalogCity[];
  containerTypes: ContainerType[];
};

const dataDir = sourceFile('modules/catalog/data');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;

/** Reads the committed JSON reference data (not cached: it is only needed when a table is empty). */
export function readReferenceData(): ReferenceData {
  return {
    countries: readJson('countries.json'),
    ports: readJson('ports.json'),
    carriers: readJson('carriers.json'),
    cities: readJson('cities.json'),
    containerTypes: readJson('container-types.json'),
  };
}

const BATCH = 200;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Loads the JSON reference data into empty catalog tables (idempotent; also on a production start). */
export async function ensureReferenceData(db: Db): Promise<boolean> {
  const empty = async (
    table: typeof countries | typeof ports | typeof carriers | typeof cities | typeof containerTypes,
  ) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
  const emptyTables = {
    countries: await empty(countries),
    ports: await empty(ports),
    carriers: await empty(carriers),
    cities: await empty(cities),
    containerTypes: await empty(containerTypes),
  };
  if (!Object.values(emptyTables).some(Boolean)) return false;
  const data = readReferenceData();
  // onConflictDoNothing: two instances starting together on one PostgreSQL both see empty tables.
  await db.transaction(async (tx) => {
    if (emptyTables.countries)
      await insertInBatches(data.countries, (batch) => tx.insert(countries).values(batch).onConflictDoNothing());
    if (emptyTables.ports)
      await insertInBatches(data.ports, (batch) =>
        tx
          .insert(ports)
          .values(
            batch.map((p) => ({
              code: p.code,
              country: p.country,
              name: p.name,
              pinyin: p.pinyin,
              main: p.main,
              province: p.province,
              latitude: p.latitude === null ? null : String(p.latitude),
              longitude: p.longitude === null ? null : String(p.longitude),
            })),
          )
          .onConflictDoNothing(),
      );
    if (emptyTables.carriers)
      await insertInBatches(data.carriers, (batch) => tx.insert(carriers).values(batch).onConflictDoNothing());
    if (emptyTables.cities)
      await insertInBatches(data.cities, (batch) => tx.insert(cities).values(batch).onConflictDoNothing());
    if (emptyTables.containerTypes)
      await tx
        .insert(containerTypes)
        .values(
          data.containerTypes.map((c, sort) => ({
            code: c.code,
            iso: c.iso,
            name: c.name,
            teuHundredths: Math.round(c.teu * 100),
            reefer: c.reefer,
            capacityCbm: Math.round(c.capacityCbm),
            maxPayloadKg: c.maxPayloadKg,
            sort,
          })),
        )
        .onConflictDoNothing();
  });
  cache.delete(db);
  return true;
}

const cache = new WeakMap<Db, Promise<Catalog>>();

/** The catalog read from the database, cached in memory per db (WeakMap keyed by db). */
export async function getCatalog(db: Db): Promise<Catalog> {
  let catalog = cache.get(db);
  if (!catalog) {
    catalog = readCatalog(db);
    cache.set(db, catalog);
    // A failed read is not cached: the next call tries again.
    catalog.catch(() => cache.delete(db));
  }
  return catalog;
}

function byMainOrder(a: CatalogPort, b: CatalogPort): number {
  const rank = (p: CatalogPort) => {
    const i = MAIN_PORT_ORDER.indexOf(p.code);
    return i >= 0 ? i : p.main ? MAIN_PORT_ORDER.length : MAIN_PORT_ORDER.length + 1;
  };
  return rank(a) - rank(b) || a.code.localeCompare(b.code);
}

async function readCatalog(db: Db): Promise<Catalog> {
  // One after another: `db` may be a transaction (the demo loader's), whose single connection takes one
  // query at a time (node-postgres warns, and its next major version refuses). Read once per process.
  const countryRows = await db.select().from(countries).orderBy(asc(countries.code));
  const portRows = await db.select().from(ports).orderBy(asc(ports.code));
  const carrierRows = await db.select().from(carriers).orderBy(asc(carriers.code));
  const cityRows = await db.select().from(cities).orderBy(asc(cities.code));
  const containerRows = await db
    .select()
    .from(containerTypes)
    .orderBy(asc(containerTypes.sort), asc(containerTypes.code));
  const portList: CatalogPort[] = portRows
    .filter((p) => p.active)
    .map((p) => ({
      code: p.code,
      country: p.country,
      name: p.name as Localized,
      pinyin: p.pinyin,
      main: p.main,
      province: p.province,
    }))
    .sort(byMainOrder);
  const carrierList: Carrier[] = carrierRows.map((c) => ({ code: c.code, name: c.name, shortName: c.shortName }));
  const cityList: CatalogCity[] = cityRows.map((c) => ({
    code: c.code,
    name: c.name,
    province: c.province,
    provinceCode: c.provinceCode,
    pinyin: c.pinyin,
  }));
  return {
    ports: new Map(portList.map((p) => [p.code, p])),
    portList,
    mainPorts: portList.filter((p) => p.main),
    countries: new Map(countryRows.map((c) => [c.code, { code: c.code, name: c.name }])),
    carriers: new Map(carrierList.map((c) => [c.code, c])),
    carrierList,
    cities: new Map(cityList.map((c) => [c.code, c])),
    cityList,
    containerTypes: containerRows.map((c) => ({
      code: c.code,
      iso: c.iso,
      name: c.name,
      teu: c.teuHundredths / 100,
      reefer: c.reefer,
      capacityCbm: c.capacityCbm,
      maxPayloadKg: c.maxPayloadKg,
    })),
  };
}

/** A port as it appears in a quote line; throws AppError('PORT_UNKNOWN') for an unknown code. */
export function portRef(catalog: Catalog, code: string): PortRef {
  const port = catalog.ports.get(code.trim().toUpperCase());
  if (!port) throw new AppError('PORT_UNKNOWN');
  return { code: port.code, name: port.name };
}
