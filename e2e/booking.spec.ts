import { expect, type Page, test } from '@playwright/test';
import { codeSentTo, freshMobile } from './support/outbox.ts';

/**
 * Booking journeys (issue 4), written against the zh-CN texts of web/src/i18n/locales/zh-CN/booking.ts:
 * a verified account books a quote line with CIF (insurance selected) and DOOR-CFS (pickup selected)
 * and lands on the order with the total it saw; an unverified account is stopped with the reason.
 */

async function logIn(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function choosePort(page: Page, testId: string, typed: string, code: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page
    .getByRole('option')
    .filter({ hasText: `(${code})` })
    .first()
    .click();
}

/** The calendar day in China `days` from now (the sailing and pickup dates are China dates). */
function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Search CNSHA → USLAX from a week ahead (so the cargo cut-off leaves days for a pickup), open the first
 * line's details with cargo, and press Book.
 */
async function openEntrust(page: Page) {
  await page.goto('/lcl/export');
  await choosePort(page, 'pol-select', '上海', 'CNSHA');
  await choosePort(page, 'pod-select', '洛杉矶', 'USLAX');
  await page.getByTestId('sailing-date').fill(chinaDay(7));
  await page.getByTestId('search-submit').click();
  await page.getByTestId('quote-line').first().getByTestId('line-details').click();
  await expect(page.getByTestId('details-page')).toBeVisible();
  const cargo = page.getByTestId('cargo-form');
  await cargo.getByTestId('cargo-weightKg').fill('500');
  await cargo.getByTestId('cargo-volumeCbm').fill('2');
  await cargo.getByTestId('cargo-pieces').fill('10');
  await cargo.getByRole('button').last().click();
  await page.getByTestId('book-line').click();
  await expect(page.getByTestId('entrust-page')).toBeVisible();
}

/** antd's select lists its options as items of a dropdown (only the active one is an ARIA option). */
function dropdownOption(page: Page, option: string | RegExp) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
}

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await dropdownOption(page, option).click();
}

test('a verified account books CIF DOOR-CFS with pickup and insurance', async ({ page }) => {
  await logIn(page, '13800000001');
  await openEntrust(page);

  await page.getByLabel('英文品名').fill('PLASTIC TOYS');
  await page.getByLabel('唛头').fill('N/M');
  await page.getByLabel('货值').last().fill('12000');
  await page
    .getByLabel('收货人 提单显示内容（名称与地址）')
    .fill('ACME IMPORTS INC.\n1200 HARBOR BLVD\nLOS ANGELES, CA 90731');

  await chooseOption(page, '贸易条款', 'CIF');
  await expect(page.getByTestId('reason-insurance')).toHaveText('因 CIF 自动选择');
  await chooseOption(page, '运输条款', 'DOOR-CFS');
  await expect(page.getByTestId('reason-pickup')).toHaveText('因 DOOR-CFS 自动选择');

  await page.getByLabel('被保险人').fill('SHANGHAI TOYS CO., LTD.');
  await page.getByRole('combobox', { name: '提货城市' }).click();
  await page.keyboard.type('上海');
  await dropdownOption(page, /上海/).click();
  const pickup = page.getByTestId('service-pickup');
  await pickup.getByLabel('提货地址').fill('上海市浦东新区张江路 100 号');
  await pickup.getByLabel('联系人').fill('王先生');
  await pickup.getByLabel('手机号').fill('13800000001');
  // Two days ahead: after tomorrow, before the cargo cut-off of a sailing a week or more ahead.
  await page.getByLabel('提货日期').fill(chinaDay(2));
  await page.getByLabel('提货日期').press('Enter');

  const summary = page.getByTestId('price-summary');
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('fee-group-origin-insurance')).toBeVisible();
  await expect(page.getByTestId('fee-group-origin-pickup')).toBeVisible();
  const total = await page.getByTestId('fee-total-usd').textContent();

  await page.getByTestId('submit-order').click();
  await expect(page.getByText('订舱已提交，30 分钟内反馈审核结果')).toBeVisible();
  await expect(page).toHaveURL(/\/center\/orderdetail\?id=/);
  await expect(page.getByTestId('order-no')).toHaveText(/^SB\d{10}$/);
  await expect(page.getByTestId('order-detail').getByTestId('fee-total-usd')).toHaveText(total ?? '');
});

/** Registers a new individual account (unverified, like every new account) and stays logged in. */
async function registerFresh(page: Page) {
  const mobile = freshMobile();
  await page.goto('/login?tab=register');
  await page.getByTestId('reg-mobile').fill(mobile);
  await page.getByTestId('reg-send-code').click();
  await page.getByTestId('reg-code').fill(await codeSentTo(page.request, mobile));
  await page.getByTestId('reg-email').fill(`book${mobile}@example.com`);
  await page.getByTestId('reg-password').fill('Seabook#2026');
  await page.getByTestId('reg-agree').check();
  await page.getByTestId('reg-submit').click();
  await expect(page).toHaveURL(/\/center\/index/);
}

test('an unverified account is stopped with the reason', async ({ page }) => {
  // A new account rather than the demo individual, whose password another journey resets.
  await registerFresh(page);
  await openEntrust(page);
  await page.getByLabel('英文品名').fill('PLASTIC TOYS');
  await page.getByLabel('唛头').fill('N/M');
  await expect(page.getByTestId('price-summary')).toBeVisible();
  await page.getByTestId('submit-order').click();
  const refused = page.getByTestId('submit-refused');
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/center/authGuide');
  await expect(page).toHaveURL(/\/lcl\/entrust/);
});
