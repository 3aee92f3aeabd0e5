import { type Currency, type CurrencyTable, isCurrency } from '@seabook/domain/money';
import type { WmRule } from '@seabook/domain/pricing';
import type { ServiceKind } from '@seabook/domain/rates';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { breather } from '../../lib/breather.ts';
import { dayToIso, isoToDay, todayDay } from './clock.ts';
import {
  type FclEntry,
  fclLaneKey,
  laneKey,
  type PickupTariff,
  pickupKey,
  portLinesKey,
  type RatesIndex,
  type ServiceEntry,
  ServiceTable,
  type TariffLine,
} from './index-model.ts';
import { currencyRates, fclRates, lclServices, pickupTariffs, rateCharges, ratesVersion } from './rates.tables.ts';

/** Services are read in keyset batches of this many (their lines with them). */
const LOAD_BATCH = 20_000;

/** The version stamp of the published rates; 0 before any rates were written. */
export async function readRatesVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: ratesVersion.version }).from(ratesVersion).where(eq(ratesVersion.id, 1));
  return row?.version ?? 0;
}

function toCurrency(value: string): Currency {
  if (!isCurrency(value)) throw new Error(`unknown currency in rates: ${value}`);
  return value;
}

function maskOf(weekdays: readonly number[]): number {
  let mask = 0;
  for (const d of weekdays) mask |= 1 << d;
  return mask;
}

type ChargeRow = Pick<
  typeof rateCharges.$inferSelect,
  'code' | 'stage' | 'currency' | 'unitPrice' | 'basis' | 'minAmount' | 'remark'
>;

/** A service as the loader reads it: bigints and dates as text, weekdays as "1,4". */
type ServiceRow = {
  /** Not named `id`: ORDER BY id must sort by the bigint column, not by this text. */
  service_id: string;
  kind: ServiceKind;
  pol: string;
  pod: string;
  via: string | null;
  carrier: string;
  weekdays: string;
  cutoff_days: number;
  cargo_cut_days: number;
  transit_days: number;
  valid_from: string;
  valid_to: string;
  currency: string;
  ocean_rate: string | null;
  kg_per_cbm: number;
  step_micro: number;
  rounding: WmRule['rounding'];
  min_micro: number;
};
type ServiceLineRow = Pick<ChargeRow, 'code' | 'stage' | 'currency' | 'basis' | 'remark'> & {
  owner_id: string;
  unit_price: string;
  min_amount: string;
};

/** Rows of a raw query; both drivers (pg and PGlite) answer with `{ rows }`. */
async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Shares equal values between index entries: a sheet of a million lines repeats a few hundred ports,
 * dates, W/M rules and surcharge lines, so each is kept once (memory, not speed, is the point).
 */
function interner() {
  const strings = new Map<string, string>();
  const values = new Map<string, unknown>();
  return {
    text<T extends string>(value: T): T {
      const known = strings.get(value);
      if (known !== undefined) return known as T;
      strings.set(value, value);
      return value;
    },
    value<T>(key: string, make: () => T): T {
      if (values.has(key)) return values.get(key) as T;
      const made = make();
      values.set(key, made);
      return made;
    },
  };
}
type Interner = ReturnType<typeof interner>;

function tariffLine(row: ChargeRow, shared: Interner): TariffLine {
  const remark = row.remark ?? null;
  const key = `${row.code}|${row.stage}|${row.currency}|${row.unitPrice}|${row.basis}|${row.minAmount}|${remark ? JSON.stringify(remark) : ''}`;
  return shared.value(key, () => ({
    code: row.code,
    stage: row.stage,
    currency: toCurrency(row.currency),
    unitPrice: row.unitPrice,
    basis: row.basis,
    minAmount: row.minAmount,
    remark,
  }));
}

function weekdaysOf(days: readonly number[], shared: Interner): number[] {
  const sorted = [...days].sort((a, b) => a - b);
  return shared.value(`weekdays|${sorted.join(',')}`, () => sorted);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

type Lanes = { services: ServiceTable; lanes: Map<string, ServiceEntry[]> };

/**
 * The published, still-valid LCL services (of `only` these ids, when given) with their own lines, in
 * keyset batches of `batchSize`, in id order.
 */
async function readServices(tx: DbOrTx, shared: Interner, batchSize: number, only?: readonly number[]): Promise<Lanes> {
  const from = dayToIso(todayDay());
  const services = ServiceTable.builder();
  const lanes = new Map<string, ServiceEntry[]>();
  if (only?.length === 0) return { services: services.done(), lanes };
  // One array parameter however many ids (a rate sheet's thousands), bound as text as both drivers take it.
  const ids = only ? sql`${`{${only.join(',')}}`}::bigint[]` : null;
  const chosen = ids ? sql`and id = any(${ids})` : sql``;
  const chosenLines = ids ? sql`and service_id = any(${ids})` : sql``;
  // A million-line load builds entries for seconds: other requests get the thread every few milliseconds.
  const breathe = breather();
  let lastId = 0;
  for (;;) {
    // Raw rows: at a million lines the ORM's per-field mapping costs more than the query.
    const rows = await selectRows<ServiceRow>(
      tx,
      sql`select id::text as service_id, kind, pol, pod, via, carrier, array_to_string(weekdays, ',') as weekdays,
            cutoff_days, cargo_cut_days, transit_days, valid_from::text as valid_from,
            valid_to::text as valid_to, currency, ocean_rate::text as ocean_rate, kg_per_cbm, step_micro,
            rounding, min_micro
          from ${lclServices}
          where published and valid_to >= ${from} and id > ${lastId} ${chosen}
          order by id limit ${batchSize}`,
    );
    if (rows.length === 0) break;
    const firstId = Number(rows[0]?.service_id);
    lastId = Number(rows[rows.length - 1]?.service_id);
    for (const row of rows) {
      const entry = serviceEntry(row, shared);
      services.add(entry);
      push(lanes, laneKey(entry.kind, entry.pol, entry.pod), entry);
      await breathe();
    }
    // The service lines of this batch: one range scan on the service index.
    const lines = await selectRows<ServiceLineRow>(
      tx,
      sql`select service_id::text as owner_id, code, stage, currency, unit_price::text as unit_price, basis,
            min_amount::text as min_amount, remark
          from ${rateCharges}
          where scope = 'service' and service_id between ${firstId} and ${lastId} ${chosenLines}
          order by service_id, sort, id`,
    );
    for (const line of lines) {
      const entry = services.get(line.owner_id);
      if (entry)
        entry.serviceLines.push(
          tariffLine({ ...line, unitPrice: Number(line.unit_price), minAmount: Number(line.min_amount) }, shared),
        );
      await breathe();
    }
    if (rows.length < batchSize) break;
  }
  return { services: services.done(), lanes };
}

function serviceEntry(row: ServiceRow, shared: Interner): ServiceEntry {
  const weekdays = weekdaysOf(row.weekdays.split(',').map(Number), shared);
  return {
    id: row.service_id,
    kind: row.kind,
    pol: shared.text(row.pol),
    pod: shared.text(row.pod),
    via: row.via === null ? null : shared.text(row.via),
    carrier: shared.text(row.carrier),
    weekdays,
    weekdayMask: maskOf(weekdays),
    cutoffDays: row.cutoff_days,
    cargoCutDays: row.cargo_cut_days,
    transitDays: row.transit_days,
    validFrom: shared.text(row.valid_from),
    validTo: shared.text(row.valid_to),
    validFromDay: isoToDay(row.valid_from),
    validToDay: isoToDay(row.valid_to),
    currency: toCurrency(row.currency),
    oceanRate: row.ocean_rate === null ? null : Number(row.ocean_rate),
    rule: shared.value(`rule|${row.kg_per_cbm}|${row.step_micro}|${row.rounding}|${row.min_micro}`, () => ({
      kgPerCbm: row.kg_per_cbm,
      stepMicro: row.step_micro,
      rounding: row.rounding,
      minMicro: row.min_micro,
    })),
    serviceLines: [],
  };
}

/** The port charges (origin, destination, FCL origin) by scope, kind and port, in sheet order. */
async function readPortLines(tx: DbOrTx, shared: Interner): Promise<Map<string, TariffLine[]>> {
  const portRows = await tx
    .select()
    .from(rateCharges)
    .where(inArray(rateCharges.scope, ['origin', 'destination', 'fcl_origin']))
    .orderBy(asc(rateCharges.sort), asc(rateCharges.id));
  const portLineMap = new Map<string, TariffLine[]>();
  for (const row of portRows) {
    if (row.scope === 'service' || !row.port) continue;
    push(portLineMap, portLinesKey(row.scope, row.kind, row.port), tariffLine(row, shared));
  }
  return portLineMap;
}

/** The published, still-valid FCL rates, one entry per sailing pattern with a price per container type. */
async function readFcl(tx: DbOrTx, shared: Interner): Promise<Map<string, FclEntry[]>> {
  const from = dayToIso(todayDay());
  // An FCL rate an operator expired (published = false) leaves the search at once, like an LCL service.
  const fclRows = await tx
    .select()
    .from(fclRates)
    .where(and(eq(fclRates.published, true), gte(fclRates.validTo, from)))
    .orderBy(asc(fclRates.id));
  const fclLanes = new Map<string, FclEntry[]>();
  const fclByPattern = new Map<string, FclEntry>();
  for (const row of fclRows) {
    const weekdays = weekdaysOf(row.weekdays, shared);
    const pattern = [
      row.pol,
      row.pod,
      row.via ?? '',
      row.carrier,
      weekdays.join(''),
      row.cutoffDays,
      row.transitDays,
      row.validFrom,
      row.validTo,
    ].join('|');
    let entry = fclByPattern.get(pattern);
    if (!entry) {
      entry = {
        id: `F${row.id}`,
        pol: row.pol,
        pod: row.pod,
        via: row.via,
        carrier: row.carrier,
        weekdays,
        weekdayMask: maskOf(weekdays),
        cutoffDays: row.cutoffDays,
        transitDays: row.transitDays,
        validFrom: row.validFrom,
        validTo: row.validTo,
        validFromDay: isoToDay(row.validFrom),
        validToDay: isoToDay(row.validTo),
        containers: [],
      };
      fclByPattern.set(pattern, entry);
      push(fclLanes, fclLaneKey(row.pol, row.pod), entry);
    }
    entry.containers.push({
      type: row.containerType,
      price: { amount: row.price, currency: toCurrency(row.currency) },
    });
  }
  return fclLanes;
}

async function readPickup(tx: DbOrTx): Promise<Map<string, PickupTariff>> {
  const pickup = new Map<string, PickupTariff>();
  for (const row of await tx.select().from(pickupTariffs)) {
    pickup.set(pickupKey(row.pol, row.zone), {
      basePrice: row.basePrice,
      perWm: row.perWm,
      minAmount: row.minAmount,
      leadDays: row.leadDays,
    });
  }
  return pickup;
}

async function readCurrencies(tx: DbOrTx): Promise<CurrencyTable> {
  return (await tx.select().from(currencyRates).orderBy(asc(currencyRates.currency)))
    .filter((row) => isCurrency(row.currency))
    .map((row) => ({ currency: toCurrency(row.currency), usdPerUnit: row.usdPerUnit, asOf: row.asOf }));
}

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Reads everything in one repeatable-read snapshot, so the version and the data agree. Services come
 * in keyset batches of `batchSize` (exported with it for the test of the batching).
 */
export async function loadIndex(db: Db, batchSize = LOAD_BATCH): Promise<RatesIndex> {
  return db.transaction(async (tx) => {
    const version = await readRatesVersion(tx);
    const shared = interner();
    const { services, lanes } = await readServices(tx, shared, batchSize);
    const portLines = await readPortLines(tx, shared);
    const fclLanes = await readFcl(tx, shared);
    const pickup = await readPickup(tx);
    const rates = await readCurrencies(tx);
    return { version, services, lanes, portLines, fclLanes, pickup, rates, derived: new Map() };
  }, SNAPSHOT);
}

/**
 * What one rates write changed, so the index can read only that part again: some LCL services (a
 * save or a withdrawal), the FCL rates, or the exchange rates. A write that changes more (a rate
 * sheet) reloads the whole index.
 */
export type RatesChange = { lclServices: readonly number[] } | { fcl: true } | { currencies: true };

/**
 * The index after exactly one write of `change` on top of `index`: only the changed part read again,
 * in one snapshot with the version. `'stored'` takes the change the write stored with its version (a
 * write made by another instance). Null when the data moved by more than that one write (another
 * write, here or on another instance): the caller then loads the whole index.
 */
export async function patchIndex(
  db: Db,
  index: RatesIndex,
  change: RatesChange | 'stored',
): Promise<RatesIndex | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: ratesVersion.version, lastChange: ratesVersion.lastChange })
      .from(ratesVersion)
      .where(eq(ratesVersion.id, 1));
    const version = row?.version ?? 0;
    if (version !== index.version + 1) return null;
    if (change === 'stored') {
      // Another instance's write: what it changed was stored with the version it made.
      const stored = asRatesChange(row?.lastChange);
      if (!stored) return null;
      change = stored;
    }
    const base = { ...index, version, derived: new Map<string, unknown>() };
    if ('fcl' in change) return { ...base, fclLanes: await readFcl(tx, interner()) };
    if ('currencies' in change) return { ...base, rates: await readCurrencies(tx) };
    const fresh = await readServices(tx, interner(), LOAD_BATCH, change.lclServices);
    return { ...base, ...(await replaceServices(index, change.lclServices, fresh)) };
  }, SNAPSHOT);
}

/** A stored change as written by `bumpRatesVersion`, or null for anything else (then: a full load). */
function asRatesChange(value: unknown): RatesChange | null {
  if (typeof value !== 'object' || value === null) return null;
  if ('fcl' in value && value.fcl === true) return { fcl: true };
  if ('currencies' in value && value.currencies === true) return { currencies: true };
  if ('lclServices' in value && Array.isArray(value.lclServices)) {
    const ids = value.lclServices;
    if (ids.every((id): id is number => Number.isSafeInteger(id))) return { lclServices: ids };
  }
  return null;
}

/**
 * The services and lanes with the entries of `ids` replaced by `fresh` (an id not in `fresh` is no
 * longer published or valid). Only the shards of the services table and the lanes those services leave
 * or join are copied, each lane in id order as the full load has it; the maps and arrays of `index` are
 * left as they were. A change of thousands of services (a rate sheet) pauses for other requests.
 */
async function replaceServices(index: RatesIndex, ids: readonly number[], fresh: Lanes): Promise<Lanes> {
  const breathe = breather();
  const lanes = new Map(index.lanes);
  const touched = new Set<string>();
  const gone = ids.map(String);
  for (const id of gone) {
    const old = index.services.get(id);
    if (old) touched.add(laneKey(old.kind, old.pol, old.pod));
  }
  for (const key of fresh.lanes.keys()) touched.add(key);
  const services = await index.services.changed(gone, fresh.services.values(), breathe);
  const goneSet = new Set(gone);
  for (const key of touched) {
    const kept = (index.lanes.get(key) ?? []).filter((entry) => !goneSet.has(entry.id));
    const merged = [...kept, ...(fresh.lanes.get(key) ?? [])].sort((a, b) => Number(a.id) - Number(b.id));
    if (merged.length > 0) lanes.set(key, merged);
    else lanes.delete(key);
    await breathe();
  }
  return { services, lanes };
}
