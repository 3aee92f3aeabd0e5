import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { billAndSend, confirmBill, openBill, unbilledOrder } from './support/billing.ts';
import { CONFIRM_OK } from './support/forms.ts';

/**
 * Invoices (issue 17, decision 040): the demo company settles a bill at the development cashier, asks
 * for an invoice of it from the bill page (company title and tax number), finance issues it from the
 * desk's Invoices tab, and the customer downloads the PDF.
 */

const COMPANY = '13800000001';
/** A unified social credit code with a good check character (GB 32100). */
const TAX_NO = '91350100M000100Y43';

test.describe.configure({ timeout: 180_000 });

/** Finance bills the order and sends it; the customer confirms and pays every currency at the cashier. */
async function settledBill(desk: Page, customer: Page, orderNo: string): Promise<string> {
  const billNo = await billAndSend(desk, orderNo);
  await openBill(customer, billNo, COMPANY);
  await confirmBill(customer);
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
  return billNo;
}

async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: next }).click();
}

/** /center/invoice at a phone's and a desktop's width (test-results/e2e/invoices-*.png), never wider than the screen. */
async function shots(page: Page, locale: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Phones get cards, wider screens the table: wait for the layout of this width before the picture.
    await expect(page.getByTestId(width < 768 ? 'invoice-card' : 'invoice-table').first()).toBeVisible();
    await page.screenshot({ path: `../test-results/e2e/invoices-${locale}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test('a customer asks for an invoice of a settled bill, finance issues it, the customer downloads the PDF', async ({
  page,
  browser,
  request,
}) => {
  const orderNo = await unbilledOrder(request, COMPANY);
  expect(orderNo).toBeTruthy();
  const customer = await (await browser.newContext()).newPage();
  const billNo = await settledBill(page, customer, orderNo);

  // From the settled bill's page: ask for an invoice, with the bill already chosen.
  await customer.getByTestId('bill-ask-invoice').click();
  const form = customer.getByTestId('invoice-form');
  await expect(form.getByRole('checkbox', { name: new RegExp(billNo) })).toBeChecked();
  await customer.setViewportSize({ width: 375, height: 900 });
  await customer.screenshot({ path: '../test-results/e2e/invoices-form-zh-CN-375.png' });
  await customer.setViewportSize({ width: 1440, height: 900 });
  await form.getByTestId('invoice-title').fill('福建示例贸易有限公司');
  await form.getByTestId('invoice-tax-no').fill('91350100M000100Y44');
  await form.getByTestId('invoice-submit').click();
  await expect(form.getByText('统一社会信用代码有误：末位校验码不符，请核对')).toBeVisible();
  await form.getByTestId('invoice-tax-no').fill(TAX_NO);
  await form.getByTestId('invoice-submit').click();
  await expect(customer.getByText('发票申请已提交，财务将尽快开具')).toBeVisible();
  const row = customer.getByTestId('invoice-page').locator('tbody tr').filter({ hasText: billNo });
  await expect(row).toContainText('待开票');

  // Finance issues it from the desk's Invoices tab (asked first).
  await page.goto('/ops/finance');
  await page.getByRole('tab', { name: '发票' }).click();
  const queued = page.getByTestId('desk-invoices').locator('tbody tr').filter({ hasText: '福建示例贸易有限公司' });
  await queued.getByTestId('desk-invoice-issue').click();
  await page.locator(CONFIRM_OK).click();
  await expect(page.getByText('发票已开具')).toBeVisible({ timeout: 30_000 });

  // The customer downloads the PDF.
  await customer.reload();
  await expect(row).toContainText('已开票');
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    row.getByTestId('invoice-download').click(),
  ]);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');

  await shots(customer, 'zh-CN');
  await customer.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(customer, '语言', 'English');
  await expect(row).toContainText('Issued');
  await shots(customer, 'en');
  await customer.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(customer, 'Language', '繁體中文');
  await expect(row).toContainText('已開票');
});
