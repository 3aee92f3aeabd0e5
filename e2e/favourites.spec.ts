import { expect, type Page, test } from '@playwright/test';
import { parseLineId } from '@seabook/domain/rates';
import { logIn } from './support/forms.ts';
import { openPage } from './support/pages.ts';

/**
 * The star of a quote line (spec §3, favourites /v2/order_collect/…): a customer stars a line of a search,
 * finds the service in the account centre's favourites, sees the star still lit after a reload, and takes
 * it back. A visitor's star asks for a login. The demo company's favourites are left as they were.
 */

const SEARCH = '/lcl/export?pol=CNSHA&pod=USLAX';

/** The first line of the results whose star is not lit, its star and its service id. */
async function unstarredLine(page: Page) {
  const line = page
    .locator('[data-testid="quote-line"]:has([data-testid="favourite-toggle"][data-favourite="false"])')
    .first();
  await expect(line).toBeVisible();
  const { serviceId } = parseLineId((await line.getAttribute('data-line-id')) ?? '');
  expect(serviceId).not.toBe('');
  // Every sailing of the service shares its star: the line is found again by its service.
  const star = page
    .locator(`[data-testid="quote-line"][data-line-id^="${serviceId}:"]`)
    .first()
    .getByTestId('favourite-toggle');
  return { star, serviceId };
}

test('a customer stars a line, finds it among the favourites, and takes the star back', async ({ page }) => {
  await logIn(page, '13800000001');
  await openPage(page, SEARCH);
  const { star, serviceId } = await unstarredLine(page);

  const added = page.waitForResponse((r) => r.url().endsWith('/v2/order_collect/addcollect'));
  await star.click();
  // Lit at once, before the server has answered.
  await expect(star).toHaveAttribute('data-favourite', 'true');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await added).ok()).toBe(true);

  await page.goto('/center/collection');
  await expect(page.locator(`[data-testid="collection-item"][data-row-key="${serviceId}"]`)).toBeVisible();

  // The server's word, after a reload: still lit.
  await openPage(page, SEARCH);
  const again = page
    .locator(`[data-testid="quote-line"][data-line-id^="${serviceId}:"]`)
    .first()
    .getByTestId('favourite-toggle');
  await expect(again).toHaveAttribute('data-favourite', 'true');

  const removed = page.waitForResponse((r) => r.url().endsWith('/v2/order_collect/delcollect'));
  await again.click();
  await expect(again).toHaveAttribute('data-favourite', 'false');
  expect((await removed).ok()).toBe(true);
  await page.goto('/center/collection');
  await expect(page.getByTestId('collection-page')).toBeVisible();
  await expect(page.locator(`[data-testid="collection-item"][data-row-key="${serviceId}"]`)).toHaveCount(0);
});

test('a visitor who presses a star is asked to log in, and nothing is starred', async ({ page }) => {
  await openPage(page, SEARCH);
  const star = page.getByTestId('favourite-toggle').first();
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/v2/order_collect/')) asked = true;
  });
  await star.click();
  await expect(page.getByTestId('login-mobile')).toBeVisible();
  await expect(star).toHaveAttribute('data-favourite', 'false');
  expect(asked).toBe(false);
});
