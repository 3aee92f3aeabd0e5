import { expect, test } from '@playwright/test';
import { logIn, openEntrust } from './support/forms.ts';

/**
 * The drafts journey (issue 5), written against the zh-CN texts of web/src/i18n/locales/zh-CN/drafts.ts:
 * a half-filled LCL booking is saved as a draft, found in the drafts box, continued, completed and
 * submitted; the order is in "my orders" and the draft is gone.
 */

// Whole journeys through several pages: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('a half-filled booking is saved as a draft, continued later and ordered; the draft is then gone', async ({
  page,
}) => {
  await logIn(page, '13800000001');
  await openEntrust(page);

  // A name nobody else uses, to find this draft among the demo ones; the marks are left for later.
  const cargoName = `DRAFT MUGS ${Date.now()}`;
  await page.getByLabel('英文品名').fill(cargoName);
  await page.getByTestId('save-draft').click();
  const saved = page.getByTestId('draft-saved');
  await expect(saved).toContainText('草稿已保存');
  await saved.getByRole('link', { name: '查看草稿箱' }).click();

  await expect(page).toHaveURL(/\/center\/draft/);
  const row = page.getByTestId('draft-row').filter({ hasText: cargoName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('订舱页面');
  await row.getByTestId('draft-continue').click();

  await expect(page).toHaveURL(/\/draftCreate\?id=/);
  const draftId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByTestId('draft-note')).toContainText(cargoName);
  await expect(page.getByLabel('英文品名')).toHaveValue(cargoName);
  await expect(page.getByLabel('总件数')).toHaveValue('10');

  await page.getByLabel('唛头').fill('N/M');
  await expect(page.getByTestId('price-summary')).toBeVisible();
  await page.getByTestId('submit-order').click();
  // The lasting confirmation (order-created), not the three-second toast that booking.spec.ts checks.
  await expect(page).toHaveURL(/\/center\/order\?created=SB\d{10}/);
  const orderNo = new URL(page.url()).searchParams.get('created') ?? '';
  await expect(page.getByTestId('order-created')).toContainText(orderNo);
  await expect(page.getByTestId('order-row').first()).toContainText(orderNo);

  // Ordered drafts are deleted with the order.
  await page.goto('/center/draft');
  await expect(page.getByTestId('drafts-page')).toBeVisible();
  await expect(page.getByTestId('draft-row').filter({ hasText: cargoName })).toHaveCount(0);
  await page.goto(`/draftCreate?id=${draftId}`);
  await expect(page.getByTestId('draft-missing')).toBeVisible();
});
