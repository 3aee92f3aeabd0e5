import { asc, eq, gt, sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { fromJsonRows, jsonRows } from './json-rows.ts';

/** A table of every column kind the statements read as JSON (decision 065). */
const probe = pgTable('json_rows_probe', {
  id: uuid('id').primaryKey(),
  seq: smallint('seq').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }),
  day: date('day'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  count: integer('count'),
  name: jsonb('name').$type<unknown>(),
  note: text('note'),
  flag: boolean('flag').notNull(),
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.database.db.execute(sql`create table json_rows_probe (
    id uuid primary key, seq smallint not null, at timestamptz not null, done_at timestamptz, day date,
    amount bigint not null, count integer, name jsonb, note text, flag boolean not null)`);
  await ctx.database.db.insert(probe).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      seq: 2,
      at: new Date('2026-11-21T08:00:00.123Z'),
      doneAt: null,
      day: '2026-11-30',
      amount: 9_007_199_254_740_991,
      count: null,
      name: { 'zh-CN': '海运费', en: 'Ocean freight "O/F"' },
      note: 'a line\nwith "quotes" and 中文',
      flag: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      seq: 1,
      at: new Date('2026-01-01T00:00:00.000Z'),
      doneAt: new Date('2026-01-02T23:59:59.999Z'),
      day: null,
      amount: -125,
      count: 7,
      // A jsonb string that reads as JSON: Drizzle's own select parses it once more, and so must this.
      name: '123',
      note: null,
      flag: false,
    },
  ]);
  // Microseconds, which a Date cannot hold: both ways must drop them alike.
  await ctx.database.db.execute(sql`update json_rows_probe set at = '2026-11-21 08:00:00.123987+00' where seq = 2`);
});
afterAll(async () => {
  await ctx?.close();
});

async function asJson(where: Parameters<typeof jsonRows>[1], orderBy?: Parameters<typeof jsonRows>[2]) {
  const [row] = await ctx.database.db.select({ rows: jsonRows(probe, where, orderBy) }).from(sql`(select 1) as one`);
  return fromJsonRows(probe, row?.rows);
}

test('rows read as JSON are the rows a plain select gives, in the order asked', async () => {
  const plain = await ctx.database.db.select().from(probe).orderBy(asc(probe.seq));
  const json = await asJson(undefined, asc(probe.seq));
  expect(json).toEqual(plain);
  expect(json.map((row) => row.seq)).toEqual([1, 2]);
  expect(json[1]?.at).toBeInstanceOf(Date);
  expect(json[1]?.at.toISOString()).toBe('2026-11-21T08:00:00.123Z');
  expect(json[0]?.name).toBe(plain[0]?.name);
  expect(json[1]?.amount).toBe(9_007_199_254_740_991);
});

test('a filter keeps only its rows, and no row is an empty array', async () => {
  const one = await asJson(eq(probe.seq, 1));
  expect(one.map((row) => row.id)).toEqual(['00000000-0000-4000-8000-000000000002']);
  expect(await asJson(gt(probe.seq, 5))).toEqual([]);
});

test('anything but a JSON array is refused', () => {
  expect(() => fromJsonRows(probe, null)).toThrow(/not a JSON array/);
  expect(() => fromJsonRows(probe, { id: 1 })).toThrow(/not a JSON array/);
});
