import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { opsLogIn } from './support/ops.ts';
import { openPage } from './support/pages.ts';

/**
 * The rate sheet journey of issue 6: an operator imports an Excel rate sheet through the rates desk
 * (pick, check, clean report, confirm) and a visitor finds the new price in the public LCL search at
 * once; a broken sheet shows its problems row by row and cannot be imported. The lane, Shanghai →
 * Venice, has no demo service, so the price found can only be the imported one.
 */

const LANE = { pol: 'CNSHA', pod: 'ITVCE' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The LCL sheet's columns as the template heads them: simplified Chinese over English. */
const LCL_HEADINGS = [
  '进出口\nDirection',
  '起运港\nPOL',
  '目的港\nPOD',
  '船公司\nCarrier',
  '开船日\nSailing days',
  '截单提前天数\nSI cut-off days',
  '截货提前天数\nCargo cut-off days',
  '航程天数\nTransit days',
  '生效日期\nValid from',
  '失效日期\nValid to',
  '币种\nCurrency',
  '海运费/W/M\nOcean rate per W/M',
];

/** A day in China (the rates' calendar) moved by whole days, as YYYY-MM-DD. */
function chinaDay(offset: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** An LCL sheet with one row per given patch of a daily COSCO service on the lane. */
async function lclSheet(patches: Array<Record<string, string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('LCL');
  sheet.addRow(LCL_HEADINGS);
  for (const patch of patches) {
    const row = {
      kind: 'export',
      pol: LANE.pol,
      pod: LANE.pod,
      carrier: 'COSU',
      weekdays: '1,2,3,4,5,6,7',
      cutoff: 0,
      cargoCut: 0,
      transit: 30,
      from: chinaDay(-1),
      to: chinaDay(60),
      currency: 'USD',
      price: 88.88,
      ...patch,
    };
    sheet.addRow(Object.values(row));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Opens the import dialog of the rates desk and checks the file in it. */
async function checkSheet(page: Page, name: string, buffer: Buffer) {
  await page.goto('/ops/rates');
  await page.getByTestId('rate-sheet-import').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-testid="rate-sheet-upload"] input[type="file"]').setInputFiles({
    name,
    mimeType: XLSX,
    buffer,
  });
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByTestId('rate-sheet-check').click();
  return dialog;
}

test('an operator imports a rate sheet and the new price is in the public search at once', async ({
  page,
  browser,
}) => {
  await opsLogIn(page);
  const dialog = await checkSheet(page, 'venice.xlsx', await lclSheet([{}]));
  await expect(dialog.getByTestId('rate-sheet-clean')).toBeVisible();
  await expect(dialog.getByTestId('rate-sheet-count-LCL')).toContainText('1');
  await dialog.getByTestId('rate-sheet-submit').click();
  await page.getByTestId('rate-sheet-confirm-ok').click();
  await expect(page.getByText('已导入：拼箱 1 条，整柜 0 条，汇率 0 个')).toBeVisible();
  await expect(dialog).toBeHidden();

  const visitor = await (await browser.newContext()).newPage();
  await openPage(visitor, `/lcl/export?pol=${LANE.pol}&pod=${LANE.pod}`);
  const line = visitor.getByTestId('quote-line').first();
  await expect(line).toBeVisible();
  await expect(line).toContainText('USD 88.88');
  await visitor.context().close();
});

test('a broken rate sheet shows each problem with its row and cannot be imported', async ({ page }) => {
  await opsLogIn(page);
  const broken = await lclSheet([{}, { pod: 'XXZZZ' }, { price: -5 }, { from: chinaDay(9), to: chinaDay(3) }]);
  const dialog = await checkSheet(page, 'broken.xlsx', broken);
  const problems = dialog.getByTestId('rate-sheet-problem-table');
  await expect(problems).toBeVisible();
  await expect(dialog.getByTestId('rate-sheet-problems')).toContainText('3');
  const rows = problems.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('目的港 (C3)');
  await expect(rows.nth(1)).toContainText('海运费/W/M (L4)');
  await expect(rows.nth(2)).toContainText('失效日期 (J5)');
  await expect(dialog.getByTestId('rate-sheet-submit')).toBeDisabled();
});
