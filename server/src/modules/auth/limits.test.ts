import {
  LOGIN_FAILURE_LIMITS,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_DEVICE_DAILY_LIMIT,
  SMS_IP_DAILY_LIMIT,
} from '@seabook/domain/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { lastCode } from '../../test/http.ts';

/**
 * Issue 18 §2: every limit holds when the requests arrive together. Each burst is fired at once
 * (Promise.all of app.inject) and the exact number of requests that got through is asserted.
 */

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Sent = { status: number; code: number | undefined; retryAfter: unknown };

let addressCounter = 0;
/** An address no other test of this file uses. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function post(url: string, body: object, from: { ip?: string; usersign?: string } = {}): Promise<Sent> {
  const headers: Record<string, string> = { appid: '1', appclient: 'pc' };
  if (from.usersign) headers.usersign = from.usersign;
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers,
    remoteAddress: from.ip ?? '127.0.0.1',
  });
  const json = response.json();
  return { status: response.statusCode, code: json?.error?.code, retryAfter: response.headers['retry-after'] };
}

function tally(answers: Sent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = `${answer.status}:${answer.code ?? ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const LOGIN_FAILED = '401:40101';
const LOCKED = '429:42902';

describe('login lockout under parallel bursts', () => {
  it('checks at most the limit of 300 parallel wrong passwords from 60 addresses; the owner still gets in', async () => {
    const mobile = uniquePhone();
    const ownerAddress = freshAddress();
    await registerWithAddress(mobile, 'Right#123', ownerAddress);
    const addresses = Array.from({ length: 60 }, freshAddress);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post('/v2/member/login', { mobile, password: `wrong-${i}` }, { ip: addresses[i % 60] }),
      ),
    );
    expect(tally(answers)).toEqual({
      [LOGIN_FAILED]: LOGIN_FAILURE_LIMITS.perAccount,
      [LOCKED]: 300 - LOGIN_FAILURE_LIMITS.perAccount,
    });
    const locked = answers.find((answer) => answer.status === 429);
    expect(Number(locked?.retryAfter)).toBeGreaterThan(14 * 60);
    // From an unknown address the account is locked, even with the right password …
    expect(tally([await post('/v2/member/login', { mobile, password: 'Right#123' }, { ip: freshAddress() })])).toEqual({
      [LOCKED]: 1,
    });
    // … but the owner's own address, where the account has logged in before, is not.
    const owner = await post('/v2/member/login', { mobile, password: 'Right#123' }, { ip: ownerAddress });
    expect(owner.status).toBe(200);
  });

  it('refuses the right password sent 36th in a burst of 40', async () => {
    const mobile = uniquePhone();
    await registerWithAddress(mobile, 'Right#123', freshAddress());
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/v2/member/login', { mobile, password: i === 35 ? 'Right#123' : `wrong-${i}` }, { ip }),
      ),
    );
    expect(answers[35]?.status).toBe(429);
    expect(tally(answers)).toEqual({ [LOGIN_FAILED]: LOGIN_FAILURE_LIMITS.perAccount, [LOCKED]: 35 });
  });

  it('keeps the owner device apart: failures elsewhere and on the same address do not lock its USERSIGN', async () => {
    const mobile = uniquePhone();
    const shared = freshAddress();
    const device = `device-${mobile}`;
    await registerWithAddress(mobile, 'Right#123', shared, device);
    // An attacker behind the same address, without the owner's device id.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/v2/member/login', { mobile, password: `wrong-${i}` }, { ip: shared }),
      ),
    );
    expect(tally(answers)).toEqual({ [LOGIN_FAILED]: LOGIN_FAILURE_LIMITS.perAccount, [LOCKED]: 15 });
    const owner = await post('/v2/member/login', { mobile, password: 'Right#123' }, { ip: shared, usersign: device });
    expect(owner.status).toBe(200);
    // The owner's device has its own counter, which holds the same limit.
    const own = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/v2/member/login', { mobile, password: `typo-${i}` }, { ip: shared, usersign: device }),
      ),
    );
    expect(tally(own)).toEqual({ [LOGIN_FAILED]: LOGIN_FAILURE_LIMITS.perAccount, [LOCKED]: 5 });
  });

  it('does not let an attacker lock the operator finance out of the back office', async () => {
    const office = freshAddress();
    const staffLogin = (password: string, ip: string) =>
      post('/v2/ops/login', { username: 'finance', password }, { ip });
    expect((await staffLogin(DEMO.staff.password, office)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => staffLogin(`guess-${i}`, freshAddress())));
    expect(tally(answers)).toEqual({ [LOGIN_FAILED]: LOGIN_FAILURE_LIMITS.perAccount, [LOCKED]: 45 });
    expect((await staffLogin(DEMO.staff.password, freshAddress())).status).toBe(429);
    expect((await staffLogin(DEMO.staff.password, office)).status).toBe(200);
  });

  it('limits one address failing across many accounts, without locking those accounts for anybody else', async () => {
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('/v2/member/login', { mobile: uniquePhone(), password: 'wrong-pass' }, { ip }),
      ),
    );
    expect(tally(answers)).toEqual({ [LOGIN_FAILED]: LOGIN_FAILURE_LIMITS.perIp, [LOCKED]: 70 });
    // The address is refused, also for a real account …
    const fromThere = await post('/v2/member/login', DEMO_PERSONAL, { ip });
    expect(fromThere.status).toBe(429);
    // … which everybody else still reaches.
    expect((await post('/v2/member/login', DEMO_PERSONAL, { ip: freshAddress() })).status).toBe(200);
  });

  it('ends the lock when the owner resets the password by SMS', async () => {
    const mobile = uniquePhone();
    await registerWithAddress(mobile, 'Right#123', freshAddress());
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/v2/member/login', { mobile, password: `wrong-${i}` }, { ip: freshAddress() }),
      ),
    );
    const elsewhere = freshAddress();
    expect((await post('/v2/member/login', { mobile, password: 'Right#123' }, { ip: elsewhere })).status).toBe(429);
    await ageCodes(mobile);
    expect((await post('/v2/member/findsendsms', { mobile }, { ip: elsewhere })).status).toBe(200);
    const code = await lastCode(t.app, mobile);
    const reset = await post(
      '/user/publicuser/findPass.html',
      { mobile, code, password: 'Fresh#123', password2: 'Fresh#123' },
      { ip: elsewhere },
    );
    expect(reset.status).toBe(200);
    expect((await post('/v2/member/login', { mobile, password: 'Fresh#123' }, { ip: elsewhere })).status).toBe(200);
  });
});

describe('SMS codes burn after five wrong tries, under parallel bursts', () => {
  it('checks at most five of 201 parallel registrations; the right code sent 31st is refused', async () => {
    const mobile = uniquePhone();
    const ip = freshAddress();
    expect((await post('/v2/member/sendsms', { mobile }, { ip })).status).toBe(200);
    const code = await lastCode(t.app, mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 201 }, (_, i) =>
        post(
          '/v2/member/reguser',
          { mobile, code: i === 30 ? code : wrong(i), password: 'Secret#123', email: 'burst@example.com' },
          { ip: freshAddress() },
        ),
      ),
    );
    expect(answers[30]).toMatchObject({ status: 422, code: 42210 });
    expect(tally(answers)).toEqual({ '422:42209': SMS_CODE_MAX_ATTEMPTS, '422:42210': 201 - SMS_CODE_MAX_ATTEMPTS });
    const login = await post('/v2/member/login', { mobile, password: 'Secret#123' }, { ip });
    expect(login.status).toBe(401);
  });

  it('checks at most five of 50 parallel password resets; the right code after them is refused', async () => {
    const mobile = uniquePhone();
    const ip = freshAddress();
    await registerWithAddress(mobile, 'Old#12345', ip);
    await ageCodes(mobile);
    expect((await post('/v2/member/findsendsms', { mobile }, { ip })).status).toBe(200);
    const code = await lastCode(t.app, mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/user/publicuser/findPass.html', {
          mobile,
          code: wrong(i),
          password: 'New#12345',
          password2: 'New#12345',
        }),
      ),
    );
    expect(tally(answers)).toEqual({ '422:42209': SMS_CODE_MAX_ATTEMPTS, '422:42210': 50 - SMS_CODE_MAX_ATTEMPTS });
    const right = await post('/user/publicuser/findPass.html', {
      mobile,
      code,
      password: 'New#12345',
      password2: 'New#12345',
    });
    expect(right).toMatchObject({ status: 422, code: 42210 });
    expect((await post('/v2/member/login', { mobile, password: 'Old#12345' }, { ip })).status).toBe(200);
  });
});

describe('binding a scanned messaging-app identity, under parallel bursts', () => {
  /** A QR login scanned by an identity bound to no account: it asks to bind (status 5). */
  async function newScannedLogin(): Promise<string> {
    const qr = await t.app.inject({ method: 'POST', url: '/v2/member/wxloginqr', headers: { appid: '1' } });
    const loginid: string = qr.json().result.data.loginid;
    expect((await post('/v2/dev/wx/scan', { loginid, identity: 'new' })).status).toBe(200);
    expect((await post('/v2/dev/wx/confirm', { loginid })).status).toBe(200);
    return loginid;
  }

  it('checks at most five bind codes of a burst of 40; the right code sent 21st is refused', async () => {
    const mobile = uniquePhone();
    const ip = freshAddress();
    await registerWithAddress(mobile, 'Bind#1234', ip);
    const loginid = await newScannedLogin();
    await ageCodes(mobile);
    expect((await post('/v2/member/wxloginsms', { loginid, mobile }, { ip })).status).toBe(200);
    const code = await lastCode(t.app, mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/v2/member/wxloginbind', { loginid, mobile, code: i === 20 ? code : wrong(i) }, { ip: freshAddress() }),
      ),
    );
    expect(answers[20]).toMatchObject({ status: 422, code: 42210 });
    expect(tally(answers)).toEqual({ '422:42209': SMS_CODE_MAX_ATTEMPTS, '422:42210': 40 - SMS_CODE_MAX_ATTEMPTS });
  });

  it('checks at most five bind passwords of a burst of 40 from unknown addresses', async () => {
    const mobile = uniquePhone();
    await registerWithAddress(mobile, 'Bind#1234', freshAddress());
    const loginid = await newScannedLogin();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          '/v2/member/wxloginbind',
          { loginid, mobile, password: i === 30 ? 'Bind#1234' : `wrong-${i}` },
          { ip: freshAddress() },
        ),
      ),
    );
    expect(answers[30]?.status).toBe(429);
    expect(tally(answers)).toEqual({ [LOGIN_FAILED]: LOGIN_FAILURE_LIMITS.perAccount, [LOCKED]: 35 });
  });
});

describe('SMS caps per address and per device, under parallel bursts', () => {
  it(`sends exactly ${SMS_IP_DAILY_LIMIT} of 100 parallel sends from one address`, async () => {
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post('/v2/member/sendsms', { mobile: uniquePhone() }, { ip })),
    );
    expect(tally(answers)).toEqual({ '200:': SMS_IP_DAILY_LIMIT, '429:42900': 100 - SMS_IP_DAILY_LIMIT });
  });

  it(`sends exactly ${SMS_DEVICE_DAILY_LIMIT} of 40 parallel sends with one USERSIGN`, async () => {
    const usersign = `device-${uniquePhone()}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('/v2/member/sendsms', { mobile: uniquePhone() }, { ip: freshAddress(), usersign }),
      ),
    );
    expect(tally(answers)).toEqual({ '200:': SMS_DEVICE_DAILY_LIMIT, '429:42900': 40 - SMS_DEVICE_DAILY_LIMIT });
  });

  it('applies the caps before telling whether a number is registered', async () => {
    // A registered number: after the first answer the resend wait applies, as for any number.
    const registered = await Promise.all(
      Array.from({ length: 120 }, () =>
        post('/v2/member/sendsms', { mobile: DEMO.personal.mobile }, { ip: freshAddress() }),
      ),
    );
    expect(tally(registered)).toEqual({ '409:40900': 1, '429:42901': 119 });
    // Unregistered numbers for a password reset: the address cap stops the answers at 50.
    const ip = freshAddress();
    const unknown = await Promise.all(
      Array.from({ length: 120 }, () => post('/v2/member/findsendsms', { mobile: uniquePhone() }, { ip })),
    );
    expect(tally(unknown)).toEqual({ '404:40401': SMS_IP_DAILY_LIMIT, '429:42900': 120 - SMS_IP_DAILY_LIMIT });
    // The same for one device across addresses.
    const usersign = `device-${uniquePhone()}`;
    const device = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('/v2/member/findsendsms', { mobile: uniquePhone() }, { ip: freshAddress(), usersign }),
      ),
    );
    expect(tally(device)).toEqual({ '404:40401': SMS_DEVICE_DAILY_LIMIT, '429:42900': 40 - SMS_DEVICE_DAILY_LIMIT });
  });
});

const DEMO_PERSONAL = { mobile: DEMO.personal.mobile, password: DEMO.personal.password };

/** Registers through the API from one address (and device), which becomes the account's known place. */
async function registerWithAddress(mobile: string, password: string, ip: string, usersign?: string): Promise<void> {
  expect((await post('/v2/member/sendsms', { mobile }, { ip, usersign })).status).toBe(200);
  const code = await lastCode(t.app, mobile);
  const answer = await post(
    '/v2/member/reguser',
    { mobile, code, password, email: `u${mobile}@example.com` },
    { ip, usersign },
  );
  expect(answer.status).toBe(200);
}

/** Moves a phone's codes two minutes into the past, past any resend wait. */
async function ageCodes(mobile: string): Promise<void> {
  await t.database.db.execute(
    sql`update sms_codes set created_at = created_at - interval '121 seconds' where mobile = ${mobile}`,
  );
}
