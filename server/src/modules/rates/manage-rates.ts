import { STANDARD_WM_RULE } from '@seabook/domain/pricing';
import type { ServiceKind } from '@seabook/domain/rates';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { checkRateSheet } from './check-rate-sheet.ts';
import type { PortScope } from './index-model.ts';
import type { RatesChange } from './load-index.ts';
import type { NewCharge, RateSheet } from './new-rates.ts';
import { currencyRates, fclRates, lclServices, pickupTariffs, rateCharges, ratesVersion } from './rates.tables.ts';
import { syncRatesIndex } from './rates-index.ts';

/**
 * Writing rates: the only code that changes the rates tables. Every write runs in one transaction that
 * also moves the version stamp, so each instance's search index notices it (rates-index.ts); this
 * instance's index is brought up to date before the call returns.
 */

/**
 * Rows per statement. Building a statement takes the request thread (about 0.1 ms a row, more with
 * the garbage it leaves); other requests run while the database works on it. At 250 rows the bench's
 * pings during a 5,000-row import waited up to 63–103 ms; at 100, 39–55 ms, for two and a half times
 * the statements (issue 20; their round trips add tens of milliseconds to an import of seconds).
 */
const BATCH = 100;

/**
 * Moves the version stamp; call inside the transaction that changed rates. `change` says what the write
 * changed, when it is that narrow, so other instances can read only that part again.
 */
export async function bumpRatesVersion(tx: Tx, change: RatesChange | null = null): Promise<number> {
  const [row] = await tx
    .insert(ratesVersion)
    .values({ id: 1, version: 1, lastChange: change })
    .onConflictDoUpdate({
      target: ratesVersion.id,
      set: { version: sql`${ratesVersion.version} + 1`, changedAt: sql`now()`, lastChange: change },
    })
    .returning({ version: ratesVersion.version });
  return row?.version ?? 1;
}

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

function chargeRow(
  c: NewCharge,
  owner: { scope: 'service' | PortScope; kind: ServiceKind; serviceId: number | null; port: string | null },
  sort: number,
): typeof rateCharges.$inferInsert {
  return {
    scope: owner.scope,
    serviceId: owner.serviceId,
    port: owner.port,
    kind: owner.kind,
    code: c.code,
    stage: c.stage,
    currency: c.currency,
    unitPrice: c.unitPrice,
    basis: c.basis,
    minAmount: c.minAmount ?? 0,
    remark: c.remark ?? null,
    sort,
  };
}

/** `(v1, v2, …), (…)`: rows of a VALUES list, each value a bound parameter (casts where the type needs one). */
function valuesList<T>(rows: readonly T[], row: (r: T) => SQL[]): SQL {
  return sql.join(
    rows.map((r) => sql`(${sql.join(row(r), sql`, `)})`),
    sql`, `,
  );
}

/** `{1,3,5}`: a smallint[] literal (the drivers bind arrays differently, text binds the same on both). */
const dayArray = (days: readonly number[]) => sql`${`{${days.join(',')}}`}::smallint[]`;

/**
 * Replaces published rates in place, a batch per statement; a row whose rate is gone or was expired
 * meanwhile fails the whole sheet (422 RATE_SHEET_ID_UNKNOWN), so nothing of it is written.
 */
async function updateRates(tx: Tx, sheet: RateSheet): Promise<void> {
  const missing = (table: string, wanted: readonly { id: number }[], found: readonly { id: unknown }[]) => {
    const got = new Set(found.map((r) => Number(r.id)));
    const index = wanted.findIndex((r) => !got.has(r.id));
    if (index >= 0)
      throw new AppError('RATE_SHEET_ID_UNKNOWN', { fields: { [`${table}.${index}.id`]: 'RATE_SHEET_ID_UNKNOWN' } });
  };
  await inBatches(sheet.serviceUpdates ?? [], async (batch) => {
    const values = valuesList(batch, (s) => [
      sql`${s.id}::bigint`,
      sql`${s.kind}::text`,
      sql`${s.pol}::text`,
      sql`${s.pod}::text`,
      sql`${s.via ?? null}::text`,
      sql`${s.carrier}::text`,
      dayArray(s.weekdays),
      sql`${s.cutoffDays}::smallint`,
      sql`${s.cargoCutDays}::smallint`,
      sql`${s.transitDays}::smallint`,
      sql`${s.validFrom}::date`,
      sql`${s.validTo}::date`,
      sql`${s.currency}::text`,
      sql`${s.oceanRate}::bigint`,
    ]);
    const result = (await tx.execute(sql`
      update lcl_services as s set kind = v.kind, pol = v.pol, pod = v.pod, via = v.via, carrier = v.carrier,
        weekdays = v.weekdays, cutoff_days = v.cutoff_days, cargo_cut_days = v.cargo_cut_days,
        transit_days = v.transit_days, valid_from = v.valid_from, valid_to = v.valid_to, currency = v.currency,
        ocean_rate = v.ocean_rate, updated_at = now()
      from (values ${values}) as v(id, kind, pol, pod, via, carrier, weekdays, cutoff_days, cargo_cut_days,
        transit_days, valid_from, valid_to, currency, ocean_rate)
      where s.id = v.id and s.published
      returning s.id`)) as unknown as { rows: { id: unknown }[] };
    missing('serviceUpdates', batch, result.rows);
  });
  await inBatches(sheet.fclUpdates ?? [], async (batch) => {
    const values = valuesList(batch, (r) => [
      sql`${r.id}::bigint`,
      sql`${r.pol}::text`,
      sql`${r.pod}::text`,
      sql`${r.via ?? null}::text`,
      sql`${r.carrier}::text`,
      sql`${r.containerType}::text`,
      sql`${r.currency}::text`,
      sql`${r.price}::bigint`,
      dayArray(r.weekdays),
      sql`${r.cutoffDays}::smallint`,
      sql`${r.transitDays}::smallint`,
      sql`${r.validFrom}::date`,
      sql`${r.validTo}::date`,
    ]);
    const result = (await tx.execute(sql`
      update fcl_rates as f set pol = v.pol, pod = v.pod, via = v.via, carrier = v.carrier,
        container_type = v.container_type, currency = v.currency, price = v.price, weekdays = v.weekdays,
        cutoff_days = v.cutoff_days, transit_days = v.transit_days, valid_from = v.valid_from,
        valid_to = v.valid_to, updated_at = now()
      from (values ${values}) as v(id, pol, pod, via, carrier, container_type, currency, price, weekdays,
        cutoff_days, transit_days, valid_from, valid_to)
      where f.id = v.id and f.published
      returning f.id`)) as unknown as { rows: { id: unknown }[] };
    missing('fclUpdates', batch, result.rows);
  });
}

/**
 * Publishes a rate sheet in one transaction: appends LCL services (with their lines) and FCL rates,
 * replaces published ones in place, replaces the given ports' charges, and upserts pickup tariffs and
 * exchange rates. `also` runs last in the same transaction (the back office's audit row), so the sheet
 * and its record land together or not at all. Used by the demo loader and by rate uploads. Returns the
 * new services' ids in sheet order and the new version.
 */
export async function importRateSheet(
  db: Db,
  sheet: RateSheet,
  also?: (tx: Tx) => Promise<void>,
): Promise<{ serviceIds: string[]; version: number }> {
  const catalog = await getCatalog(db);
  checkRateSheet(catalog, sheet);
  // The replacements pass the same checks as new rates.
  checkRateSheet(catalog, { services: sheet.serviceUpdates ?? [], fcl: sheet.fclUpdates ?? [] });
  const outcome = await db.transaction(async (tx) => {
    await updateRates(tx, sheet);
    const services = sheet.services ?? [];
    // Ids are taken from the sequence first, so each service's lines can name it without relying on
    // the order RETURNING gives rows back in.
    const ids: number[] = [];
    for (let i = 0; i < services.length; i += BATCH) {
      const n = Math.min(BATCH, services.length - i);
      const rows = await tx
        .select({ id: sql<number>`nextval(pg_get_serial_sequence('lcl_services', 'id'))`.mapWith(Number) })
        .from(sql`generate_series(1, ${n})`);
      ids.push(...rows.map((r) => r.id));
    }
    await inBatches(
      services.map((s, i) => ({ s, id: ids[i] ?? 0 })),
      (batch) =>
        tx.insert(lclServices).values(
          batch.map(({ s, id }) => {
            const rule = s.rule ?? STANDARD_WM_RULE;
            return {
              id,
              kind: s.kind,
              pol: s.pol,
              pod: s.pod,
              via: s.via ?? null,
              carrier: s.carrier,
              weekdays: s.weekdays,
              cutoffDays: s.cutoffDays,
              cargoCutDays: s.cargoCutDays,
              transitDays: s.transitDays,
              validFrom: s.validFrom,
              validTo: s.validTo,
              currency: s.currency,
              oceanRate: s.oceanRate,
              kgPerCbm: rule.kgPerCbm,
              stepMicro: rule.stepMicro,
              rounding: rule.rounding,
              minMicro: rule.minMicro,
            };
          }),
        ),
    );
    const serviceLines = services.flatMap((s, i) =>
      (s.charges ?? []).map((c, sort) =>
        chargeRow(c, { scope: 'service', kind: s.kind, serviceId: ids[i] ?? null, port: null }, sort),
      ),
    );
    await inBatches(serviceLines, (batch) => tx.insert(rateCharges).values(batch));

    // The lines of the ports the sheet names are replaced: one delete per scope and kind.
    const replaced = new Map<string, { scope: PortScope; kind: ServiceKind; ports: string[] }>();
    for (const p of sheet.portCharges ?? []) {
      const key = `${p.scope}|${p.kind}`;
      const group = replaced.get(key) ?? { scope: p.scope, kind: p.kind, ports: [] };
      group.ports.push(p.port);
      replaced.set(key, group);
    }
    for (const { scope, kind, ports } of replaced.values()) {
      await tx
        .delete(rateCharges)
        .where(and(eq(rateCharges.scope, scope), eq(rateCharges.kind, kind), inArray(rateCharges.port, ports)));
    }
    const portLines = (sheet.portCharges ?? []).flatMap((p) =>
      p.charges.map((c, sort) => chargeRow(c, { scope: p.scope, kind: p.kind, serviceId: null, port: p.port }, sort)),
    );
    await inBatches(portLines, (batch) => tx.insert(rateCharges).values(batch));

    await inBatches(sheet.fcl ?? [], (batch) =>
      tx.insert(fclRates).values(batch.map((r) => ({ ...r, via: r.via ?? null }))),
    );
    if (sheet.pickupTariffs?.length)
      await tx
        .insert(pickupTariffs)
        .values(sheet.pickupTariffs)
        .onConflictDoUpdate({
          target: [pickupTariffs.pol, pickupTariffs.zone],
          set: {
            basePrice: sql`excluded.base_price`,
            perWm: sql`excluded.per_wm`,
            minAmount: sql`excluded.min_amount`,
            leadDays: sql`excluded.lead_days`,
          },
        });
    if (sheet.currencyRates?.length)
      await tx
        .insert(currencyRates)
        .values(sheet.currencyRates)
        .onConflictDoUpdate({
          target: currencyRates.currency,
          set: { usdPerUnit: sql`excluded.usd_per_unit`, asOf: sql`excluded.as_of` },
        });
    if (also) await also(tx);
    const written = sheetChange(sheet, ids);
    const version = await bumpRatesVersion(tx, written);
    return { serviceIds: ids.map(String), version, written };
  });
  const { written, ...result } = outcome;
  await syncRatesIndex(db, written ?? undefined);
  return result;
}

/**
 * What a sheet changed, when it is only LCL services (new and replaced ones): every instance then reads
 * those services again instead of the whole index (at a million rate lines, seconds of work). A sheet
 * with port charges, FCL rates, pickup tariffs or exchange rates reloads the index.
 */
function sheetChange(sheet: RateSheet, newIds: readonly number[]): RatesChange | null {
  const others = [sheet.portCharges, sheet.fcl, sheet.fclUpdates, sheet.pickupTariffs, sheet.currencyRates];
  if (others.some((list) => (list?.length ?? 0) > 0)) return null;
  return { lclServices: [...newIds, ...(sheet.serviceUpdates ?? []).map((s) => s.id)] };
}

/** Changes (or withdraws, with null) the ocean rate of a service: a sales desk's everyday correction. */
export async function setOceanRate(db: Db, input: { serviceId: string; oceanRate: number | null }): Promise<void> {
  if (!/^\d{1,15}$/.test(input.serviceId)) throw new AppError('NOT_FOUND');
  if (input.oceanRate !== null && !(Number.isSafeInteger(input.oceanRate) && input.oceanRate >= 0))
    throw new AppError('VALIDATION', { fields: { oceanRate: 'VALIDATION' } });
  const change: RatesChange = { lclServices: [Number(input.serviceId)] };
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(lclServices)
      .set({ oceanRate: input.oceanRate, updatedAt: sql`now()` })
      .where(eq(lclServices.id, Number(input.serviceId)))
      .returning({ id: lclServices.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND');
    await bumpRatesVersion(tx, change);
  });
  await syncRatesIndex(db, change);
}

/** Whether any LCL service exists (the demo loader only fills an empty sheet). */
export async function hasLclServices(db: Db): Promise<boolean> {
  const rows = await db.select({ id: lclServices.id }).from(lclServices).limit(1);
  return rows.length > 0;
}
