import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, lastCode, registerUser } from '../../test/http.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newQr(): Promise<string> {
  const answer = await call(t.app, 'POST', '/v2/member/wxloginqr');
  expect(answer.status).toBe(200);
  expect(answer.data.qr).toBe(`/dev/wx-phone?loginid=${encodeURIComponent(answer.data.loginid)}`);
  return answer.data.loginid;
}

const check = (loginid: string) => call(t.app, 'POST', '/v2/member/wxlogincheck', { body: { loginid } });

async function scanAndConfirm(identity: string): Promise<{ loginid: string; status: number }> {
  const loginid = await newQr();
  expect((await call(t.app, 'POST', '/v2/dev/wx/scan', { body: { loginid, identity } })).status).toBe(200);
  const confirmed = await call(t.app, 'POST', '/v2/dev/wx/confirm', { body: { loginid } });
  return { loginid, status: confirmed.data.status };
}

describe('messaging-app QR login', () => {
  it('goes 1 → 3 → 7 for a bound identity and hands the token out once', async () => {
    const loginid = await newQr();
    expect((await check(loginid)).data).toEqual({ status: 1 });
    await call(t.app, 'POST', '/v2/dev/wx/scan', { body: { loginid, identity: 'wx-demo-bound' } });
    expect((await check(loginid)).data).toMatchObject({ status: 3, data: { nickname: '演示微信用户' } });
    await call(t.app, 'POST', '/v2/dev/wx/confirm', { body: { loginid } });
    const success = await check(loginid);
    expect(success.data.status).toBe(7);
    const info = await call(t.app, 'GET', '/user/info', { token: success.data.accesstoken });
    expect(info.data.username).toBe('13800000001');
    expect((await check(loginid)).data.accesstoken).toBeUndefined();
  });

  it('asks an unknown identity to bind with mobile and password (5)', async () => {
    const mobile = uniquePhone();
    await registerUser(t.app, mobile, 'Bind#1234');
    const { loginid, status } = await scanAndConfirm('new');
    expect(status).toBe(5);
    expect((await check(loginid)).data.status).toBe(5);
    const wrong = await call(t.app, 'POST', '/v2/member/wxloginbind', {
      body: { loginid, mobile, password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    const bound = await call(t.app, 'POST', '/v2/member/wxloginbind', {
      body: { loginid, mobile, password: 'Bind#1234' },
    });
    expect(bound.status).toBe(200);
    expect((await call(t.app, 'GET', '/user/info', { token: bound.data.accesstoken })).data.username).toBe(mobile);
    expect((await check(loginid)).data.status).toBe(7);
  });

  it('refuses an identity already bound to another account', async () => {
    const [a, b] = [uniquePhone(), uniquePhone()];
    await registerUser(t.app, a, 'Bind#1234');
    await registerUser(t.app, b, 'Bind#1234');
    const identity = `bound:wx-race-${a}`;
    const first = await scanAndConfirm(identity);
    const second = await scanAndConfirm(identity);
    expect([first.status, second.status]).toEqual([5, 5]);
    expect(
      (
        await call(t.app, 'POST', '/v2/member/wxloginbind', {
          body: { loginid: first.loginid, mobile: a, password: 'Bind#1234' },
        })
      ).status,
    ).toBe(200);
    const refused = await call(t.app, 'POST', '/v2/member/wxloginbind', {
      body: { loginid: second.loginid, mobile: b, password: 'Bind#1234' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 40901, msg: '绑定失败，该微信已绑定其他账号，请先解绑' });
  });

  it('asks an identity sharing a registered mobile to verify by SMS (6)', async () => {
    const mobile = uniquePhone();
    await registerUser(t.app, mobile);
    await t.database.db.execute(
      sql`update sms_codes set created_at = created_at - interval '2 minutes' where mobile = ${mobile}`,
    );
    const { loginid, status } = await scanAndConfirm(`mobile:${mobile}`);
    expect(status).toBe(6);
    expect((await check(loginid)).data.data.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const other = await call(t.app, 'POST', '/v2/member/wxloginsms', { body: { loginid, mobile: '13800000001' } });
    expect(other.status).toBe(422);
    const sent = await call(t.app, 'POST', '/v2/member/wxloginsms', { body: { loginid, mobile } });
    expect(sent.data).toEqual({ resend_in: 120 });
    const code = await lastCode(t.app, mobile);
    const bound = await call(t.app, 'POST', '/v2/member/wxloginbind', { body: { loginid, mobile, code } });
    expect(bound.status).toBe(200);
    expect((await call(t.app, 'GET', '/user/info', { token: bound.data.accesstoken })).data.username).toBe(mobile);
  });

  it('binds the scanned identity when registering with weixinqrcode', async () => {
    const { loginid } = await scanAndConfirm('new');
    const mobile = uniquePhone();
    await call(t.app, 'POST', '/v2/member/sendsms', { body: { mobile } });
    const code = await lastCode(t.app, mobile);
    const answer = await call(t.app, 'POST', '/v2/member/reguser', {
      body: { mobile, code, password: 'Secret#123', email: 'wx@b.cn', weixinqrcode: loginid },
    });
    expect(answer.status).toBe(200);
    expect((await check(loginid)).data.status).toBe(7);
  });

  it('reports an expired code as 2 and a timed-out one as 4', async () => {
    const expired = await newQr();
    await call(t.app, 'POST', '/v2/dev/wx/expire', { body: { loginid: expired } });
    expect((await check(expired)).data.status).toBe(2);
    const late = await newQr();
    await t.database.db.execute(sql`update wx_logins set expires_at = now() - interval '1 second' where id = ${late}`);
    expect((await check(late)).data.status).toBe(4);
    expect((await call(t.app, 'POST', '/v2/dev/wx/scan', { body: { loginid: late, identity: 'new' } })).status).toBe(
      410,
    );
    expect((await check('no-such-login')).data.status).toBe(2);
  });

  it('needs a login id', async () => {
    const answer = await call(t.app, 'POST', '/v2/member/wxlogincheck', { body: {} });
    expect(answer.status).toBe(422);
    expect(answer.json.error.code).toBe(42212);
  });
});
