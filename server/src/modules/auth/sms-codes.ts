import { randomInt } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DEVICE_DAILY_LIMIT,
  SMS_IP_DAILY_LIMIT,
  SMS_LIMITS,
  SMS_RESEND_SECONDS,
} from '@seabook/domain/auth';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { smsCodes } from './auth.tables.ts';
import { type RequestMeta, sha256 } from './sessions.ts';

export type CodePurpose = (typeof smsCodes.$inferSelect)['purpose'];

const HOUR = 3600;
const DAY = 86_400;

function codeHash(mobile: string, purpose: CodePurpose, code: string): string {
  return sha256(`${purpose}:${mobile}:${code}`);
}

const TEXT: Record<CodePurpose, string> = {
  register: '【Seabook】您的注册验证码为{code}，5分钟内有效。如非本人操作，请忽略本短信。',
  findpass: '【Seabook】您正在找回密码，验证码为{code}，5分钟内有效。请勿告诉他人。',
  wxbind: '【Seabook】您正在绑定微信，验证码为{code}，5分钟内有效。请勿告诉他人。',
};

async function countSince(
  db: DbOrTx,
  column: 'mobile' | 'usersign' | 'ip',
  value: string,
  seconds: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes[column], value), gt(smsCodes.createdAt, sql`now() - make_interval(secs => ${seconds})`)));
  return row?.n ?? 0;
}

/**
 * Sends a fresh code for a purpose, within the caps of docs/api.md: per phone one per `resendSeconds`,
 * five an hour and ten a day; per device and per IP a daily cap. A code that cannot be sent is not kept.
 */
export async function sendCode(
  db: Db,
  sms: SmsProvider,
  input: { mobile: string; purpose: CodePurpose; resendSeconds?: number },
  meta: RequestMeta,
): Promise<{ resend_in: number }> {
  const resendSeconds = input.resendSeconds ?? SMS_RESEND_SECONDS;
  return db.transaction(async (tx) => {
    // One sender per phone at a time, so concurrent requests cannot both pass the caps.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${input.mobile}`}))`);
    const [last] = await tx
      .select({ age: sql<number>`extract(epoch from now() - ${smsCodes.createdAt})::float8` })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, input.mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last && last.age < resendSeconds) {
      const wait = Math.max(1, Math.ceil(resendSeconds - last.age));
      throw new AppError('SMS_TOO_FREQUENT', { values: { seconds: wait }, retryAfter: wait });
    }
    const caps: Array<[number, number, number]> = [
      [await countSince(tx, 'mobile', input.mobile, HOUR), SMS_LIMITS.perHour, HOUR],
      [await countSince(tx, 'mobile', input.mobile, DAY), SMS_LIMITS.perDay, DAY],
    ];
    if (meta.usersign) caps.push([await countSince(tx, 'usersign', meta.usersign, DAY), SMS_DEVICE_DAILY_LIMIT, DAY]);
    if (meta.ip) caps.push([await countSince(tx, 'ip', meta.ip, DAY), SMS_IP_DAILY_LIMIT, DAY]);
    for (const [count, limit, window] of caps) {
      if (count >= limit) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: window });
    }
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await tx.insert(smsCodes).values({
      mobile: input.mobile,
      purpose: input.purpose,
      codeHash: codeHash(input.mobile, input.purpose, code),
      usersign: meta.usersign,
      ip: meta.ip,
      expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
    });
    try {
      const text = TEXT[input.purpose].replace('{code}', code);
      await sms.send(tx, { to: input.mobile, text, template: { name: 'code', params: { code } } });
    } catch {
      throw new AppError('SMS_SEND_FAILED');
    }
    return { resend_in: resendSeconds };
  });
}

/**
 * Uses up the newest code sent to a phone for a purpose. A wrong code costs one of its five tries
 * (kept even though the request fails); an expired, used or burnt code asks for a new one.
 */
export async function consumeCode(
  db: DbOrTx,
  input: { mobile: string; purpose: CodePurpose; code: string },
): Promise<void> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, input.purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= SMS_CODE_MAX_ATTEMPTS) {
    throw new AppError('CODE_EXPIRED', { fields: { code: 'CODE_EXPIRED' } });
  }
  if (row.codeHash !== codeHash(input.mobile, input.purpose, input.code)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    throw new AppError('CODE_INVALID', { fields: { code: 'CODE_INVALID' } });
  }
  // Single use even when two requests race with the same code.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw new AppError('CODE_EXPIRED', { fields: { code: 'CODE_EXPIRED' } });
}
