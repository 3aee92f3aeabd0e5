import type { FastifyBaseLogger } from 'fastify';
import { createAliyunSmsProvider } from './aliyun-sms.ts';
import { createDevEmailProvider, type EmailProvider } from './email.ts';
import { createDevSmsProvider, type SmsProvider } from './sms.ts';
import { createSmtpEmailProvider } from './smtp-email.ts';
import { createWechatLoginProvider } from './wechat-login.ts';
import { createDevWxProvider, type WxProvider } from './wx.ts';

/**
 * Which outside services the server talks to, read from the environment (README, "Configuration").
 * `dev` is the development stand-in (decision 025): the default on a developer's machine, refused when
 * NODE_ENV=production.
 */
export type ProvidersConfig = {
  sms:
    | { kind: 'dev' }
    | {
        kind: 'aliyun';
        accessKeyId: string;
        accessKeySecret: string;
        signName: string;
        templates: { code: string; notice: string };
        endpoint: string;
      };
  email: { kind: 'dev' } | { kind: 'smtp'; url: string; from: string };
  wx:
    | { kind: 'dev' }
    | { kind: 'wechat'; appId: string; appSecret: string; redirectUri: string; openBase: string; apiBase: string };
  /** Online payment (decision 036): the development gateway, or Alipay. */
  pay:
    | { kind: 'dev' }
    | {
        kind: 'alipay';
        appId: string;
        privateKey: string;
        alipayPublicKey: string;
        gateway: string;
        publicUrl: string;
      };
};

type Env = NodeJS.ProcessEnv;

const CHOICES = {
  SMS_PROVIDER: {
    real: 'aliyun',
    needs: [
      'ALIYUN_ACCESS_KEY_ID',
      'ALIYUN_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
      'ALIYUN_SMS_TEMPLATE_NOTICE',
    ],
  },
  EMAIL_PROVIDER: { real: 'smtp', needs: ['SMTP_URL', 'MAIL_FROM'] },
  WX_PROVIDER: { real: 'wechat', needs: ['WX_APP_ID', 'WX_APP_SECRET', 'PUBLIC_URL'] },
  PAY_PROVIDER: { real: 'alipay', needs: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_URL'] },
} as const;
type Choice = keyof typeof CHOICES;

/** The provider a variable names, or a sentence saying what is wrong with it. */
function choose(env: Env, variable: Choice, production: boolean): 'dev' | 'real' | string {
  const { real, needs } = CHOICES[variable];
  const value = env[variable] || (production ? '' : 'dev');
  if (value === 'dev' && !production) return 'dev';
  if (value === real) {
    const missing = needs.filter((name) => !env[name]);
    return missing.length === 0 ? 'real' : `${variable}=${real} needs ${missing.join(', ')}.`;
  }
  if (production && (value === '' || value === 'dev')) {
    return `${variable} must name a real service when NODE_ENV=production: set ${variable}=${real} and ${needs.join(', ')}.`;
  }
  return `${variable}=${value} is not known; use ${real}${production ? '' : ' or dev (the default)'}.`;
}

function url(env: Env, name: string, fallback: string, problems: string[]): string {
  const value = (env[name] || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(value)) problems.push(`${name} must be an http(s) URL.`);
  return value;
}

/** Reads the providers; throws one error naming every missing or wrong variable. */
export function providersConfig(env: Env, production: boolean): ProvidersConfig {
  const problems: string[] = [];
  const picked = (variable: Choice) => {
    const result = choose(env, variable, production);
    if (result !== 'dev' && result !== 'real') problems.push(result);
    return result === 'real';
  };
  const value = (name: string) => env[name] as string;
  const sms: ProvidersConfig['sms'] = picked('SMS_PROVIDER')
    ? {
        kind: 'aliyun',
        accessKeyId: value('ALIYUN_ACCESS_KEY_ID'),
        accessKeySecret: value('ALIYUN_ACCESS_KEY_SECRET'),
        signName: value('ALIYUN_SMS_SIGN_NAME'),
        templates: { code: value('ALIYUN_SMS_TEMPLATE_CODE'), notice: value('ALIYUN_SMS_TEMPLATE_NOTICE') },
        endpoint: url(env, 'ALIYUN_SMS_ENDPOINT', 'https://dysmsapi.aliyuncs.com', problems),
      }
    : { kind: 'dev' };
  const email: ProvidersConfig['email'] = picked('EMAIL_PROVIDER')
    ? { kind: 'smtp', url: value('SMTP_URL'), from: value('MAIL_FROM') }
    : { kind: 'dev' };
  if (email.kind === 'smtp' && !/^smtps?:\/\/[^/]/.test(email.url)) {
    problems.push('SMTP_URL must be smtp://… or smtps://…, e.g. smtps://user:password@smtp.example.com:465.');
  }
  const wx: ProvidersConfig['wx'] = picked('WX_PROVIDER')
    ? {
        kind: 'wechat',
        appId: value('WX_APP_ID'),
        appSecret: value('WX_APP_SECRET'),
        redirectUri: `${url(env, 'PUBLIC_URL', '', problems)}/v2/member/wxcallback`,
        openBase: url(env, 'WX_OPEN_URL', 'https://open.weixin.qq.com', problems),
        apiBase: url(env, 'WX_API_URL', 'https://api.weixin.qq.com', problems),
      }
    : { kind: 'dev' };
  const pay: ProvidersConfig['pay'] = picked('PAY_PROVIDER')
    ? {
        kind: 'alipay',
        appId: value('ALIPAY_APP_ID'),
        privateKey: value('ALIPAY_PRIVATE_KEY'),
        alipayPublicKey: value('ALIPAY_PUBLIC_KEY'),
        gateway: url(env, 'ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do', problems),
        publicUrl: url(env, 'PUBLIC_URL', '', problems),
      }
    : { kind: 'dev' };
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { sms, email, wx, pay };
}

export type Providers = { sms: SmsProvider; email: EmailProvider; wx: WxProvider };

/** The adapters the configuration names. */
export function createProviders(config: ProvidersConfig, log: FastifyBaseLogger): Providers {
  const { sms, email, wx } = config;
  return {
    sms: sms.kind === 'aliyun' ? createAliyunSmsProvider(sms, log) : createDevSmsProvider(log),
    email: email.kind === 'smtp' ? createSmtpEmailProvider(email, log) : createDevEmailProvider(log),
    wx: wx.kind === 'wechat' ? createWechatLoginProvider(wx, log) : createDevWxProvider(),
  };
}
