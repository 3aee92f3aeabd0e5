import { expect, test } from '@playwright/test';
import { openPage } from './support/pages.ts';

test('the language switch changes the whole page and is remembered', async ({ page }) => {
  await openPage(page, '/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('banner')).toContainText('首页');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner')).toContainText('Home');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner')).toContainText('Home');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('banner')).toContainText('首頁');
});

test('API messages follow the chosen language', async ({ page }) => {
  await openPage(page, '/index');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto('/login');
  await page.getByTestId('login-mobile').fill('13800000001');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Wrong account or password.').first()).toBeVisible();
});

test('unknown paths go to the not-found page and the root goes to /index', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});
