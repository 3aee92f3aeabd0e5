import { expect, type Locator, type Page, test } from '@playwright/test';
import { dropdownOption, SETTLED } from './support/forms.ts';
import { confirmDesk, opsLogIn } from './support/ops.ts';

/**
 * Times are typed and shown in China time whatever the browser's zone (issue 14 item 16, decision 027):
 * an operator whose browser runs on Los Angeles time records a business node and a cut-off on the demo
 * order that waits in the warehouse (PO-LAX-2588), and reads back exactly what they typed, with the
 * zone named.
 */

test.use({ timezoneId: 'America/Los_Angeles' });

/** China's wall clock to the minute, read from the platform's time-zone database: "2026-11-26 14:30". */
const chinaClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const chinaWall = (ms: number) => chinaClock.format(ms);

/** A YYYY-MM-DD day `days` later. */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Types a date and time into an antd picker and confirms it with the popup's OK (Enter would submit the form). */
async function typeTime(page: Page, picker: Locator, text: string) {
  await picker.click();
  await picker.fill(text);
  await page.locator(`.ant-picker-dropdown${SETTLED} .ant-picker-ok button`).click();
  await expect(picker).toHaveValue(text);
}

async function openWarehouseOrder(page: Page) {
  await opsLogIn(page);
  await page.goto('/ops/orders?tab=all&keyword=PO-LAX-2588');
  const row = page.getByTestId('desk-order-row');
  await expect(row).toHaveCount(1);
  await row.getByTestId('desk-order-open').click();
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'in_progress');
}

test('an operator abroad records a node and a cut-off in China time and reads them back as typed', async ({ page }) => {
  await openWarehouseOrder(page);
  // The browser really is elsewhere: its clock is hours behind China's.
  expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBeGreaterThan(0);

  // The node's time starts at now in China, not at the browser's wall clock.
  await page.getByTestId('desk-tab-nodes').click();
  const form = page.getByTestId('milestone-form');
  const at = form.getByTestId('milestone-at');
  const before = Date.now();
  const shown = await at.inputValue();
  expect([chinaWall(before), chinaWall(Date.now())]).toContain(shown);
  await expect(form).toContainText('(UTC+8)');

  // Ten minutes ago in Beijing, typed: saved and shown as that China time.
  const typed = chinaWall(Date.now() - 10 * 60_000);
  await form.getByTestId('milestone-node').click();
  await dropdownOption(page, /^对单/).click();
  await typeTime(page, at, typed);
  await form.getByTestId('milestone-submit').click();
  await confirmDesk(page);
  const node = page.getByTestId('desk-order').getByTestId('order-node-bill_check');
  await expect(node).toHaveAttribute('data-happened', 'true');
  await expect(node).toContainText(`${typed} (UTC+8)`);

  // The cut-off of the loading, typed in China time, reads back the same.
  await page.getByTestId('desk-tab-loading').click();
  await page.getByTestId('loading-edit').click();
  const loading = page.getByTestId('loading-form');
  await expect(loading).toContainText('(UTC+8)');
  await loading.getByTestId('loading-vessel').fill('CMA CGM TAGE');
  await loading.getByTestId('loading-voyage').fill('0FL3RW');
  const etd = await loading.getByTestId('loading-etd').inputValue();
  expect(etd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const eta = loading.getByTestId('loading-eta');
  await eta.click();
  await eta.fill(dayAfter(etd, 16));
  await eta.press('Tab');
  const cutoff = `${dayAfter(etd, -2)} 18:00`;
  await typeTime(page, loading.getByTestId('loading-cutoff'), cutoff);
  await loading.getByTestId('loading-submit').click();
  await confirmDesk(page);
  await expect(page.getByTestId('loading-form')).toHaveCount(0);
  await expect(page.getByTestId('desk-order').getByTestId('order-loading')).toContainText(`${cutoff} (UTC+8)`);
});
