import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { staffLogin } from '../inquiries/inquiries.fixtures.ts';

// The writer's worker, as it ends when an export outgrows its memory or time: every other worker
// (the sheet reader) runs as usual.
vi.mock('../../lib/worker-run.ts', async (original) => {
  const real = await original<typeof import('../../lib/worker-run.ts')>();
  return {
    ...real,
    runWorker: async (task: { module: URL }) => {
      if (task.module.pathname.endsWith('rate-sheet-worker.ts')) throw new real.WorkerFailed('memory');
      return real.runWorker(task as never);
    },
  };
});

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await staffLogin(t, 'admin', 'Admin@2026');
});
afterAll(async () => {
  await t?.close();
});

describe('an export larger than its worker can write', () => {
  it('answers a clear 422 in the caller’s language, not a server error', async () => {
    const zh = await call(t.app, 'GET', '/v2/ops/rate/sheet/export?kind=lcl', { token: admin });
    expect(zh.status).toBe(422);
    expect(zh.json.error).toEqual({
      code: 42598,
      msg: '当前运价太多，无法一次导出。请分别导出拼箱和整箱，或稍后再试。',
    });
    const en = await call(t.app, 'GET', '/v2/ops/rate/sheet/export?kind=all', {
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(en.status).toBe(422);
    expect(en.json.error.msg).toBe(
      'There are too many rates to export in one file. Export LCL and FCL separately, or try again later.',
    );
  });
});
