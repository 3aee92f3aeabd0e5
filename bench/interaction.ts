import { type Browser, chromium, type Page } from 'playwright-core';

/** How long two journeys take at 4× CPU throttling, median of `runs` fresh browser contexts each. */
export type InteractionReport = {
  runs: number;
  /** Click on "search" → the first quote line visible, on /lcl/export after the ports were chosen. */
  clickToResultsMs: number[];
  /** Click on "log in" → the first row of "my orders" visible, from /login?redirect=/center/order. */
  loginToOrdersMs: number[];
  errors: string[];
};

const CPU_THROTTLE = 4;
const DEMO_LOGIN = { mobile: '13800000001', password: 'Demo@2026' };

/** Remembers, on the page's clock, when an element with `testId` was clicked. */
function recordClicks(page: Page, testId: string) {
  return page.addInitScript((id) => {
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest(`[data-testid="${id}"]`) : null;
        if (target) (window as unknown as { clickedAt: number }).clickedAt = performance.now();
      },
      { capture: true },
    );
  }, testId);
}

/** Milliseconds from the recorded click to the first frame where `selector` has a visible box. */
async function untilVisible(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (sel) => {
      const box = document.querySelector(sel)?.getBoundingClientRect();
      const clickedAt = (window as unknown as { clickedAt?: number }).clickedAt;
      return box && box.height > 0 && clickedAt !== undefined ? performance.now() - clickedAt : false;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

async function throttled(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return { context, page };
}

async function choosePort(page: Page, testId: string, typed: string, code: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page
    .getByRole('option')
    .filter({ hasText: `(${code})` })
    .first()
    .click();
}

/** A visitor opens /lcl/export, chooses Shanghai → Los Angeles, pauses as people do, and searches. */
async function clickToResults(browser: Browser, baseUrl: string): Promise<number> {
  const { context, page } = await throttled(browser);
  try {
    await recordClicks(page, 'search-submit');
    await page.goto(`${baseUrl}/lcl/export`);
    // The page is on screen from its HTML; the app takes it over after its first paint (decision 061).
    await page.locator('html[data-alive]').waitFor({ state: 'attached' });
    await choosePort(page, 'pol-select', '上海', 'CNSHA');
    await choosePort(page, 'pod-select', '洛杉矶', 'USLAX');
    // What a person filling the form gives the page: the network and the main thread settle meanwhile.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.getByTestId('search-submit').click();
    return await untilVisible(page, '[data-testid="quote-line"]');
  } finally {
    await context.close();
  }
}

/** A customer on the login page types the demo account's number and password and logs in. */
async function loginToOrders(browser: Browser, baseUrl: string): Promise<number> {
  const { context, page } = await throttled(browser);
  try {
    await recordClicks(page, 'login-submit');
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/center/order')}`);
    await page.getByTestId('login-mobile').fill(DEMO_LOGIN.mobile);
    await page.getByTestId('login-password').fill(DEMO_LOGIN.password);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.getByTestId('login-submit').click();
    return await untilVisible(page, '[data-testid="order-row"]');
  } finally {
    await context.close();
  }
}

/** Both journeys `runs` times each against the site at `baseUrl` (built web, API with the demo data). */
export async function measureInteractions(baseUrl: string, runs = 3): Promise<InteractionReport> {
  const report: InteractionReport = { runs, clickToResultsMs: [], loginToOrdersMs: [], errors: [] };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    for (let run = 0; run < runs; run++) {
      for (const [list, journey] of [
        [report.clickToResultsMs, clickToResults],
        [report.loginToOrdersMs, loginToOrders],
      ] as const) {
        try {
          list.push(await journey(browser, baseUrl));
        } catch (error) {
          report.errors.push(`${journey.name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return report;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const TARGET_MS = 1000;

export function interactionTable(report: InteractionReport): string {
  const row = (what: string, values: number[]) => {
    const m = median(values);
    return `| ${what} | ${m === null ? '—' : m.toFixed(0)} | ${values.map((v) => v.toFixed(0)).join(', ') || '—'} | ≤ ${TARGET_MS} |`;
  };
  return [
    `| journey, ${CPU_THROTTLE}× CPU throttling | median ms | runs (ms) | target ms |`,
    '|---|--:|---|--:|',
    row('click "search" → first quote line visible (/lcl/export)', report.clickToResultsMs),
    row('click "log in" → first order row visible (/center/order)', report.loginToOrdersMs),
  ].join('\n');
}
