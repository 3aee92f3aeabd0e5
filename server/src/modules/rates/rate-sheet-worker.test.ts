import { randomUUID } from 'node:crypto';
import { RateSheetProgressSchema } from '@seabook/domain/rate-sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { newStaff } from '../../test/staff-fixtures.ts';

// Issue 18 §4: exporting all demo rates took about 5 s with the server answering nothing else. The
// workbook is now written in a worker thread: while it is, /v2/ping answers, and the desk can follow
// the export's progress by its task id.

let t: TestContext;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await newStaff(t, 'staffAdmin')).token;
  other = (await newStaff(t, 'staffSales')).token;
});
afterAll(async () => {
  await t?.close();
});

const progress = async (task: string, token = admin) => {
  const answer = await call(t.app, 'GET', `/v2/ops/rate/sheet/progress?task=${task}`, { token });
  expect(answer.status).toBe(200);
  return RateSheetProgressSchema.parse(answer.data);
};

describe('the export of all rates', () => {
  it('is written off the request thread: /v2/ping answers while it runs, and its progress is followed', async () => {
    const task = randomUUID();
    const order: string[] = [];
    const exported = t.app
      .inject({
        method: 'GET',
        url: `/v2/ops/rate/sheet/export?kind=all&task=${task}`,
        headers: { appid: '1', appclient: 'pc', accesstoken: admin },
      })
      .then((response) => {
        order.push('export');
        return response;
      });
    // Wait until the worker is writing the workbook, then ask for a ping.
    let seen = await progress(task);
    while (seen.stage !== 'writing' && seen.stage !== 'done') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await progress(task);
    }
    expect(seen.stage).toBe('writing');
    const started = Date.now();
    const ping = await t.app.inject({ method: 'GET', url: '/v2/ping' });
    order.push('ping');
    expect(ping.statusCode).toBe(200);
    const pingMs = Date.now() - started;
    // Someone else's poll of the same id learns nothing.
    expect(await progress(task, other)).toEqual({ stage: 'waiting', percent: null });
    const response = await exported;
    expect(order).toEqual(['ping', 'export']);
    expect(pingMs).toBeLessThan(1000);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(await progress(task)).toEqual({ stage: 'done', percent: 100 });
  }, 120_000);

  it('reads an uploaded sheet off the request thread too: /v2/ping answers while it is read', async () => {
    const headers = { appid: '1', appclient: 'pc', accesstoken: admin };
    const sheet = await t.app.inject({ method: 'GET', url: '/v2/ops/rate/sheet/export?kind=lcl', headers });
    expect(sheet.statusCode).toBe(200);
    const boundary = `----seabook${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rates.xlsx"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      sheet.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const task = randomUUID();
    const order: string[] = [];
    const checked = t.app
      .inject({
        method: 'POST',
        url: `/v2/ops/rate/sheet/check?task=${task}`,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      })
      .then((response) => {
        order.push('check');
        return response;
      });
    let seen = await progress(task);
    while (seen.stage === 'waiting') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen = await progress(task);
    }
    expect(seen.stage).toBe('reading');
    const ping = await t.app.inject({ method: 'GET', url: '/v2/ping' });
    order.push('ping');
    expect(ping.statusCode).toBe(200);
    const response = await checked;
    expect(order).toEqual(['ping', 'check']);
    expect(response.statusCode).toBe(200);
    expect(await progress(task)).toEqual({ stage: 'done', percent: 100 });
  }, 120_000);

  it('refuses a task id that is not one, and callers without the desk', async () => {
    const bad = await call(t.app, 'GET', '/v2/ops/rate/sheet/progress?task=nope', { token: admin });
    expect(bad.status).toBe(422);
    const anonymous = await call(t.app, 'GET', `/v2/ops/rate/sheet/progress?task=${randomUUID()}`);
    expect(anonymous.status).toBe(401);
  });
});
