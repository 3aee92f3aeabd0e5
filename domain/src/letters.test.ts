import { describe, expect, it } from 'vitest';
import { LclOrderDraftSchema } from './booking.ts';
import { readLetterCells } from './letter-cells.ts';
import { LETTER_FIELDS } from './letter-template.ts';
import {
  LetterListQuerySchema,
  LetterUploadSchema,
  letterProcessedNotice,
  OpsLetterListQuerySchema,
} from './letters.ts';

const lcl = { mode: 'lcl' as const, today: '2026-06-15' };
const ports = new Set(['CNSHA', 'USLAX', 'DEHAM']);
const knownPort = (code: string) => ports.has(code);

const FULL = {
  pol: 'cnsha',
  pod: 'USLAX',
  sailingDate: '2026/7/1',
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  'cargo.type': '普通货 General cargo',
  'cargo.nameEn': 'LED DESK LAMPS',
  'cargo.marks': 'N/M',
  'cargo.pieces': 40,
  'cargo.packingType': 'Cartons',
  'cargo.weightKg': '1,200.5',
  'cargo.volumeCbm': 2.5,
  'cargo.hsCode': '9405.20',
  'cargo.value.amount': 12000.5,
  'cargo.value.currency': 'USD',
  'cargo.hazardous': 'N',
  'consignor.company': 'NINGBO LIGHTING CO., LTD.',
  'consignor.address': 'NO. 18 MAIN ROAD\r\nNINGBO CHINA',
  'consignor.contact': 'WANG WEI',
  'consignor.phone': 13812345678,
  'consignee.company': '洛杉矶灯具公司',
  'consignee.address': '100 Main St, Los Angeles',
  customerReference: 'PO-7788',
};

describe('reading a filled template', () => {
  it('maps every cell to the draft, in the draft’s units and codes', () => {
    const { draft, warnings, fields } = readLetterCells({ values: FULL }, { ...lcl, knownPort });
    expect(warnings).toEqual([]);
    expect(fields).toBe(Object.keys(FULL).length);
    expect(draft).toEqual({
      mode: 'lcl',
      pol: 'CNSHA',
      pod: 'USLAX',
      sailingDate: '2026-07-01',
      tradeTerm: 'FOB',
      shipmentTerm: 'CFS-CFS',
      cargo: {
        type: 'general',
        nameEn: 'LED DESK LAMPS',
        marks: 'N/M',
        pieces: 40,
        packingType: 'cartons',
        weightKg: 1200.5,
        volumeCbm: 2.5,
        hsCode: '940520',
        value: { amount: 1_200_050, currency: 'USD' },
        hazardous: false,
      },
      consignor: {
        company: 'NINGBO LIGHTING CO., LTD.',
        address: 'NINGBO LIGHTING CO., LTD.\nNO. 18 MAIN ROAD\nNINGBO CHINA',
        contact: 'WANG WEI',
        phone: '13812345678',
      },
      consignee: { company: '洛杉矶灯具公司', address: '洛杉矶灯具公司\n100 Main St, Los Angeles' },
      customerReference: 'PO-7788',
    });
  });

  it('gives a draft the order schema accepts once a source is chosen', () => {
    const { draft } = readLetterCells({ values: FULL }, { ...lcl, knownPort });
    const { pol: _pol, pod: _pod, sailingDate: _date, ...order } = draft;
    const parsed = LclOrderDraftSchema.safeParse({ ...order, source: { from: 'quote', lineId: 'x:2026-07-01' } });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('leaves out the cells that do not fit and says why, keeping the rest', () => {
    const { draft, warnings, fields } = readLetterCells(
      {
        values: {
          pol: 'CNSHA',
          pod: 'XXYYY',
          sailingDate: '2026-06-14',
          tradeTerm: 'FOBB',
          'cargo.pieces': 2.5,
          'cargo.weightKg': 'heavy',
          'cargo.nameEn': '台灯',
          'cargo.value.amount': 100,
          'consignor.address': '宁波灯具',
          'consignor.phone': 'abc',
        },
      },
      { ...lcl, knownPort },
    );
    expect(warnings).toEqual(
      expect.arrayContaining([
        { field: 'pod', message: 'PORT_UNKNOWN' },
        { field: 'sailingDate', message: 'SAILING_DATE_INVALID' },
        { field: 'tradeTerm', message: 'TRADE_TERM_REQUIRED' },
        { field: 'cargo.pieces', message: 'CARGO_PIECES_INVALID' },
        { field: 'cargo.weightKg', message: 'CARGO_WEIGHT_INVALID' },
        { field: 'cargo.nameEn', message: 'CARGO_TEXT_ENGLISH' },
        { field: 'cargo.value.amount', message: 'CARGO_VALUE_INVALID' },
        { field: 'consignor.address', message: 'ADDRESS_CONTENT_ENGLISH' },
        { field: 'consignor.phone', message: 'CONTACT_PHONE_INVALID' },
      ]),
    );
    expect(warnings).toHaveLength(9);
    expect(draft).toEqual({ mode: 'lcl', pol: 'CNSHA', cargo: {} });
    expect(fields).toBe(1);
  });

  it('reads the cargo type in the web form’s words, in either Chinese, or an older template’s label (issue 14)', () => {
    const typeOf = (text: string) => readLetterCells({ values: { 'cargo.type': text } }, lcl).draft.cargo?.type;
    expect(typeOf('普通货物')).toBe('general');
    expect(typeOf('普通貨物')).toBe('general');
    expect(typeOf('普通货物 General cargo')).toBe('general');
    expect(typeOf('普通货 General cargo')).toBe('general');
    expect(typeOf('General cargo')).toBe('general');
    expect(typeOf('带电池货物')).toBe('batteries');
    expect(typeOf('液体/粉末')).toBe('liquidPowder');
    expect(typeOf('超尺寸货物')).toBe('oversized');
  });

  it('refuses the same port twice and lets hazardous imply the cargo type', () => {
    const same = readLetterCells({ values: { pol: 'CNSHA', pod: 'cnsha', 'cargo.hazardous': 'Y' } }, lcl);
    expect(same.warnings).toEqual([{ field: 'pod', message: 'SAME_PORT' }]);
    expect(same.draft.cargo).toEqual({ type: 'dangerous', hazardous: true });
    const clash = readLetterCells({ values: { 'cargo.type': 'general', 'cargo.hazardous': '是' } }, lcl);
    expect(clash.warnings).toEqual([{ field: 'cargo.hazardous', message: 'CARGO_DG_MISMATCH' }]);
    expect(clash.draft.cargo).toEqual({ type: 'general' });
  });

  it('reads an Excel day number as a date and blank cells as nothing', () => {
    const { draft, fields } = readLetterCells({ values: { sailingDate: 46204, pol: '  ', remark: '' } }, lcl);
    expect(draft).toEqual({ mode: 'lcl', sailingDate: '2026-07-01', cargo: {} });
    expect(fields).toBe(1);
  });

  it('reads the FCL containers table, adding up a type listed twice', () => {
    const reading = readLetterCells(
      {
        values: { 'cargo.weightKg': 40_000 },
        containers: [
          { type: '40hq', quantity: 2 },
          {},
          { type: '20GP', quantity: '1' },
          { type: '40HQ', quantity: 1 },
          { type: '53FT', quantity: 1 },
          { type: '20GP', quantity: 0 },
        ],
      },
      { mode: 'fcl', today: lcl.today },
    );
    expect(reading.draft.containers).toEqual([
      { type: '40HQ', quantity: 3 },
      { type: '20GP', quantity: 1 },
    ]);
    // 40 t is too heavy for one LCL shipment but not for FCL cargo.
    expect(reading.draft.cargo).toEqual({ weightKg: 40_000 });
    expect(reading.warnings).toEqual([
      { field: 'containers.4.type', message: 'CONTAINERS_REQUIRED' },
      { field: 'containers.5.quantity', message: 'CONTAINERS_REQUIRED' },
    ]);
    expect(reading.fields).toBe(3);
  });

  it('ignores a containers table in an LCL template', () => {
    const reading = readLetterCells({ values: {}, containers: [{ type: '40HQ', quantity: 1 }] }, lcl);
    expect(reading).toEqual({ draft: { mode: 'lcl', cargo: {} }, warnings: [], fields: 0 });
  });

  it('names every field once', () => {
    const keys = LETTER_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const field of LETTER_FIELDS)
      if (field.choices) for (const choice of field.choices) expect(choice.label).not.toContain(',');
  });
});

describe('the wire shapes', () => {
  it('asks for the file and keeps the simple order to FCL', () => {
    const missing = LetterUploadSchema.safeParse({ mode: 'lcl' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['LETTER_FILE_REQUIRED']);
    expect(LetterUploadSchema.safeParse({ mode: 'lcl', kind: 'simple', fileId: 'f' }).success).toBe(false);
    expect(LetterUploadSchema.parse({ mode: 'fcl', kind: 'simple', fileId: ' f ' })).toEqual({
      mode: 'fcl',
      kind: 'simple',
      fileId: 'f',
      remark: '',
    });
    expect(LetterUploadSchema.parse({ mode: 'lcl', fileId: 'f', remark: ' urgent ' })).toMatchObject({
      kind: 'letter',
      remark: 'urgent',
    });
    expect(LetterUploadSchema.safeParse({ mode: 'lcl', fileId: 'f', remark: 'x'.repeat(501) }).success).toBe(false);
  });

  it('lists every status by default for the customer and pending ones for operators', () => {
    expect(LetterListQuerySchema.parse({ status: '' })).toEqual({ page: 1, pageSize: 20 });
    expect(OpsLetterListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, status: 'pending' });
    expect(LetterListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('tells the account in three languages which order its letter became', () => {
    const notice = letterProcessedNotice('LT2606150001', 'SB2606150007');
    for (const text of [...Object.values(notice.title), ...Object.values(notice.body)])
      expect(text).toContain('LT2606150001');
    for (const text of Object.values(notice.body)) expect(text).toContain('SB2606150007');
  });
});
