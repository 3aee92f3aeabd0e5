import { type APIRequestContext, expect, test } from '@playwright/test';
import { chinaDay, choosePort, logIn } from './support/forms.ts';
import { openPage } from './support/pages.ts';

/**
 * Inquiry journey (issue 4), against the zh-CN texts of web/src/i18n/locales/zh-CN/inquiry.ts: a search
 * with no price offers an inquiry; the sheet is sent, an operator quotes it through the API (the back
 * office of issue 6 is not built yet), the customer accepts the quote and turns it into an order.
 */

// Whole journeys through several pages: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** An operator's session from the staff login, for the calls the back office will make. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/v2/ops/login', { data: { username: 'admin', password: 'Admin@2026' } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).result.data.accesstoken;
}

test('an inquiry is quoted by an operator, accepted and turned into an order', async ({ page }) => {
  await logIn(page, '13800000001');

  // Shanghai → Lagos has services but no price: the results offer an inquiry carrying the search.
  await openPage(page, '/lcl/export');
  await choosePort(page, 'pol-select', '上海', 'CNSHA');
  await choosePort(page, 'pod-select', 'NGLOS', 'NGLOS');
  await page.getByTestId('sailing-date').fill(chinaDay(10));
  await page.getByTestId('search-submit').click();
  await page.getByRole('link', { name: '提交询价，为您单独报价' }).click();
  await expect(page.getByTestId('inquiry-page')).toBeVisible();
  await expect(page).toHaveURL(/\/lcl\/inquiry\?.*pod=NGLOS/);
  await expect(page.getByTestId('inquiry-allowance')).toBeVisible();

  const cargo = page.getByTestId('cargo-card');
  await cargo.getByLabel('总重量（kg）').fill('800');
  await cargo.getByLabel('总体积（m³）').fill('3');
  await cargo.getByLabel('总件数').fill('12');
  await page.getByTestId('submit-inquiry').click();

  await expect(page).toHaveURL(/\/center\/inquiry\?id=/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const detail = page.getByTestId('inquiry-detail');
  await expect(detail.getByTestId('inquiry-status')).toContainText('待报价');

  // The operator quotes: ocean freight per W/M and a B/L fee, valid 20 days.
  const token = await staffToken(page.request);
  const quoted = await page.request.post('/v2/ops/inquiry/quote', {
    headers: { accesstoken: token },
    data: {
      id,
      charges: [
        { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 4_500, minAmount: 0 },
        { code: 'file_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: 45_000, minAmount: 0 },
      ],
      validTo: chinaDay(20),
      carrier: 'COSU',
      transitDays: 38,
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);

  await page.reload();
  await expect(detail.getByTestId('inquiry-status')).toContainText('已报价');
  const fees = detail.getByTestId('quote-fees');
  await expect(fees).toContainText('海运费');
  await expect(fees).toContainText('单证费');
  await page.getByRole('dialog').getByRole('button', { name: '接受报价', exact: true }).click();
  await expect(page.getByText('已接受报价，可以下单了')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '下单', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/createorder\\?inquiry=${id}`));
  await expect(page.getByTestId('entrust-page')).toBeVisible();
  await page.getByLabel('英文品名').fill('CERAMIC TILES');
  await page.getByLabel('唛头').fill('N/M');
  await page
    .getByLabel('收货人 提单显示内容（名称与地址）')
    .fill('LAGOS BUILD LTD.\n12 MARINA ROAD\nLAGOS ISLAND, NIGERIA');
  const summary = page.getByTestId('price-summary');
  await expect(summary).toContainText('海运费');
  const total = await page.getByTestId('fee-total-usd').textContent();

  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/center\/order\?created=SB\d{10}/);
  const orderNo = new URL(page.url()).searchParams.get('created') ?? '';
  await page.getByTestId('order-row').first().getByRole('link', { name: orderNo }).click();
  await expect(page.getByTestId('order-detail').getByTestId('fee-total-usd')).toHaveText(total ?? '');

  // The sheet now says it was ordered and links to the order.
  await page.goto(`/center/inquiry?id=${id}`);
  await expect(page.getByTestId('inquiry-detail').getByTestId('inquiry-status')).toContainText('已下单');
});
