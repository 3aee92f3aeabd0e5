import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { encodeRfc3986 } from '../lib/rfc3986.ts';
import { fetchWithTimeout, GatewayError } from './gateway-error.ts';
import type { SmsProvider, SmsTemplate } from './sms.ts';

/**
 * Aliyun SMS (dysmsapi, API version 2017-05-25): `SendSms`, an RPC-style call signed with HMAC-SHA1
 * over the canonicalized parameters (signature version 1.0). Tested against a local fake that checks
 * the signature the way the service does (src/test/fake-aliyun-sms.ts).
 */
export type AliyunSmsOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature, shown as 【…】 before the text. */
  signName: string;
  /** Approved template codes (`SMS_…`): `code` has the variable `${code}`, `notice` has `${title}`. */
  templates: Record<SmsTemplate['name'], string>;
  /** `https://dysmsapi.aliyuncs.com`, or a local stand-in in tests. */
  endpoint: string;
  timeoutMs?: number;
};

/** Percent-encoding as the signature wants it (RFC 3986): only A–Z, a–z, 0–9 and `-_.~` stay as they are. */
const popEncode = encodeRfc3986;

/** The parameters sorted by name and encoded, without `Signature`: what is signed, and the body sent. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${popEncode(key)}=${popEncode(params[key] ?? '')}`)
    .join('&');
}

/** Base64 of HMAC-SHA1(secret + "&", METHOD&%2F&encode(canonical query)). */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** The service's answer codes that mean "too many for now": its per-phone and per-account flow control. */
const THROTTLED = new Set([
  'isv.BUSINESS_LIMIT_CONTROL',
  'isv.DAY_LIMIT_CONTROL',
  'isv.MONTH_LIMIT_CONTROL',
  'Throttling',
  'Throttling.User',
  'Throttling.Api',
]);
const RETRY_AFTER_SECONDS = 60;

type SendSmsAnswer = { Code?: string; Message?: string; RequestId?: string; BizId?: string };

export function createAliyunSmsProvider(options: AliyunSmsOptions, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'aliyun',
    async send(_db, message) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.to,
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: options.templates[message.template.name],
        TemplateParam: JSON.stringify(message.template.params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signature = rpcSignature('POST', params, options.accessKeySecret);
      const response = await fetchWithTimeout(
        `${options.endpoint}/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: `${canonicalQuery(params)}&Signature=${popEncode(signature)}`,
          timeoutMs: options.timeoutMs ?? 10_000,
        },
        'SMS_SEND_FAILED',
      );
      const answer = (await response.json().catch(() => ({}))) as SendSmsAnswer;
      if (response.ok && answer.Code === 'OK') return;
      const gatewayCode = answer.Code ?? `HTTP ${response.status}`;
      // The service's code and request id identify the failure; the phone and the text stay out of the log.
      log.warn({ gateway: 'aliyun-sms', gatewayCode, requestId: answer.RequestId }, 'SMS gateway refused');
      if (THROTTLED.has(gatewayCode)) {
        throw new GatewayError('SMS_GATEWAY_BUSY', { gatewayCode, retryable: true, retryAfter: RETRY_AFTER_SECONDS });
      }
      if (gatewayCode === 'isv.MOBILE_NUMBER_ILLEGAL') {
        throw new GatewayError('PHONE_INVALID', { gatewayCode, retryable: false, fields: { mobile: 'PHONE_INVALID' } });
      }
      throw new GatewayError('SMS_SEND_FAILED', { gatewayCode, retryable: response.status >= 500 });
    },
  };
}
