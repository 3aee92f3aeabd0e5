import { type Browser, expect, type Page, test } from '@playwright/test';
import { smallPdf } from './support/files.ts';
import { OPEN_DROPDOWN, openEntrust } from './support/forms.ts';
import { opsLogIn } from './support/ops.ts';
import { freshMobile, register } from './support/outbox.ts';
import { afterExpiryReload } from './support/pages.ts';
import { shoot, toEnglish } from './support/screens.ts';

// Issue 16, sub-accounts: a stranger's company is verified at /ops/verifications, creates a sub-account
// (refused first for a digit in its username), the sub-account logs in and books within its permissions,
// the main account disables it and its session ends; one join request is approved and one rejected.

const SHOTS = '/tmp/shots-sub-accounts';
const PASSWORD = 'Seabook#2026';

async function logInAs(page: Page, account: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-mobile').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/center\/index/);
}

/** Registers a person, sends a company verification and has customer service approve it; answers the company code. */
async function verifiedCompany(page: Page, browser: Browser, name: string, creditCode: string): Promise<string> {
  const mobile = freshMobile();
  await register(page, mobile);
  await page.goto('/center/authentication');
  await page.getByTestId('verify-kind').getByText('企业认证').click();
  await page.getByTestId('verify-companyName').fill(name);
  await page.getByTestId('verify-creditCode').fill(creditCode);
  await page.getByTestId('verify-address').fill('深圳市南山区科技园 1 号');
  await page.getByTestId('verify-phone').fill('0755-86660000');
  await page
    .getByTestId('verify-licence')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(page.getByTestId('verify-licence-file')).toContainText('licence.pdf');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-standing')).toContainText('平台正在审核');
  const ops = await (await browser.newContext()).newPage();
  await opsLogIn(ops, 'service', 'Ops@2026');
  await ops.goto(`/ops/verifications?keyword=${encodeURIComponent(creditCode)}`);
  await ops.getByTestId('desk-row').filter({ hasText: name }).getByTestId('desk-open').click();
  await ops.getByTestId('desk-approve').click();
  await ops.getByTestId('desk-approve-confirm').click();
  await expect(ops.getByTestId('desk-drawer')).toBeHidden();
  await ops.context().close();
  return `p${mobile}`;
}

test('a verified company creates a sub-account that books, then disables it and its session ends', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const code = await verifiedCompany(page, browser, '深圳子账号贸易有限公司', '91440300MA5FCB001N');

  await page.goto('/center/index');
  await page.getByText('账户管理').click();
  await page
    .getByTestId('center-menu')
    .getByRole('link', { name: /子账号管理/ })
    .click();
  await expect(page).toHaveURL(/\/center\/childAccount/);
  await expect(page.getByTestId('sub-accounts-page')).toContainText(code);
  await shoot(page, SHOTS, 'sub-accounts-empty-zh');

  await page.getByTestId('sub-add').click();
  await page.getByTestId('sub-username').fill('clerk1');
  await page.getByTestId('sub-password').fill('abcdefgh');
  await page.getByTestId('sub-password2').fill('abcdefg');
  await page.getByTestId('sub-name').fill('李文员');
  await page.getByTestId('sub-email').fill('clerk@example.com');
  await page.getByTestId('sub-phone').fill('0755-12345678');
  await page.getByTestId('sub-save').click();
  await expect(page.getByText('用户名只能包含字母和下划线（2 至 30 位）')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致').first()).toBeVisible();
  await page.getByTestId('sub-username').fill('clerk');
  await page.getByTestId('sub-password').fill(PASSWORD);
  await page.getByTestId('sub-password2').fill(PASSWORD);
  await expect(page.getByText(`clerk@${code}`)).toBeVisible();
  await shoot(page, SHOTS, 'sub-account-form-zh');
  await page.getByTestId('sub-save').click();
  const row = page.getByTestId('sub-row-clerk');
  await expect(row).toContainText(`clerk@${code}`);
  await expect(row.getByTestId('sub-status')).toHaveText('已启用');
  await shoot(page, SHOTS, 'sub-accounts-list-zh');

  // The sub-account logs in with its full name and books within its permissions.
  const clerkContext = await browser.newContext();
  const clerk = await clerkContext.newPage();
  await logInAs(clerk, `clerk@${code}`);
  await clerk.getByText('账户管理').click();
  await expect(clerk.getByTestId('center-menu').getByRole('link', { name: /个人信息/ })).toBeVisible();
  await expect(clerk.getByTestId('center-menu').getByRole('link', { name: /子账号管理/ })).toHaveCount(0);
  await openEntrust(clerk);
  await clerk.getByLabel('英文品名').fill('PLASTIC TOYS');
  await clerk.getByLabel('唛头').fill('N/M');
  await clerk
    .getByLabel('收货人 提单显示内容（名称与地址）')
    .fill('ACME IMPORTS INC.\n1200 HARBOR BLVD\nLOS ANGELES, CA 90731');
  await clerk.getByTestId('submit-order').click();
  // The lasting confirmation, not the toast (booking.spec.ts checks that): a toast lasts three seconds,
  // which a busy machine's browser can miss.
  await expect(clerk).toHaveURL(/\/center\/order\?created=SB\d{10}/);
  const orderNo = new URL(clerk.url()).searchParams.get('created') ?? '';
  await expect(clerk.getByTestId('order-created')).toContainText(orderNo);

  // The main account sees the clerk's order and moves it to itself; the log says who moved it.
  await page.goto('/center/order');
  await page.getByTestId('order-row').filter({ hasText: orderNo }).getByRole('link', { name: orderNo }).click();
  await page.getByTestId('order-transfer').click();
  // The list of accounts arrives after the dialog opens: choose only once both enabled accounts are in it,
  // and go on only once the list has closed on the choice (it lies over the dialog's button).
  await page.getByTestId('order-transfer-to').click();
  const options = page.locator(`${OPEN_DROPDOWN} .ant-select-item-option`);
  await expect(options).toHaveCount(2);
  await options.filter({ hasText: '主账号' }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(page.getByTestId('order-transfer-to')).toContainText('主账号');
  await page.getByTestId('order-transfer-ok').click();
  await expect(page.getByText('订单已转移')).toBeVisible();
  await expect(page.getByTestId('order-log')).toContainText('订单转移');
  await expect(page.getByTestId('order-log')).toContainText('负责账号由 李文员 改为');

  // Disabled: the clerk's very next call ends its session.
  await page.goto('/center/childAccount');
  await page.getByTestId('sub-row-clerk').getByTestId('sub-disable').click();
  await page.getByTestId('sub-confirm-ok').click();
  await expect(page.getByTestId('sub-row-clerk').getByTestId('sub-status')).toHaveText('已停用');
  await clerk.goto('/center/order');
  // Sent to log in again, with the way back and the expiry said; the page reloads once after that.
  await expect(clerk).toHaveURL(/\/login\?redirect=%2Fcenter%2Forder&expired=1$/);
  await afterExpiryReload(clerk);
  await logInAsRefused(clerk, `clerk@${code}`);
  await clerkContext.close();

  await toEnglish(page);
  await page.goto('/center/childAccount');
  await expect(page.getByTestId('sub-row-clerk').getByTestId('sub-status')).toHaveText('Disabled');
  await shoot(page, SHOTS, 'sub-accounts-list-en');
  await page.getByTestId('sub-row-clerk').getByTestId('sub-edit').click();
  await expect(page.getByTestId('sub-permissions')).toBeVisible();
  await shoot(page, SHOTS, 'sub-account-edit-en');
});

/** Tries to log in on the login page the user is on; the account is refused. */
async function logInAsRefused(page: Page, account: string) {
  await page.getByTestId('login-mobile').fill(account);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('账号已被停用').first()).toBeVisible();
}

test('people apply to join a company: one is approved and logs in, one is rejected and reads why', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const code = await verifiedCompany(page, browser, '深圳加入申请贸易有限公司', '91440300MA5FCB002R');

  // A person applies; an unknown code is refused on its field first.
  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  await register(alice, freshMobile());
  await alice.goto('/center/childAccount');
  await expect(alice).toHaveURL(/\/center\/authGuide/);
  await alice.getByTestId('join-code').fill('nosuchcompany');
  await alice.getByTestId('join-username').fill('alice');
  await alice.getByTestId('join-submit').click();
  await expect(alice.getByText('企业信息不存在，请核对企业编码')).toBeVisible();
  await alice.getByTestId('join-code').fill(code);
  await alice.getByTestId('join-remark').fill('销售部');
  await alice.getByTestId('join-submit').click();
  await expect(alice.getByTestId(`my-join-${code}`).getByTestId('my-join-status')).toHaveText('待审核');
  await shoot(alice, SHOTS, 'join-pending-zh');

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await toEnglish(bob);
  await register(bob, freshMobile());
  await bob.goto('/center/authGuide');
  await bob.getByTestId('join-code').fill(code);
  await bob.getByTestId('join-username').fill('bob');
  await bob.getByTestId('join-submit').click();
  await expect(bob.getByTestId(`my-join-${code}`).getByTestId('my-join-status')).toHaveText('Pending');

  // The main account approves Alice and rejects Bob, each with a reason.
  await page.goto('/center/childAccount');
  await page.getByRole('tab', { name: '加入申请' }).click();
  await expect(page.getByTestId('join-row-alice')).toBeVisible();
  await shoot(page, SHOTS, 'join-requests-zh');
  await page.getByTestId('join-row-alice').getByTestId('join-approve').click();
  await page.getByTestId('join-reason').fill('欢迎加入');
  await page.getByTestId('join-decide-ok').click();
  await expect(page.getByTestId('join-row-alice')).toHaveCount(0);
  await page.getByTestId('join-row-bob').getByTestId('join-reject').click();
  await page.getByTestId('join-decide-ok').click();
  await expect(page.getByText('请填写理由')).toBeVisible();
  await page.getByTestId('join-reason').fill('查无此人');
  await page.getByTestId('join-decide-ok').click();
  await expect(page.getByTestId('join-row-bob')).toHaveCount(0);
  await page.getByRole('tab', { name: '子账号' }).click();
  await expect(page.getByTestId('sub-row-alice')).toContainText(`alice@${code}`);

  // Each applicant sees the outcome; Alice logs in as the new sub-account with her own password.
  await alice.reload();
  await expect(alice.getByTestId(`my-join-${code}`).getByTestId('my-join-status')).toHaveText('已通过');
  await expect(alice.getByTestId(`my-join-${code}`)).toContainText(`alice@${code}`);
  await shoot(alice, SHOTS, 'join-approved-zh');
  await bob.reload();
  await expect(bob.getByTestId(`my-join-${code}`).getByTestId('my-join-status')).toHaveText('Rejected');
  await expect(bob.getByTestId(`my-join-${code}`).getByTestId('my-join-reason')).toContainText('查无此人');
  await shoot(bob, SHOTS, 'join-rejected-en');
  await logInAs(alice, `alice@${code}`);
  await aliceContext.close();
  await bobContext.close();
});
