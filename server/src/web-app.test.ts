import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './test/harness.ts';

/** The built SPA as the server serves it: pages, build files, and what is missing. */
let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'seabook-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'main-AbC123.js'), 'export {};');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers every page path with index.html, never cached', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lcl/export?pol=CNSHA' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="root"');
  });

  it('serves build files to be kept for good, and other files for an hour', async () => {
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/main-AbC123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing build file with 404, not with the page', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/assets/main-Old999.js' });
    expect(old.statusCode).toBe(404);
    expect(old.headers['content-type']).not.toMatch(/text\/html/);
    const api = await t.app.inject({ method: 'GET', url: '/v2/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBeDefined();
  });
});
