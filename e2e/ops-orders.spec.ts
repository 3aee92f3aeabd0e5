import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { dropdownOption, logIn } from './support/forms.ts';
import { confirmDesk, opsLogIn } from './support/ops.ts';

/**
 * The order desk (issue 6), written against the zh-CN texts of web/src/i18n/locales/zh-CN/opsOrders.ts
 * and orders.ts: an operator takes the demo company's order waiting for review through approval,
 * booking, pre-allocation, business nodes, loading with a container, the B/L (confirmed by the
 * customer in their own browser) to completion; the customer then sees the order completed with its
 * nodes and loading, and the notices in their messages.
 */

// One order's whole life through two browsers: far more than the default 30 s.
test.describe.configure({ timeout: 300_000 });

/** The ISO 6346 check digit of a container number's first ten characters (letters valued 10–38 skipping multiples of 11). */
function checkDigit(first10: string): number {
  const value = (char: string) => {
    if (/\d/.test(char)) return Number(char);
    let v = 10;
    for (let code = 65; code < char.charCodeAt(0); code++) {
      v += 1;
      if (v % 11 === 0) v += 1;
    }
    return v;
  };
  const sum = [...first10].reduce((total, char, i) => total + value(char) * 2 ** i, 0);
  return (sum % 11) % 10;
}

/** The China calendar day `days` after a YYYY-MM-DD day. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const desk = (page: Page) => page.getByTestId('desk-order');

/** The operator's move from the drawer's buttons, confirmed with a remark, until the drawer shows `to`. */
async function move(page: Page, action: string, to: string, remark?: string, bookingNo?: string) {
  await page.getByTestId(`desk-move-${action}`).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('move-dialog') });
  await expect(dialog).toBeVisible();
  if (remark) await dialog.getByTestId('move-remark').fill(remark);
  if (bookingNo) await dialog.getByTestId('move-booking-no').fill(bookingNo);
  await dialog.getByTestId('move-submit').click();
  await expect(desk(page)).toHaveAttribute('data-status', to);
  await expect(dialog).toBeHidden();
}

/** Records a business node (its label as the select shows it) and waits for the timeline to show it. */
async function recordNode(page: Page, node: string, label: string, location?: string) {
  await page.getByTestId('desk-tab-nodes').click();
  const form = page.getByTestId('milestone-form');
  await form.getByTestId('milestone-node').click();
  await dropdownOption(page, new RegExp(`^${label}`)).click();
  if (location) await form.getByTestId('milestone-location').fill(location);
  await form.getByTestId('milestone-submit').click();
  await confirmDesk(page);
  await expect(desk(page).getByTestId(`order-node-${node}`)).toHaveAttribute('data-happened', 'true');
}

/** Types a day into an antd date picker's input and leaves it (Enter would submit the form). */
async function typeDay(picker: Locator, day: string) {
  await picker.click();
  await picker.fill(day);
  await picker.press('Tab');
  await expect(picker).toHaveValue(day);
}

async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await logIn(page, '13800000001');
  return page;
}

test('an operator reviews an order and records its milestones to completion; the customer sees each', async ({
  page,
  browser,
}) => {
  await opsLogIn(page);
  await page.goto('/ops/orders');

  // The review queue, oldest first: the demo company's order waiting for review.
  await expect(page.getByTestId('desk-queue-review')).toContainText(/待审核（\d+）/);
  const row = page.getByTestId('desk-order-row').first();
  await expect(row).toContainText('待审核');
  const orderNo = (await row.getAttribute('data-order-no')) ?? '';
  expect(orderNo).toMatch(/^SB\d+/);
  await row.getByTestId('desk-order-open').click();
  await expect(page.getByTestId('desk-drawer-order-no')).toHaveText(orderNo);
  await expect(desk(page)).toHaveAttribute('data-status', 'pending_review');
  const orderId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(orderId).not.toBe('');

  // Only the operator's moves from review are offered: none the table forbids.
  const moves = page.getByTestId('desk-moves');
  await expect(moves.getByTestId('desk-move-approve')).toBeVisible();
  await expect(moves.getByTestId('desk-move-reject')).toBeVisible();
  for (const refused of ['confirm_booking', 'issue_bl', 'complete', 'draft_bl', 'accept_quote'])
    await expect(moves.getByTestId(`desk-move-${refused}`)).toHaveCount(0);
  await expect(moves.getByTestId('desk-quote-open')).toHaveCount(0);

  await move(page, 'approve', 'pending_booking', '资料齐全，审核通过');
  await expect(moves.getByTestId('desk-move-approve')).toHaveCount(0);
  // Confirming the booking asks for the carrier's booking number and records the booked (CONF) node with it.
  const bookingNo = `COSU${orderNo.slice(2)}`;
  await move(page, 'confirm_booking', 'pending_preallocation', undefined, bookingNo);
  await page.getByTestId('desk-tab-nodes').click();
  await expect(desk(page).getByTestId('order-node-booked')).toHaveAttribute('data-happened', 'true');
  await expect(desk(page).getByTestId('order-node-booked')).toContainText(bookingNo);
  await move(page, 'preallocate', 'in_progress');

  await recordNode(page, 'pickup', '已提货', 'Shanghai');
  await recordNode(page, 'warehoused', '已进仓', 'Shanghai CFS');

  // Loading: vessel, voyage, the ETA after the booked sailing, a container with a correct check digit.
  const container = `MSKU765432${checkDigit('MSKU765432')}`;
  await page.getByTestId('desk-tab-loading').click();
  await page.getByTestId('loading-edit').click();
  const loading = page.getByTestId('loading-form');
  await loading.getByTestId('loading-vessel').fill('MAERSK ESSEN');
  await loading.getByTestId('loading-voyage').fill('626E');
  await loading.getByTestId('loading-bl-no').fill(`SBL${orderNo.slice(2)}`);
  const etd = await loading.getByTestId('loading-etd').inputValue();
  expect(etd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await typeDay(loading.getByTestId('loading-eta'), dayAfter(etd, 18));
  await loading.getByTestId('loading-container-add').click();
  await loading.getByTestId('loading-container-no').fill(container);
  await loading.getByTestId('loading-container-seal').fill('SL889901');
  await loading.getByTestId('loading-submit').click();
  await confirmDesk(page);
  await expect(page.getByTestId('loading-form')).toHaveCount(0);
  await expect(desk(page).getByTestId('order-loaded-containers')).toContainText(container);

  await move(page, 'draft_bl', 'pending_bl_draft');
  // The B/L's steps are on its own tab, never plain moves (decision 037).
  await expect(moves.getByTestId('desk-move-draft_bl')).toHaveCount(0);
  const bl = page.getByTestId('desk-bl');
  await page.getByTestId('desk-tab-bl').click();
  await bl.getByTestId('desk-bl-create').click();
  await expect(bl).toHaveAttribute('data-state', 'editing');
  await bl.getByTestId('desk-bl-issue-draft').click();
  await page.getByTestId('bl-confirm-ok').last().click();
  await expect(desk(page)).toHaveAttribute('data-status', 'bl_checking');

  // The customer checks the B/L draft in their own browser and confirms it.
  const customer = await customerPage(browser);
  await customer.goto(`/center/orderdetail?id=${orderId}`);
  await expect(customer.getByTestId('order-status')).toHaveText('提单核对中');
  await customer.getByTestId('order-bl-check').click();
  await customer.getByTestId('bl-ok').click();
  await customer.getByTestId('bl-confirm-ok').last().click();
  await expect(customer.getByTestId('bl-check')).toHaveAttribute('data-state', 'confirmed');
  await customer.goto(`/center/orderdetail?id=${orderId}`);
  await expect(customer.getByTestId('order-status')).toHaveText('待签发提单');

  // Back on the desk the order waits for the B/L to be issued: the operator issues it on the B/L tab.
  await page.getByTestId('desk-drawer-refresh').click();
  await expect(desk(page)).toHaveAttribute('data-status', 'pending_bl_issue');
  await recordNode(page, 'sailed', '已开船', 'Shanghai');
  await page.getByTestId('desk-tab-bl').click();
  await bl.getByTestId('desk-bl-no').fill(`SBL${orderNo.slice(2)}`);
  await bl.getByTestId('desk-bl-issue').click();
  await expect(desk(page)).toHaveAttribute('data-status', 'bl_issued');
  await move(page, 'complete', 'completed', '货物已交付');
  await expect(page.getByTestId('desk-moves')).toHaveCount(0);

  // The customer's order page: completed, with the nodes and the loading.
  await customer.goto(`/center/orderdetail?id=${orderId}`);
  await expect(customer.getByTestId('order-status')).toHaveText('已完成');
  for (const node of ['booked', 'pickup', 'warehoused', 'sailed'])
    await expect(customer.getByTestId(`order-node-${node}`)).toHaveAttribute('data-happened', 'true');
  await expect(customer.getByTestId('order-loaded-containers')).toContainText(container);
  await expect(customer.getByTestId('order-loading')).toContainText('MAERSK ESSEN');
  await expect(customer.getByTestId('order-log')).toContainText('资料齐全，审核通过');
  await expect(customer.getByTestId('order-overview')).toContainText(bookingNo);
  await expect(customer.getByTestId('order-node-booked')).toContainText(bookingNo);

  // And the notices of the last steps in their messages.
  await customer.goto('/center/message');
  const list = customer.getByTestId('message-list');
  await expect(list.getByTestId('message-item').filter({ hasText: `订单 ${orderNo}：已完成` })).toHaveCount(1);
  await expect(list.getByTestId('message-item').filter({ hasText: `订单 ${orderNo}：已签发提单` })).toHaveCount(1);
  await expect(list.getByTestId('message-item').filter({ hasText: `订单 ${orderNo}：已开船` })).toHaveCount(1);
  await customer.context().close();
});
