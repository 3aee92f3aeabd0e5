import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { dropdownOption, SETTLED } from './support/forms.ts';
import { opsLogIn } from './support/ops.ts';

/**
 * The back office's dashboard, audit trail and staff accounts (issue 6), against the zh-CN texts of
 * web/src/i18n/locales/zh-CN/opsAdmin.ts: the admin's dashboard shows the queues; an operator's move
 * made elsewhere is in the audit, found by the order number; a sales operator the admin creates sees
 * only their desks; the sign-in page in English.
 */

test.describe.configure({ timeout: 90_000 });

async function staffToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await request.post('/v2/ops/login', { data: { username, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).result.data.accesstoken;
}

/** The number on a dashboard queue card. */
async function queueCount(page: Page, queue: string): Promise<number> {
  const text = await page.getByTestId(`dashboard-queue-${queue}`).getByTestId('queue-count').innerText();
  return Number(text.replace(/\D/g, ''));
}

test('the dashboard shows the queues, and an operator’s approval is in the audit by its order number', async ({
  page,
}) => {
  await opsLogIn(page);
  await expect(page).toHaveURL(/\/ops\/dashboard$/);
  for (const queue of ['inquiry.waiting', 'order.pending_review', 'order.pending_booking', 'letter.pending'])
    await expect(page.getByTestId(`dashboard-queue-${queue}`)).toBeVisible();
  await expect(page.getByTestId('dashboard-review')).toContainText('30 分钟审核承诺');
  const review = page.getByTestId('dashboard-queue-order.pending_review');
  await expect(review).toContainText('订单 · 待审核');
  await expect(review.getByTestId('queue-oldest')).toContainText('已等待');
  const waiting = await queueCount(page, 'order.pending_review');
  expect(waiting).toBeGreaterThan(0);

  // The customer service operator approves the oldest order waiting for review, through the API.
  const service = await staffToken(page.request, 'service', 'Ops@2026');
  const listed = await page.request.get('/v2/ops/order/list?status=pending_review&pageSize=100', {
    headers: { accesstoken: service },
  });
  expect(listed.status()).toBe(200);
  const oldest = (await review.getByTestId('queue-oldest').innerText()).match(/SB\d{10}/)?.[0] ?? '';
  const items: { orderId: string; orderNo: string }[] = (await listed.json()).result.data.items;
  const order = items.find((item) => item.orderNo === oldest) ?? items[0];
  if (!order) throw new Error('no order waiting for review');
  const moved = await page.request.post('/v2/ops/order/move', {
    headers: { accesstoken: service },
    data: { id: order.orderId, to: 'pending_booking', remark: 'E2E 审核通过' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.getByTestId('dashboard-refresh').click();
  await expect.poll(() => queueCount(page, 'order.pending_review')).toBe(waiting - 1);

  // The admin finds the move in the audit trail by the order number and opens it.
  await page.getByTestId('ops-menu').getByRole('link', { name: '操作审计' }).click();
  await expect(page).toHaveURL(/\/ops\/audit/);
  await page.getByTestId('audit-filter-keyword').locator('input').fill(order.orderNo.toLowerCase());
  await page.getByTestId('audit-filter-keyword').locator('input').press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${order.orderNo.toLowerCase()}`));
  const row = page.getByTestId('audit-row').filter({ hasText: '变更订单状态' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('刘客服');
  await expect(row.getByTestId('audit-object')).toHaveText(order.orderNo);
  await expect(row).toContainText('E2E 审核通过');
  await row.locator('.ant-table-row-expand-icon').click();
  const diff = page.getByTestId('audit-diff');
  await expect(diff).toContainText('待审核');
  await expect(diff).toContainText('待订舱');

  // Filtering by another action leaves nothing for this order.
  await page.getByRole('combobox', { name: '操作', exact: true }).click();
  await page.getByRole('combobox', { name: '操作', exact: true }).fill('驳回托书');
  await dropdownOption(page, '驳回托书').click();
  await expect(page.getByText('没有符合条件的操作记录')).toBeVisible();
});

test('an admin creates a sales operator, who sees only their desks and no order desk', async ({ page, browser }) => {
  const username = `e2e.sales.${Date.now().toString(36)}`;
  const password = 'Sales#2026';
  await opsLogIn(page);
  await page.getByTestId('ops-menu').getByRole('link', { name: '员工管理' }).click();
  await expect(page.getByTestId('staff-page')).toBeVisible();
  await page.getByTestId('staff-add').click();
  const drawer = page.getByTestId('staff-drawer');
  await drawer.getByTestId('staff-username').fill(username);
  await drawer.getByTestId('staff-name').fill('王销售');
  await page.getByRole('combobox', { name: '角色' }).click();
  await dropdownOption(page, '销售').click();
  await drawer.getByTestId('staff-password').fill(password);
  await page.getByTestId('staff-save').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(`创建员工 ${username}？`);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`已创建员工 ${username}`)).toBeVisible();
  const created = page.locator(`[data-testid="staff-row"][data-username="${username}"]`);
  await expect(created).toContainText('王销售');
  await expect(created).toContainText('销售');
  await expect(created.getByTestId('staff-status')).toHaveText('启用');

  // The new operator, in a browser of their own.
  const context = await browser.newContext();
  const sales = await context.newPage();
  await opsLogIn(sales, username, password);
  await expect(sales.getByTestId('ops-staff-name')).toHaveText('王销售');
  const menu = sales.getByTestId('ops-menu').getByRole('menuitem');
  await expect(menu).toHaveText(['工作台', '运价管理', '询价工作台']);
  await expect(sales.getByTestId('dashboard-queue-inquiry.waiting')).toBeVisible();
  await expect(sales.getByTestId('dashboard-review')).toHaveCount(0);
  await expect(sales.getByTestId('dashboard-queue-order.pending_review')).toHaveCount(0);
  await sales.goto('/ops/orders');
  await expect(sales.getByText('没有权限')).toBeVisible();
  await sales.goto('/ops/staff');
  await expect(sales.getByText('没有权限')).toBeVisible();

  // The admin disables them: their session ends at once.
  await created.getByTestId('staff-toggle').click();
  // The confirmation is a popover: its button once it has settled beside the link (support/forms.ts).
  await page.locator(`.ant-popover${SETTLED}`).getByRole('button', { name: '确定' }).click();
  await expect(created.getByTestId('staff-status')).toHaveText('已停用');
  await sales.goto('/ops/dashboard');
  await expect(sales).toHaveURL(/\/ops\/login/);
  await context.close();
});

test('the sign-in page and the dashboard in English', async ({ page }) => {
  await page.goto('/ops/login');
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Back office sign-in')).toBeVisible();
  await expect(page.getByText('Username', { exact: true })).toBeVisible();
  await page.getByTestId('ops-login-username').fill('admin');
  await page.getByTestId('ops-login-password').fill('Admin@2026');
  await page.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-menu')).toBeVisible();
  await expect(page.getByTestId('dashboard-refresh')).toHaveText('Refresh');
  await expect(page.getByTestId('dashboard-review')).toContainText('30-minute review promise');
  await expect(page.getByTestId('dashboard-queue-order.pending_review')).toContainText('Orders · Pending review');
});
