import { createHash, createHmac } from 'node:crypto';
import { encodeRfc3986 } from '../../lib/rfc3986.ts';

/**
 * AWS Signature Version 4 for S3 requests, with the payload hash in `x-amz-content-sha256`
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). Written out
 * rather than taken from the AWS SDK: four requests (PUT, GET, HEAD, DELETE) do not need a
 * dependency of several megabytes.
 */
export type SigningKeys = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export type RequestToSign = {
  method: string;
  /** The URL as it is sent; its path must already be encoded with `encodePath`. */
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (`EMPTY_SHA256` for none), or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
};

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** An object key as a URL path: each segment encoded, the slashes kept. */
export function encodePath(key: string): string {
  return key.split('/').map(encodeRfc3986).join('/');
}

/** `20130524T000000Z`. */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(request: RequestToSign, keys: SigningKeys, now: Date): Record<string, string> {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value.trim();
  headers.host = request.url.host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = request.payloadHash;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname || '/',
    query,
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${keys.region}/${keys.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), keys.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
