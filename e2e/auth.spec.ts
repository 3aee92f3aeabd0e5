import { expect, type Page, test } from '@playwright/test';
import { codeSentTo, freshMobile, masked } from './support/outbox.ts';

async function logOut(page: Page, name: string, labels: { logout: string; confirm: string }) {
  await page.getByRole('banner').getByText(name).first().click();
  await page.getByRole('menuitem', { name: labels.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: labels.confirm }).click();
  await expect(page).not.toHaveURL(/\/center\//);
  await expect(page.getByRole('banner').getByText(name)).toHaveCount(0);
}

test('register, be logged in, log out, log back in, and reset a forgotten password', async ({ page, browser }) => {
  const mobile = freshMobile();
  await page.goto('/login?tab=register');
  await page.getByTestId('reg-mobile').fill(mobile);
  await page.getByTestId('reg-send-code').click();
  const code = await codeSentTo(page.request, mobile);
  await page.getByTestId('reg-code').fill(code);
  await page.getByTestId('reg-email').fill(`e2e${mobile}@example.com`);
  await page.getByTestId('reg-password').fill('Seabook#2026');
  await page.getByTestId('reg-agree').check();
  await page.getByTestId('reg-submit').click();

  // Registering logs the new user in and lands in the account centre.
  await expect(page).toHaveURL(/\/center\/index/);
  await expect(page.getByRole('main')).toContainText(masked(mobile));

  await logOut(page, masked(mobile), { logout: '退出登录', confirm: '确定' });
  // The session is gone: the account centre asks for a login again.
  await page.goto('/center/index');
  await expect(page).not.toHaveURL(/\/center\/index/);

  await page.goto('/login');
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-password').fill('Seabook#2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/center\/index/);

  // Another visitor forgets the demo individual's password and sets a new one.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login?tab=forgot');
  await other.getByTestId('fp-mobile').fill('13900000002');
  await other.getByTestId('fp-send-code').click();
  await other.getByTestId('fp-code').fill(await codeSentTo(other.request, '13900000002'));
  await other.getByTestId('fp-password').fill('Reset#2026');
  await other.getByTestId('fp-password2').fill('Reset#2026');
  await other.getByTestId('fp-submit').click();
  // The success view counts down 5 s and returns to the login form.
  await expect(other.getByTestId('login-mobile')).toBeVisible({ timeout: 10_000 });
  await other.getByTestId('login-mobile').fill('13900000002');
  await other.getByTestId('login-password').fill('Reset#2026');
  await other.getByTestId('login-submit').click();
  await expect(other).toHaveURL(/\/center\/index/);
});

test('a wrong password is refused with the server message and keeps the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-mobile').fill('13800000001');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  await expect(page.getByTestId('login-mobile')).toHaveValue('13800000001');
  await expect(page).toHaveURL(/\/login/);
});

test('log in with the QR code through the development phone', async ({ page, context }) => {
  await page.goto('/login?tab=qr');
  const qr = page.getByTestId('wx-qr');
  await expect(qr).toBeVisible();
  const loginid = await qr.getAttribute('data-loginid');
  expect(loginid).toBeTruthy();

  const phone = await context.newPage();
  await phone.goto(`/dev/wx-phone?loginid=${encodeURIComponent(loginid ?? '')}`);
  await phone.getByTestId('identity-wx-demo-bound').click();
  await phone.getByTestId('phone-scan').click();
  await expect(phone.getByTestId('phone-status')).toHaveAttribute('data-status', 'scanned');
  await phone.getByTestId('phone-confirm').click();
  await expect(phone.getByTestId('phone-status')).toHaveAttribute('data-status', '7');

  // The login page polls every 2 s, takes the token and reloads as the bound account.
  await expect(page.getByRole('banner')).toContainText('王经理', { timeout: 15_000 });
});
