import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { openPage } from './pages.ts';

/**
 * Screenshots of the page at a phone's (375 px) and a desktop's (1440 px) width into `dir`, for a person
 * to look at; with `noSideScroll`, each width is also checked not to scroll sideways. The page is left
 * at 1280 × 800.
 */
export async function shoot(page: Page, dir: string, name: string, options: { noSideScroll?: boolean } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    if (options.noSideScroll)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Switches the site to English (remembered for the context, the back office included). */
export async function toEnglish(page: Page) {
  await openPage(page, '/index');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
