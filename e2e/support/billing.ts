import type { APIRequestContext } from '@playwright/test';

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
