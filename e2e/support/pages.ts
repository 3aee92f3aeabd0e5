import type { Page, Response } from '@playwright/test';

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
