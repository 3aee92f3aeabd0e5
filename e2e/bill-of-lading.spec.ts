import { execFileSync } from 'node:child_process';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { logIn } from './support/forms.ts';
import { opsLogIn } from './support/ops.ts';

/**
 * The bill of lading (issue 19), written against the zh-CN texts of web/src/i18n/locales/zh-CN/bl.ts:
 * an operator issues a draft with two fields different from the booking, the customer sees exactly those
 * two marked, modifies one, accepts the fee, the operator accepts, the customer confirms, the operator
 * issues, and the customer downloads the PDF.
 */

// Two browsers through the whole B/L stage: far more than the default 30 s.
test.describe.configure({ timeout: 300_000 });

async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, '13800000001');
  return page;
}

const panel = (page: Page) => page.getByTestId('desk-bl');

/** Presses OK in the question an action asks first. */
async function confirmOk(page: Page) {
  await page.getByTestId('bl-confirm-ok').last().click();
}

/** Reads the drawer again and opens its B/L tab. */
async function refreshPanel(page: Page) {
  await page.getByTestId('desk-drawer-refresh').click();
  await page.getByTestId('desk-tab-bl').click();
}

test('a B/L goes from draft to issued: differences marked, a modification with its fee, confirmation, the PDF', async ({
  page,
  browser,
}) => {
  await opsLogIn(page);
  await page.goto('/ops/orders?tab=bl&status=pending_bl_draft');
  const row = page.getByTestId('desk-order-row').first();
  await expect(row).toContainText('待出提单草稿');
  await row.getByTestId('desk-order-open').click();
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'pending_bl_draft');
  const orderId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(orderId).not.toBe('');

  // The operator creates the draft from the booking and changes two fields before issuing it.
  await page.getByTestId('desk-tab-bl').click();
  await panel(page).getByTestId('desk-bl-create').click();
  await expect(panel(page)).toHaveAttribute('data-state', 'editing');
  const sheet = panel(page).getByTestId('desk-bl-sheet');
  await expect(sheet.locator('[data-diff="changed"]')).toHaveCount(0);
  await sheet.getByTestId('bl-input-description').fill('LED FLOOR LAMPS, 2 SETS');
  await sheet.getByTestId('bl-input-grossWeightKg').fill('9,876.5');
  await expect(sheet.locator('[data-diff="changed"]')).toHaveCount(2);
  await panel(page).getByTestId('desk-bl-issue-draft').click();
  await confirmOk(page);
  await expect(panel(page)).toHaveAttribute('data-state', 'checking');
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'bl_checking');

  // The customer reaches the check page from the order page and sees exactly those two marked.
  const customer = await customerPage(browser);
  await customer.goto(`/center/orderdetail?id=${orderId}`);
  await customer.getByTestId('order-bl-check').click();
  const check = customer.getByTestId('bl-check');
  await expect(check).toHaveAttribute('data-state', 'checking');
  await expect(customer.getByTestId('bl-summary')).toContainText('与您的订舱有 2 处不同');
  const marked = customer.getByTestId('bl-sheet').locator('[data-diff="changed"]');
  await expect(marked).toHaveCount(2);
  await expect(customer.getByTestId('bl-field-description')).toHaveAttribute('data-diff', 'changed');
  await expect(customer.getByTestId('bl-field-grossWeightKg')).toHaveAttribute('data-diff', 'changed');
  await expect(customer.getByTestId('bl-field-description').locator('[data-diff-word="added"]').first()).toBeVisible();

  // The customer modifies one field, sees the fee, accepts it and sends the modification.
  await customer.getByTestId('bl-modify').click();
  await customer.getByTestId('bl-input-grossWeightKg').fill('');
  await customer.getByTestId('bl-submit').click();
  await expect(customer.getByText('提单的此项不能为空')).toBeVisible();
  await customer.getByTestId('bl-input-description').fill('LED DESK LAMPS AND SHADES');
  await customer.getByTestId('bl-input-grossWeightKg').fill('9876.500');
  await customer.getByTestId('bl-submit').click();
  await expect(customer.getByTestId('bl-fee-amount')).toContainText('300.00');
  await expect(customer.getByTestId('bl-fee-submit')).toBeDisabled();
  await customer.getByTestId('bl-fee-accept').click();
  await customer.getByTestId('bl-fee-submit').click();
  await expect(check).toHaveAttribute('data-state', 'amending');

  // The operator sees the modification with its difference, accepts it and issues the new draft.
  await refreshPanel(page);
  await expect(panel(page)).toHaveAttribute('data-state', 'amending');
  const amendment = panel(page).getByTestId('desk-bl-amendment');
  await expect(amendment.locator('[data-diff-previous="changed"]')).toHaveCount(1);
  await expect(amendment.getByTestId('bl-field-description')).toHaveAttribute('data-diff-previous', 'changed');
  await panel(page).getByTestId('desk-bl-accept').click();
  await confirmOk(page);
  // The desk reads the order, its queue and the B/L again after a write: give a loaded machine time.
  await expect(panel(page)).toHaveAttribute('data-state', 'editing', { timeout: 40_000 });
  await panel(page).getByTestId('desk-bl-issue-draft').click();
  await confirmOk(page);
  await expect(panel(page)).toHaveAttribute('data-state', 'checking');

  // The customer checks the new draft and confirms it.
  await customer.reload();
  await expect(check).toHaveAttribute('data-state', 'checking');
  await expect(customer.getByTestId('bl-field-description')).toHaveAttribute('data-diff-previous', 'changed');
  await customer.getByTestId('bl-ok').click();
  await confirmOk(customer);
  await expect(check).toHaveAttribute('data-state', 'confirmed');

  // The operator issues the final bill.
  await refreshPanel(page);
  await expect(panel(page)).toHaveAttribute('data-state', 'confirmed');
  await panel(page).getByTestId('desk-bl-no').fill('SBLE2E0001');
  await panel(page).getByTestId('desk-bl-issue').click();
  await expect(panel(page)).toHaveAttribute('data-state', 'issued');
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'bl_issued');

  // The customer downloads the issued bill.
  await customer.reload();
  await expect(check).toHaveAttribute('data-state', 'issued');
  const [download] = await Promise.all([customer.waitForEvent('download'), customer.getByTestId('bl-pdf').click()]);
  expect(download.suggestedFilename()).toBe('BL-SBLE2E0001-v4.pdf');
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain('SBLE2E0001');
  expect(text).toContain('LED DESK LAMPS AND SHADES');
  expect(text).toContain('提单');
  expect(text).not.toContain('DRAFT');
  await customer.context().close();
});
