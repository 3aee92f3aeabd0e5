import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startTestApp, type TestContext, uniquePhone } from './test/harness.ts';
import { call } from './test/http.ts';

const OUTSIDE = '203.0.113.7';

type Inject = {
  method?: 'GET' | 'POST';
  url: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
  payload?: object;
};
const ask = (t: TestContext, { method = 'GET', ...rest }: Inject) => t.app.inject({ method, ...rest });

describe('development pages and calls with the development providers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('show the outbox to this machine only', async () => {
    const mobile = uniquePhone();
    await call(t.app, 'POST', '/v2/member/sendsms', { body: { mobile } });
    const local = await ask(t, { url: '/v2/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain(mobile);
    const ipv6 = await ask(t, { url: '/v2/dev/outbox', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
    const outside = await ask(t, { url: '/v2/dev/outbox', remoteAddress: OUTSIDE });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe(40400);
    expect(outside.body).not.toContain(mobile);
  });

  it('refuse a request a proxy on this machine forwarded from elsewhere', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const forwarded = await ask(t, { url: '/v2/dev/outbox', headers: { [header]: OUTSIDE } });
      expect(forwarded.statusCode, header).toBe(404);
    }
  });

  it('refuse the development phone from elsewhere, so nobody logs in as someone else', async () => {
    const { data } = await call(t.app, 'POST', '/v2/member/wxloginqr');
    for (const url of ['/v2/dev/wx/scan', '/v2/dev/wx/confirm']) {
      const answer = await ask(t, {
        method: 'POST',
        url,
        remoteAddress: OUTSIDE,
        payload: { loginid: data.loginid, identity: 'wx-demo-bound' },
      });
      expect(answer.statusCode, url).toBe(404);
    }
    expect((await call(t.app, 'POST', '/v2/member/wxlogincheck', { body: { loginid: data.loginid } })).data).toEqual({
      status: 1,
    });
  });

  it('refuse the pages and every spelling of their paths from elsewhere', async () => {
    const spellings = [
      '/dev/outbox',
      '/dev/wx-phone?loginid=x',
      '/DEV/outbox',
      '/v2/%64ev/outbox',
      '//v2/dev/outbox',
      '/V2/Dev/wx/identities',
    ];
    for (const url of spellings) {
      expect((await ask(t, { url, remoteAddress: OUTSIDE })).statusCode, url).toBe(404);
    }
    // The same page on this machine is the web app (or 404 without a build, as for any page).
    const local = await ask(t, { url: '/dev/outbox' });
    expect(local.statusCode).toBe((await ask(t, { url: '/index' })).statusCode);
  });
});

describe('development pages and calls in production', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Real providers, never called here: the addresses only have to be well formed.
    const production = loadConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'Seabook',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      ALIYUN_SMS_TEMPLATE_NOTICE: 'SMS_2',
      ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://u:p@127.0.0.1:9',
      MAIL_FROM: 'noreply@seabook.test',
      WX_PROVIDER: 'wechat',
      WX_APP_ID: 'wx1',
      WX_APP_SECRET: 'secret',
      PUBLIC_URL: 'https://www.seabook.test',
      PAY_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: 'key',
      ALIPAY_PUBLIC_KEY: 'key',
      LOG_LEVEL: 'silent',
    });
    t = await startTestApp({ production: true, providers: production.providers });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('do not exist, not even for this machine', async () => {
    for (const url of ['/v2/dev/outbox', '/dev/outbox', '/dev/wx-phone', '/v2/dev/wx/identities']) {
      expect((await ask(t, { url })).statusCode, url).toBe(404);
    }
    expect(
      (await ask(t, { method: 'POST', url: '/v2/dev/wx/scan', payload: { loginid: 'x', identity: 'new' } })).statusCode,
    ).toBe(404);
  });
});
