import { expect, type Page, test } from '@playwright/test';
import { smallPdf } from './support/files.ts';
import { opsLogIn } from './support/ops.ts';
import { freshMobile, register } from './support/outbox.ts';
import { shoot, toEnglish } from './support/screens.ts';

// Issue 16: a stranger registers, verifies as a person, is rejected, corrects, is approved by customer
// service at /ops/verifications, and may order at once.

/** A real 1×1 PNG: the server decodes images before it keeps them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A resident ID with its right GB 11643 check character, and the same with a wrong one. */
const ID = '11010519491231002X';
const WRONG_ID = '110105194912310021';

const SHOTS = '/tmp/shots-account-centre';

async function upload(page: Page, testId: string, name: string, buffer: Buffer) {
  await page.getByTestId(testId).setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByTestId(`${testId}-file`)).toContainText(name);
}

test('register, verify as a person, be rejected, correct, be approved at the desk, and order', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const mobile = freshMobile();
  await register(page, mobile);

  // The banner leads to the verification page.
  await expect(page.getByTestId('verify-banner')).toBeVisible();
  await page.getByTestId('verify-banner-link').click();
  await expect(page).toHaveURL(/\/center\/authentication$/);
  await expect(page.getByTestId('verify-standing')).toContainText('您还没有认证');
  await shoot(page, SHOTS, 'authentication-empty-zh');

  await page.getByTestId('verify-realName').fill('王小明');
  await page.getByTestId('verify-idNumber').fill(WRONG_ID);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByText('证件号码有误：末位校验码不符，请核对')).toBeVisible();
  await page.getByTestId('verify-idNumber').fill(ID);
  await upload(page, 'verify-idFront', 'front.png', PNG);
  await upload(page, 'verify-idBack', 'back.png', PNG);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-standing')).toContainText('平台正在审核');
  await expect(page.getByTestId('verify-banner')).toContainText('审核中');
  await shoot(page, SHOTS, 'authentication-pending-zh');

  // Customer service finds it in the queue, sees the number in full and the images, and rejects it.
  const ops = await (await browser.newContext()).newPage();
  await opsLogIn(ops, 'service', 'Ops@2026');
  await ops.goto('/ops/verifications');
  const row = ops.getByTestId('desk-row').filter({ hasText: '王小明' });
  await expect(row).toContainText('110***********002X');
  await shoot(ops, SHOTS, 'ops-verifications-zh');
  await row.getByTestId('desk-open').click();
  await expect(ops.getByTestId('desk-id-number')).toHaveText(ID);
  await expect(ops.getByTestId('desk-checks')).toContainText('校验位正确');
  await expect(ops.getByTestId('desk-image-idFront')).toBeVisible();
  await shoot(ops, SHOTS, 'ops-verification-detail-zh');
  await ops.getByTestId('desk-reason-blurry').click();
  await ops.getByTestId('desk-reject').click();
  await expect(ops.getByTestId('desk-drawer')).toBeHidden();

  // The customer reads the reason, and sends again with what was kept.
  await page.reload();
  await expect(page.getByTestId('verify-standing')).toContainText('证件照片不清晰，请重新上传');
  await expect(page.getByTestId('verify-realName')).toHaveValue('王小明');
  await expect(page.getByTestId('verify-idFront-file')).toContainText('front.png');
  await shoot(page, SHOTS, 'authentication-rejected-zh');
  await page.getByTestId('verify-idNumber').fill(ID);
  // The kept image is replaced by a clearer one.
  await page.getByTestId('verify-idFront-file').getByRole('button').click();
  await upload(page, 'verify-idFront', 'front-clear.png', PNG);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-standing')).toContainText('平台正在审核');

  // Approved at the desk: ordering opens at once and the banner goes.
  await ops.reload();
  await ops.getByTestId('desk-row').filter({ hasText: '王小明' }).getByTestId('desk-open').click();
  await ops.getByTestId('desk-approve').click();
  await ops.getByTestId('desk-approve-confirm').click();
  await expect(ops.getByTestId('desk-drawer')).toBeHidden();

  await page.goto('/center/index');
  await expect(page.getByTestId('home-ordering')).toContainText('可以下单');
  await expect(page.getByTestId('home-greeting')).toContainText('王小明');
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);
  await shoot(page, SHOTS, 'home-verified-zh');
  await page.goto('/center/authentication');
  await expect(page.getByTestId('verify-standing')).toContainText('您已完成认证');
  await expect(page.getByTestId('verify-upgrade-link')).toBeVisible();
  await shoot(page, SHOTS, 'authentication-verified-zh');

  // The person upgrades to a company: ordering stays open during the review; approved, a company.
  await page.getByTestId('verify-upgrade-link').click();
  await expect(page).toHaveURL(/\/center\/authentication\/upgrade$/);
  await page.getByTestId('verify-companyName').fill('上海小明贸易有限公司');
  await page.getByTestId('verify-creditCode').fill('91310115MA1UPG770C');
  await page.getByTestId('verify-address').fill('上海市浦东新区张江路 88 号');
  await page.getByTestId('verify-phone').fill('021-50800000');
  await page
    .getByTestId('verify-licence')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(page.getByTestId('verify-licence-file')).toContainText('licence.pdf');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-standing')).toContainText('审核期间您仍可以个人身份下单');
  await ops.reload();
  await ops.getByTestId('desk-row').filter({ hasText: '上海小明贸易有限公司' }).getByTestId('desk-open').click();
  await ops.getByTestId('desk-approve').click();
  await ops.getByTestId('desk-approve-confirm').click();
  await expect(ops.getByTestId('desk-drawer')).toBeHidden();
  await page.goto('/center/authentication');
  await expect(page.getByTestId('verify-standing')).toContainText('您已完成认证');
  await expect(page.getByTestId('verify-upgrade-link')).toHaveCount(0);
  await page.goto('/center/childAccount');
  await expect(page.getByTestId('sub-accounts-page')).toBeVisible();

  // The admin's customer list shows the account verified.
  const admin = await (await browser.newContext()).newPage();
  await opsLogIn(admin);
  await admin.goto(`/ops/customers?keyword=${mobile}`);
  await expect(admin.getByTestId('customer-row')).toContainText('已认证');
  await shoot(admin, SHOTS, 'ops-customers-zh');
});

test('the verification pages in English: a company application and its review', async ({ page: en, browser }) => {
  test.setTimeout(90_000);
  await toEnglish(en);
  await register(en, freshMobile());
  await expect(en.getByTestId('home-ordering')).toContainText('You are not verified yet');
  await expect(en.getByTestId('home-orders-review')).toContainText('0');
  await shoot(en, SHOTS, 'home-new-en');
  await en.goto('/center/authentication');
  await expect(en.getByTestId('verify-standing')).toContainText('You are not verified yet');
  await en.getByTestId('verify-kind').getByText('A company').click();
  await en.getByTestId('verify-creditCode').fill('91350100M000100Y44');
  await en.getByTestId('verify-submit').click();
  await expect(en.getByText('its last character does not match')).toBeVisible();
  await en.getByTestId('verify-companyName').fill('E2E Trading Co., Ltd.');
  await en.getByTestId('verify-creditCode').fill('91350100M000100Y43');
  await en.getByTestId('verify-address').fill('100 Century Avenue, Shanghai');
  await en.getByTestId('verify-phone').fill('021-68880000');
  await en
    .getByTestId('verify-licence')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await shoot(en, SHOTS, 'authentication-company-en');
  await en.getByTestId('verify-submit').click();
  await expect(en.getByTestId('verify-standing')).toContainText('being reviewed');
  await shoot(en, SHOTS, 'authentication-pending-en');

  const ops = await (await browser.newContext()).newPage();
  await toEnglish(ops);
  await opsLogIn(ops, 'service', 'Ops@2026');
  await ops.goto('/ops/verifications');
  await ops.getByTestId('desk-row').filter({ hasText: 'E2E Trading' }).getByTestId('desk-open').click();
  await expect(ops.getByTestId('desk-checks')).toContainText('Check character right');
  await shoot(ops, SHOTS, 'ops-verification-detail-en');
  await ops.keyboard.press('Escape');
  await shoot(ops, SHOTS, 'ops-verifications-en');
});

test('personal information: name, avatar and password; other devices are logged out', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const mobile = freshMobile();
  await register(page, mobile);
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await other.getByTestId('login-mobile').fill(mobile);
  await other.getByTestId('login-password').fill('Seabook#2026');
  await other.getByTestId('login-submit').click();
  await expect(other).toHaveURL(/\/center\/index/);

  await page.goto('/center/information');
  await page.getByTestId('profile-name').fill('林一');
  await page.getByTestId('profile-save-name').click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.getByTestId('profile-change-avatar').click();
  await page.getByTestId('profile-preset-3').click();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^data:image\/svg/);

  await page.getByTestId('profile-oldpassword').fill('Wrong#2026');
  await page.getByTestId('profile-password').fill('Newer#2026');
  await page.getByTestId('profile-password2').fill('Newer#2026');
  await page.getByTestId('profile-change-password').click();
  await expect(page.getByText('原密码错误').first()).toBeVisible();
  await page.getByTestId('profile-oldpassword').fill('Seabook#2026');
  await page.getByTestId('profile-change-password').click();
  await expect(page.getByText('密码已修改，其他设备已退出登录')).toBeVisible();
  await shoot(page, SHOTS, 'information-zh');

  // The other device is logged out at its next call; this one stays.
  await other.goto('/center/information');
  await expect(other).not.toHaveURL(/\/center\/information/);
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveValue('林一');

  await toEnglish(page);
  await page.goto('/center/information');
  await expect(page.getByText('Change password').first()).toBeVisible();
  await shoot(page, SHOTS, 'information-en');
  await page.goto('/center/index');
  await expect(page.getByTestId('home-greeting')).toContainText('林一');
  await shoot(page, SHOTS, 'home-en');
});
