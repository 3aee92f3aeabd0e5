import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from './db/idempotency.tables.ts';
import { removeExpiredIdempotencyKeys } from './db/idempotency.ts';
import { removeExpiredAuthRecords } from './modules/auth/auth.service.ts';
import { removeUnattachedUploads, type Storage } from './modules/files/files.service.ts';
import { filesInUse, PERIODIC_JOBS } from './periodic-jobs.ts';
import { startTestApp, type TestContext } from './test/harness.ts';
import { files, loginCounters, orderDrafts, orderFiles, orders, sessions, smsCodes, wxLogins } from './test/tables.ts';

/**
 * The periodic jobs (decision 030): each removes only what has expired, and two instances running one
 * at the same moment remove each thing once.
 */

let t: TestContext;
let tenantId: string;
let accountId: string;

beforeAll(async () => {
  t = await startTestApp({ metrics: { enabled: true, token: undefined } });
  const [order] = await t.database.db
    .select({ tenantId: orders.tenantId, accountId: orders.accountId })
    .from(orders)
    .limit(1);
  if (!order) throw new Error('the demo data has no order');
  ({ tenantId, accountId } = order);
});
afterAll(async () => {
  await t?.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('expired idempotency keys', () => {
  it('are removed after 24 hours, once, by two instances at the same time; live keys stay', async () => {
    const db = t.database.db;
    const old = `old-${randomUUID()}`;
    const live = `live-${randomUUID()}`;
    await db.insert(idempotencyKeys).values([
      { tenantId, key: old, requestHash: 'x', response: {}, createdAt: hoursAgo(25) },
      { tenantId, key: live, requestHash: 'x', response: {}, createdAt: hoursAgo(23) },
    ]);
    const removed = await Promise.all([removeExpiredIdempotencyKeys(db), removeExpiredIdempotencyKeys(db)]);
    expect(removed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [old, live]));
    expect(left.map((row) => row.key)).toEqual([live]);
    expect(await removeExpiredIdempotencyKeys(db)).toBe(0);
  });
});

describe('unattached uploads', () => {
  async function upload(hours: number, options: { deleted?: boolean } = {}): Promise<string> {
    const [file] = await t.database.db
      .insert(files)
      .values({
        tenantId,
        accountId,
        kind: 'order',
        originalName: 'packing-list.pdf',
        storageKey: `test/${randomUUID()}`,
        sizeBytes: 2048,
        detectedType: 'pdf',
        sha256: '0'.repeat(64),
        createdAt: hoursAgo(hours),
        deletedAt: options.deleted ? hoursAgo(hours) : null,
      })
      .returning({ id: files.id });
    if (!file) throw new Error('no file');
    return file.id;
  }

  it('are removed after a day unless a draft, an order or a letter uses them; each file once', async () => {
    const db = t.database.db;
    const stale = await upload(30);
    const fresh = await upload(2);
    const inDraft = await upload(30);
    const ofOrder = await upload(30);
    const gone = await upload(30, { deleted: true });
    await db.insert(orderDrafts).values({
      tenantId,
      accountId,
      mode: 'lcl',
      draft: { documents: { destination: [{ fileId: inDraft }] } },
    });
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantId)).limit(1);
    await db
      .insert(orderFiles)
      .values({ orderId: order?.id ?? '', fileId: ofOrder, category: 'other', addedBy: 'customer' });
    expect((await filesInUse(db, [stale, fresh, inDraft, ofOrder])).sort()).toEqual([inDraft, ofOrder].sort());

    const deletedKeys: string[] = [];
    const storage = { delete: async (key: string) => void deletedKeys.push(key) } as unknown as Storage;
    const inUse = (ids: readonly string[]) => filesInUse(db, ids);
    // Other tests' uploads may be old too: look at ours.
    const ours = [stale, fresh, inDraft, ofOrder, gone];
    const removed = await Promise.all([
      removeUnattachedUploads(db, storage, inUse, 10_000),
      removeUnattachedUploads(db, storage, inUse, 10_000),
    ]);
    const rows = await db.select().from(files).where(inArray(files.id, ours));
    const state = Object.fromEntries(rows.map((row) => [row.id, row.deletedAt !== null]));
    expect(state).toEqual({ [stale]: true, [fresh]: false, [inDraft]: false, [ofOrder]: false, [gone]: true });
    const staleKey = rows.find((row) => row.id === stale)?.storageKey;
    expect(deletedKeys.filter((key) => key === staleKey)).toHaveLength(1);
    expect(new Set(deletedKeys).size).toBe(deletedKeys.length);
    expect(removed.reduce((a, b) => a + b, 0)).toBe(deletedKeys.length);
  });
});

describe('expired auth records', () => {
  it('closed login counters, old codes, expired QR logins and long-ended sessions go, once; live ones stay', async () => {
    const db = t.database.db;
    const tag = randomUUID();
    await db.insert(loginCounters).values([
      { key: `old-${tag}`, count: 5, windowStart: hoursAgo(1) },
      { key: `live-${tag}`, count: 5, windowStart: new Date() },
    ]);
    await db.insert(smsCodes).values([
      {
        mobile: '13900000001',
        purpose: 'register',
        codeHash: `old-${tag}`,
        expiresAt: hoursAgo(49),
        createdAt: hoursAgo(50),
      },
      {
        mobile: '13900000001',
        purpose: 'register',
        codeHash: `live-${tag}`,
        expiresAt: hoursAgo(20),
        createdAt: hoursAgo(21),
      },
    ]);
    await db.insert(wxLogins).values([
      { id: `old-${tag}`, expiresAt: hoursAgo(25) },
      { id: `live-${tag}`, expiresAt: hoursAgo(1) },
    ]);
    const day = 24;
    await db.insert(sessions).values([
      {
        tokenHash: `expired-${tag}`,
        subjectKind: 'account',
        subjectId: accountId,
        createdAt: hoursAgo(40 * day),
        expiresAt: hoursAgo(31 * day),
      },
      {
        tokenHash: `revoked-${tag}`,
        subjectKind: 'account',
        subjectId: accountId,
        createdAt: hoursAgo(40 * day),
        expiresAt: new Date(Date.now() + day * 3600_000),
        revokedAt: hoursAgo(31 * day),
      },
      {
        tokenHash: `recent-${tag}`,
        subjectKind: 'account',
        subjectId: accountId,
        createdAt: hoursAgo(40 * day),
        expiresAt: hoursAgo(2 * day),
      },
      {
        tokenHash: `valid-${tag}`,
        subjectKind: 'account',
        subjectId: accountId,
        createdAt: hoursAgo(40 * day),
        expiresAt: new Date(Date.now() + day * 3600_000),
      },
    ]);
    await Promise.all([removeExpiredAuthRecords(db), removeExpiredAuthRecords(db)]);
    const keys = await db
      .select({ key: loginCounters.key })
      .from(loginCounters)
      .where(inArray(loginCounters.key, [`old-${tag}`, `live-${tag}`]));
    expect(keys.map((row) => row.key)).toEqual([`live-${tag}`]);
    const codes = await db
      .select({ hash: smsCodes.codeHash })
      .from(smsCodes)
      .where(inArray(smsCodes.codeHash, [`old-${tag}`, `live-${tag}`]));
    expect(codes.map((row) => row.hash)).toEqual([`live-${tag}`]);
    const qr = await db
      .select({ id: wxLogins.id })
      .from(wxLogins)
      .where(inArray(wxLogins.id, [`old-${tag}`, `live-${tag}`]));
    expect(qr.map((row) => row.id)).toEqual([`live-${tag}`]);
    const left = await db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(
        inArray(
          sessions.tokenHash,
          ['expired', 'revoked', 'recent', 'valid'].map((name) => `${name}-${tag}`),
        ),
      );
    expect(left.map((row) => row.hash).sort()).toEqual([`recent-${tag}`, `valid-${tag}`]);
  });
});

describe('the schedules', () => {
  it('are registered once with the runner, and their queues show in /metrics', async () => {
    const schedules = await t.database.db.execute(sql`select name from pgboss.schedule order by name`);
    const names = (schedules as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names).toEqual(
      Object.values(PERIODIC_JOBS)
        .map((job) => job.queue)
        .sort(),
    );
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    for (const job of Object.values(PERIODIC_JOBS))
      expect(metrics.body).toContain(`job_queue_depth{queue="${job.queue}"}`);
  });
});
