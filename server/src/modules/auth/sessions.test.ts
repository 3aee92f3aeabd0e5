import { grant, type PermissionGrant } from '@seabook/domain/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { accounts, roles } from '../../db/tenancy.tables.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, registerUser } from '../../test/http.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { sessions } from '../../test/tables.ts';
import { resolveSession, sha256 } from './sessions.ts';

/**
 * A request finds its caller in one statement (issue 20): the session by its token's hash, with the
 * account and its role's version, the role's permissions from memory while that version holds (decision
 * 066); an operator's takes one more. Nothing is written on the way.
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
  it('finds a customer in one statement once its role is known, and writes nothing', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const { db, calls } = counting(t.database.db);
    const actor = await resolveSession(db, token);
    expect(actor).toMatchObject({ kind: 'account', accountKind: 'main' });
    if (actor.kind !== 'account') throw new Error('not an account');
    expect(actor.permissions.length).toBeGreaterThan(0);
    // The statements built: the session's, and the role's permissions, read at the first sight of the role.
    expect(calls).toEqual(['select', 'select']);
    // Then the same permissions, kept (the very same array: not read again), for this token and another.
    const again = await resolveSession(db, token);
    expect(again).toEqual(actor);
    expect(again.kind === 'account' && again.permissions).toBe(actor.permissions);
    const other = await resolveSession(db, await registerUser(t.app, uniquePhone()));
    expect(other.kind === 'account' && other.permissions).toBe(actor.permissions);
    expect(calls).toEqual(['select', 'select']);
  });

  it('sees a change of a role’s permissions at the next request, and lets no request change them', async () => {
    const db = t.database.db;
    const token = await registerUser(t.app, uniquePhone());
    const before = await resolveSession(db, token);
    if (before.kind !== 'account') throw new Error('not an account');
    // A role of the account's own, so the change touches no other test's account.
    const [role] = await db
      .insert(roles)
      .values({ kind: 'customer', tenantId: before.tenantId, name: 'probe', permissions: [grant('order', ['query'])] })
      .returning({ id: roles.id });
    if (!role) throw new Error('no role');
    await db.update(accounts).set({ roleId: role.id }).where(eq(accounts.id, before.accountId));
    const first = await resolveSession(db, token);
    expect(first.kind === 'account' && first.permissions).toEqual([grant('order', ['query'])]);
    expect(await resolveSession(db, token)).toEqual(first);

    await db
      .update(roles)
      .set({ permissions: [grant('order', ['query', 'add']), grant('inquiry')] })
      .where(eq(roles.id, role.id));
    const changed = await resolveSession(db, token);
    expect(changed.kind === 'account' && changed.permissions).not.toBe(first.kind === 'account' && first.permissions);
    expect(changed.kind === 'account' && changed.permissions).toEqual([
      grant('order', ['query', 'add']),
      grant('inquiry'),
    ]);

    // Requests share what is kept: it cannot be changed by one of them.
    if (changed.kind !== 'account') throw new Error('not an account');
    expect(() => (changed.permissions as PermissionGrant[]).push(grant('order'))).toThrow(TypeError);
    expect(() => {
      (changed.permissions[0] as PermissionGrant).actionEntitySet.push({ action: 'delete' });
    }).toThrow(TypeError);
    expect((await resolveSession(db, token)).kind === 'account' && changed.permissions).toHaveLength(2);
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
