import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Aliyun SMS (dysmsapi 2017-05-25) that checks requests the way the service does:
 * the common parameters, the access key, the timestamp (±15 minutes), a nonce used once, and the
 * RPC signature (HMAC-SHA1 over the canonicalized parameters, signature version 1.0), recomputed here
 * independently of the adapter. Then `SendSms`: a known signature name, an approved template with all
 * its variables, a mainland number, and the service's flow control of one code per phone per minute.
 * Answers and error codes are the service's (Code/Message/RequestId, HTTP 400/404 for request errors).
 */
export type SentSms = { phone: string; signName: string; templateCode: string; params: Record<string, string> };

export type FakeAliyunSms = {
  url: string;
  sent: SentSms[];
  /** The signature the service computes for a request, for the test of the fake against Aliyun's example. */
  signatureOf(method: string, params: Record<string, string>): string;
  close(): Promise<void>;
};

type Options = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Approved template codes and the variables each needs, e.g. { SMS_1: ['code'] }. */
  templates: Record<string, string[]>;
};

/** RFC 3986 unreserved characters stay; everything else is %XX of its UTF-8 bytes (the POP rule). */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function sign(secret: string, method: string, params: Record<string, string>): string {
  const canonical = Object.entries(params)
    .filter(([key]) => key !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`${method}&${encode('/')}&${encode(canonical)}`)
    .digest('base64');
}

const COMMON = [
  'AccessKeyId',
  'Action',
  'Format',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'Timestamp',
  'Version',
  'Signature',
];

async function readParams(request: IncomingMessage): Promise<Record<string, string>> {
  const url = new URL(request.url ?? '/', 'http://fake');
  let query = url.searchParams;
  if (request.method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    query = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }
  return Object.fromEntries(query);
}

export async function startFakeAliyunSms(options: Options): Promise<FakeAliyunSms> {
  const sent: SentSms[] = [];
  const nonces = new Set<string>();
  const lastCodeAt = new Map<string, number>();

  function answer(response: ServerResponse, status: number, code: string, message: string, extra = {}) {
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    response.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), Code: code, Message: message, ...extra }));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const params = await readParams(request);
    const missing = COMMON.find((name) => !params[name]);
    if (missing) return answer(response, 400, `Missing${missing}`, `${missing} is mandatory for this action.`);
    if (params.AccessKeyId !== options.accessKeyId) {
      return answer(response, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return answer(response, 400, 'InvalidSignatureMethod', 'Specified signature method is not supported.');
    }
    const at = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp ?? '')
      ? Date.parse(params.Timestamp ?? '')
      : NaN;
    if (Number.isNaN(at)) return answer(response, 400, 'InvalidTimeStamp.Format', 'Specified time stamp is not valid.');
    if (Math.abs(Date.now() - at) > 15 * 60_000) {
      return answer(response, 400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date header is expired.');
    }
    const expected = sign(options.accessKeySecret, request.method ?? 'GET', params);
    if (params.Signature !== expected) {
      return answer(response, 400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    }
    if (nonces.has(params.SignatureNonce ?? '')) {
      return answer(response, 400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    nonces.add(params.SignatureNonce ?? '');
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') {
      return answer(
        response,
        404,
        'InvalidAction.NotFound',
        'Specified api is not found, please check your url and method.',
      );
    }
    return sendSms(params, response);
  }

  function sendSms(params: Record<string, string>, response: ServerResponse) {
    const phone = params.PhoneNumbers ?? '';
    if (!/^1[3-9]\d{9}$/.test(phone)) return answer(response, 200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (params.SignName !== options.signName)
      return answer(response, 200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    const variables = options.templates[params.TemplateCode ?? ''];
    if (!variables) return answer(response, 200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let values: Record<string, string>;
    try {
      values = JSON.parse(params.TemplateParam ?? '{}');
    } catch {
      return answer(response, 200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (variables.some((name) => typeof values[name] !== 'string')) {
      return answer(response, 200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板变量缺少对应参数值');
    }
    // The service's default flow control for verification codes: one per phone per minute.
    if (variables.includes('code')) {
      const last = lastCodeAt.get(phone) ?? 0;
      if (Date.now() - last < 60_000)
        return answer(response, 200, 'isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
      lastCodeAt.set(phone, Date.now());
    }
    sent.push({ phone, signName: params.SignName, templateCode: params.TemplateCode ?? '', params: values });
    return answer(response, 200, 'OK', 'OK', { BizId: `${Date.now()}^0` });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => answer(response, 500, 'InternalError', 'The request processing has failed.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    signatureOf: (method, params) => sign(options.accessKeySecret, method, params),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
