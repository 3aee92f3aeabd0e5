import { randomBytes } from 'node:crypto';
import type { App } from '../app-types.ts';

export type Call = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};

export type Answer = {
  status: number;
  headers: Record<string, unknown>;
  json: { error: { code?: number; msg?: string; fields?: Record<string, string> }; result: { data?: never } } & Record<
    string,
    never
  >;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely on purpose.
  data: any;
  /** The body as sent. */
  text: string;
};

/** One call through the real app, the way the browser makes it. */
export async function call(app: App, method: 'GET' | 'POST', url: string, options: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = { appid: '1', appclient: 'pc', ...options.headers };
  if (options.token) headers.accesstoken = options.token;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const json = response.json();
  return {
    status: response.statusCode,
    headers: response.headers,
    json,
    data: json?.result?.data,
    text: response.body,
  };
}

/** The newest code the development SMS provider sent to a phone, read from the development outbox. */
export async function lastCode(app: App, mobile: string): Promise<string> {
  const { data } = await call(app, 'GET', '/v2/dev/outbox?pageSize=100');
  const message = (data.items as Array<{ to: string; body: string }>).find((item) => item.to === mobile);
  const code = message?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** Registers a new personal account through the API and returns its token. */
export async function registerUser(app: App, mobile: string, password = 'Secret#123'): Promise<string> {
  const sent = await call(app, 'POST', '/v2/member/sendsms', { body: { mobile } });
  if (sent.status !== 200) throw new Error(`sendsms failed: ${JSON.stringify(sent.json)}`);
  const code = await lastCode(app, mobile);
  const registered = await call(app, 'POST', '/v2/member/reguser', {
    body: { mobile, code, password, email: `u${mobile}@example.com` },
  });
  if (registered.status !== 200) throw new Error(`reguser failed: ${JSON.stringify(registered.json)}`);
  return registered.data.accesstoken;
}

export async function loginAs(app: App, mobile: string, password: string): Promise<string> {
  const answer = await call(app, 'POST', '/v2/member/login', { body: { mobile, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.json)}`);
  return answer.data.accesstoken;
}

/** Uploads a file through POST /v2/files as the browser's FormData does: the field `kind`, then `file`. */
export async function uploadFile(
  app: App,
  token: string,
  file: { kind: string; filename: string; content: Uint8Array },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const boundary = `----seabook${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${file.kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(app, 'POST', '/v2/files', {
    body: payload,
    token,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
