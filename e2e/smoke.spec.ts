import { expect, test } from '@playwright/test';

test('the root address opens the home page with the site header', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner').first()).toBeVisible();
});
