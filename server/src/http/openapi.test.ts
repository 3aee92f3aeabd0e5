import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'seabook-openapi-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer?: string }[] };

/** `redocly lint` with its recommended rules, offline (the CLI is a dev dependency, no telemetry). */
function redoclyLint(file: string): Problem[] {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const run = spawnSync(
    process.execPath,
    [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=10000'],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
      timeout: 60_000,
    },
  );
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint printed no report: ${run.stderr}`);
  return (JSON.parse(run.stdout.slice(start)) as { problems: Problem[] }).problems;
}

describe('the API reference (GET /v2/openapi.json)', () => {
  it('passes redocly lint (recommended rules) without errors or warnings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, response.body);
    if (process.env.OPENAPI_OUT) writeFileSync(process.env.OPENAPI_OUT, response.body);
    const problems = redoclyLint(file).map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`,
    );
    expect(problems).toEqual([]);
  }, 90_000);
});
