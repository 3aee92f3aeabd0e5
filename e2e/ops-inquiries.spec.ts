import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { dropdownOption, logIn } from './support/forms.ts';
import { opsLogIn } from './support/ops.ts';

/**
 * Inquiry desk journey (issue 6), against the zh-CN texts: the demo company asks for a quote; the sales
 * operator finds it in the queue at /ops/inquiries, quotes it with two fee lines after checking the
 * preview; the customer, in a browser of their own, sees the quote at once and accepts it; the desk
 * then shows the quote accepted and offers nothing more on it.
 */

test.describe.configure({ timeout: 90_000 });

/** Picks an option of an antd select by typing what it shows. */
async function pick(page: Page, select: Locator, typed: string, option: string) {
  await select.click();
  await page.keyboard.type(typed);
  await dropdownOption(page, option).click();
}

test('an operator quotes a waiting inquiry with two fee lines and the customer accepts it', async ({
  page,
  browser,
}) => {
  // The customer's inquiry, sent as the inquiry form sends it.
  const login = await page.request.post('/v2/member/login', {
    data: { mobile: '13800000001', password: 'Demo@2026' },
  });
  expect(login.status()).toBe(200);
  const customerToken = (await login.json()).result.data.accesstoken as string;
  const created = await page.request.post('/v2/oe_order/createdetailed', {
    headers: { accesstoken: customerToken, 'idempotency-key': randomUUID() },
    data: {
      mode: 'lcl',
      pol: 'CNSHA',
      pod: 'DEHAM',
      tradeTerm: 'FOB',
      shipmentTerm: 'CFS-CFS',
      cargo: { type: 'general', weightKg: 1500, volumeCbm: 3, pieces: 30, packingType: 'cartons' },
      remark: 'Ceramic tiles, fragile',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id, inquiryNo } = (await created.json()).result.data as { id: string; inquiryNo: string };

  // The sales operator finds it in the waiting queue.
  await opsLogIn(page, 'sales', 'Ops@2026');
  await page.getByTestId('ops-menu').getByRole('link', { name: '询价工作台' }).click();
  await expect(page.getByTestId('inquiry-desk')).toBeVisible();
  const keyword = page.getByTestId('desk-keyword').locator('input');
  await keyword.fill(inquiryNo);
  await keyword.press('Enter');
  const row = page.getByTestId('desk-row').filter({ hasText: inquiryNo });
  await expect(row).toContainText('1500 kg · 3 m³ · 30 件');
  await row.getByTestId('desk-open').click();
  const detail = page.getByTestId('desk-detail');
  await expect(detail).toContainText('Ceramic tiles, fragile');

  // Two fee lines: ocean freight per W/M in USD, a document fee per B/L in CNY.
  const lines = detail.getByTestId('charge-line');
  await pick(page, lines.nth(0).getByTestId('charge-code'), '海运费', '海运费');
  await lines.nth(0).getByTestId('charge-price').fill('42');
  await detail.getByTestId('charge-add').click();
  await pick(page, lines.nth(1).getByTestId('charge-code'), '单证费', '单证费');
  await pick(page, lines.nth(1).getByTestId('charge-basis'), '每票', '每票');
  await lines.nth(1).getByTestId('charge-price').fill('450');
  await pick(page, detail.getByTestId('quote-carrier'), 'COSU', 'COSU');
  await detail.getByTestId('quote-transit').fill('30');
  // 3 W/M (3 m³ over 1.5 t): USD 126.00; one B/L: CNY 450.00.
  await expect(detail.getByTestId('preview-totals')).toHaveText('CNY 450.00 + USD 126.00');
  await detail.getByTestId('quote-submit').click();
  await page.getByTestId('quote-confirm').click();
  await expect(page.getByText('报价已发送给客户')).toBeVisible();
  await expect(page.getByTestId('desk-detail')).toBeHidden();

  // The customer, in a browser of their own, sees the quote at once and accepts it.
  const customer = await (await browser.newContext()).newPage();
  await logIn(customer, '13800000001');
  await customer.goto(`/center/inquiry?id=${id}`);
  const sheet = customer.getByTestId('inquiry-detail');
  await expect(sheet.getByTestId('inquiry-status')).toContainText('已报价');
  const fees = sheet.getByTestId('quote-fees');
  await expect(fees).toContainText('海运费');
  await expect(fees).toContainText('单证费');
  await expect(sheet.getByTestId('quote-totals')).toContainText('CNY 450.00');
  await expect(sheet.getByTestId('quote-totals')).toContainText('USD 126.00');
  await customer.getByRole('dialog').getByRole('button', { name: '接受报价', exact: true }).click();
  await expect(customer.getByText('已接受报价，可以下单了')).toBeVisible();

  // The desk shows the quote accepted, and nothing more to do on it.
  await page.getByTestId('desk-tab-quoted').click();
  const quoted = page.getByTestId('desk-row').filter({ hasText: inquiryNo });
  await expect(quoted).toContainText('已接受报价');
  await expect(quoted.getByTestId('desk-quote-total')).toHaveText(/^USD \d/);
  await quoted.getByTestId('desk-open').click();
  await expect(page.getByTestId('desk-no-action')).toContainText('客户已接受当前报价');
  await expect(page.getByTestId('quote-form')).toHaveCount(0);
});
