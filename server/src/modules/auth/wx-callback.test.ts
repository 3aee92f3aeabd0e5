import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatLoginProvider } from '../../providers/wechat-login.ts';
import { type FakeWechat, startFakeWechat } from '../../test/fake-wechat.ts';
import { gatewayRefusal } from '../../test/gateway-refusal.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, registerUser } from '../../test/http.ts';

const APP = { appId: 'wx5e1f0a9c3d7b2e48', appSecret: 'a0c1e2f3b4d5c6a7e8f9a0b1c2d3e4f5' };
const users = [
  { openid: 'o-new-wechat-user', nickname: '微信新用户', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/new/132' },
  { openid: 'o-second-user', nickname: 'Second', headimgurl: '' },
];

let fake: FakeWechat;
let t: TestContext;
beforeAll(async () => {
  fake = await startFakeWechat({ ...APP, callbackDomain: 'www.seabook.test', users });
  t = await startTestApp({
    providers: {
      sms: { kind: 'dev' },
      email: { kind: 'dev' },
      pay: { kind: 'dev' },
      wx: {
        kind: 'wechat',
        ...APP,
        redirectUri: 'https://www.seabook.test/v2/member/wxcallback',
        openBase: fake.url,
        apiBase: fake.url,
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const check = async (loginid: string) =>
  (await call(t.app, 'POST', '/v2/member/wxlogincheck', { body: { loginid } })).data;

/** The login page asks for a QR login and shows WeChat's QR page in its frame; the QR's uuid is on it. */
async function openQr(): Promise<{ loginid: string; uuid: string; qr: URL }> {
  const answer = await call(t.app, 'POST', '/v2/member/wxloginqr');
  expect(answer.status).toBe(200);
  const qr = new URL(answer.data.qr);
  const page = await (await fetch(qr)).text();
  const uuid = page.match(/connect\/qrcode\/([\w-]+)/)?.[1];
  if (!uuid) throw new Error(`WeChat refused the QR request: ${page}`);
  return { loginid: answer.data.loginid, uuid, qr };
}

/** WeChat's QR page learns the outcome by polling, then sends its frame to our callback. */
async function frameFollowsWechat(
  uuid: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const script = await (await fetch(`${fake.url}/connect/l/qrconnect?uuid=${uuid}`)).text();
  const target = script.match(/wx_redirect='([^']+)'/)?.[1];
  if (!target) throw new Error(`no redirect yet: ${script}`);
  const callback = new URL(target);
  const response = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

describe('WeChat website QR login against the open platform', () => {
  it("shows the open platform's QR page for our app, with the login id as state, framed in the login page", async () => {
    const { loginid, qr } = await openQr();
    expect(`${qr.origin}${qr.pathname}`).toBe(`${fake.url}/connect/qrconnect`);
    expect(Object.fromEntries(qr.searchParams)).toMatchObject({
      appid: APP.appId,
      scope: 'snsapi_login',
      response_type: 'code',
      redirect_uri: 'https://www.seabook.test/v2/member/wxcallback',
      state: loginid,
      self_redirect: 'true',
    });
    expect(await check(loginid)).toEqual({ status: 1 });
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain(`frame-src 'self' ${fake.url}`);
  });

  it('takes a WeChat user no account knows to binding (5), then logs in (7); next time at once (7)', async () => {
    const mobile = uniquePhone();
    await registerUser(t.app, mobile, 'Bind#1234');
    const first = await openQr();
    fake.scan(first.uuid, 'o-new-wechat-user');
    const callback = await frameFollowsWechat(first.uuid);
    expect(callback.status).toBe(200);
    expect(callback.headers['content-type']).toContain('text/html');
    expect(callback.body).toContain('微信已确认');
    expect(await check(first.loginid)).toEqual({
      status: 5,
      data: { nickname: '微信新用户', headimgurl: users[0]?.headimgurl, mobile: '' },
    });
    const bound = await call(t.app, 'POST', '/v2/member/wxloginbind', {
      body: { loginid: first.loginid, mobile, password: 'Bind#1234' },
    });
    expect(bound.status).toBe(200);
    expect((await check(first.loginid)).status).toBe(7);

    const again = await openQr();
    fake.scan(again.uuid, 'o-new-wechat-user');
    await frameFollowsWechat(again.uuid);
    const success = await check(again.loginid);
    expect(success.status).toBe(7);
    const info = await call(t.app, 'GET', '/user/info', { token: success.accesstoken });
    expect(info.data.username).toBe(mobile);
  });

  it('ends a login the user refused on the phone as expired (2)', async () => {
    const { loginid, uuid } = await openQr();
    fake.refuse(uuid);
    const callback = await frameFollowsWechat(uuid);
    expect(callback.body).toContain('微信登录未完成');
    expect((await check(loginid)).status).toBe(2);
  });

  it('ends a login as expired (2) when WeChat refuses the code, and never reuses a login id', async () => {
    const { loginid, uuid } = await openQr();
    fake.scan(uuid, 'o-second-user');
    const script = await (await fetch(`${fake.url}/connect/l/qrconnect?uuid=${uuid}`)).text();
    const target = new URL(script.match(/wx_redirect='([^']+)'/)?.[1] ?? '');
    const used = new URL(target);
    used.searchParams.set('code', 'a-code-wechat-never-issued');
    await t.app.inject({ method: 'GET', url: `${used.pathname}${used.search}` });
    expect((await check(loginid)).status).toBe(2);
    // The right code arrives too late: the login id is spent.
    const late = await t.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
    expect(late.body).toContain('微信登录未完成');
    expect((await check(loginid)).status).toBe(2);
  });

  it('is refused by WeChat with a wrong AppSecret, as a failure a retry will not fix', async () => {
    const { uuid } = await openQr();
    fake.scan(uuid, 'o-second-user');
    const script = await (await fetch(`${fake.url}/connect/l/qrconnect?uuid=${uuid}`)).text();
    const code = script.match(/wx_code='([^']+)'/)?.[1] ?? '';
    const wrongSecret = createWechatLoginProvider(
      {
        ...APP,
        appSecret: 'not-the-secret',
        redirectUri: 'https://www.seabook.test/v2/member/wxcallback',
        openBase: fake.url,
        apiBase: fake.url,
      },
      Fastify({ logger: false }).log,
    );
    const error = await gatewayRefusal(wrongSecret.identify?.(code) ?? Promise.resolve());
    expect(error).toMatchObject({ key: 'QR_UNKNOWN_STATE', gatewayCode: 'errcode 40125', retryable: false });
  });

  it('has no development phone with the WeChat provider', async () => {
    const { loginid } = await openQr();
    const scan = await call(t.app, 'POST', '/v2/dev/wx/scan', { body: { loginid, identity: 'new' } });
    expect(scan.status).toBe(404);
    expect(await check(loginid)).toEqual({ status: 1 });
  });
});
