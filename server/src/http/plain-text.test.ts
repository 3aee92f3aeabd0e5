import { ERRORS } from '@seabook/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { call, loginAs } from '../test/http.ts';

// Issue 18 §3: a NUL in any text field or query gave 500 (PostgreSQL refuses byte 0). Every declared
// route is fuzzed with NUL (and another control character) in each field and query parameter its
// OpenAPI document names, signed in as a customer: none may answer 5xx, and each is 422.

let t: TestContext;
let customer: string;
beforeAll(async () => {
  t = await startTestApp();
  customer = await loginAs(t.app, '13800000001', 'Demo@2026');
});
afterAll(async () => {
  await t?.close();
});

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The body field names a JSON schema declares, nested objects as dotted paths (arrays at item 0). */
function fieldPaths(schema: Schema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const own = schema.anyOf?.flatMap((option) => fieldPaths(option, prefix)) ?? [];
  if (schema.properties)
    for (const [name, property] of Object.entries(schema.properties)) {
      own.push([...prefix, name]);
      own.push(...fieldPaths(property, [...prefix, name]));
    }
  if (schema.items) own.push(...fieldPaths(schema.items, [...prefix, '0']));
  return own;
}

/** A body with `value` at `path` (and nothing else). */
function bodyWith(path: string[], value: string): unknown {
  let body: unknown = value;
  for (const key of [...path].reverse()) body = /^\d+$/.test(key) ? [body] : { [key]: body };
  return body;
}

const HOSTILE = ['a\u0000b', '\u0000', 'x\u001bx', 'end\u007f'];

describe('control characters', () => {
  it('are refused with 422 in every field and query parameter of every declared route, never 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/openapi.json' })).json() as {
      paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
    };
    const tried: { method: Method; url: string; status: number; code: number | undefined }[] = [];
    const send = async (method: Method, url: string, body?: unknown) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { appid: '1', appclient: 'pc', accesstoken: customer, 'idempotency-key': crypto.randomUUID() },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const code = String(response.headers['content-type'] ?? '').includes('json')
        ? response.json()?.error?.code
        : undefined;
      tried.push({ method, url, status: response.statusCode, code });
    };
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith('/v2/')) continue;
      for (const [lower, operation] of Object.entries(operations) as [Lowercase<Method>, Operation][]) {
        const method = lower.toUpperCase() as Method;
        const parameters = operation.parameters ?? [];
        const pathOf = (value: string) => template.replace(/\{[^}]+\}/g, encodeURIComponent(value));
        for (const value of HOSTILE) {
          const encoded = encodeURIComponent(value);
          // Each query parameter, a path parameter, and a parameter no schema names.
          for (const parameter of parameters.filter((p) => p.in === 'query'))
            await send(method, `${pathOf('1')}?${parameter.name}=${encoded}`);
          if (template.includes('{')) await send(method, pathOf(value));
          await send(method, `${pathOf('1')}?unknown=${encoded}`);
          const json = operation.requestBody?.content?.['application/json']?.schema;
          for (const path of fieldPaths(json)) await send(method, pathOf('1'), bodyWith(path, value));
        }
      }
    }
    expect(tried.length).toBeGreaterThan(500);
    const failures = tried.filter((attempt) => attempt.status >= 500);
    expect(failures).toEqual([]);
    const notRefused = tried.filter((attempt) => attempt.status !== 422);
    expect(notRefused).toEqual([]);
    expect(new Set(tried.map((attempt) => attempt.code))).toEqual(new Set([ERRORS.TEXT_CONTROL_CHARACTER.code]));
  }, 120_000);

  it('names the field, in the caller’s language, and still takes tabs and line breaks', async () => {
    const answer = await call(t.app, 'GET', '/v2/ping?q=a%00b', { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatchObject({
      code: ERRORS.TEXT_CONTROL_CHARACTER.code,
      msg: 'The text contains invisible control characters. Please remove them and try again.',
      fields: { q: expect.any(String) },
    });
    const zh = await call(t.app, 'POST', '/v2/member/login', { body: { mobile: '138\u00000000001', password: 'x' } });
    expect(zh.status).toBe(422);
    expect(zh.json.error.fields).toEqual({ mobile: '文本中含有不可见的控制字符，请删除后重试' });
    const lines = await call(t.app, 'GET', '/v2/ping?q=a%09b%0D%0Ac');
    expect(lines.status).toBe(200);
  });
});
