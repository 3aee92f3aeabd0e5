import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { chinaToday } from '@seabook/domain/china-time';
import { LOCALE_COOKIE, LOCALES, type Locale } from '@seabook/domain/i18n';
import { choosePort } from './support/forms.ts';

/**
 * Home and the price searches come as HTML rendered at build time in the visitor's language, which the app
 * then hydrates (decision 060). A hydration mismatch is a bug: main.tsx reports it as "[hydration]". Their
 * scripts start once the page is painted, and what a visitor does before the app is alive is kept
 * (build/boot.ts, decision 061).
 */
const PAGES = ['/index', '/lcl/export', '/import', '/fcl/export'] as const;
/** A word of each language's header, in the HTML as it arrives. */
const HOME: Record<Locale, string> = { 'zh-CN': '首页', 'zh-TW': '首頁', en: 'Home' };

async function visitor(context: BrowserContext, locale: Locale, baseURL: string): Promise<void> {
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
  await context.addInitScript((lang) => localStorage.setItem('seabook:locale', JSON.stringify(lang)), locale);
}

/** What the page reports that a visitor should never see: hydration mismatches and uncaught errors. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[hydration]')) found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(error.message));
  return found;
}

/** The app has taken over the HTML: the date limits, which the build cannot know, are today's. */
async function expectHydrated(page: Page): Promise<void> {
  await expect(page.getByTestId('sailing-date').first()).toHaveAttribute('min', chinaToday());
}

for (const locale of LOCALES)
  for (const width of [375, 1440])
    test(`the first pages arrive rendered in ${locale} at ${width} px and hydrate without a mismatch`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await visitor(context, locale, baseURL ?? '');
      const page = await context.newPage();
      const found = problems(page);
      for (const path of PAGES) {
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        expect(html, path).toContain(`<html lang="${locale}">`);
        expect(html, path).toContain(`data-locale="${locale}"`);
        expect(html, path).toContain(HOME[locale]);
        expect(html, path).toContain('data-testid="quote-search-form"');
        await expectHydrated(page);
        await expect(page.getByRole('banner')).toContainText(HOME[locale]);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      expect(found).toEqual([]);
      await context.close();
    });

test('a page whose HTML does not match what the app renders is reported (the check above can fail)', async ({
  page,
}) => {
  const found = problems(page);
  await page.route('**/lcl/export', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('>首页</a>', '>首页?</a>') });
  });
  await page.goto('/lcl/export');
  await expectHydrated(page);
  await expect.poll(() => found.join(' ')).toContain('[hydration]');
  await expect(page.getByRole('banner')).not.toContainText('首页?');
});

test('a returning visitor gets the remembered search and today’s date limits, without a mismatch', async ({ page }) => {
  const found = problems(page);
  await page.addInitScript(() =>
    localStorage.setItem('seabook:search-info', JSON.stringify({ export: 'pol=CNSHA&pod=USLAX' })),
  );
  await page.goto('/lcl/export');
  await expect(page).toHaveURL(/pol=CNSHA&pod=USLAX/);
  await expect(page.getByTestId('sailing-date').first()).toHaveAttribute('min', chinaToday());
  await page.goto('/index');
  await expectHydrated(page);
  // The home search starts again from the remembered ports once hydrated.
  const pol = page.getByTestId('pol-select').first();
  await expect
    .poll(() => pol.evaluate((node) => (node instanceof HTMLInputElement ? node.value : node.textContent)))
    .toContain('CNSHA');
  expect(found).toEqual([]);
});

test('a visitor whose language the server did not know yet gets it at once, and the next page arrives in it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('seabook:locale', JSON.stringify('en')));
  const page = await context.newPage();
  const found = problems(page);
  const first = await page.goto('/lcl/export');
  expect(await first?.text()).toContain('<html lang="zh-CN">');
  await expect(page.getByRole('banner')).toContainText('Home');
  await expectHydrated(page);
  expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('en');
  const next = await page.goto('/fcl/export');
  expect(await next?.text()).toContain('<html lang="en">');
  await expectHydrated(page);
  expect(found).toEqual([]);
  await context.close();
});

test('what a visitor types and presses before the page is alive is kept, and acted on once it is', async ({ page }) => {
  const found = problems(page);
  // The page's scripts are held back, as on a slow line; the boot script itself comes at once.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const response = await page.goto('/lcl/export');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<script defer src="\/assets\/boot-[^"]+\.js" data-scripts="[^"]+"><\/script>/);
  expect(html).not.toContain('type="module"');

  await page.getByTestId('cargo-weight').fill('120');
  await page.getByTestId('search-submit').click();
  // Not sent the browser's way (which would reload the page and lose the text), and nothing alive yet.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/lcl\/export$/);
  await expect(page.getByTestId('cargo-weight')).toHaveValue('120');
  await expect(page.locator('html')).not.toHaveAttribute('data-alive');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-alive', '');
  // The press is acted on: the search asks for the ports it lacks.
  await expect(page.getByTestId('field-error').first()).toBeVisible();
  // The weight typed before is the page's own: the search carries it (with the rest of the cargo).
  await choosePort(page, 'pol-select', '上海', 'CNSHA');
  await choosePort(page, 'pod-select', '洛杉矶', 'USLAX');
  await page.getByTestId('cargo-volume').fill('0.5');
  await page.getByTestId('cargo-pieces').fill('2');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/weight=120&volume=0\.5&pieces=2/);
  expect(found).toEqual([]);
});

test('a search’s address arrives as its page, rendered, and the search shows once the page is alive', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await visitor(context, 'en', baseURL ?? '');
  // A search of their own kept from before: the address's search is the one shown.
  await context.addInitScript(() =>
    localStorage.setItem('seabook:search-info', JSON.stringify({ export: 'pol=CNNGB&pod=USLAX' })),
  );
  const page = await context.newPage();
  const found = problems(page);
  const response = await page.goto('/lcl/export?pol=CNSHA&pod=USLAX');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('data-testid="quote-search-form"');
  await expect(page.getByTestId('quote-line').first()).toBeVisible();
  await expect(page).toHaveURL(/\/lcl\/export\?pol=CNSHA&pod=USLAX$/);
  await expect(page.getByTestId('pol-select')).toHaveValue(/CNSHA/);
  // The way back after logging in is the search, not the bare page the HTML was built as.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in / Register' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/lcl/export?pol=CNSHA&pod=USLAX')}`,
  );
  // On a phone the cargo's unit is in its label, which names the field, and out of the narrow field.
  await expect(page.getByRole('textbox', { name: 'Weight (kg)' })).toHaveAttribute('placeholder', 'Optional');
  await expect(page.getByTestId('cargo-weight').locator('xpath=..').getByText('kg')).toBeHidden();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  expect(found).toEqual([]);
  await context.close();
});
