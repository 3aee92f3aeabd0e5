import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/tenancy.tables.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, registerUser } from '../../test/http.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { sessions } from '../../test/tables.ts';
import { resolveSession, sha256 } from './sessions.ts';

/**
 * A request finds its caller in one statement (issue 20): the session by its token's hash, with the
 * account and its role; an operator's takes one more. Nothing is written on the way.
 */
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The database as `resolveSession` sees it, counting the statements it starts. */
function counting(db: Db) {
  const calls: string[] = [];
  const watched = new Set(['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete', 'transaction']);
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key === 'string' && watched.has(key) && typeof value === 'function') {
        return (...args: unknown[]) => {
          calls.push(key);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy as Db, calls };
}

describe('resolveSession', () => {
  it('finds a customer in one statement, and writes nothing', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const { db, calls } = counting(t.database.db);
    const actor = await resolveSession(db, token);
    expect(actor).toMatchObject({ kind: 'account', accountKind: 'main' });
    expect(actor.kind === 'account' && actor.permissions.length).toBeGreaterThan(0);
    expect(calls).toEqual(['select']);
  });

  it('finds an operator in two', async () => {
    const { token } = await newStaff(t, 'staffAdmin');
    const { db, calls } = counting(t.database.db);
    expect(await resolveSession(db, token)).toMatchObject({ kind: 'staff' });
    expect(calls).toEqual(['select', 'select']);
  });

  it('answers an unknown, revoked or expired token, or a disabled account, as expired', async () => {
    const db = t.database.db;
    expect(await resolveSession(db, 'no-such-token')).toEqual({ kind: 'expired' });

    const revoked = await registerUser(t.app, uniquePhone());
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(revoked)));
    expect(await resolveSession(db, revoked)).toEqual({ kind: 'expired' });

    const old = await registerUser(t.app, uniquePhone());
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(old)));
    expect(await resolveSession(db, old)).toEqual({ kind: 'expired' });

    const disabled = await registerUser(t.app, uniquePhone());
    const actor = await resolveSession(db, disabled);
    if (actor.kind !== 'account') throw new Error('not an account');
    await db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.id, actor.accountId));
    expect(await resolveSession(db, disabled)).toEqual({ kind: 'expired' });
    const answer = await call(t.app, 'GET', '/v2/member/membercenter', { token: disabled });
    expect(answer.status).toBe(401);
  });
});
