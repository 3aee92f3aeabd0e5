import { type Browser, expect, type Page, test } from '@playwright/test';
import { logIn } from './support/forms.ts';
import { opsLogIn } from './support/ops.ts';
import { codeSentTo, freshMobile, register } from './support/outbox.ts';
import { openPage } from './support/pages.ts';
import { shoot } from './support/screens.ts';

// Issue 16: an operator publishes an operation notice at /ops/notices, customers see it in the notice
// bar and in their messages, and it goes when withdrawn; a customer marks all messages read and the
// header's count goes; a customer changes their e-mail with a code sent to the new address.

const SHOTS = '/tmp/shots-notices';

// Several pages and two browsers per journey on a 2-core machine shared with others.
test.describe.configure({ timeout: 120_000 });

/** A page of its own (its own tokens), in a language. */
async function visitor(browser: Browser, locale: 'zh-CN' | 'en' = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('seabook:locale', JSON.stringify(value)), locale);
  return context.newPage();
}

test('an operator publishes a notice: it shows in the bar and in the list, and goes when withdrawn', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const title = {
    'zh-CN': `港口系统维护 ${tag}`,
    'zh-TW': `港口系統維護 ${tag}`,
    en: `Port system maintenance ${tag}`,
  };

  await opsLogIn(page);
  await page.getByRole('menuitem', { name: '运营公告' }).click();
  await expect(page).toHaveURL(/\/ops\/notices/);
  await page.getByTestId('notice-new').click();
  // Nothing typed: the form says what is missing in each language and sends nothing.
  await page.getByTestId('notice-submit').click();
  await expect(page.getByText('请填写该语言的标题').first()).toBeVisible();
  for (const language of ['zh-CN', 'zh-TW', 'en'] as const) {
    await page.getByTestId(`notice-title-${language}`).fill(title[language]);
    await page.getByTestId(`notice-body-${language}`).fill(`${title[language]}: 02:00-04:00`);
  }
  await page.getByTestId('notice-submit').click();
  await expect(page.getByText('公告已发布')).toBeVisible();
  const row = page.getByTestId('notice-row').filter({ hasText: title['zh-CN'] });
  await expect(row.getByTestId('notice-state')).toHaveText('展示中');
  await shoot(page, SHOTS, 'ops-notices-zh', { noSideScroll: true });

  // A visitor sees it in the bar on the public pages, in Chinese and in English.
  const guest = await visitor(browser);
  await openPage(guest, '/index');
  await expect(guest.getByTestId('notice-bar-item')).toContainText(title['zh-CN']);
  await shoot(guest, SHOTS, 'index-bar-zh', { noSideScroll: true });
  const english = await visitor(browser, 'en');
  await openPage(english, '/lcl/export');
  await expect(english.getByTestId('notice-bar-item')).toContainText(title.en);
  await shoot(english, SHOTS, 'export-bar-en', { noSideScroll: true });

  // A customer sees it in the account centre's bar and among the platform notices of the message list.
  const customer = await visitor(browser);
  await logIn(customer, '13800000001');
  await customer.goto('/center/message?tab=notices');
  await expect(customer.getByTestId('notice-bar-item')).toContainText(title['zh-CN']);
  await expect(customer.getByTestId('notice-list')).toContainText(title['zh-CN']);

  // Withdrawn (asked first): gone from the bar and the list.
  await row.getByTestId('notice-withdraw').click();
  await page.getByTestId('notice-withdraw-confirm').click();
  await expect(row.getByTestId('notice-state')).toHaveText('已撤回');
  await customer.reload();
  await expect(customer.getByTestId('notice-list')).toBeVisible();
  await expect(customer.getByTestId('notice-list')).not.toContainText(title['zh-CN']);
  await expect(customer.getByTestId('notice-bar-item')).not.toContainText(title['zh-CN']);
});

test('a customer marks all messages read and the header count goes to 0', async ({ page }) => {
  // An operator asks the demo company to do something on one of its orders: at least one unread message,
  // whatever other journeys have read before.
  const headers = { appid: '1' };
  const ops = await page.request.post('/v2/ops/login', {
    headers,
    data: { username: 'admin', password: 'Admin@2026' },
  });
  const opsToken = (await ops.json()).result?.data?.accesstoken ?? '';
  const orders = await page.request.get('/v2/ops/order/list?pageSize=50', {
    headers: { ...headers, accesstoken: opsToken },
  });
  const order = ((await orders.json()).result.data.items as Array<{ orderId: string; company: string }>).find((item) =>
    item.company.includes('海运演示'),
  );
  expect(order, 'a demo company order').toBeTruthy();
  const todo = await page.request.post('/v2/ops/order/todo', {
    headers: { ...headers, accesstoken: opsToken },
    data: { id: order?.orderId, text: '请上传装箱单' },
  });
  expect(todo.status()).toBe(200);

  await logIn(page, '13800000001');
  await page.goto('/center/message');
  const unread = await page.evaluate(async () => {
    const token = JSON.parse(window.localStorage.getItem('seabook:access-token') ?? '{}').value;
    const answer = await fetch('/v2/member/message/unread', { headers: { accesstoken: token, appid: '1' } });
    return (await answer.json()).result.data.count as number;
  });
  expect(unread).toBeGreaterThan(0);
  await expect(page.getByTestId('header-unread')).toHaveText(String(unread > 99 ? '99+' : unread));
  await page.getByTestId('message-kind-filter').click();
  await page.getByTitle('待办事项').click();
  await expect(page).toHaveURL(/kind=order_todo/);
  await expect(page.getByTestId('message-item').first()).toContainText('请上传装箱单');
  await shoot(page, SHOTS, 'messages-zh', { noSideScroll: true });
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByText('已全部标为已读')).toBeVisible();
  await expect(page.getByTestId('header-unread')).toHaveCount(0);
  await expect(page.getByTestId('message-unread-count')).toHaveText('0 条未读');
  await page.reload();
  await expect(page.getByTestId('message-list')).toBeVisible();
  await expect(page.getByTestId('header-unread')).toHaveCount(0);
});

test('a customer changes their e-mail with the code sent to the new address', async ({ page }) => {
  const mobile = freshMobile();
  await register(page, mobile);
  await page.goto('/center/information');
  await page.getByTestId('profile-change-email').click();
  const email = `changed${mobile}@example.com`;
  await page.getByTestId('email-new').fill(email);
  await page.getByTestId('email-send').click();
  const code = await codeSentTo(page.request, email);
  // A wrong code first: refused on its field, nothing changed.
  await page.getByTestId('email-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('email-submit').click();
  await expect(page.getByText('验证码错误').first()).toBeVisible();
  await shoot(page, SHOTS, 'email-change-zh', { noSideScroll: true });
  await page.getByTestId('email-code').fill(code);
  await page.getByTestId('email-submit').click();
  await expect(page.getByText('邮箱已更换')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(`c***@example.com`);
});

test('the manual and the page of modules in development read well in both languages', async ({ browser }) => {
  for (const locale of ['zh-CN', 'en'] as const) {
    const page = await visitor(browser, locale);
    await logIn(page, '13800000001');
    await page.goto('/center/helper');
    await expect(page.getByTestId('helper-section-verify')).toBeVisible({ timeout: 30_000 });
    // Sub-accounts have landed: their section links to the page instead of saying it is to come.
    await expect(page.getByTestId('helper-go-subAccounts')).toHaveAttribute('href', '/center/childAccount');
    await shoot(page, SHOTS, `helper-${locale}`, { noSideScroll: true });
    await page.goto('/center/ing');
    await expect(page.getByTestId('ing-page')).toBeVisible({ timeout: 30_000 });
    await shoot(page, SHOTS, `ing-${locale}`, { noSideScroll: true });
    await page.context().close();
  }
});
