import type { Locale } from '@seabook/domain/i18n';
import { type Currency, MINOR_DIGITS, type Money } from '@seabook/domain/money-rules';
import type { StatementDetail } from '@seabook/domain/statements';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/heavy-modules.ts';

/**
 * A monthly statement as the customer's finance department files it (decision 041): sheet 1 the orders
 * with each one's amount per currency, sheet 2 every fee line, sheet 3 the totals by currency and the
 * statement's facts. Sheet names and headings in the caller's language; amounts as numbers in yuan/dollars.
 */

type Text = {
  sheets: [string, string, string];
  orders: { orderNo: string; blNo: string; route: string; sailing: string };
  lines: { orderNo: string; billNo: string; fee: string; currency: string; amount: string; original: string };
  totals: { currency: string; due: string; paid: string; left: string };
  facts: { statementNo: string; company: string; period: string; closed: string };
};

export const STATEMENT_SHEET_TEXT: Record<Locale, Text> = {
  'zh-CN': {
    sheets: ['订单', '费用明细', '币种合计'],
    orders: { orderNo: '订单号', blNo: '提单号', route: '航线', sailing: '开船日期' },
    lines: { orderNo: '订单号', billNo: '账单号', fee: '费用', currency: '币种', amount: '金额', original: '原币金额' },
    totals: { currency: '币种', due: '应付', paid: '已付', left: '未付' },
    facts: { statementNo: '对账单号', company: '公司', period: '账期', closed: '出账时间' },
  },
  'zh-TW': {
    sheets: ['訂單', '費用明細', '幣種合計'],
    orders: { orderNo: '訂單號', blNo: '提單號', route: '航線', sailing: '開船日期' },
    lines: { orderNo: '訂單號', billNo: '帳單號', fee: '費用', currency: '幣種', amount: '金額', original: '原幣金額' },
    totals: { currency: '幣種', due: '應付', paid: '已付', left: '未付' },
    facts: { statementNo: '對帳單號', company: '公司', period: '帳期', closed: '出帳時間' },
  },
  en: {
    sheets: ['Orders', 'Fee lines', 'Totals'],
    orders: { orderNo: 'Order no.', blNo: 'B/L no.', route: 'Route', sailing: 'Sailing' },
    lines: {
      orderNo: 'Order no.',
      billNo: 'Bill no.',
      fee: 'Fee',
      currency: 'Currency',
      amount: 'Amount',
      original: 'Original currency',
    },
    totals: { currency: 'Currency', due: 'Due', paid: 'Paid', left: 'Left' },
    facts: { statementNo: 'Statement no.', company: 'Company', period: 'Period', closed: 'Closed' },
  },
};

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };

/** Minor units as the number a spreadsheet sums (yuan, dollars; whole yen). */
export function major(amount: number, currency: Currency): number {
  return amount / 10 ** MINOR_DIGITS[currency];
}

const numberFormat = (currency: Currency) => (MINOR_DIGITS[currency] === 0 ? '#,##0' : '#,##0.00');

function original(money: Money): string {
  return `${money.currency} ${major(money.amount, money.currency).toFixed(MINOR_DIGITS[money.currency])}`;
}

function heading(sheet: ExcelJS.Worksheet, titles: string[], widths: number[]) {
  sheet.columns = widths.map((width) => ({ width }));
  const row = sheet.addRow(titles);
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

export async function statementWorkbook(detail: StatementDetail, locale: Locale): Promise<Buffer> {
  const text = STATEMENT_SHEET_TEXT[locale];
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Seabook';
  const currencies = [...new Set(detail.totals.map((total) => total.currency))];

  const orders = workbook.addWorksheet(text.sheets[0]);
  heading(
    orders,
    [text.orders.orderNo, text.orders.blNo, text.orders.route, text.orders.sailing, ...currencies],
    [18, 20, 22, 14, ...currencies.map(() => 14)],
  );
  for (const order of detail.orders) {
    const row = orders.addRow([
      order.orderNo,
      order.blNo,
      `${order.pol} → ${order.pod}`,
      order.sailingDate ?? '',
      ...currencies.map((currency) => {
        const money = order.amounts.find((m) => m.currency === currency);
        return money ? major(money.amount, currency) : null;
      }),
    ]);
    currencies.forEach((currency, i) => {
      row.getCell(5 + i).numFmt = numberFormat(currency);
    });
  }

  const lines = workbook.addWorksheet(text.sheets[1]);
  heading(
    lines,
    [
      text.lines.orderNo,
      text.lines.billNo,
      text.lines.fee,
      text.lines.currency,
      text.lines.amount,
      text.lines.original,
    ],
    [18, 18, 24, 10, 14, 18],
  );
  for (const line of detail.lines) {
    const row = lines.addRow([
      line.orderNo,
      line.billNo,
      line.name[locale],
      line.amount.currency,
      major(line.amount.amount, line.amount.currency),
      line.original ? original(line.original) : '',
    ]);
    row.getCell(5).numFmt = numberFormat(line.amount.currency);
  }

  const totals = workbook.addWorksheet(text.sheets[2]);
  heading(totals, [text.totals.currency, text.totals.due, text.totals.paid, text.totals.left], [14, 16, 16, 16]);
  for (const total of detail.totals) {
    const row = totals.addRow([
      total.currency,
      major(total.due, total.currency),
      major(total.paid, total.currency),
      major(total.left, total.currency),
    ]);
    for (const column of [2, 3, 4]) row.getCell(column).numFmt = numberFormat(total.currency);
  }
  totals.addRow([]);
  totals.addRow([text.facts.statementNo, detail.statementNo]);
  totals.addRow([text.facts.company, detail.company]);
  totals.addRow([text.facts.period, `${detail.from} – ${detail.to}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
