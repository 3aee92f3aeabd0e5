import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAliyunSms, startFakeAliyunSms } from '../test/fake-aliyun-sms.ts';
import { gatewayRefusal } from '../test/gateway-refusal.ts';
import { startTestApp, type TestContext, uniquePhone } from '../test/harness.ts';
import { call } from '../test/http.ts';
import { type AliyunSmsOptions, createAliyunSmsProvider, rpcSignature } from './aliyun-sms.ts';
import type { ProvidersConfig } from './provider-config.ts';
import type { SmsMessage } from './sms.ts';

const log = Fastify({ logger: false }).log;
const KEY = { accessKeyId: 'LTAI-test-key', accessKeySecret: 'test-secret-不同' };
const TEMPLATES = { code: 'SMS_900001', notice: 'SMS_900002' };

let fake: FakeAliyunSms;
beforeAll(async () => {
  fake = await startFakeAliyunSms({
    ...KEY,
    signName: 'Seabook',
    templates: { [TEMPLATES.code]: ['code'], [TEMPLATES.notice]: ['title'] },
  });
});
afterAll(async () => {
  await fake?.close();
});

function adapter(changes: Partial<AliyunSmsOptions> = {}) {
  return createAliyunSmsProvider(
    { ...KEY, signName: 'Seabook', templates: TEMPLATES, endpoint: fake.url, ...changes },
    log,
  );
}
const codeMessage = (to: string, code = '482913'): SmsMessage => ({
  to,
  text: `【Seabook】您的注册验证码为${code}`,
  template: { name: 'code', params: { code } },
});

// Aliyun's documentation signs this SendSms request with AccessKeySecret "testSecret" (GET).
const DOCUMENTED = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

describe('Aliyun SMS signature', () => {
  it("matches Aliyun's documented example, in the adapter and in the fake", async () => {
    expect(rpcSignature('GET', DOCUMENTED, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    const documentedFake = await startFakeAliyunSms({
      accessKeyId: 'testId',
      accessKeySecret: 'testSecret',
      signName: 'x',
      templates: {},
    });
    expect(documentedFake.signatureOf('GET', DOCUMENTED)).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    await documentedFake.close();
  });
});

describe('Aliyun SMS adapter against a local SendSms', () => {
  it('sends a code through the code template, signed', async () => {
    const phone = uniquePhone();
    await adapter().send(undefined as never, codeMessage(phone));
    expect(fake.sent.at(-1)).toEqual({
      phone,
      signName: 'Seabook',
      templateCode: TEMPLATES.code,
      params: { code: '482913' },
    });
  });

  it('sends a notice through the notice template', async () => {
    const phone = uniquePhone();
    // Brackets, quotes and stars are where a plain encodeURIComponent differs from the signature's encoding.
    const title = "订单 SB2611250004 (LCL)：待签发提单 *O'K!";
    await adapter().send(undefined as never, {
      to: phone,
      text: `【Seabook】${title}`,
      template: { name: 'notice', params: { title } },
    });
    expect(fake.sent.at(-1)).toMatchObject({ phone, templateCode: TEMPLATES.notice, params: { title } });
  });

  it('is refused with a wrong secret, and nothing is sent', async () => {
    const before = fake.sent.length;
    const error = await gatewayRefusal(
      adapter({ accessKeySecret: 'wrong' }).send(undefined as never, codeMessage(uniquePhone())),
    );
    expect(error).toMatchObject({ key: 'SMS_SEND_FAILED', gatewayCode: 'SignatureDoesNotMatch', retryable: false });
    expect(fake.sent.length).toBe(before);
  });

  it("turns the gateway's flow control into SMS_GATEWAY_BUSY with a Retry-After", async () => {
    const phone = uniquePhone();
    await adapter().send(undefined as never, codeMessage(phone));
    const error = await gatewayRefusal(adapter().send(undefined as never, codeMessage(phone, '111111')));
    expect(error).toMatchObject({
      key: 'SMS_GATEWAY_BUSY',
      status: 503,
      gatewayCode: 'isv.BUSINESS_LIMIT_CONTROL',
      retryable: true,
      retryAfter: 60,
    });
  });

  it('turns a template the gateway does not know into SMS_SEND_FAILED', async () => {
    const error = await gatewayRefusal(
      adapter({ templates: { ...TEMPLATES, code: 'SMS_404' } }).send(undefined as never, codeMessage(uniquePhone())),
    );
    expect(error).toMatchObject({ key: 'SMS_SEND_FAILED', gatewayCode: 'isv.SMS_TEMPLATE_ILLEGAL', retryable: false });
  });

  it('reports a gateway it cannot reach as a failure worth retrying', async () => {
    const error = await gatewayRefusal(
      adapter({ endpoint: 'http://127.0.0.1:9' }).send(undefined as never, codeMessage(uniquePhone())),
    );
    expect(error).toMatchObject({ key: 'SMS_SEND_FAILED', gatewayCode: 'unreachable', retryable: true });
  });
});

function aliyunProviders(templates = TEMPLATES): ProvidersConfig {
  return {
    sms: { kind: 'aliyun', ...KEY, signName: 'Seabook', templates, endpoint: fake.url },
    email: { kind: 'dev' },
    wx: { kind: 'dev' },
    pay: { kind: 'dev' },
  };
}

describe('registration codes through Aliyun SMS', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ providers: aliyunProviders() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers with the code the gateway delivered', async () => {
    const mobile = uniquePhone();
    expect((await call(t.app, 'POST', '/v2/member/sendsms', { body: { mobile } })).status).toBe(200);
    const delivered = fake.sent.findLast((sms) => sms.phone === mobile);
    expect(delivered?.templateCode).toBe(TEMPLATES.code);
    const code = delivered?.params.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const registered = await call(t.app, 'POST', '/v2/member/reguser', {
      body: { mobile, code, password: 'Secret#123', email: `u${mobile}@example.com` },
    });
    expect(registered.status).toBe(200);
  });
});

describe('a gateway that refuses the template', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ providers: aliyunProviders({ ...TEMPLATES, code: 'SMS_404' }) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 502 in the caller language and keeps no code, so the next try is not "too frequent"', async () => {
    const mobile = uniquePhone();
    const first = await call(t.app, 'POST', '/v2/member/sendsms', {
      body: { mobile },
      headers: { 'accept-language': 'en' },
    });
    expect(first.status).toBe(502);
    expect(first.json.error.msg).toBe('The text message could not be sent. Try again later.');
    const again = await call(t.app, 'POST', '/v2/member/sendsms', { body: { mobile } });
    expect(again.status).toBe(502);
  });
});
