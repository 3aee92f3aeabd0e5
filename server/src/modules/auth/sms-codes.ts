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
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { findMainAccountByMobile } from '../members/members.service.ts';
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
  mobileold: '【Seabook】您正在更换绑定手机，验证码为{code}，5分钟内有效。请勿告诉他人。',
  mobilenew: '【Seabook】您正在将此号码设为登录手机，验证码为{code}，5分钟内有效。请勿告诉他人。',
  // Sent by e-mail (the row's `mobile` holds the address): decision 038.
  emailnew:
    '您正在将此邮箱设为 Seabook 账号的邮箱，验证码为 {code}，5分钟内有效。请勿告诉他人。\n\nYou are making this the e-mail address of your Seabook account. Your code is {code}, valid for 5 minutes. Do not share it.',
};

/** How a code reaches its owner: by SMS (the default) or another way, e.g. e-mail (the change of e-mail). */
export type CodeDelivery = (tx: DbOrTx, text: string, code: string) => Promise<void>;

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
 * Sends a fresh code for a purpose, within the caps of decision 006: per phone one per `resendSeconds`,
 * five an hour and ten a day; per device and per IP a daily cap. The phone, the device and the address
 * are locked (advisory locks, in one order) while the request is counted and recorded, so parallel
 * requests and several instances cannot slip past a cap (decision 026).
 *
 * `check` runs after the caps, in the same transaction: a request it refuses (a register code for a
 * registered mobile, say) is recorded unsent and counts against the caps, so the caps apply before the
 * answer tells whether a number is registered. A code that cannot be sent is not kept.
 */
export async function sendCode(
  db: Db,
  sms: SmsProvider | null,
  input: { mobile: string; purpose: CodePurpose; resendSeconds?: number; deliver?: CodeDelivery },
  meta: RequestMeta,
  check: (tx: DbOrTx) => Promise<AppError | null> = async () => null,
): Promise<{ resend_in: number }> {
  const resendSeconds = input.resendSeconds ?? SMS_RESEND_SECONDS;
  const refused = await db.transaction(async (tx) => {
    const locks = [`sms:${input.mobile}`];
    if (meta.usersign) locks.push(`sms-device:${meta.usersign}`);
    if (meta.ip) locks.push(`sms-ip:${meta.ip}`);
    for (const key of locks.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
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
    const row = {
      mobile: input.mobile,
      purpose: input.purpose,
      usersign: meta.usersign,
      ip: meta.ip,
      expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
    };
    const refusal = await check(tx);
    if (refusal) {
      // Kept (the transaction commits) so it counts; it holds no code and is never checked.
      await tx.insert(smsCodes).values({ ...row, codeHash: '', sent: false });
      return refusal;
    }
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await tx.insert(smsCodes).values({ ...row, codeHash: codeHash(input.mobile, input.purpose, code) });
    const text = TEXT[input.purpose].replaceAll('{code}', code);
    if (input.deliver) {
      await input.deliver(tx, text, code);
      return null;
    }
    try {
      if (!sms) throw new Error('no SMS provider');
      await sms.send(tx, { to: input.mobile, text, template: { name: 'code', params: { code } } });
    } catch {
      throw new AppError('SMS_SEND_FAILED');
    }
    return null;
  });
  if (refused) throw refused;
  return { resend_in: resendSeconds };
}

/**
 * Uses up the newest code sent to a phone for a purpose. Every check takes one of the code's five tries
 * in the same statement that decides whether a try is left, so a burst of guesses checks at most five
 * (decision 026); a wrong code keeps its try used. An expired, used or burnt code asks for a new one.
 */
export async function consumeCode(
  db: DbOrTx,
  input: { mobile: string; purpose: CodePurpose; code: string },
): Promise<void> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, input.purpose), eq(smsCodes.sent, true)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        sql`${smsCodes.id} = (${newest})`,
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
        lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (!row) throw new AppError('CODE_EXPIRED', { fields: { code: 'CODE_EXPIRED' } });
  if (row.codeHash !== codeHash(input.mobile, input.purpose, input.code)) {
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

/** MOBILE_NOT_REGISTERED for a mobile without a main account: a send's check, run after its caps. */
export async function unregistered(db: DbOrTx, mobile: string): Promise<AppError | null> {
  if (await findMainAccountByMobile(db, mobile)) return null;
  return new AppError('MOBILE_NOT_REGISTERED', { fields: { mobile: 'MOBILE_NOT_REGISTERED' } });
}
