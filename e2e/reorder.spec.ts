import { expect, type Page, test } from '@playwright/test';
import { chinaDay, logIn } from './support/forms.ts';
import { openPage } from './support/pages.ts';

/**
 * Order again (spec §2 /onemore), written against the zh-CN texts: the demo company books an LCL line,
 * then from "my orders" orders the same again on another sailing of the lane, finds its cargo filled in
 * from the first order, submits at today's price and sees the new order in the list.
 */

// Whole journeys through several pages: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** Books the first CNSHA → USLAX line a week ahead with plain cargo; answers the order number. */
async function bookLcl(page: Page, cargoName: string): Promise<string> {
  // The search runs from the address bar (the price page keeps its search there).
  await openPage(page, `/lcl/export?${new URLSearchParams({ pol: 'CNSHA', pod: 'USLAX', date: chinaDay(7) })}`);
  await page.getByTestId('quote-line').first().getByTestId('line-details').click();
  await expect(page.getByTestId('details-page')).toBeVisible();
  await page.getByTestId('book-line').click();
  await expect(page.getByTestId('entrust-page')).toBeVisible();
  await page.getByLabel('总重量（kg）').fill('640');
  await page.getByLabel('总体积（m³）').fill('2.4');
  await page.getByLabel('总件数').fill('48');
  await page.getByLabel('英文品名').fill(cargoName);
  await page.getByLabel('唛头').fill('N/M');
  await expect(page.getByTestId('price-summary')).toBeVisible();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/center\/order\?created=SB\d{10}/);
  return new URL(page.url()).searchParams.get('created') ?? '';
}

test('the demo company orders an LCL order again on another sailing', async ({ page }) => {
  await logIn(page, '13800000001');
  const first = await bookLcl(page, 'CERAMIC MUGS');

  // "My orders" links each order to order again; without the link, the page is opened by the order's id.
  const row = page.getByTestId('order-row').filter({ hasText: first }).first();
  await expect(row).toBeVisible();
  const again = row.getByTestId('order-again');
  if ((await again.count()) > 0) await again.click();
  else {
    const href = (await row.getByRole('link', { name: first }).getAttribute('href')) ?? '';
    const id = new URL(href, page.url()).searchParams.get('id') ?? '';
    await page.goto(`/onemore?${new URLSearchParams({ id })}`);
  }
  await expect(page).toHaveURL(/\/onemore\?id=/);
  await expect(page.getByTestId('reorder-heading')).toContainText(first);

  // The same service's sailing is taken first; another sailing of the lane is chosen instead.
  await expect(page.getByTestId('chosen-sailing')).toBeVisible();
  await page.getByTestId('change-sailing').click();
  const chooser = page.getByTestId('sailing-chooser');
  await expect(chooser.getByTestId('sailing-chosen')).toBeVisible();
  await chooser.getByTestId('choose-sailing').first().click();
  await expect(chooser).toBeHidden();
  await expect(page.getByTestId('chosen-sailing')).toBeVisible();

  // The cargo comes from the first order.
  await expect(page.getByLabel('英文品名')).toHaveValue('CERAMIC MUGS');
  await expect(page.getByLabel('总件数')).toHaveValue('48');
  await expect(page.getByLabel('唛头')).toHaveValue('N/M');

  await expect(page.getByTestId('price-summary')).toBeVisible();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/center\/order\?created=SB\d{10}/);
  const second = new URL(page.url()).searchParams.get('created') ?? '';
  expect(second).not.toBe(first);
  await expect(page.getByTestId('order-created')).toContainText(second);
  await expect(page.getByTestId('order-row').filter({ hasText: second }).first()).toBeVisible();
});
