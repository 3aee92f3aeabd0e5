import { expect, type Page, test } from '@playwright/test';

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-mobile').fill('13800000001');
  await page.getByTestId('login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/center\//);
}

test('keep a consignee in the address book: add, refuse bad input, make default, find, delete', async ({ page }) => {
  // The page's language as a returning visitor who chose English has it.
  await page.addInitScript({ content: `localStorage.setItem('seabook:locale', '"en"')` });
  await logIn(page);
  await page.goto('/center/address');
  const book = page.getByTestId('address-page');
  await expect(book).toBeVisible();

  // A consignor must be in English letters: the form says so and nothing is saved.
  await book.getByRole('button', { name: 'Add address' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Consignor', { exact: true }).click();
  await dialog.getByLabel('Short name').fill('Ningbo works');
  await dialog.getByLabel('B/L text').fill('宁波工厂\nNINGBO');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();

  // A consignee in English is saved and listed.
  await dialog.getByText('Consignee', { exact: true }).click();
  await dialog.getByLabel('Short name').fill('ACME LA');
  await dialog.getByLabel('B/L text').fill('ACME IMPORTS INC.\n1200 HARBOR BLVD\nLOS ANGELES, CA 90731, USA');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = book.getByRole('row', { name: /ACME LA/ });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Make default' }).click();
  await expect(row.getByText('Default', { exact: true })).toBeVisible();

  await book.getByRole('searchbox').fill('harbor');
  await book.getByRole('searchbox').press('Enter');
  await expect(book.getByRole('row', { name: /ACME LA/ })).toBeVisible();

  await book
    .getByRole('row', { name: /ACME LA/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await expect(book.getByRole('row', { name: /ACME LA/ })).toHaveCount(0);
});
