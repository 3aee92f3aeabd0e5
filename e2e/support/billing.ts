import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CONFIRM_OK, logIn } from './forms.ts';
import { opsLogIn } from './ops.ts';

/** The order statuses finance may bill, the most finished first. */
const BILLABLE = ['completed', 'bl_issued', 'pending_bl_issue', 'bl_checking', 'pending_bl_draft', 'in_progress'];

/**
 * A billable order of an account with no bill yet, through the API: the money, invoice and monthly
 * journeys each bill one of the demo company's orders, and must not take one another's.
 */
export async function unbilledOrder(
  request: APIRequestContext,
  mobile: string,
  statuses: readonly string[] = BILLABLE,
): Promise<string> {
  const headers = { appid: '1', appclient: 'pc' };
  const login = await request.post('/v2/member/login', { headers, data: { mobile, password: 'Demo@2026' } });
  const token = (await login.json()).result.data.accesstoken as string;
  const list = await request.get('/v2/oe_order/order_list?pageSize=50', {
    headers: { ...headers, accesstoken: token },
  });
  const items = (await list.json()).result.data.items as { orderId: string; orderNo: string; status: string }[];
  for (const status of statuses)
    for (const order of items.filter((o) => o.status === status)) {
      const bills = await request.get(`/v2/oe_order/getorderbill?id=${order.orderId}`, {
        headers: { ...headers, accesstoken: token },
      });
      if (((await bills.json()).result.data.items as unknown[]).length === 0) return order.orderNo;
    }
  return '';
}

/** Finance makes a draft of the order's fees and sends it; answers the bill number. */
export async function billAndSend(page: Page, orderNo: string): Promise<string> {
  await opsLogIn(page, 'finance', 'Ops@2026');
  await page.goto('/ops/finance');
  await page.getByTestId('desk-order-no').fill(orderNo);
  await page.getByTestId('desk-bill-order').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('bill-status')).toHaveText('草稿', { timeout: 60_000 });
  const billNo = (await page.locator('.ant-drawer-title').textContent()) ?? '';
  await drawer.getByTestId('desk-send').click();
  await page.locator(CONFIRM_OK).click();
  await expect(drawer.getByTestId('bill-status')).toHaveText('待确认');
  return billNo;
}

export async function openBill(page: Page, billNo: string, mobile: string) {
  await logIn(page, mobile);
  await page.goto('/center/bill');
  await page.getByTestId('bill-keyword').fill(billNo);
  await page.getByTestId('bill-search').click();
  await page.getByTestId('bill-link').filter({ hasText: billNo }).click();
  await expect(page.getByTestId('bill-no')).toHaveText(billNo);
}

export async function confirmBill(page: Page) {
  await page.getByTestId('bill-confirm').click();
  await page.locator(CONFIRM_OK).click();
  await expect(page.getByTestId('bill-status')).toHaveText('待支付');
}
