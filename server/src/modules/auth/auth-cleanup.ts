import { LOGIN_FAILURE_LIMITS, LOGIN_TRUSTED_DAYS } from '@seabook/domain/auth-rules';
import { lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginCounters, sessions, smsCodes, wxLogins } from './auth.tables.ts';

/** How long a sent code still counts against the daily caps after it was sent, with a margin. */
const SMS_CODES_KEPT_HOURS = 48;

/**
 * The periodic clean-up of the auth tables (decision 030): login counters whose window has closed,
 * SMS codes no cap counts any more, messaging-app QR attempts past their expiry, and sessions ended
 * (expired or revoked) longer ago than the trusted-place look-back of decision 026 reads. Each is one
 * statement on rows nothing reads any more, so two instances running it at once remove each row once.
 */
export async function removeExpiredAuthRecords(db: Db): Promise<number> {
  const counters = await db
    .delete(loginCounters)
    .where(lt(loginCounters.windowStart, sql`now() - make_interval(mins => ${LOGIN_FAILURE_LIMITS.windowMinutes})`))
    .returning({ key: loginCounters.key });
  const codes = await db
    .delete(smsCodes)
    .where(lt(smsCodes.createdAt, sql`now() - make_interval(hours => ${SMS_CODES_KEPT_HOURS})`))
    .returning({ id: smsCodes.id });
  const qr = await db
    .delete(wxLogins)
    .where(lt(wxLogins.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: wxLogins.id });
  const ended = sql`now() - make_interval(days => ${LOGIN_TRUSTED_DAYS})`;
  const gone = await db
    .delete(sessions)
    .where(
      sql`${lt(sessions.createdAt, ended)} and ${or(lt(sessions.expiresAt, ended), lt(sessions.revokedAt, ended))}`,
    )
    .returning({ id: sessions.id });
  return counters.length + codes.length + qr.length + gone.length;
}
