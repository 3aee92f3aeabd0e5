// Over 400 lines on purpose: the rate sheet's HTTP tests share one app, one workbook builder and one
// "nothing changed" snapshot across permissions, template, good, broken and round-trip files.
import { randomBytes } from 'node:crypto';
import {
  columnHeading,
  RATE_SHEET_COLUMNS,
  RateSheetImportResultSchema,
  type RateSheetName,
  type RateSheetProblem,
  RateSheetReportSchema,
} from '@seabook/domain/rate-sheet';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, count, eq, gte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANES } from '../../demo/demo-rates.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call, loginAs } from '../../test/http.ts';
import { searchQuotesCall } from '../../test/quote-search.ts';
import { type StaffRole, staffOfEveryRole } from '../../test/staff-fixtures.ts';
import { opsAudit } from '../../test/tables.ts';
import { addDays, today } from './clock.ts';
import { loadIndex } from './load-index.ts';
import { indexContents } from './ops-rates.fixtures.ts';
import { currencyRates, fclRates, lclServices } from './rates.tables.ts';
import { getRatesIndex } from './rates-index.ts';

let t: TestContext;
let staff: Record<StaffRole, string>;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = await staffOfEveryRole(t);
  admin = staff.staffAdmin;
  customer = await loginAs(t.app, '13800000001', 'Demo@2026');
});
afterAll(async () => {
  await t?.close();
});

const en = { 'accept-language': 'en' };
const day = today();
/** Lanes the demo has no service on (domain demo-rates DEMO_LANES.noRoute and a second one). */
const NEW_LANE = DEMO_LANES.noRoute;

type Values = Record<string, ExcelJS.CellValue>;
type SheetSpec = { rows: Values[]; omit?: string[] };

/** An .xlsx as an operator fills the template: the layout's headings (some left out on purpose), then rows. */
async function workbook(spec: Partial<Record<RateSheetName, SheetSpec>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, { rows, omit = [] }] of Object.entries(spec) as [RateSheetName, SheetSpec][]) {
    const sheet = book.addWorksheet(name);
    const columns = RATE_SHEET_COLUMNS[name].filter((c) => !omit.includes(c.key));
    sheet.addRow(columns.map(columnHeading));
    for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const lclRow = (patch: Values = {}): Values => ({
  kind: 'export',
  pol: NEW_LANE.pol,
  pod: NEW_LANE.pod,
  carrier: 'COSU',
  weekdays: '1,2,3,4,5,6,7',
  cutoffDays: 0,
  cargoCutDays: 0,
  transitDays: 21,
  validFrom: addDays(day, -1),
  validTo: addDays(day, 60),
  currency: 'USD',
  oceanRate: 77.77,
  ...patch,
});
const fclRow = (patch: Values = {}): Values => ({
  pol: NEW_LANE.pol,
  pod: NEW_LANE.pod,
  carrier: 'MAEU',
  containerType: '40HQ',
  currency: 'USD',
  price: 3210.5,
  weekdays: '3',
  cutoffDays: 2,
  transitDays: 25,
  validFrom: new Date(`${addDays(day, -1)}T00:00:00Z`),
  validTo: new Date(`${addDays(day, 45)}T00:00:00Z`),
  ...patch,
});

/** A multipart/form-data body with the one field `file`, the way the browser's FormData sends it. */
function post(path: string, token: string | undefined, content: Uint8Array, filename = 'rates.xlsx') {
  const boundary = `----seabook${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, 'POST', path, {
    body: payload,
    headers: { ...en, 'content-type': `multipart/form-data; boundary=${boundary}` },
    ...(token ? { token } : {}),
  });
}
const check = (content: Uint8Array, token = admin, filename?: string) =>
  post('/v2/ops/rate/sheet/check', token, content, filename);
const importSheet = (content: Uint8Array, token = admin, filename?: string) =>
  post('/v2/ops/rate/sheet/import', token, content, filename);

/** A GET of a file answer; `null` calls without a session. */
function download(path: string, token: string | null = admin) {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: { appid: '1', appclient: 'pc', ...en, ...(token ? { accesstoken: token } : {}) },
  });
}
async function readBook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book;
}
function sheetOf(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}

/** Everything an import could change: row counts of the rates tables and the import audit rows. */
async function snapshot() {
  const db = t.database.db;
  const [[lcl], [fcl], [fx], [audits]] = await Promise.all([
    db.select({ n: count() }).from(lclServices),
    db.select({ n: count() }).from(fclRates),
    db.select({ n: count() }).from(currencyRates),
    db.select({ n: count() }).from(opsAudit).where(eq(opsAudit.action, 'rate_sheet.import')),
  ]);
  const rates = await db.select().from(currencyRates).orderBy(currencyRates.currency);
  return { lcl: lcl?.n, fcl: fcl?.n, fx: fx?.n, audits: audits?.n, rates };
}

const brief = (p: RateSheetProblem) => ({ sheet: p.sheet, row: p.row, column: p.column, key: p.key });

/** Checks a broken file, then imports it: the same report both times, 422, and nothing changed. */
async function refused(content: Uint8Array): Promise<RateSheetProblem[]> {
  const before = await snapshot();
  const checked = await check(content);
  expect(checked.status).toBe(200);
  const report = RateSheetReportSchema.parse(checked.data);
  expect(report.problemCount).toBeGreaterThan(0);
  for (const problem of report.problems) expect(problem.msg).not.toBe('');
  const imported = await importSheet(content);
  expect(imported.status).toBe(422);
  expect(imported.json.error.code).toBe(42590);
  expect(RateSheetReportSchema.parse(imported.data).problems).toEqual(report.problems);
  expect(await snapshot()).toEqual(before);
  return report.problems;
}

describe('permissions', () => {
  it('lets admin and sales download and check, and refuses the other roles and customers', async () => {
    const file = await workbook({ LCL: { rows: [lclRow()] } });
    for (const [role, token] of Object.entries(staff)) {
      const allowed = role === 'staffAdmin' || role === 'staffSales';
      for (const path of ['/v2/ops/rate/sheet/template', '/v2/ops/rate/sheet/export?kind=lcl'])
        expect((await download(path, token)).statusCode, `${role} ${path}`).toBe(allowed ? 200 : 403);
      expect((await check(file, token)).status, `${role} check`).toBe(allowed ? 200 : 403);
      if (!allowed) expect((await importSheet(file, token)).status, `${role} import`).toBe(403);
    }
    expect((await download('/v2/ops/rate/sheet/template', customer)).statusCode).toBe(403);
    expect((await check(file, customer)).status).toBe(403);
    expect((await importSheet(file, customer)).status).toBe(403);
    expect((await download('/v2/ops/rate/sheet/template', null)).statusCode).toBe(401);
    expect((await post('/v2/ops/rate/sheet/import', undefined, file)).status).toBe(401);
  }, 120_000);
});

describe('the template', () => {
  it('downloads with every sheet, bilingual headings and drop-downs, and reads back clean', async () => {
    const answer = await download('/v2/ops/rate/sheet/template');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Seabook-运价表模板.xlsx')}`,
    );
    const bytes = answer.rawPayload;
    const book = await readBook(bytes);
    expect(book.worksheets.map((w) => w.name)).toEqual(['LCL', 'FCL', 'Currency', '说明 Instructions']);
    for (const name of ['LCL', 'FCL', 'Currency'] as const) {
      const headings = (sheetOf(book, name).getRow(1).values as unknown[]).slice(1);
      expect(headings).toEqual(RATE_SHEET_COLUMNS[name].map(columnHeading));
    }
    const lcl = sheetOf(book, 'LCL');
    expect(lcl.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['"export,import"'] });
    expect(sheetOf(book, 'FCL').getCell('F9').dataValidation?.formulae?.[0]).toContain('40HQ');
    expect(lcl.getCell('M5').dataValidation?.formulae?.[0]).toContain('USD');

    // The example rows are skipped; the Currency sheet holds the stored rates, which check clean.
    const checked = await check(bytes, admin, 'Seabook-运价表模板.xlsx');
    expect(checked.status).toBe(200);
    const report = RateSheetReportSchema.parse(checked.data);
    const stored = (await snapshot()).rates.filter((r) => r.currency !== 'USD').length;
    expect(report).toMatchObject({ fileName: 'Seabook-运价表模板.xlsx', problems: [], problemCount: 0 });
    expect(report.sheets).toEqual([
      { sheet: 'LCL', rows: 0, added: 0, updated: 0 },
      { sheet: 'FCL', rows: 0, added: 0, updated: 0 },
      { sheet: 'Currency', rows: stored, added: stored, updated: 0 },
    ]);

    // The example itself is a valid rate: with its mark cleared it checks clean as a new one.
    lcl.getCell('A2').value = null;
    sheetOf(book, 'FCL').getCell('A2').value = null;
    const unmarked = RateSheetReportSchema.parse((await check(Buffer.from(await book.xlsx.writeBuffer()))).data);
    expect(unmarked.problems).toEqual([]);
    expect(unmarked.sheets.slice(0, 2)).toEqual([
      { sheet: 'LCL', rows: 1, added: 1, updated: 0 },
      { sheet: 'FCL', rows: 1, added: 1, updated: 0 },
    ]);
  });
});

describe('a good sheet', () => {
  it('imports every row in one go, audited, and the new prices are in the public search at once', async () => {
    const before = await snapshot();
    const file = await workbook({
      LCL: { rows: [lclRow(), lclRow({ carrier: 'ONEY', via: 'KRPUS', oceanRate: '69.5', weekdays: 2 })] },
      FCL: { rows: [fclRow()] },
      Currency: { rows: [{ currency: 'eur', usdPerUnit: 1.0912, asOf: day }] },
    });
    const checked = RateSheetReportSchema.parse((await check(file)).data);
    expect(checked.problems).toEqual([]);
    expect(await snapshot()).toEqual(before);

    const indexBefore = await getRatesIndex(t.database.db);
    const answer = await importSheet(file, staff.staffSales, '六月运价.xlsx');
    expect(answer.status).toBe(200);
    // A sheet with FCL rates and exchange rates reloads the whole search index.
    expect((await getRatesIndex(t.database.db)).portLines).not.toBe(indexBefore.portLines);
    const result = RateSheetImportResultSchema.parse(answer.data);
    expect(result).toMatchObject({ lcl: 2, fcl: 1, currency: 1 });
    const after = await snapshot();
    expect(after).toMatchObject({
      lcl: (before.lcl ?? 0) + 2,
      fcl: (before.fcl ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
    });
    expect(after.rates.find((r) => r.currency === 'EUR')).toEqual({ currency: 'EUR', usdPerUnit: '1.0912', asOf: day });

    const [audit] = await t.database.db.select().from(opsAudit).where(eq(opsAudit.objectId, result.importId));
    expect(audit).toMatchObject({
      action: 'rate_sheet.import',
      objectType: 'rate_sheet',
      objectLabel: '六月运价.xlsx',
      after: {
        LCL: { rows: 2, added: 2, updated: 0 },
        FCL: { rows: 1, added: 1, updated: 0 },
        Currency: { rows: 1, added: 1, updated: 0 },
      },
    });

    const found = await searchQuotesCall(t.app, { ...NEW_LANE, pageSize: 100 });
    expect(found.status).toBe(200);
    const lines = found.data.items as QuoteLine[];
    expect(new Set(lines.map((l) => `${l.carrier.code} ${l.oceanPerWm?.amount}`))).toEqual(
      new Set(['COSU 7777', 'ONEY 6950']),
    );
    expect(lines.find((l) => l.carrier.code === 'ONEY')?.via?.code).toBe('KRPUS');
    const fcl = await call(t.app, 'POST', '/v2/fcl/price', { body: { ...NEW_LANE } });
    expect(fcl.status).toBe(200);
    expect(fcl.data.items[0].containers).toContainEqual({ type: '40HQ', price: { amount: 321050, currency: 'USD' } });
  });
});

describe('a broken sheet', () => {
  it('lists a negative price, an empty validity, an unknown port, carrier and currency, with their cells', async () => {
    const problems = await refused(
      await workbook({
        LCL: {
          rows: [
            lclRow({ oceanRate: -5 }),
            lclRow({ validFrom: addDays(day, 10), validTo: addDays(day, 2) }),
            lclRow({ pod: 'XXZZZ' }),
            lclRow({ currency: 'ABC' }),
            lclRow({ carrier: 'NOPE' }),
          ],
        },
        FCL: { rows: [fclRow({ containerType: '50FT' }), fclRow({ price: '12.345' })] },
      }),
    );
    expect(problems.map(brief)).toEqual([
      { sheet: 'LCL', row: 2, column: 'oceanRate', key: 'RATE_PRICE_INVALID' },
      { sheet: 'LCL', row: 3, column: 'validTo', key: 'RATE_VALIDITY_EMPTY' },
      { sheet: 'LCL', row: 4, column: 'pod', key: 'PORT_UNKNOWN' },
      { sheet: 'LCL', row: 5, column: 'currency', key: 'RATE_SHEET_CHOICE_INVALID' },
      { sheet: 'LCL', row: 6, column: 'carrier', key: 'CARRIER_UNKNOWN' },
      { sheet: 'FCL', row: 2, column: 'containerType', key: 'CONTAINER_TYPE_UNKNOWN' },
      { sheet: 'FCL', row: 3, column: 'price', key: 'RATE_PRICE_INVALID' },
    ]);
    expect(problems[0]?.cell).toBe('N2');
    expect(problems[3]?.msg).toContain('CNY, USD');
  });

  it('refuses the whole file for one bad row among good ones', async () => {
    const good = (n: number) => lclRow({ carrier: 'COSU', oceanRate: 50 + n });
    const problems = await refused(
      await workbook({
        LCL: { rows: [good(1), good(2), lclRow({ weekdays: '8' }), good(3), good(4)] },
        Currency: { rows: [{ currency: 'GBP', usdPerUnit: '1.30', asOf: day }] },
      }),
    );
    expect(problems.map(brief)).toEqual([{ sheet: 'LCL', row: 4, column: 'weekdays', key: 'RATE_WEEKDAYS_REQUIRED' }]);
  });

  it('names a missing column once instead of failing every row', async () => {
    const problems = await refused(await workbook({ LCL: { rows: [lclRow(), lclRow()], omit: ['carrier'] } }));
    expect(problems.map(brief)).toEqual([
      { sheet: 'LCL', row: null, column: 'carrier', key: 'RATE_SHEET_COLUMN_MISSING' },
    ]);
    expect(problems[0]?.msg).toContain('Carrier');
  });

  it('refuses unknown, repeated and withdrawn rate IDs and a repeated currency', async () => {
    const db = t.database.db;
    const [withdrawn] = await db
      .update(lclServices)
      .set({ published: false })
      .where(eq(lclServices.id, (await db.select({ id: lclServices.id }).from(lclServices).limit(1))[0]?.id ?? 0))
      .returning({ id: lclServices.id });
    const [live] = await db
      .select({ id: fclRates.id })
      .from(fclRates)
      .where(and(eq(fclRates.published, true), gte(fclRates.validTo, day)))
      .limit(1);
    const problems = await refused(
      await workbook({
        LCL: { rows: [lclRow({ id: '999999999' }), lclRow({ id: String(withdrawn?.id) }), lclRow({ id: 'x1' })] },
        FCL: { rows: [fclRow({ id: String(live?.id) }), fclRow({ id: live?.id })] },
        Currency: {
          rows: [
            { currency: 'JPY', usdPerUnit: 0.0067, asOf: day },
            { currency: 'JPY', usdPerUnit: 0.0068, asOf: day },
            { currency: 'USD', usdPerUnit: 1, asOf: day },
          ],
        },
      }),
    );
    expect(problems.map(brief)).toEqual([
      { sheet: 'LCL', row: 2, column: 'id', key: 'RATE_SHEET_ID_UNKNOWN' },
      { sheet: 'LCL', row: 3, column: 'id', key: 'RATE_WITHDRAWN' },
      { sheet: 'LCL', row: 4, column: 'id', key: 'RATE_SHEET_ID_UNKNOWN' },
      { sheet: 'FCL', row: 3, column: 'id', key: 'RATE_SHEET_DUPLICATE' },
      { sheet: 'Currency', row: 3, column: 'currency', key: 'RATE_SHEET_DUPLICATE' },
      { sheet: 'Currency', row: 4, column: 'currency', key: 'CURRENCY_RATE_BASE' },
    ]);
    expect(problems[3]?.msg).toBe('This repeats row 2.');
  });

  it('refuses what is not an xlsx, a file too large and an empty sheet with a clear error', async () => {
    const before = await snapshot();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (const [content, name] of [
      [pdf, 'rates.xlsx'],
      [await workbook({ LCL: { rows: [lclRow()] } }), 'rates.xls'],
      [Buffer.from('PK\u0003\u0004 not really a zip'), 'rates.xlsx'],
    ] as const) {
      for (const send of [check, importSheet]) {
        const answer = await send(content, admin, name);
        expect(answer.status, name).toBe(422);
        expect(answer.json.error.code).toBe(42591);
      }
    }
    const big = Buffer.concat([await workbook({ LCL: { rows: [lclRow()] } }), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await importSheet(big)).status).toBe(413);

    for (const empty of [await workbook({ LCL: { rows: [] }, FCL: { rows: [] } }), await workbook({})]) {
      const report = RateSheetReportSchema.parse((await check(empty)).data);
      expect(report.problems.map(brief)).toEqual([{ sheet: null, row: null, column: null, key: 'RATE_SHEET_EMPTY' }]);
      const answer = await importSheet(empty);
      expect(answer.status).toBe(422);
      expect(answer.json.error).toMatchObject({ code: 42592, msg: expect.stringContaining('no rates') });
    }
    const noFile = await call(t.app, 'POST', '/v2/ops/rate/sheet/import', { token: admin, body: {} });
    expect(noFile.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the export', () => {
  it('holds the current rates in the template layout and imports again unchanged; an edited price updates in place', async () => {
    const db = t.database.db;
    const answer = await download('/v2/ops/rate/sheet/export?kind=all');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      encodeURIComponent(`Seabook-运价-ALL-${day.replaceAll('-', '')}`),
    );
    const bytes = answer.rawPayload;
    const book = await readBook(bytes);
    expect(book.worksheets.map((w) => w.name)).toEqual(['LCL', 'FCL', 'Currency', '说明 Instructions']);
    const current = (table: typeof lclServices | typeof fclRates) =>
      db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.published, true), gte(table.validTo, day)))
        .then(([row]) => row?.n ?? 0);
    const [lclCount, fclCount] = [await current(lclServices), await current(fclRates)];
    expect(sheetOf(book, 'LCL').actualRowCount).toBe(lclCount + 1);
    expect(sheetOf(book, 'FCL').actualRowCount).toBe(fclCount + 1);

    const before = await snapshot();
    const services = await db.select().from(lclServices);
    const imported = await importSheet(bytes);
    expect(imported.status).toBe(200);
    expect(RateSheetImportResultSchema.parse(imported.data)).toMatchObject({ lcl: lclCount, fcl: fclCount });
    const after = await snapshot();
    expect({ ...after, audits: before.audits }).toEqual(before);
    const strip = (rows: typeof services) => rows.map(({ updatedAt: _, ...rest }) => rest).sort((a, b) => a.id - b.id);
    expect(strip(await db.select().from(lclServices))).toEqual(strip(services));

    // An operator keeps one row of the export, changes its price and imports it: that rate changes, nothing is added.
    const exported = sheetOf(book, 'LCL');
    const one = new ExcelJS.Workbook();
    const kept = one.addWorksheet('LCL');
    kept.addRow((exported.getRow(1).values as ExcelJS.CellValue[]).slice(1));
    const row = kept.addRow((exported.getRow(2).values as ExcelJS.CellValue[]).slice(1));
    const id = Number(row.getCell(1).value);
    row.getCell(14).value = 12.34;
    const indexBefore = await getRatesIndex(db);
    const edited = await importSheet(Buffer.from(await one.xlsx.writeBuffer()));
    expect(edited.status).toBe(200);
    // A sheet of LCL services only is patched into the search index, not reloaded (at a million rate
    // lines a reload is seconds of work): the port charges are the same objects, and the index is the
    // one a full load gives.
    const indexAfter = await getRatesIndex(db);
    expect(indexAfter.version).toBe(indexBefore.version + 1);
    expect(indexAfter.portLines).toBe(indexBefore.portLines);
    expect(indexAfter.services.get(String(id))?.oceanRate).toBe(1234);
    expect(indexContents(indexAfter)).toEqual(indexContents(await loadIndex(db)));
    expect(edited.data).toMatchObject({ lcl: 1, sheets: [{ sheet: 'LCL', rows: 1, added: 0, updated: 1 }] });
    const [changed] = await db.select().from(lclServices).where(eq(lclServices.id, id));
    expect(changed?.oceanRate).toBe(1234);
    expect((await snapshot()).lcl).toBe(before.lcl);
    const line = (
      await searchQuotesCall(t.app, { pol: changed?.pol, pod: changed?.pod, kind: changed?.kind, pageSize: 100 })
    ).data.items as QuoteLine[];
    expect(line.filter((l) => l.serviceId === String(id)).length).toBeGreaterThan(0);
  }, 180_000);

  it('exports one kind alone', async () => {
    const book = await readBook((await download('/v2/ops/rate/sheet/export?kind=fcl')).rawPayload);
    expect(book.worksheets.map((w) => w.name)).toEqual(['FCL', '说明 Instructions']);
    expect((await download('/v2/ops/rate/sheet/export?kind=sea')).statusCode).toBe(422);
  });
});

describe('the API description', () => {
  it('documents the four calls, and the report a refused import carries', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/v2/openapi.json' })).json().paths;
    for (const [path, method] of [
      ['template', 'get'],
      ['export', 'get'],
      ['check', 'post'],
      ['import', 'post'],
    ] as const)
      expect(paths[`/v2/ops/rate/sheet/${path}`]?.[method]?.tags).toEqual(['ops']);
    const refused = paths['/v2/ops/rate/sheet/import'].post.responses['422'].content['application/json'].schema;
    expect(JSON.stringify(refused)).toContain('problemCount');
  });
});
