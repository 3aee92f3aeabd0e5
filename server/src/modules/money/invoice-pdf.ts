import { existsSync } from 'node:fs';
import { chinaDate } from '@seabook/domain/china-time';
import type { INVOICE_TYPES, InvoiceLine, InvoiceType, TitleType } from '@seabook/domain/invoices';
import { type Money, toDecimalString } from '@seabook/domain/money-rules';
import type { InvoiceSeller } from '../../config.ts';
import { loadPdfKit } from '../../lib/heavy-modules.ts';

/**
 * An issued invoice as a PDF (decision 040), made with pdfkit from the request: seller Seabook, the
 * buyer's title and tax number, one line per bill, the totals. A subset of the system's CJK font is
 * embedded, found as the B/L PDF finds it (`INVOICE_PDF_FONT` or `BL_PDF_FONT` first).
 */

const FONTS: { path: string; face?: string }[] = [
  { path: process.env.INVOICE_PDF_FONT ?? '' },
  { path: process.env.BL_PDF_FONT ?? '' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', face: 'NotoSerifCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' },
];

function cjkFont(): { path: string; face?: string } {
  const found = FONTS.find((font) => font.path && existsSync(font.path));
  if (!found) throw new Error('No CJK font for the invoice PDF: install fonts-noto-cjk or set INVOICE_PDF_FONT');
  return found;
}

export type InvoicePdfInput = {
  invoiceNo: string;
  titleType: TitleType;
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
  invoiceType: InvoiceType;
  remark: string;
  lines: InvoiceLine[];
  totals: Money[];
  issuedAt: Date;
};

const TYPE_LABEL: Record<(typeof INVOICE_TYPES)[number], string> = {
  electronic: '电子普通发票 Electronic general invoice',
  paper: '纸质普通发票 Paper general invoice',
};

const money = (amount: number, currency: 'CNY' | 'USD') => `${currency} ${toDecimalString(amount, currency)}`;

export async function renderInvoicePdf(input: InvoicePdfInput, seller: InvoiceSeller): Promise<Buffer> {
  const font = cjkFont();
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Invoice ${input.invoiceNo}`, Author: 'Seabook', Subject: input.title },
  });
  pdf.registerFont('cjk', font.path, font.face);
  pdf.font('cjk');
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  const left = 40;
  const width = pdf.page.width - 80;

  pdf.fillColor('#1f2937').fontSize(18).text('发票 INVOICE', left, 40, { width, align: 'center' });
  pdf.fontSize(9).fillColor('#6b7280').text(TYPE_LABEL[input.invoiceType], { width, align: 'center' });
  pdf.moveDown(0.8).fillColor('#1f2937').fontSize(10);
  pdf.text(`发票号 No.: ${input.invoiceNo}    开票日期 Date: ${chinaDate(input.issuedAt)}`);
  pdf.moveDown(0.6);
  pdf.fontSize(11).text('购买方 Buyer');
  pdf.fontSize(9);
  pdf.text(`名称 Title: ${input.title}${input.titleType === 'personal' ? '（个人 personal）' : ''}`);
  if (input.taxNo) pdf.text(`纳税人识别号 Tax No.: ${input.taxNo}`);
  if (input.address || input.phone) pdf.text(`地址、电话 Address, phone: ${[input.address, input.phone].join(' ')}`);
  if (input.bank || input.bankAccount)
    pdf.text(`开户行及账号 Bank, account: ${[input.bank, input.bankAccount].join(' ')}`);
  pdf.moveDown(0.6);
  pdf.fontSize(11).text('销售方 Seller');
  pdf.fontSize(9).text(`名称 Name: ${seller.name}`).text(`纳税人识别号 Tax No.: ${seller.taxNo}`);
  pdf.text(`地址 Address: ${seller.address}`);
  pdf.moveDown(0.8);

  // One line per bill: its CNY part, its USD part and what that is in CNY at the bill's rate.
  const cols = [0, 0.3, 0.5, 0.7].map((f) => left + f * width);
  const header = ['账单 Bill', '人民币 CNY', '美元 USD', '折合人民币 USD in CNY'];
  let y = pdf.y;
  pdf.fontSize(9).fillColor('#6b7280');
  header.forEach((text, i) => {
    pdf.text(text, cols[i], y, { width: width * 0.28, lineBreak: false });
  });
  y += 16;
  pdf
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .strokeColor('#9ca3af')
    .lineWidth(0.5)
    .stroke();
  pdf.fillColor('#1f2937');
  for (const line of input.lines) {
    if (y > pdf.page.height - 120) {
      pdf.addPage();
      y = 40;
    }
    const cells = [
      line.billNo,
      money(line.cny, 'CNY'),
      line.usd ? money(line.usd, 'USD') : '-',
      line.usdInCny === null ? '-' : `${money(line.usdInCny, 'CNY')}${line.rate ? ` @${line.rate}` : ''}`,
    ];
    cells.forEach((text, i) => {
      pdf.text(text, cols[i], y, { width: width * 0.3, lineBreak: false });
    });
    y += 16;
  }
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  pdf
    .fontSize(11)
    .text(`合计 Total: ${input.totals.map((t) => money(t.amount, t.currency as 'CNY' | 'USD')).join(' + ')}`, left, y);
  if (input.remark) pdf.moveDown(0.6).fontSize(9).text(`备注 Remark: ${input.remark}`);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
