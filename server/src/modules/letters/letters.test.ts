import { randomUUID } from 'node:crypto';
import { addDays } from '@seabook/domain/booking-rules';
import { ERRORS } from '@seabook/domain/errors';
import { LETTER_FIELDS, LETTER_TEMPLATE } from '@seabook/domain/letter-template';
import { LetterListSchema, LetterReadResultSchema, LetterSchema } from '@seabook/domain/letters';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/tenancy.tables.ts';
import type { TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { orderDrafts } from '../../test/tables.ts';
import { sampleFiles } from '../files/files.service.ts';
import { type Customer, newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { today } from '../rates/rates.service.ts';
import {
  en,
  filledTemplate,
  letterCalls,
  loadWorkbook,
  startLettersApp,
  templateBytes,
  uploaded,
} from './letters.fixtures.ts';
import { letters } from './letters.tables.ts';

const { docx, PNG, pdf, xlsx } = sampleFiles;

let t: TestContext;
let close: () => Promise<void>;
let api: ReturnType<typeof letterCalls>;
let alice: Customer;
let stranger: Customer;

beforeAll(async () => {
  ({ t, close } = await startLettersApp());
  api = letterCalls(t);
  alice = await newCustomer(t, true);
  stranger = await newCustomer(t, true);
});
afterAll(async () => {
  await close?.();
});

const sailing = addDays(today(), 10);

/** Every field a customer typically fills, as Excel keeps it. */
const FILLED = {
  pol: 'CNSHA',
  pod: 'USLAX',
  sailingDate: new Date(`${sailing}T00:00:00Z`),
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  'cargo.type': '普通货 General cargo',
  'cargo.nameEn': 'LED DESK LAMPS',
  'cargo.marks': 'N/M',
  'cargo.pieces': 40,
  'cargo.packingType': '纸箱 Cartons',
  'cargo.weightKg': 1200,
  'cargo.volumeCbm': 2.5,
  'cargo.hsCode': '9405.20',
  'cargo.value.amount': 20000,
  'cargo.value.currency': 'USD',
  'cargo.hazardous': 'N',
  'consignor.company': 'NINGBO LIGHTING CO., LTD.',
  'consignor.address': 'NO. 18 MAIN ROAD, NINGBO',
  'consignor.contact': 'WANG WEI',
  'consignor.phone': '13812345678',
  'consignee.company': 'LA LAMPS INC.',
  'consignee.address': '100 MAIN ST, LOS ANGELES',
  'notifier.company': 'SAME AS CONSIGNEE',
  customerReference: 'PO-7788',
};

const letterCount = async () => (await t.database.db.select({ n: count() }).from(letters))[0]?.n ?? 0;

describe('the Excel template', () => {
  it('is an xlsx with every field labelled, drop-downs for the choices and the hidden mark', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/tuoshu2/template?mode=lcl' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; .*LCL\.xlsx/);
    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet(LETTER_TEMPLATE.sheet);
    if (!sheet) throw new Error('no sheet');
    const rows = new Map<string, { label: string; validation: unknown }>();
    sheet.eachRow((row) => {
      const key = String(row.getCell(3).value ?? '');
      if (key) rows.set(key, { label: String(row.getCell(1).value), validation: row.getCell(2).dataValidation });
    });
    for (const field of LETTER_FIELDS) expect(rows.get(field.key)?.label, field.key).toBe(field.label);
    expect(rows.get('tradeTerm')?.validation).toMatchObject({
      type: 'list',
      formulae: [expect.stringContaining('FOB')],
    });
    expect(rows.get('cargo.pieces')?.validation).toMatchObject({ type: 'whole' });
    expect(rows.has('containers')).toBe(false);
    expect(sheet.getColumn(3).hidden).toBe(true);
    const meta = workbook.getWorksheet(LETTER_TEMPLATE.metaSheet);
    expect(meta?.state).toBe('veryHidden');
    expect(meta?.getCell('A1').value).toBe(LETTER_TEMPLATE.mark);
    expect(meta?.getCell('A3').value).toBe('lcl');
  });

  it('has a containers table in the FCL template, and refuses an unknown mode', async () => {
    const workbook = await loadWorkbook(await templateBytes(t, 'fcl'));
    let rows = 0;
    workbook.getWorksheet(LETTER_TEMPLATE.sheet)?.eachRow((row) => {
      if (row.getCell(3).value === 'containers') rows += 1;
    });
    expect(rows).toBe(LETTER_TEMPLATE.containerRows);
    const bad = await call(t.app, 'GET', '/v2/tuoshu2/template?mode=air', { headers: en });
    expect(bad.status).toBe(422);
  });
});

describe('the API description', () => {
  it('lists the letter calls of customers and operators', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v2/tuoshu2/template',
        '/v2/tuoshu2/upload',
        '/v2/tuoshu2/fileread',
        '/v2/tuoshu2/list',
        '/v2/tuoshu2/info',
        '/v2/tuoshu2/cancel',
        '/v2/ops/letter/list',
        '/v2/ops/letter/file',
        '/v2/ops/letter/process',
      ]),
    );
  });
});

describe('reading a filled template', () => {
  it('makes a draft without a line and a processed letter from the cells (round trip)', async () => {
    const fileId = await uploaded(t, alice.token, 'excel', 'si.xlsx', await filledTemplate(t, 'lcl', FILLED));
    const answer = await api.read({ mode: 'lcl', fileId }, alice.token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const result = LetterReadResultSchema.parse(answer.data);
    expect(result).toMatchObject({ mode: 'lcl', warnings: [], fields: Object.keys(FILLED).length });
    expect(result.letterNo).toMatch(/^LT\d{10}$/);

    const [draft] = await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.id, result.draftId));
    expect(draft).toMatchObject({ tenantId: alice.actor.tenantId, source: 'letter', line: null, mode: 'lcl' });
    expect(draft?.draft).toMatchObject({
      pol: 'CNSHA',
      pod: 'USLAX',
      sailingDate: sailing,
      tradeTerm: 'FOB',
      cargo: {
        type: 'general',
        nameEn: 'LED DESK LAMPS',
        pieces: 40,
        packingType: 'cartons',
        weightKg: 1200,
        hsCode: '940520',
        value: { amount: 2_000_000, currency: 'USD' },
      },
      consignor: { address: 'NINGBO LIGHTING CO., LTD.\nNO. 18 MAIN ROAD, NINGBO', phone: '13812345678' },
      consignee: { company: 'LA LAMPS INC.' },
      notifier: { address: 'SAME AS CONSIGNEE' },
      customerReference: 'PO-7788',
    });

    const info = await api.info(result.letterId, alice.token);
    expect(LetterSchema.parse(info.data)).toMatchObject({
      letterNo: result.letterNo,
      status: 'processed_parsed',
      kind: 'letter',
      draftId: result.draftId,
      file: { id: fileId, name: 'si.xlsx', type: 'xlsx' },
    });
    expect(info.data.processedAt).not.toBeNull();
  });

  it('reports the cells it could not use and keeps the rest', async () => {
    const bytes = await filledTemplate(t, 'lcl', { ...FILLED, pod: 'ZZZZZ', 'cargo.weightKg': 'heavy' });
    const fileId = await uploaded(t, alice.token, 'excel', 'si.xlsx', bytes);
    const answer = await api.read({ mode: 'lcl', fileId }, alice.token);
    expect(answer.status).toBe(200);
    expect(answer.data.warnings).toEqual([
      { field: 'pod', message: 'PORT_UNKNOWN' },
      { field: 'cargo.weightKg', message: 'CARGO_WEIGHT_INVALID' },
    ]);
    const [draft] = await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.id, answer.data.draftId));
    expect(draft?.draft).toMatchObject({ pol: 'CNSHA', cargo: { pieces: 40 } });
    expect(draft?.draft).not.toHaveProperty('pod');
  });

  it('books FCL from an FCL template whatever the page, with its containers', async () => {
    const bytes = await filledTemplate(t, 'fcl', { pol: 'CNSHA', pod: 'DEHAM', 'cargo.weightKg': 20_000 }, [
      ['40HQ', 2],
      ['20GP', 1],
    ]);
    const fileId = await uploaded(t, alice.token, 'excel', 'fcl.xlsx', bytes);
    const answer = await api.read({ mode: 'lcl', fileId }, alice.token);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ mode: 'fcl', fields: 5, warnings: [] });
    const [draft] = await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.id, answer.data.draftId));
    expect(draft?.mode).toBe('fcl');
    expect(draft?.draft).toMatchObject({
      containers: [
        { type: '40HQ', quantity: 2 },
        { type: '20GP', quantity: 1 },
      ],
    });
  });

  it('refuses other workbooks, an empty template and files that are not Excel, creating nothing', async () => {
    const before = await letterCount();
    const other = await uploaded(t, alice.token, 'excel', 'other.xlsx', xlsx());
    const empty = await uploaded(t, alice.token, 'excel', 'empty.xlsx', await templateBytes(t, 'lcl'));
    for (const fileId of [other, empty]) {
      const answer = await api.read({ mode: 'lcl', fileId }, alice.token);
      expect(answer.status).toBe(422);
      expect(answer.json.error.code).toBe(ERRORS.LETTER_TEMPLATE_UNREADABLE.code);
      expect(Object.keys(answer.json.error.fields ?? {})).toEqual(['fileId']);
    }
    const pdfId = await uploaded(t, alice.token, 'instruction', 'si.pdf', pdf());
    const notExcel = await api.read({ mode: 'lcl', fileId: pdfId }, alice.token);
    expect(notExcel.status).toBe(422);
    expect(notExcel.json.error.msg).toBe('Only xls/xlsx files can be uploaded here.');
    expect(await letterCount()).toBe(before);
  });
});

describe('uploading an instruction for an operator', () => {
  it('makes a pending letter, which may be cancelled once', async () => {
    const fileId = await uploaded(t, alice.token, 'instruction', 'booking.pdf', pdf());
    const answer = await api.upload({ mode: 'lcl', fileId, remark: ' Please book next week ' }, alice.token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(LetterSchema.parse(answer.data)).toMatchObject({
      status: 'pending',
      kind: 'letter',
      mode: 'lcl',
      remark: 'Please book next week',
      draftId: null,
      orderId: null,
      file: { id: fileId, name: 'booking.pdf', type: 'pdf' },
    });
    const id = answer.data.id;

    const list = LetterListSchema.parse((await api.list(alice.token, 'status=pending')).data);
    expect(list.items.map((letter) => letter.id)).toContain(id);

    const cancelled = await api.cancel(id, alice.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.status).toBe('cancelled');
    const again = await api.cancel(id, alice.token);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe(ERRORS.LETTER_NOT_CANCELLABLE.code);
    expect((await api.info(id, alice.token)).data.status).toBe('cancelled');
  });

  it('takes a simple FCL order with a Word file, once per Idempotency-Key', async () => {
    const fileId = await uploaded(t, alice.token, 'instruction', 'simple.docx', docx());
    const key = randomUUID();
    const first = await api.upload({ mode: 'fcl', kind: 'simple', fileId }, alice.token, key);
    const replay = await api.upload({ mode: 'fcl', kind: 'simple', fileId }, alice.token, key);
    expect(first.status).toBe(200);
    expect(replay.data).toEqual(first.data);
    expect(first.data).toMatchObject({ kind: 'simple', mode: 'fcl', status: 'pending' });
    const noKey = await api.post('tuoshu2/upload', { mode: 'fcl', fileId }, alice.token);
    expect(noKey.status).toBe(422);
  });

  it('asks for the file, an instruction type, and keeps the simple order to FCL', async () => {
    const missing = await api.upload({ mode: 'lcl' }, alice.token);
    expect(missing.status).toBe(422);
    expect(missing.json.error.msg).toBe('Please upload the shipping instruction file.');
    const image = await uploaded(t, alice.token, 'image', 'photo.png', PNG);
    const wrongType = await api.upload({ mode: 'lcl', fileId: image }, alice.token);
    expect(wrongType.status).toBe(422);
    expect(wrongType.json.error).toMatchObject({ msg: 'Upload only xls/xlsx/doc/docx/pdf files.' });
    const fileId = await uploaded(t, alice.token, 'instruction', 'si.pdf', pdf());
    const simpleLcl = await api.upload({ mode: 'lcl', kind: 'simple', fileId }, alice.token);
    expect(simpleLcl.status).toBe(422);
  });
});

describe('who may order by letter', () => {
  it('answers another tenant’s letters and files like missing ones', async () => {
    const fileId = await uploaded(t, alice.token, 'instruction', 'mine.pdf', pdf());
    const mine = await api.upload({ mode: 'lcl', fileId }, alice.token);
    expect(mine.status).toBe(200);
    for (const answer of [
      await api.info(mine.data.id, stranger.token),
      await api.cancel(mine.data.id, stranger.token),
      await api.upload({ mode: 'lcl', fileId }, stranger.token),
      await api.read({ mode: 'lcl', fileId }, stranger.token),
      await api.info('not-a-uuid', alice.token),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const theirs = await api.list(stranger.token);
    expect(theirs.data.items.map((letter: { id: string }) => letter.id)).not.toContain(mine.data.id);
    expect((await api.info(mine.data.id, alice.token)).data.status).toBe('pending');
  });

  it('refuses visitors, and tenants not (yet) verified', async () => {
    expect((await api.list('')).status).toBe(401);
    const unverified = await newCustomer(t, false);
    const fileId = await uploaded(t, unverified.token, 'instruction', 'si.pdf', pdf());
    const excel = await uploaded(t, unverified.token, 'excel', 'si.xlsx', await filledTemplate(t, 'lcl', FILLED));
    for (const answer of [
      await api.upload({ mode: 'lcl', fileId }, unverified.token),
      await api.read({ mode: 'lcl', fileId: excel }, unverified.token),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.json.error.code).toBe(ERRORS.NOT_VERIFIED.code);
    }
    await t.database.db
      .update(tenants)
      .set({ verification: 'pending' })
      .where(eq(tenants.id, unverified.actor.tenantId));
    const pending = await api.upload({ mode: 'lcl', fileId }, unverified.token);
    expect(pending.status).toBe(403);
    expect(pending.json.error.code).toBe(ERRORS.VERIFY_IN_PROGRESS.code);
  });
});
