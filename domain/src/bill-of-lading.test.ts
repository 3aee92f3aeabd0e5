import { describe, expect, it } from 'vitest';
import { BlDocumentSchema, BlIssueSchema, originalsText } from './bill-of-lading.ts';
import { blKey, blTexts, blWordDiff, changedFields, compareBl, compareField } from './bill-of-lading-compare.ts';

const draft = {
  shipper: 'NINGBO ACME TRADING CO., LTD.\nNO. 8 HARBOUR ROAD\nNINGBO CHINA',
  consignee: 'ACME GMBH\nHAFENSTRASSE 1\n20457 HAMBURG',
  notifyParty: 'SAME AS CONSIGNEE',
  vessel: 'MSC AURORA',
  voyage: '026W',
  portOfLoading: 'NINGBO',
  portOfDischarge: 'HAMBURG',
  placeOfDelivery: 'HAMBURG',
  marks: 'ACME\nHAMBURG\nC/NO. 1-120',
  pieces: 120,
  packingType: 'cartons',
  description: 'LED DESK LAMPS',
  grossWeightKg: 1000.5,
  volumeCbm: 12.345,
  freightPayableAt: 'NINGBO',
  remark: '',
};

describe('the B/L document', () => {
  it('accepts a full draft and reads 1,000.50 as 1000.5', () => {
    const doc = BlDocumentSchema.parse({ ...draft, grossWeightKg: '1,000.50' });
    expect(doc.grossWeightKg).toBe(1000.5);
    expect(doc.issueType).toBe('original');
    expect(doc.containers).toEqual([]);
  });

  it.each([
    ['pieces', '', 'BL_FIELD_REQUIRED'],
    ['grossWeightKg', '', 'BL_FIELD_REQUIRED'],
    ['volumeCbm', null, 'BL_FIELD_REQUIRED'],
    ['packingType', '', 'BL_FIELD_REQUIRED'],
    ['grossWeightKg', -5, 'BL_WEIGHT_INVALID'],
    ['grossWeightKg', 0, 'BL_WEIGHT_INVALID'],
    ['grossWeightKg', 'heavy', 'BL_WEIGHT_INVALID'],
    ['volumeCbm', 0, 'BL_VOLUME_INVALID'],
    ['volumeCbm', '1.2345', 'BL_VOLUME_INVALID'],
    ['pieces', 1.5, 'BL_PIECES_INVALID'],
    ['pieces', 0, 'BL_PIECES_INVALID'],
  ])('refuses %s = %j with %s on its field', (field, value, key) => {
    const result = BlDocumentSchema.safeParse({ ...draft, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(key);
  });

  it('prints the number of originals of each issue type', () => {
    expect(originalsText('original')).toBe('3 / THREE');
    expect(originalsText('telex')).toBe('0 / EXPRESS');
    expect(originalsText('seaway')).toBe('0 / SEA WAYBILL');
    expect(originalsText('original', 2)).toBe('2 / TWO');
  });

  it('refuses originals that do not fit the issue type', () => {
    expect(BlIssueSchema.safeParse({ id: 'x', blNo: 'sb1', issueType: 'original', originals: 4 }).success).toBe(false);
    expect(BlIssueSchema.safeParse({ id: 'x', blNo: 'sb1', issueType: 'telex', originals: 3 }).success).toBe(false);
    expect(BlIssueSchema.parse({ id: 'x', blNo: 'sb-1', issueType: 'telex', originals: 0 }).blNo).toBe('SB-1');
  });
});

describe('the field comparison', () => {
  it('counts case and spacing as no difference', () => {
    expect(compareField('description', 'LED  desk lamps ', 'led desk\nLAMPS').status).toBe('same');
    expect(compareField('shipper', 'ACME , LTD', 'acme, ltd').status).toBe('same');
  });

  it('counts a word split in two as a difference', () => {
    expect(compareField('portOfDischarge', 'NEWYORK', 'NEW YORK').status).toBe('changed');
  });

  it('counts Chinese and English punctuation as no difference', () => {
    expect(
      compareField('consignee', '宁波某某贸易有限公司，宁波市（北仑）', '宁波某某贸易有限公司,宁波市(北仑)').status,
    ).toBe('same');
    expect(compareField('marks', 'ＡＣＭＥ；Ｃ／ＮＯ．１', 'ACME;C/NO.1').status).toBe('same');
    expect(compareField('description', '“LAMPS”。', '"LAMPS".').status).toBe('same');
  });

  it('compares numbers by value: 1,000.50 is 1000.5, 1,000.50 is not 100.05', () => {
    expect(compareField('grossWeightKg', '1,000.50', '1000.5').status).toBe('same');
    expect(compareField('description', '1,000 PCS OF LAMPS', '1000 pcs of lamps').status).toBe('same');
    expect(compareField('grossWeightKg', '1,000.50', '100.05').status).toBe('changed');
    expect(compareField('description', '1,2 SETS', '12 SETS').status).toBe('changed');
  });

  it('shows reordered party lines as reordered, not as a difference', () => {
    const a = 'ACME GMBH\nHAFENSTRASSE 1\n20457 HAMBURG';
    const b = 'ACME GMBH\n20457 HAMBURG\nhafenstrasse  1';
    const diff = compareField('consignee', a, b);
    expect(diff.status).toBe('reordered');
    expect(compareBl({ consignee: a }, { ...blTexts(BlDocumentSchema.parse(draft)), consignee: b }).changed).toBe(0);
    // Reordered lines of a field that is not a party are a difference.
    expect(compareField('marks', 'ACME\nC/NO. 1-120', 'C/NO. 1-120\nACME').status).toBe('changed');
  });

  it('marks the changed words within a field', () => {
    const segments = blWordDiff('LED DESK LAMPS', 'LED FLOOR LAMPS');
    expect(segments).toEqual([
      { text: 'LED ', op: 'same' },
      { text: 'DESK ', op: 'removed' },
      { text: 'FLOOR', op: 'added' },
      { text: ' LAMPS', op: 'same' },
    ]);
    const tail = blWordDiff('NO. 8 HARBOUR ROAD', 'NO. 8 HARBOUR');
    expect(tail.filter((s) => s.op === 'removed').map((s) => s.text.trim())).toEqual(['ROAD']);
    const chinese = blWordDiff('宁波北仑', '宁波镇海');
    expect(chinese.filter((s) => s.op === 'added').map((s) => s.text)).toEqual(['镇海']);
  });

  it('says how many fields differ from the booking, only on the fields the booking knows', () => {
    const doc = BlDocumentSchema.parse({ ...draft, description: 'LED FLOOR LAMPS', grossWeightKg: 1100 });
    const booking = {
      shipper: 'ningbo acme trading co.,ltd.\nNO. 8 HARBOUR ROAD\nNINGBO CHINA',
      description: 'LED DESK LAMPS',
      grossWeightKg: '1,000.5',
      volumeCbm: '12.345',
      pieces: '120',
    };
    const result = compareBl(booking, blTexts(doc));
    expect(result.changed).toBe(2);
    expect(result.fields.map((f) => f.field)).toEqual([
      'shipper',
      'pieces',
      'description',
      'grossWeightKg',
      'volumeCbm',
    ]);
    expect(result.fields.filter((f) => f.status === 'changed').map((f) => f.field)).toEqual([
      'description',
      'grossWeightKg',
    ]);
  });

  it('lists the changed fields between two versions', () => {
    const a = BlDocumentSchema.parse(draft);
    const b = BlDocumentSchema.parse({ ...draft, vessel: 'MSC AURORA II', grossWeightKg: '1,000.500' });
    expect(changedFields(a, b)).toEqual(['vessel']);
    expect(blKey('A , B')).toBe(blKey('a,b'));
  });
});
