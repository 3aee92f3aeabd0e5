import { existsSync } from 'node:fs';
import { BL_PACKING_WORDS, type BlDocument, type BlInfo, originalsText } from '@seabook/domain/bill-of-lading';
import { chinaDate } from '@seabook/domain/china-time';
import { can } from '@seabook/domain/permissions';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { loadPdfKit } from '../../lib/heavy-modules.ts';
import { customerBlInfo, opsBlInfo } from './bill-of-lading.ts';

/**
 * The bill of lading as a PDF (issue 19, decision 037): laid out like a carrier's bill, with Chinese and
 * English labels, DRAFT across the page until the final bill is issued, the B/L number and a QR code to
 * the public tracking page. pdfkit embeds a subset of the system's Noto CJK font (installed by CI).
 */

/** CJK fonts this machine may have, with the face to use inside a collection. */
const FONTS: { path: string; face?: string }[] = [
  { path: process.env.BL_PDF_FONT ?? '' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', face: 'NotoSerifCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' },
];

function cjkFont(): { path: string; face?: string } {
  const found = FONTS.find((font) => font.path && existsSync(font.path));
  if (!found) throw new Error('No CJK font for the B/L PDF: install fonts-noto-cjk or set BL_PDF_FONT');
  return found;
}

type Caller = AccountActor | StaffActor;

/** The bill of a caller's order as a PDF: a version number, or the latest the caller may see. */
export async function blPdf(
  db: Db,
  actor: Caller,
  query: { id: string; version?: number | undefined },
  origin: string,
): Promise<{ name: string; bytes: Buffer }> {
  const allowed =
    actor.kind === 'account' ? can(actor.permissions, 'order', 'query') : can(actor.permissions, 'ops.orders', 'get');
  if (!allowed) throw new AppError('FORBIDDEN');
  const info = actor.kind === 'account' ? await customerBlInfo(db, actor, query.id) : await opsBlInfo(db, query.id);
  const version =
    query.version === undefined
      ? info.versions.filter((v) => v.kind !== 'amendment').at(-1)
      : info.versions.find((v) => v.no === query.version);
  if (!version) throw new AppError('NOT_FOUND');
  const final = version.kind === 'final';
  const number = info.blNo ?? info.orderNo;
  const tracking = `${origin}/cargo_tracking?${new URLSearchParams({ type: '1', no: number })}`;
  const bytes = await render(info, version.document, { final, number, tracking, versionNo: version.no });
  const name = `${final ? 'BL' : 'BL-DRAFT'}-${number}-v${version.no}.pdf`;
  return { name, bytes };
}

type Meta = { final: boolean; number: string; tracking: string; versionNo: number };

const PAGE = { width: 595.28, height: 841.89, margin: 28 };
const INK = '#1f2937';
const LINE = '#6b7280';

async function render(info: BlInfo, doc: BlDocument, meta: Meta): Promise<Buffer> {
  const font = cjkFont();
  const qr = await QRCode.toBuffer(meta.tracking, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Bill of Lading ${meta.number}`, Author: 'Seabook', Subject: info.orderNo },
  });
  pdf.registerFont('cjk', font.path, font.face);
  pdf.font('cjk');
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));

  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const half = width * 0.55;
  const right = left + half;
  const rightWidth = width - half;

  /** A box with its bilingual label and its value. */
  const box = (x: number, y: number, w: number, h: number, label: string, value: string, size = 8.5) => {
    pdf.lineWidth(0.6).strokeColor(LINE).rect(x, y, w, h).stroke();
    pdf
      .fillColor(LINE)
      .fontSize(6.5)
      .text(label, x + 4, y + 3, { width: w - 8, lineBreak: false });
    pdf
      .fillColor(INK)
      .fontSize(size)
      .text(value || ' ', x + 4, y + 13, { width: w - 8, height: h - 15, ellipsis: true });
  };

  // Title row.
  pdf
    .fillColor(INK)
    .fontSize(16)
    .text(meta.final ? 'BILL OF LADING 提单' : 'BILL OF LADING 提单 (DRAFT 草稿)', left, PAGE.margin, {
      width,
      align: 'center',
    });
  let y = PAGE.margin + 26;

  // Parties on the left; the number, the issuer and the QR code on the right.
  const partyHeight = 78;
  box(left, y, half, partyHeight, 'Shipper 发货人', doc.shipper);
  box(left, y + partyHeight, half, partyHeight, 'Consignee 收货人', doc.consignee);
  box(left, y + 2 * partyHeight, half, partyHeight, 'Notify Party 通知人', doc.notifyParty);
  box(right, y, rightWidth, 40, 'B/L No. 提单号', meta.number, 12);
  box(right, y + 40, rightWidth, 28, 'Booking / Order No. 订单号', info.orderNo);
  pdf
    .lineWidth(0.6)
    .strokeColor(LINE)
    .rect(right, y + 68, rightWidth, 3 * partyHeight - 68)
    .stroke();
  pdf
    .fillColor(INK)
    .fontSize(11)
    .text('SEABOOK 海运订舱平台', right + 8, y + 76, { width: rightWidth - 110 });
  pdf
    .fillColor(LINE)
    .fontSize(7)
    .text('Scan to track this shipment 扫码查询货物动态', right + 8, y + 110, { width: rightWidth - 110 })
    .text(`v${meta.versionNo} · ${info.mode.toUpperCase()}`, right + 8, y + 150, { width: rightWidth - 110 });
  pdf.image(qr, right + rightWidth - 98, y + 74, { width: 90, height: 90 });
  y += 3 * partyHeight;

  // Voyage and places.
  const quarter = width / 4;
  box(left, y, quarter, 32, 'Vessel / Voyage 船名航次', `${doc.vessel} ${doc.voyage}`.trim());
  box(left + quarter, y, quarter, 32, 'Port of Loading 装货港', doc.portOfLoading);
  box(left + 2 * quarter, y, quarter, 32, 'Port of Discharge 卸货港', doc.portOfDischarge);
  box(left + 3 * quarter, y, quarter, 32, 'Place of Delivery 交货地', doc.placeOfDelivery);
  y += 32;

  // The cargo.
  const cols = [0.22, 0.17, 0.35, 0.13, 0.13].map((part) => part * width);
  const cargoHeight = 230;
  const packing = BL_PACKING_WORDS[doc.packingType];
  const cells = [
    ['Marks & Nos. 唛头', doc.marks],
    ['No. & Kind of Packages 件数及包装', `${doc.pieces} ${packing.en}\n${doc.pieces} ${packing.zh}`],
    ['Description of Goods 货物描述', doc.description],
    ['Gross Weight 毛重', `${formatNumber(doc.grossWeightKg)} KGS`],
    ['Measurement 体积', `${formatNumber(doc.volumeCbm)} CBM`],
  ] as const;
  let x = left;
  cells.forEach(([label, value], i) => {
    box(x, y, cols[i] ?? 0, cargoHeight, label, value);
    x += cols[i] ?? 0;
  });
  y += cargoHeight;

  if (doc.containers.length > 0) {
    const lines = doc.containers.map((c) => [c.containerNo, c.type, c.sealNo].filter(Boolean).join(' / ')).join('    ');
    box(left, y, width, 36, 'Container / Type / Seal No. 箱号/箱型/封号', lines);
    y += 36;
  }

  // Terms and issue.
  const third = width / 3;
  box(left, y, third, 32, 'Freight Payable at 运费支付地', doc.freightPayableAt);
  box(
    left + third,
    y,
    third,
    32,
    'No. of Original B/L 正本提单份数',
    originalsText(doc.issueType, info.originals ?? undefined),
  );
  box(
    left + 2 * third,
    y,
    third,
    32,
    'Place and Date of Issue 签发地点及日期',
    meta.final && info.issuedAt ? `${doc.portOfLoading} ${chinaDate(info.issuedAt)}` : '',
  );
  y += 32;
  const issueWords = { original: 'ORIGINAL 正本', telex: 'TELEX RELEASE 电放', seaway: 'SEA WAYBILL 海运单' };
  box(left, y, third, 32, 'Type of Issue 签发方式', issueWords[doc.issueType]);
  box(left + third, y, 2 * third, 32, 'Remark 备注', doc.remark);
  y += 40;
  pdf
    .fillColor(LINE)
    .fontSize(6.5)
    .text(
      'SHIPPED on board in apparent good order and condition unless otherwise stated. 上列外表状况良好的货物已装船。',
      left,
      y,
      { width },
    );

  if (!meta.final) {
    pdf.save();
    pdf.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    pdf
      .fillColor('#dc2626')
      .opacity(0.18)
      .fontSize(110)
      .text('DRAFT', 0, PAGE.height / 2 - 70, { width: PAGE.width, align: 'center', lineBreak: false });
    pdf.restore();
    pdf.opacity(1);
  }

  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

/** 1000.5 → "1,000.500", as bills print weights and measures. */
function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}
