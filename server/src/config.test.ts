import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const REAL = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAI-id',
  ALIYUN_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'Seabook',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  ALIYUN_SMS_TEMPLATE_NOTICE: 'SMS_2',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
  MAIL_FROM: 'Seabook <noreply@example.com>',
  WX_PROVIDER: 'wechat',
  WX_APP_ID: 'wx1',
  WX_APP_SECRET: 'secret',
  PUBLIC_URL: 'https://www.example.com/',
  PAY_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: 'key',
  ALIPAY_PUBLIC_KEY: 'key',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration', () => {
  it('uses the development providers and the demo data on a developer machine', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.providers).toEqual({
      sms: { kind: 'dev' },
      email: { kind: 'dev' },
      wx: { kind: 'dev' },
      pay: { kind: 'dev' },
    });
    expect(config.seedDemo).toBe(true);
    expect(config.metrics).toEqual({ enabled: false, token: undefined });
  });

  it('refuses production without real providers, naming each variable', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toContain('SMS_PROVIDER must name a real service when NODE_ENV=production');
    expect(message).toContain('EMAIL_PROVIDER must name a real service');
    expect(message).toContain('WX_PROVIDER must name a real service');
    expect(message).toContain('PAY_PROVIDER must name a real service');
    expect(refusal({ NODE_ENV: 'production', ...REAL, SMS_PROVIDER: 'dev' })).toMatch(
      /^SMS_PROVIDER must name a real service/,
    );
  });

  it('names the missing variables of a chosen provider', () => {
    const { ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_TEMPLATE_NOTICE, MAIL_FROM, ...partial } = REAL;
    const message = refusal({ NODE_ENV: 'production', ...partial });
    expect(message).toContain('SMS_PROVIDER=aliyun needs ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_TEMPLATE_NOTICE.');
    expect(message).toContain('EMAIL_PROVIDER=smtp needs MAIL_FROM.');
    expect(refusal({ ...REAL, SMS_PROVIDER: 'twilio' })).toBe(
      'SMS_PROVIDER=twilio is not known; use aliyun or dev (the default).',
    );
    expect(refusal({ ...REAL, SMTP_URL: 'smtp.example.com' })).toContain('SMTP_URL must be smtp://');
  });

  it('refuses demo accounts and open metrics in production', () => {
    expect(refusal({ NODE_ENV: 'production', ...REAL, SEED_DEMO: '1' })).toContain('SEED_DEMO=1');
    expect(refusal({ NODE_ENV: 'production', ...REAL, METRICS: '1' })).toContain('METRICS=1 needs METRICS_TOKEN');
  });

  it('starts production with real providers, JSON logs and no demo data', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...REAL, METRICS: '1', METRICS_TOKEN: 'scrape' });
    expect(config.providers.sms).toMatchObject({ kind: 'aliyun', endpoint: 'https://dysmsapi.aliyuncs.com' });
    expect(config.providers.email).toEqual({ kind: 'smtp', url: REAL.SMTP_URL, from: REAL.MAIL_FROM });
    expect(config.providers.wx).toMatchObject({
      kind: 'wechat',
      redirectUri: 'https://www.example.com/v2/member/wxcallback',
      openBase: 'https://open.weixin.qq.com',
      apiBase: 'https://api.weixin.qq.com',
    });
    expect(config).toMatchObject({ seedDemo: false, logFormat: 'json', metrics: { enabled: true, token: 'scrape' } });
  });
});

describe('the invoice seller', () => {
  it('is the made-up demo seller on a developer machine, and none in production until configured', () => {
    expect(loadConfig({}).invoiceSeller?.name).toContain('demo');
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', ...REAL }).invoiceSeller).toBeUndefined();
  });

  it('is the forwarder’s own name and a checked tax number when set', () => {
    const seller = loadConfig({
      INVOICE_SELLER_NAME: '上海海运订舱有限公司',
      INVOICE_SELLER_TAX_NO: '91350100m000100y43',
      INVOICE_SELLER_ADDRESS: '上海市浦东新区',
    }).invoiceSeller;
    expect(seller).toEqual({ name: '上海海运订舱有限公司', taxNo: '91350100M000100Y43', address: '上海市浦东新区' });
    expect(refusal({ INVOICE_SELLER_NAME: 'x', INVOICE_SELLER_TAX_NO: '91350100M000100Y44' })).toMatch(
      /INVOICE_SELLER_TAX_NO/,
    );
    expect(refusal({ INVOICE_SELLER_TAX_NO: '91350100M000100Y43' })).toMatch(/INVOICE_SELLER_NAME/);
  });
});
