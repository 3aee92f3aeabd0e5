import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { smallPdf } from './support/files.ts';
import { chinaDay, logIn } from './support/forms.ts';

/**
 * Orders by letter of instruction (issue 5), written against the zh-CN texts of
 * web/src/i18n/locales/zh-CN/letters.ts: the demo company uploads a PDF instruction and finds it
 * pending in the drafts centre; then fills our Excel template and lands on the draft with its lane
 * and cargo.
 */

// Whole journeys through several pages: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('an instruction file becomes a pending letter in the drafts centre', async ({ page }) => {
  await logIn(page, '13800000001');
  await page.goto('/orderByLetter');
  await expect(page.getByTestId('order-by-letter-page')).toBeVisible();

  await page
    .getByTestId('letter-file')
    .setInputFiles({ name: 'booking.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(page.getByTestId('letter-file-chosen')).toContainText('booking.pdf');
  await page.getByLabel('备注（选填）').fill('请订下周的船');
  await page.getByRole('button', { name: '提交托书' }).click();

  const submitted = page.getByTestId('letter-submitted');
  await expect(submitted).toContainText(/托书 LT\d{10} 已提交/);
  const letterNo = (await submitted.textContent())?.match(/LT\d{10}/)?.[0] ?? '';
  await submitted.getByRole('link', { name: '查看我的托书' }).click();
  await expect(page).toHaveURL(/\/center\/draft\?tab=letters/);
  const row = page.getByTestId('letter-row').filter({ hasText: letterNo });
  await expect(row.getByTestId('letter-status')).toHaveText('待处理');
  await expect(row).toContainText('booking.pdf');
  await expect(row).toContainText('请订下周的船');
});

test('our Excel template, filled in, becomes a draft with the lane and the cargo', async ({ page }) => {
  await logIn(page, '13800000001');
  const template = await page.request.get('/v2/tuoshu2/template?mode=lcl');
  expect(template.ok()).toBe(true);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template.body()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('托书 Shipping instruction');
  if (!sheet) throw new Error('the template has no instruction sheet');
  const values: Record<string, string | number> = {
    pol: 'CNSHA',
    pod: 'USLAX',
    sailingDate: chinaDay(7),
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    'cargo.type': '普通货 General cargo',
    'cargo.nameEn': 'E2E LETTER LAMPS',
    'cargo.marks': 'N/M',
    'cargo.pieces': 10,
    'cargo.packingType': '纸箱 Cartons',
    'cargo.weightKg': 500,
    'cargo.volumeCbm': 2,
    'consignee.company': 'ACME IMPORTS INC.',
    'consignee.address': '1200 HARBOR BLVD, LOS ANGELES',
  };
  // Column C (hidden) names the field of each row; the value goes in column B.
  sheet.eachRow((row) => {
    const key = String(row.getCell(3).value ?? '');
    if (key in values) row.getCell(2).value = values[key] ?? null;
  });
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.goto('/orderByLetter');
  await page.getByTestId('letter-template-file').setInputFiles({
    name: 'shipping-instruction.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await expect(page).toHaveURL(/\/draftCreate\?id=/);

  // The draft has no sailing yet: the lane's sailings come first, then the form, prefilled.
  const chooser = page.getByTestId('sailing-chooser');
  await expect(chooser).toContainText('CNSHA');
  await expect(chooser).toContainText('USLAX');
  await chooser.getByTestId('choose-sailing').first().click();
  await expect(page.getByLabel('英文品名')).toHaveValue('E2E LETTER LAMPS');
  await expect(page.getByLabel('唛头')).toHaveValue('N/M');
  await expect(page.getByLabel('收货人 提单显示内容（名称与地址）')).toHaveValue(
    'ACME IMPORTS INC.\n1200 HARBOR BLVD, LOS ANGELES',
  );

  await page.goto('/center/draft?tab=letters');
  await expect(page.getByTestId('letter-row').first().getByTestId('letter-status')).toHaveText('已处理（解析下单）');
});
