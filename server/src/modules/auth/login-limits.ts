import { LOGIN_FAILURE_LIMITS, LOGIN_TRUSTED_DAYS } from '@seabook/domain/auth';
import { and, desc, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { loginCounters, sessions } from './auth.tables.ts';
import type { RequestMeta } from './sessions.ts';

/**
 * Login limits that hold under parallel requests and across instances (decision 026).
 *
 * Every attempt first takes a place in its counters with one upsert that counts and returns the count,
 * before any password is hashed: of 300 parallel wrong passwords, only the first `perAccount` get a
 * count within the limit and are checked; the others, the right password among them, are refused.
 *
 * The counters are chosen so that an attacker cannot lock the owner out:
 * - from a device or address the account has logged in from before (a session in the last
 *   LOGIN_TRUSTED_DAYS days with the same USERSIGN, or else the same address), the attempt counts only
 *   against that pair `login:<account>|dev:<usersign>` or `…|ip:<address>`;
 * - from anywhere else, against `login:<account>|new` (all unknown places together, so a botnet of
 *   addresses gets `perAccount` guesses, not `perAccount` per address) and against the address
 *   `login-ip:<address>` (so one address failing across many accounts stops, without touching those
 *   accounts for anybody else).
 * A locked owner still gets in from a known device or address, and by resetting the password by SMS,
 * which clears the account's counters.
 */

type SubjectKind = (typeof sessions.$inferSelect)['subjectKind'];
type Counter = { key: string; limit: number };
type Place = { counters: Counter[]; trusted: boolean };

const WINDOW = sql.raw(`make_interval(mins => ${LOGIN_FAILURE_LIMITS.windowMinutes})`);
const NO_SUBJECT = '00000000-0000-0000-0000-000000000000';

function accountPrefix(loginKey: string): string {
  return `login:${loginKey}|`;
}

/**
 * Where an attempt comes from: a device or an address the subject has had a session from lately, or
 * an unknown place. The query runs for unknown users too, so both take the same path.
 */
async function placeOf(
  db: DbOrTx,
  loginKey: string,
  subject: { kind: SubjectKind; id: string } | null,
  meta: RequestMeta,
): Promise<Place> {
  const matches = [];
  if (meta.usersign) matches.push(eq(sessions.usersign, meta.usersign));
  if (meta.ip) matches.push(eq(sessions.ip, meta.ip));
  const seen =
    matches.length === 0
      ? []
      : await db
          .select({ usersign: sessions.usersign })
          .from(sessions)
          .where(
            and(
              eq(sessions.subjectKind, subject?.kind ?? 'account'),
              eq(sessions.subjectId, subject?.id ?? NO_SUBJECT),
              gt(sessions.createdAt, sql`now() - make_interval(days => ${LOGIN_TRUSTED_DAYS})`),
              or(...matches),
            ),
          )
          .orderBy(desc(sessions.createdAt))
          .limit(20);
  const prefix = accountPrefix(loginKey);
  const perAccount = LOGIN_FAILURE_LIMITS.perAccount;
  if (meta.usersign && seen.some((row) => row.usersign === meta.usersign)) {
    return { trusted: true, counters: [{ key: `${prefix}dev:${meta.usersign}`, limit: perAccount }] };
  }
  if (seen.length > 0) return { trusted: true, counters: [{ key: `${prefix}ip:${meta.ip}`, limit: perAccount }] };
  const counters: Counter[] = [{ key: `${prefix}new`, limit: perAccount }];
  if (meta.ip) counters.push({ key: `login-ip:${meta.ip}`, limit: LOGIN_FAILURE_LIMITS.perIp });
  return { trusted: false, counters };
}

/** Counts one attempt on each counter in one statement (rows in key order, so two bursts never deadlock). */
async function count(db: DbOrTx, counters: Counter[]) {
  const keys = counters.map((counter) => counter.key).sort();
  const fresh = sql`${loginCounters.windowStart} > now() - ${WINDOW}`;
  return db
    .insert(loginCounters)
    .values(keys.map((key) => ({ key, count: 1 })))
    .onConflictDoUpdate({
      target: loginCounters.key,
      set: {
        count: sql`case when ${fresh} then ${loginCounters.count} + 1 else 1 end`,
        windowStart: sql`case when ${fresh} then ${loginCounters.windowStart} else now() end`,
      },
    })
    .returning({
      key: loginCounters.key,
      count: loginCounters.count,
      seconds: sql<number>`ceil(extract(epoch from ${loginCounters.windowStart} + ${WINDOW} - now()))::int`,
    });
}

/** Gives back the places an attempt took (it was refused elsewhere, or it was the right password). */
async function giveBack(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(loginCounters)
    .set({ count: sql`greatest(${loginCounters.count} - 1, 0)` })
    .where(inArray(loginCounters.key, keys));
}

export type LoginAttempt = {
  /** The password was right: gives the attempt's places back (a known place starts again from zero). */
  succeeded(): Promise<void>;
};

/**
 * Takes an attempt's place in its counters, or refuses it with LOGIN_LOCKED (429 and Retry-After)
 * when any counter is past its limit. Call before verifying the password; a wrong password keeps the
 * place, so it counts as a failure.
 */
export async function takeLoginAttempt(
  db: DbOrTx,
  loginKey: string,
  subject: { kind: SubjectKind; id: string } | null,
  meta: RequestMeta,
): Promise<LoginAttempt> {
  const place = await placeOf(db, loginKey, subject, meta);
  const rows = await count(db, place.counters);
  const limitOf = new Map(place.counters.map((counter) => [counter.key, counter.limit]));
  const over = rows.filter((row) => row.count > (limitOf.get(row.key) ?? 0));
  if (over.length > 0) {
    await giveBack(
      db,
      rows.filter((row) => !over.includes(row)).map((row) => row.key),
    );
    const seconds = Math.max(1, ...over.map((row) => row.seconds));
    throw new AppError('LOGIN_LOCKED', {
      values: { minutes: Math.ceil(seconds / 60) },
      retryAfter: seconds,
    });
  }
  return {
    async succeeded() {
      if (place.trusted) {
        await db
          .update(loginCounters)
          .set({ count: 0 })
          .where(
            inArray(
              loginCounters.key,
              rows.map((row) => row.key),
            ),
          );
      } else {
        await giveBack(
          db,
          rows.map((row) => row.key),
        );
      }
    },
  };
}

/** After a password reset by SMS: the account's lock ends everywhere. */
export async function clearLoginLimits(db: DbOrTx, loginKey: string): Promise<void> {
  const prefix = accountPrefix(loginKey).replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.delete(loginCounters).where(like(loginCounters.key, `${prefix}%`));
}
