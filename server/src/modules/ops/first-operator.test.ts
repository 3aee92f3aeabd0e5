import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, migrate, openDatabase } from '../../db/client.ts';
import { call } from '../../test/http.ts';
import { ensureBuiltinRoles } from '../members/members.service.ts';
import { anyOperator, ensureFirstOperator } from './ops.service.ts';

// A database without demo data gets its first operator from OPS_ADMIN_USERNAME / OPS_ADMIN_PASSWORD
// (main.ts): exactly one, even when several instances start at once, and never a second one.

const url = process.env.DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty, migrated database: an own PostgreSQL database when DATABASE_URL is set, else PGlite in memory. */
async function emptyDatabase(): Promise<Database> {
  let database: Database;
  if (url) {
    const name = `${new URL(url).pathname.slice(1) || 'seabook'}_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: target.toString() });
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  cleanups.push(() => database.close());
  await migrate(database);
  await ensureBuiltinRoles(database.db);
  return database;
}

describe('the first operator', () => {
  it('is created once when five instances start at once, as an administrator who signs in', async () => {
    const database = await emptyDatabase();
    expect(await anyOperator(database.db)).toBe(false);
    const created = await Promise.all(
      ['owner', 'owner', 'boss', 'owner', 'chief'].map((username) =>
        ensureFirstOperator(database.db, { username, password: 'Harbour#2026' }),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(1);

    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database.db);
    cleanups.push(() => app.close());
    const list = async (token: string) => (await call(app, 'GET', '/v2/ops/staff/list', { token })).data;
    const logins = await Promise.all(
      ['owner', 'boss', 'chief'].map((username) =>
        call(app, 'POST', '/v2/ops/login', { body: { username, password: 'Harbour#2026' } }),
      ),
    );
    const signedIn = logins.filter((answer) => answer.status === 200);
    expect(signedIn).toHaveLength(1);
    const token = signedIn[0]?.data.accesstoken as string;
    const staff = await list(token);
    expect(staff.total).toBe(1);
    expect(staff.items[0]).toMatchObject({ status: 'enabled' });

    // A later start, even with other values in the environment, changes nothing.
    expect(await ensureFirstOperator(database.db, { username: 'later', password: 'Another#2026' })).toBe(false);
    expect((await list(token)).total).toBe(1);
  });
});

describe('OPS_ADMIN_USERNAME and OPS_ADMIN_PASSWORD', () => {
  it('are read together, lower-cased, and refused when weak or malformed, naming the variable', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', OPS_ADMIN_USERNAME: 'Owner', OPS_ADMIN_PASSWORD: 'Harbour#2026' }).firstOperator,
    ).toEqual({ username: 'owner', password: 'Harbour#2026' });
    expect(loadConfig({ NODE_ENV: 'test' }).firstOperator).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', OPS_ADMIN_USERNAME: 'owner' })).toThrow(
      'OPS_ADMIN_USERNAME and OPS_ADMIN_PASSWORD go together',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', OPS_ADMIN_USERNAME: 'o w', OPS_ADMIN_PASSWORD: 'Harbour#2026' }),
    ).toThrow('OPS_ADMIN_USERNAME must be');
    expect(() => loadConfig({ NODE_ENV: 'test', OPS_ADMIN_USERNAME: 'owner', OPS_ADMIN_PASSWORD: 'password' })).toThrow(
      'OPS_ADMIN_PASSWORD must have',
    );
  });
});
