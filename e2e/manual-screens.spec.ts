import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { logIn } from './support/forms.ts';
import { openPage } from './support/pages.ts';

// The pictures of the user manual (/center/helper, web/public/manual/<language>/<section>.png): the
// screens as they are, taken on demand with `MANUAL_SCREENS=1 npx playwright test manual-screens` after
// a change to one of them. 1024 × 640, the visible part of the page only, so each stays small.

const OUT = fileURLToPath(new URL('../web/public/manual/', import.meta.url));
// zh-TW readers see the simplified-Chinese pictures: the screens are the same and the set stays near 1 MB.
const LOCALES = ['zh-CN', 'en'] as const;
type Locale = (typeof LOCALES)[number];

// A shared machine can be slow to serve a page; the pictures wait for it.
const expect = baseExpect.configure({ timeout: 45_000 });

test.skip(!process.env.MANUAL_SCREENS, 'pictures are taken on demand (MANUAL_SCREENS=1)');
test.describe.configure({ timeout: 240_000 });

async function open(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
  await context.addInitScript((value) => window.localStorage.setItem('seabook:locale', JSON.stringify(value)), locale);
  return context.newPage();
}

async function take(page: Page, locale: Locale, name: string, height = 640) {
  await page.waitForLoadState('networkidle');
  // The page, not its loading state: the route's chunk and its first answer are in.
  await expect(page.locator('.ant-skeleton')).toHaveCount(0, { timeout: 20_000 });
  // No menu opened by where the pointer happens to rest.
  await page.mouse.move(1010, 600);
  await page.waitForTimeout(500);
  fs.mkdirSync(path.join(OUT, locale), { recursive: true });
  await page.screenshot({ path: path.join(OUT, locale, `${name}.png`), clip: { x: 0, y: 0, width: 1024, height } });
}

const HEADERS = { appid: '1', appclient: 'pc' };

/** The demo company's first order in a status, through the API. */
async function demoOrder(request: APIRequestContext, status: string): Promise<{ orderId: string; orderNo: string }> {
  const login = await request.post('/v2/member/login', {
    headers: HEADERS,
    data: { mobile: '13800000001', password: 'Demo@2026' },
  });
  const token = (await login.json()).result.data.accesstoken as string;
  const list = await request.get(`/v2/oe_order/order_list?status=${status}&pageSize=5`, {
    headers: { ...HEADERS, accesstoken: token },
  });
  const [order] = (await list.json()).result.data.items as { orderId: string; orderNo: string }[];
  if (!order) throw new Error(`the demo company has no order in ${status}`);
  return order;
}

/** Finance bills the demo company's completed order and sends the bill (once per database). */
async function sentBill(request: APIRequestContext): Promise<void> {
  const login = await request.post('/v2/ops/login', {
    headers: HEADERS,
    data: { username: 'finance', password: 'Ops@2026' },
  });
  const headers = { ...HEADERS, accesstoken: (await login.json()).result.data.accesstoken as string };
  const { orderNo } = await demoOrder(request, 'completed');
  const made = await request.post('/v2/ops/bills/from-order', { headers, data: { orderNo } });
  if (!made.ok()) return; // billed by the first language's run
  const { id } = (await made.json()).result.data as { id: string };
  await request.post('/v2/ops/bills/send', { headers, data: { id } });
}

for (const locale of LOCALES) {
  test(`the manual's pictures in ${locale}`, async ({ browser }) => {
    const guest = await open(browser, locale);
    await guest.goto('/login?tab=register');
    await expect(guest.getByTestId('reg-mobile')).toBeVisible();
    await take(guest, locale, 'register', 440);
    await openPage(guest, '/lcl/export?pol=CNSHA&pod=USLAX');
    await expect(guest.getByTestId('quote-line').first()).toBeVisible({ timeout: 60_000 });
    await take(guest, locale, 'search');
    await guest.goto('/cargo_tracking?type=1&no=SBLNGB0004217');
    await expect(guest.getByTestId('tracking-shipment')).toBeVisible({ timeout: 30_000 });
    await take(guest, locale, 'track');
    await guest.context().close();

    const company = await open(browser, locale);
    await logIn(company, '13800000001');
    await company.goto('/orderByLetter');
    await expect(company.getByTestId('order-by-letter-page')).toBeVisible({ timeout: 30_000 });
    await take(company, locale, 'book');
    await company.goto('/center/order');
    await expect(company.getByTestId('order-list-page')).toBeVisible({ timeout: 30_000 });
    await take(company, locale, 'order');
    await company.goto('/center/message');
    await expect(company.getByTestId('message-list')).toBeVisible({ timeout: 30_000 });
    await take(company, locale, 'messages');
    const checking = await demoOrder(company.request, 'bl_checking');
    await company.goto(`/checkbill?id=${checking.orderId}`);
    await expect(company.getByTestId('bl-check')).toHaveAttribute('data-state', 'checking', { timeout: 30_000 });
    await take(company, locale, 'bill-of-lading');
    await sentBill(company.request);
    await company.goto('/center/bill');
    await expect(company.getByTestId('bill-link').first()).toBeVisible({ timeout: 30_000 });
    await take(company, locale, 'pay');
    await company.goto('/center/childAccount');
    await expect(company.getByTestId('sub-accounts-page')).toBeVisible({ timeout: 30_000 });
    await take(company, locale, 'sub-accounts');
    await company.context().close();

    const person = await open(browser, locale);
    await logIn(person, '13900000002');
    await person.goto('/center/authentication');
    await take(person, locale, 'verify');
    await person.context().close();
  });
}
