import { expect, type Page, type Response } from '@playwright/test';

/**
 * Opens a page rendered at build time (home and the price searches, with or without a search in the
 * address: decisions 060 and 062) and waits until the app has taken it over. Before that the page is on
 * screen and holds what the visitor types and presses, which the app then receives (decision 061): a
 * journey does not test that gap, `first-pages.spec.ts` does.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('html[data-alive]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Waits out the reload that follows an expired session (spec §8: the page reloads a second after the user
 * is sent to log in) and the app's return. A journey that acts before it loses its typing or its next
 * navigation to it; a fixed wait is too short on a busy machine.
 */
export async function afterExpiryReload(page: Page): Promise<void> {
  const navigationType = () =>
    page
      .evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type)
      .catch(() => 'between pages');
  await expect.poll(navigationType, { timeout: 15_000 }).toBe('reload');
  await page.locator('html[data-alive]').waitFor({ state: 'attached' });
}
