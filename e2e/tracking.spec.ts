import { expect, test } from '@playwright/test';
import { logIn } from './support/forms.ts';
import { openPage } from './support/pages.ts';

/**
 * Cargo tracking (issue 5), written against the zh-CN texts of web/src/i18n/locales/zh-CN/tracking.ts:
 * a visitor tracks the demo FCL order by its B/L number from the header's panel and sees where the
 * cargo is but nothing of whose it is; the owner tracks the same number and can open the order.
 */

/** A trackable demo order (server/src/demo/demo-order-plans.ts DEMO_TRACKING): B/L issued, sailed. */
const DEMO_TRACKING = { blNo: 'SBLNGB0004217', containerNo: 'ZIMU3019462', contractNo: 'HT-2026-DE-0417' };
/** What the same order holds that no visitor may see: its cargo, shipper, consignee and contract. */
const PRIVATE = ['BICYCLE PARTS', 'SEABOOK DEMO TRADING', 'HANSA HANDEL', 'PO-DE-88231', 'ZIM4410832'];

test.describe.configure({ timeout: 60_000 });

test('a visitor tracks a B/L number from the header and sees the milestones, not the cargo or parties', async ({
  page,
}) => {
  await openPage(page, '/index');
  await page.getByTestId('tracking-entry').click();
  const panel = page.getByTestId('tracking-panel');
  await expect(panel).toBeVisible();
  await panel.getByLabel('查询类型').selectOption({ label: '提单号/订舱号' });
  await panel.getByLabel('单号').fill(DEMO_TRACKING.blNo.toLowerCase());
  await panel.getByRole('button', { name: '查询', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/cargo_tracking\\?type=1&no=${DEMO_TRACKING.blNo}`));
  const shipment = page.getByTestId('tracking-shipment');
  await expect(shipment).toHaveCount(1);
  await expect(shipment.getByTestId('tracking-ref')).toHaveText(DEMO_TRACKING.blNo);
  await expect(shipment.getByTestId('tracking-route')).toContainText('(CNNGB)');
  await expect(shipment.getByTestId('tracking-route')).toContainText('(DEHAM)');
  await expect(shipment.getByTestId('order-node-sailed')).toHaveAttribute('data-happened', 'true');
  await expect(shipment.getByTestId('order-node-sailed')).toContainText('DEPA');
  await expect(shipment.getByTestId('tracking-container').filter({ hasText: DEMO_TRACKING.containerNo })).toHaveCount(
    1,
  );
  await expect(shipment.getByTestId('tracking-view-order')).toHaveCount(0);
  const text = (await page.getByTestId('tracking-page').textContent()) ?? '';
  for (const secret of PRIVATE) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/USD|CNY/);

  // A container opens its own view.
  await shipment.getByTestId('tracking-container').filter({ hasText: DEMO_TRACKING.containerNo }).click();
  await expect(page).toHaveURL(new RegExp(`type=2&no=${DEMO_TRACKING.containerNo}`));
  await expect(page.getByTestId('tracking-container')).toHaveCount(1);
});

test('a malformed number is refused before searching', async ({ page }) => {
  await page.goto('/cargo_tracking');
  await page.getByRole('textbox', { name: '单号' }).fill('ab');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('请输入提单号或订舱号、箱号或客户合同号。')).toBeVisible();
  await expect(page.getByTestId('tracking-shipment')).toHaveCount(0);
});

test('the owner tracks the same number and can open the order', async ({ page }) => {
  await logIn(page, '13800000001');
  await page.goto(`/cargo_tracking?type=1&no=${DEMO_TRACKING.blNo}`);
  const shipment = page.getByTestId('tracking-shipment');
  await expect(shipment.getByText('这是贵公司的订单')).toBeVisible();
  await shipment.getByTestId('tracking-view-order').click();
  await expect(page).toHaveURL(/\/center\/orderdetail\?id=/);
  await expect(page.getByTestId('order-detail')).toBeVisible();
});
