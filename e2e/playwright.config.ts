import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

// Journeys run against the real server (the built SPA plus the API) on a throwaway embedded database.
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}`;

// The config is also evaluated in every worker; the folder is made once, in the runner, which the
// workers inherit it from through the environment, and removed by the runner when it exits.
const dataDir = process.env.SEABOOK_E2E_DATA_DIR ?? makeDataDir();
function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seabook-e2e-'));
  process.env.SEABOOK_E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
// Never a real PostgreSQL: each run starts from an empty PGlite with the demo data.
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: false,
  workers: 1, // PGlite serializes queries; parallel browsers would only queue behind one another
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: two cores run the server, the browser and the runner; a journey is never a speed measure.
  timeout: 60_000,
  globalTimeout: process.env.CI ? 30 * 60_000 : 0, // a hung run still ends with a report in CI
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, 'reports/e2e.json') }],
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium; Playwright never downloads a browser here.
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
  webServer: {
    // The server as `npm start` and a deployment run it: the bundle (decision 047), rebuilt when stale.
    command: `node scripts/build-server.mjs && node ${SERVER_NODE_FLAGS.join(' ')} server/dist/main.mjs`,
    cwd: root,
    url: `${baseURL}/v2/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
