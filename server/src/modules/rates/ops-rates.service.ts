import type { ErrorKey } from '@seabook/domain/errors';
import type { CurrencyRate } from '@seabook/domain/money';
import type {
  CurrencyRateInputSchema,
  FclRateRow,
  FclRateSaveSchema,
  LclRateRow,
  LclRateSaveSchema,
} from '@seabook/domain/ops-rates';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { today } from './clock.ts';
import type { RatesChange } from './load-index.ts';
import { bumpRatesVersion } from './manage-rates.ts';
import {
  type FclRateDbRow,
  fclAudited,
  fclView,
  type LclServiceRow,
  laneLabel,
  lclAudited,
  lclView,
  surchargesOf,
} from './ops-rates.rows.ts';
import { currencyRates, fclRates, lclServices, rateCharges } from './rates.tables.ts';
import { syncRatesIndex } from './rates-index.ts';

/**
 * The rates desk's writes (issue 6): one rate created or edited, rates withdrawn from the search, and
 * an exchange rate set. Each write runs in one transaction with its audit row and the version stamp,
 * and this instance's search index is brought up to date before the answer, so the public search
 * shows the change at once. The lists are in ops-rates.rows.ts.
 */

type LclSave = z.output<typeof LclRateSaveSchema>;
type FclSave = z.output<typeof FclRateSaveSchema>;

/** Ports and carrier against the catalogue: 422 with the fields that name unknown ones, nothing written. */
async function checkCatalog(db: Db, rate: { pol: string; pod: string; via: string | null; carrier: string }) {
  const catalog = await getCatalog(db);
  const fields: Record<string, ErrorKey> = {};
  for (const field of ['pol', 'pod', 'via'] as const) {
    const code = rate[field];
    if (code && !catalog.ports.has(code)) fields[field] = 'PORT_UNKNOWN';
  }
  if (!catalog.carriers.has(rate.carrier)) fields.carrier = 'CARRIER_UNKNOWN';
  const [first] = Object.values(fields);
  if (first) throw new AppError(first, { fields });
}

/**
 * Runs a rates write with the version stamp moved, then brings this instance's index up to date,
 * reading again only the part `changed` names.
 */
async function publishing<T>(db: Db, write: (tx: Tx) => Promise<T>, changed: (result: T) => RatesChange): Promise<T> {
  let change: RatesChange | undefined;
  const result = await db.transaction(async (tx) => {
    const answer = await write(tx);
    change = changed(answer);
    await bumpRatesVersion(tx, change);
    return answer;
  });
  await syncRatesIndex(db, change);
  return result;
}

/**
 * How one table of rates is read, written and audited: the LCL services or the FCL rates. The save and
 * the withdrawal below run the same steps on either.
 */
type RateStore<R extends { id: number; published: boolean }> = {
  object: 'lcl_rate' | 'fcl_rate';
  label(row: R): string;
  fields(row: R): unknown;
  /** The rows of these ids, locked for the change, by id. */
  lock(tx: Tx, ids: number[]): Promise<R[]>;
  withdraw(tx: Tx, id: number): Promise<R | undefined>;
  /** What a change to these rows changes in the search index. */
  change(ids: number[]): RatesChange;
};
/** A save's writes: a new row, or the change to a locked one (refusing what may not change). */
type RateWrite<R extends { id: number; published: boolean }> = {
  create(tx: Tx): Promise<R | undefined>;
  edit(tx: Tx, before: R): Promise<R | undefined>;
};

const lclStore: RateStore<LclServiceRow> = {
  object: 'lcl_rate',
  change: (ids) => ({ lclServices: ids }),
  label: (row) => laneLabel(row, row.kind),
  fields: lclAudited,
  lock: (tx, ids) =>
    tx.select().from(lclServices).where(inArray(lclServices.id, ids)).orderBy(asc(lclServices.id)).for('update'),
  withdraw: async (tx, id) =>
    (
      await tx
        .update(lclServices)
        .set({ published: false, updatedAt: sql`now()` })
        .where(eq(lclServices.id, id))
        .returning()
    )[0],
};

const fclStore: RateStore<FclRateDbRow> = {
  object: 'fcl_rate',
  change: () => ({ fcl: true }),
  label: (row) => laneLabel(row, row.containerType),
  fields: fclAudited,
  lock: (tx, ids) =>
    tx.select().from(fclRates).where(inArray(fclRates.id, ids)).orderBy(asc(fclRates.id)).for('update'),
  withdraw: async (tx, id) =>
    (
      await tx.update(fclRates).set({ published: false, updatedAt: sql`now()` }).where(eq(fclRates.id, id)).returning()
    )[0],
};

/**
 * A save: the ports and carrier checked against the catalogue first, then in one transaction a new
 * row (no id) or the change to one still published (404 unknown, 409 withdrawn), with its audit row.
 */
async function saveRate<R extends { id: number; published: boolean }>(
  db: Db,
  actor: StaffActor,
  id: string | undefined,
  lane: { pol: string; pod: string; via: string | null; carrier: string },
  store: RateStore<R>,
  write: RateWrite<R>,
): Promise<R> {
  await checkCatalog(db, lane);
  return publishing(
    db,
    async (tx) => {
      const [before] = id === undefined ? [] : await store.lock(tx, [Number(id)]);
      if (id !== undefined && !before) throw new AppError('NOT_FOUND');
      if (before && !before.published) throw new AppError('RATE_WITHDRAWN');
      const after = before ? await write.edit(tx, before) : await write.create(tx);
      if (!after) throw new AppError('NOT_FOUND');
      await recordAudit(tx, actor, {
        action: before ? (`${store.object}.edit` as const) : (`${store.object}.create` as const),
        objectType: store.object,
        objectId: String(after.id),
        objectLabel: store.label(after),
        before: before ? store.fields(before) : null,
        after: store.fields(after),
      });
      return after;
    },
    (after) => store.change([after.id]),
  );
}

/** POST /v2/ops/rate/lcl/save: a new service (no id) or a change to one that was not withdrawn. */
export async function saveLclRate(db: Db, actor: StaffActor, input: LclSave): Promise<LclRateRow> {
  const { id, ...rate } = input;
  const saved = await saveRate(db, actor, id, rate, lclStore, {
    create: async (tx) => (await tx.insert(lclServices).values(rate).returning())[0],
    edit: async (tx, before) => {
      if (rate.currency !== before.currency) {
        // The ocean-stage lines of a service are in its currency (check-rate-sheet.ts): they would no longer add up.
        const [locked] = await tx
          .select({ id: rateCharges.id })
          .from(rateCharges)
          .where(
            and(
              eq(rateCharges.scope, 'service'),
              eq(rateCharges.serviceId, before.id),
              eq(rateCharges.stage, 'ocean'),
              ne(rateCharges.currency, rate.currency),
            ),
          )
          .limit(1);
        if (locked) throw new AppError('RATE_CURRENCY_LOCKED', { fields: { currency: 'RATE_CURRENCY_LOCKED' } });
      }
      return (
        await tx
          .update(lclServices)
          .set({ ...rate, updatedAt: sql`now()` })
          .where(eq(lclServices.id, before.id))
          .returning()
      )[0];
    },
  });
  const surcharges = await surchargesOf(db, [saved.id]);
  return lclView(saved, surcharges.get(saved.id) ?? [], today());
}

/** POST /v2/ops/rate/fcl/save: a new FCL rate (no id) or a change to one that was not withdrawn. */
export async function saveFclRate(db: Db, actor: StaffActor, input: FclSave): Promise<FclRateRow> {
  const { id, ...rate } = input;
  const saved = await saveRate(db, actor, id, rate, fclStore, {
    create: async (tx) => (await tx.insert(fclRates).values(rate).returning())[0],
    edit: async (tx, before) =>
      (
        await tx
          .update(fclRates)
          .set({ ...rate, updatedAt: sql`now()` })
          .where(eq(fclRates.id, before.id))
          .returning()
      )[0],
  });
  return fclView(saved, today());
}

/**
 * Withdraws rates from the search now (published = false); the rows stay, one audit row each. An
 * unknown id refuses the whole call (404, nothing changed); a rate already withdrawn is not counted.
 */
async function withdrawRates<R extends { id: number; published: boolean }>(
  db: Db,
  actor: StaffActor,
  ids: string[],
  store: RateStore<R>,
): Promise<{ expired: number }> {
  return publishing(
    db,
    async (tx) => {
      const rows = await store.lock(tx, ids.map(Number));
      if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
      let expired = 0;
      for (const before of rows.filter((r) => r.published)) {
        const after = await store.withdraw(tx, before.id);
        if (!after) continue;
        expired += 1;
        await recordAudit(tx, actor, {
          action: `${store.object}.expire` as const,
          objectType: store.object,
          objectId: String(before.id),
          objectLabel: store.label(before),
          before: store.fields(before),
          after: store.fields(after),
        });
      }
      return { expired };
    },
    () => store.change(ids.map(Number)),
  );
}

/** POST /v2/ops/rate/lcl/expire. */
export function expireLclRates(db: Db, actor: StaffActor, ids: string[]): Promise<{ expired: number }> {
  return withdrawRates(db, actor, ids, lclStore);
}

/** POST /v2/ops/rate/fcl/expire. */
export function expireFclRates(db: Db, actor: StaffActor, ids: string[]): Promise<{ expired: number }> {
  return withdrawRates(db, actor, ids, fclStore);
}

/** POST /v2/ops/rate/currency/save: sets a currency's rate and its date; the search converts with it at once. */
export async function saveCurrencyRate(
  db: Db,
  actor: StaffActor,
  input: z.output<typeof CurrencyRateInputSchema>,
): Promise<CurrencyRate> {
  return publishing(
    db,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(currencyRates)
        .where(eq(currencyRates.currency, input.currency))
        .for('update');
      const [after] = await tx
        .insert(currencyRates)
        .values(input)
        .onConflictDoUpdate({ target: currencyRates.currency, set: { usdPerUnit: input.usdPerUnit, asOf: input.asOf } })
        .returning();
      if (!after) throw new Error('the exchange rate was not saved');
      await recordAudit(tx, actor, {
        action: 'currency.save',
        objectType: 'currency',
        objectId: input.currency,
        objectLabel: input.currency,
        before: before ? { usdPerUnit: before.usdPerUnit, asOf: before.asOf } : null,
        after: { usdPerUnit: after.usdPerUnit, asOf: after.asOf },
      });
      return { currency: input.currency, usdPerUnit: after.usdPerUnit, asOf: after.asOf };
    },
    () => ({ currencies: true }),
  );
}
