import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMainAccountByMobile } from './modules/members/members.service.ts';
import { startTestApp, type TestContext, uniquePhone } from './test/harness.ts';
import { call, lastCode, registerUser } from './test/http.ts';
import { newStaff } from './test/staff-fixtures.ts';

type LogLine = { level: number; msg: string; reqId?: string; [field: string]: unknown };

/** The app with its log lines captured, as the server writes them with LOG_FORMAT=json. */
async function appWithLog(overrides: Parameters<typeof startTestApp>[0] = {}) {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const t = await startTestApp(
    { logLevel: 'info', logFormat: 'json', ...overrides },
    {
      logStream: {
        write(line) {
          raw.push(line);
          lines.push(JSON.parse(line));
        },
      },
    },
  );
  return { t, lines, raw };
}

describe('running as a service', () => {
  let t: TestContext;
  let lines: LogLine[];
  let raw: string[];
  beforeAll(async () => {
    // These lines are read at "info"; a first search that loads the rate index on a busy machine can
    // take over the default second and be written as a slow warning (the warning is tested below).
    ({ t, lines, raw } = await appWithLog({ slowRequestMs: 60_000 }));
  });
  afterAll(async () => {
    await t?.close();
  });
  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('answers /healthz while alive and /readyz when the database is migrated', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('writes one line per request with its id, which the answer carries too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v2/ping', headers: { 'x-request-id': 'lb-7f3a.1' } });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.1');
    const [line, ...more] = linesOf('lb-7f3a.1');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, method: 'GET', url: '/v2/ping', status: 200 });
    expect(line?.msg).toMatch(/^GET \/v2\/ping 200 [\d.]+ ms$/);
    expect(typeof line?.ms).toBe('number');
    expect(lines.some((entry) => /incoming request|request completed/.test(entry.msg))).toBe(false);
  });

  it('writes one line, and no "already sent" warning, for an answer the route sends itself (the quote search, fresh and kept)', async () => {
    for (const id of ['search-fresh', 'search-kept']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/v2/oe_sea/price',
        headers: { 'x-request-id': id, 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'export', pol: 'CNSHA', pod: 'USLAX' }),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().result.data.items).toBeInstanceOf(Array);
      expect(linesOf(id).map((line) => [line.level, line.msg.replace(/[\d.]+ ms$/, 'ms')])).toEqual([
        [30, 'POST /v2/oe_sea/price 200 ms'],
      ]);
    }
  });

  it('makes its own request id when the one given is not a plain token', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/v2/ping',
      headers: { 'x-request-id': 'evil id\u001b[31m' },
    });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(String(answer.headers['x-request-id']))).toHaveLength(1);
  });

  it('names the user or the operator of a request', async () => {
    const mobile = uniquePhone();
    const token = await registerUser(t.app, mobile);
    const account = await findMainAccountByMobile(t.database.db, mobile);
    const asUser = await call(t.app, 'GET', '/user/info', { token });
    expect(linesOf(String(asUser.headers['x-request-id']))[0]).toMatchObject({ user: account?.id, status: 200 });
    const operator = await newStaff(t, 'staffAdmin');
    const asOperator = await call(t.app, 'GET', '/v2/ops/me', { token: operator.token });
    const line = linesOf(String(asOperator.headers['x-request-id']))[0];
    expect(line).toMatchObject({ operator: operator.id, status: 200 });
    expect(line).not.toHaveProperty('user');
  });

  it('keeps codes and phone numbers out of the log', async () => {
    const mobile = uniquePhone();
    await call(t.app, 'POST', '/v2/member/sendsms', { body: { mobile } });
    const code = await lastCode(t.app, mobile);
    await call(t.app, 'GET', `/v2/ping?mobile=${mobile}&code=${code}`);
    const log = raw.join('');
    expect(log).not.toContain(mobile);
    expect(log).not.toContain(code);
    expect(log).toContain(`mobile=${mobile.slice(0, 3)}****${mobile.slice(-4)}&code=***`);
  });

  it('has no /metrics unless configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('is not ready while a migration of this build is missing', async () => {
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'unavailable', reason: '1 migrations not applied' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('metrics and slow requests', () => {
  let t: TestContext;
  let lines: LogLine[];
  beforeAll(async () => {
    ({ t, lines } = await appWithLog({ metrics: { enabled: true, token: 'scrape-token' }, slowRequestMs: 0.001 }));
  });
  afterAll(async () => {
    await t?.close();
  });
  const scrape = async () =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token' } });

  it('warns about a request slower than SLOW_REQUEST_MS', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v2/ping' });
    const line = lines.find((entry) => entry.reqId === answer.headers['x-request-id']);
    expect(line).toMatchObject({ level: 40, status: 200 });
    expect(line?.msg).toMatch(/ \(slow\)$/);
  });

  it('shows Prometheus metrics only to the scraper with the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const metrics = await scrape();
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('process_resident_memory_bytes');
  });

  it('counts requests and their durations by route pattern, never by raw path', async () => {
    await t.app.inject({ method: 'GET', url: '/v2/ping' });
    await t.app.inject({ method: 'GET', url: '/v2/no-such-call/13812345678' });
    const file = await t.app.inject({ method: 'GET', url: '/v2/files/00000000-0000-4000-8000-000000000000' });
    const body = (await scrape()).body;
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/v2\/ping",status="200"\} [1-9]\d*$/m);
    expect(body).toContain('http_requests_total{method="GET",route="(not found)",status="404"} 1');
    expect(body).toContain(`http_requests_total{method="GET",route="/v2/files/:id",status="${file.statusCode}"} 1`);
    expect(body).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/v2\/ping",status="200"\} \d+$/m,
    );
    expect(body).not.toContain('13812345678');
  });

  it('reports the depth of each job queue once the job runner names it', async () => {
    t.app.metrics.setJobQueueDepth(async () => ({ messages: 3, cleanup: 0 }));
    const body = (await scrape()).body;
    expect(body).toContain('job_queue_depth{queue="messages"} 3');
    expect(body).toContain('job_queue_depth{queue="cleanup"} 0');
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('reports the PostgreSQL pool', async () => {
    const body = (await scrape()).body;
    expect(body).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(body).toMatch(/^db_pool_waiting_requests \d+$/m);
  });
});
