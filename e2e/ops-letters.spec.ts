import { expect, type Page, test } from '@playwright/test';
import { smallPdf } from './support/files.ts';
import { chinaDay, dropdownOption, logIn } from './support/forms.ts';
import { opsLogIn } from './support/ops.ts';

/**
 * Letter desk journey (issue 6), against the zh-CN texts: the demo company uploads two PDF letters of
 * instruction on /orderByLetter; an operator, in a browser of their own, rejects the first with a reason
 * (the customer sees the reason in their letters) and books the second as an order on a sailing of the
 * showcase lane; the customer finds that order in /center/order.
 */

test.describe.configure({ timeout: 120_000 });

/** Uploads a PDF instruction on /orderByLetter and answers the letter's number. */
async function uploadLetter(page: Page, name: string, remark: string): Promise<string> {
  await page.goto('/orderByLetter');
  await expect(page.getByTestId('order-by-letter-page')).toBeVisible();
  await page.getByTestId('letter-file').setInputFiles({ name, mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(page.getByTestId('letter-file-chosen')).toContainText(name);
  await page.getByLabel('备注（选填）').fill(remark);
  await page.getByRole('button', { name: '提交托书' }).click();
  const submitted = page.getByTestId('letter-submitted');
  await expect(submitted).toContainText(/托书 LT\d{10} 已提交/);
  return (await submitted.textContent())?.match(/LT\d{10}/)?.[0] ?? '';
}

/** Opens a pending letter of the queue in the desk's drawer. */
async function openLetter(ops: Page, letterNo: string) {
  await ops.goto('/ops/letters');
  await expect(ops.getByTestId('letter-desk')).toBeVisible();
  const row = ops.getByTestId('letter-desk-row').filter({ hasText: letterNo });
  await expect(row).toContainText('booking');
  await row.getByTestId('letter-desk-open').click();
  await expect(ops.getByTestId('letter-detail')).toBeVisible();
}

test('an operator rejects one letter with a reason and books another as the customer’s order', async ({
  page,
  browser,
}) => {
  // The customer uploads two instructions.
  await logIn(page, '13800000001');
  const rejected = await uploadLetter(page, 'booking-unreadable.pdf', '第一份');
  const booked = await uploadLetter(page, 'booking-lamps.pdf', '第二份：LED 台灯');
  expect(rejected).not.toBe(booked);

  // The service operator, in a browser of their own, rejects the first with a reason.
  const context = await browser.newContext();
  const ops = await context.newPage();
  await opsLogIn(ops, 'service', 'Ops@2026');
  await openLetter(ops, rejected);
  await expect(ops.getByTestId('letter-company')).not.toBeEmpty();
  await ops.getByTestId('letter-action-reject').click();
  const reason = '扫描件无法辨认，请重新上传清晰的托书';
  await ops.getByTestId('letter-reject-reason').fill(reason);
  await ops.getByTestId('letter-reject-submit').click();
  await ops.getByTestId('letter-answer-confirm').click();
  await expect(ops.getByText('托书已驳回')).toBeVisible();
  await expect(ops.getByTestId('letter-drawer')).toBeHidden();
  await ops.getByTestId('letter-tab-rejected').click();
  await expect(ops.getByTestId('letter-desk-row').filter({ hasText: rejected })).toContainText(reason);

  // The customer sees the reason among their letters.
  await page.goto('/center/draft?tab=letters');
  const row = page.getByTestId('letter-row').filter({ hasText: rejected });
  await expect(row.getByTestId('letter-status')).toHaveText('已驳回');
  await expect(row.getByTestId('letter-reject-reason')).toHaveText(`驳回原因：${reason}`);

  // The operator books the second on a showcase sailing a week ahead.
  await openLetter(ops, booked);
  await ops.getByTestId('letter-pol').click();
  await ops.keyboard.type('CNSHA');
  await dropdownOption(ops, '(CNSHA)').click();
  await ops.getByTestId('letter-pod').click();
  await ops.keyboard.type('USLAX');
  await dropdownOption(ops, '(USLAX)').click();
  await ops.getByTestId('letter-sailing-date').fill(chinaDay(7));
  await ops.getByTestId('letter-sailing-date').press('Enter');
  await ops.getByTestId('letter-sailing-search').click();
  await ops.getByTestId('letter-sailing').first().getByTestId('letter-sailing-choose').click();
  await expect(ops.getByTestId('letter-sailing-chosen')).toContainText('CNSHA');

  const form = ops.getByTestId('letter-book-form');
  await form.getByLabel('总重量（kg）').fill('800');
  await form.getByLabel('总体积（m³）').fill('3');
  await form.getByLabel('总件数').fill('60');
  await form.getByLabel('英文品名').fill('LED DESK LAMPS');
  await form.getByLabel('唛头').fill('N/M');
  await form.getByTestId('letter-consignee-address').fill('LA LAMPS INC.\n100 MAIN ST, LOS ANGELES');
  await expect(ops.getByTestId('letter-price').getByTestId('price-summary')).toBeVisible();
  await expect(ops.getByTestId('letter-book-submit')).toBeEnabled();
  await ops.getByTestId('letter-book-submit').click();
  await ops.getByTestId('letter-book-confirm').click();
  const done = ops.getByText(/已下单，订单号 SB\d+/);
  await expect(done).toBeVisible();
  const orderNo = (await done.textContent())?.match(/SB\d+/)?.[0] ?? '';
  await ops.getByTestId('letter-tab-processed_manual').click();
  await expect(ops.getByTestId('letter-desk-row').filter({ hasText: booked })).toContainText(orderNo);

  // The customer finds the order among theirs, and the letter pointing at it.
  await page.goto('/center/order');
  await expect(page.getByTestId('order-row').filter({ hasText: orderNo })).toBeVisible();
  await page.goto('/center/draft?tab=letters');
  const letterRow = page.getByTestId('letter-row').filter({ hasText: booked });
  await expect(letterRow.getByTestId('letter-status')).toHaveText('已处理（人工下单）');
  await expect(letterRow.getByRole('link', { name: orderNo })).toBeVisible();
  await context.close();
});
