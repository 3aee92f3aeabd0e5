import { expect, type Page, test } from '@playwright/test';
import { billAndSend, confirmBill, openBill, unbilledOrder } from './support/billing.ts';
import { smallPdf } from './support/files.ts';
import { CONFIRM_OK, dropdownOption } from './support/forms.ts';

/**
 * Bills and payment (issue 17): finance bills a completed order of the demo company and sends it; the
 * customer confirms it and pays online through the development cashier until it is settled. A second
 * bill is paid by bank remittance with its voucher, and finance confirms the money arrived.
 */

const COMPANY = '13800000001';

// Each journey crosses two browsers, the back office and a cashier: longer than one page's budget.
test.describe.configure({ timeout: 120_000 });

test('finance bills a completed order; the customer confirms and pays online until it is settled', async ({
  page,
  browser,
  request,
}) => {
  const orderNo = await unbilledOrder(request, COMPANY);
  expect(orderNo).toBeTruthy();
  const billNo = await billAndSend(page, orderNo ?? '');
  const customer = await (await browser.newContext()).newPage();
  await openBill(customer, billNo, COMPANY);
  await expect(customer.getByText(/前确认，逾期视为已确认/)).toBeVisible();
  await confirmBill(customer);
  // Each currency of the bill is paid at the development cashier.
  for (let i = 0; i < 2; i++) {
    const payButton = customer.locator('[data-testid^="bill-pay-"]').first();
    if ((await payButton.count()) === 0) break;
    await payButton.click();
    await customer.locator(CONFIRM_OK).click();
    await expect(customer.getByTestId('dev-cashier')).toBeVisible();
    await customer.getByTestId('cashier-pay').click();
    await expect(customer.getByTestId('pay-result')).toContainText('支付成功', { timeout: 30_000 });
  }
  await expect(customer.getByTestId('bill-status')).toHaveText('已结清');
  await shots(customer, page, 'zh-CN');
  await customer.getByRole('button', { name: '语言' }).click();
  await customer.getByRole('menuitem', { name: 'English' }).click();
  await expect(customer.getByTestId('bill-status')).toHaveText('Settled');
  await shots(customer, page, 'en');
});

/** The pages at a phone's and a desktop's width, for a person to look at (test-results/e2e/money-*.png). */
async function shots(customer: Page, desk: Page, locale: string) {
  for (const width of [375, 1440]) {
    await customer.setViewportSize({ width, height: 900 });
    await customer.screenshot({ path: `../test-results/e2e/money-bill-${locale}-${width}.png`, fullPage: true });
    await desk.setViewportSize({ width, height: 900 });
    await desk.screenshot({ path: `../test-results/e2e/money-desk-${locale}-${width}.png`, fullPage: true });
  }
  expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a bill paid by bank remittance is settled once finance confirms the money arrived', async ({
  page,
  browser,
  request,
}) => {
  // Another order of the demo company than the journeys before billed.
  const orderNo = await unbilledOrder(request, COMPANY);
  expect(orderNo).toBeTruthy();
  const billNo = await billAndSend(page, orderNo);
  const customer = await (await browser.newContext()).newPage();
  await openBill(customer, billNo, COMPANY);
  await confirmBill(customer);
  const form = customer.getByTestId('remit-form');
  await expect(form).toContainText('1–2 个工作日');
  const left = await customer.getByTestId('bill-parts').locator('tbody tr').first().locator('td').last().textContent();
  const [currency = 'CNY', amount = '0'] = (left ?? '').split(' ');
  await form.locator('.ant-select').click();
  await dropdownOption(customer, currency).click();
  await customer.getByTestId('remit-amount').fill(amount.replaceAll(',', ''));
  await customer
    .getByTestId('remit-voucher')
    .setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(form).toContainText('slip.pdf');
  await customer.getByTestId('remit-submit').click();
  await expect(customer.getByTestId('bill-status')).toHaveText('对账中');

  await page.goto('/ops/finance');
  await page.getByRole('tab', { name: '汇款核对' }).click();
  await page.getByTestId('desk-received').first().fill(amount.replaceAll(',', ''));
  await page.getByTestId('desk-confirm-remit').first().click();
  await page.locator(CONFIRM_OK).click();
  await expect(page.getByText('已确认到账')).toBeVisible();
  await customer.reload();
  // One currency is settled by the remittance; the bill shows what is left, or is settled.
  await expect(customer.getByTestId('bill-remittance').first()).toContainText('已到账');
});
