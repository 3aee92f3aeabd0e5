import { expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { logIn } from './support/forms.ts';
import { opsLogIn } from './support/ops.ts';
import { openPage } from './support/pages.ts';

/**
 * No serious or critical WCAG 2 A/AA finding of axe-core on the key pages, in zh-CN and in English
 * (issue 20, decision 043): the home page, a search with results, my orders, an order and an ops desk.
 * `npm run bench` sweeps every page at two widths; this is the quick guard.
 */

// axe is injected as a script tag, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 60_000 });

/** Waits for the page's answers and antd's entrance motions, then checks it. */
async function expectNoSeriousFindings(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(400);
  expect(await seriousAxeFindings(page), `axe on ${name}`).toEqual([]);
}

for (const locale of ['zh-CN', 'en'] as const) {
  test(`key pages have no serious accessibility findings in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale, bypassCSP: true });
    await context.addInitScript(
      (value) => window.localStorage.setItem('seabook:locale', JSON.stringify(value)),
      locale,
    );
    const page = await context.newPage();

    await openPage(page, '/index');
    await expect(page.getByTestId('quote-search-form')).toBeVisible();
    await expectNoSeriousFindings(page, 'home');

    await openPage(page, '/lcl/export?pol=CNSHA&pod=USLAX');
    await expect(page.getByTestId('quote-line').first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousFindings(page, 'search results');

    await logIn(page, '13800000001');
    await page.goto('/center/order');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await expectNoSeriousFindings(page, 'my orders');

    await page.getByTestId('order-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await expectNoSeriousFindings(page, 'order detail');

    await opsLogIn(page);
    await page.goto('/ops/orders');
    await expect(page.getByTestId('ops-menu')).toBeVisible();
    await expectNoSeriousFindings(page, 'ops orders desk');
    await context.close();
  });
}
