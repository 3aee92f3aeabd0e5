import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const desk = () => import('./ops-rates.ts');
const sheet = () => import('./rate-sheet.ts');

const SHEET_ERRORS = [
  'FILE_REQUIRED',
  'FILE_TOO_LARGE_5MB',
  'FILE_UNPACKS_TOO_LARGE',
  'FILE_CONTENT_UNSAFE',
  'RATE_SHEET_UNREADABLE',
] as const;

/**
 * The back office's rates desk (issue 6) under `/v2/ops/rate/…`: LCL services and FCL rates listed,
 * saved (created without an id, edited with one) and withdrawn from the search, and the exchange rates.
 * And the rate sheet: the Excel template, the check and import of an upload, the export, their progress.
 */
export const opsRatesCalls = {
  lclList: defineCall({
    method: 'GET',
    path: '/v2/ops/rate/lcl/list',
    operationId: 'listLclRates',
    summary: 'LCL services (rate lines), newest first: kind, ports, carrier and state filters, paged',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'query' },
    schemas: async () => {
      const m = await desk();
      return { query: m.LclRateListQuerySchema, answer: m.LclRateListSchema };
    },
  }),
  lclSave: defineCall({
    method: 'POST',
    path: '/v2/ops/rate/lcl/save',
    operationId: 'saveLclRate',
    summary: 'Create (no id) or edit an LCL service; the public search shows it at once',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'save' },
    errors: ['NOT_FOUND', 'RATE_WITHDRAWN', 'RATE_CURRENCY_LOCKED'],
    schemas: async () => {
      const m = await desk();
      return { body: m.LclRateSaveSchema, answer: m.LclRateRowSchema };
    },
  }),
  lclExpire: defineCall({
    method: 'POST',
    path: '/v2/ops/rate/lcl/expire',
    operationId: 'expireLclRates',
    summary: 'Withdraw 1–100 LCL services from the search now; the rows stay (state withdrawn)',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'edit' },
    schemas: async () => {
      const m = await desk();
      return { body: m.RateExpireRequestSchema, answer: m.RateExpireResultSchema };
    },
  }),
  fclList: defineCall({
    method: 'GET',
    path: '/v2/ops/rate/fcl/list',
    operationId: 'listFclRates',
    summary: 'FCL rates, newest first: ports, carrier, container type and state filters, paged',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'query' },
    schemas: async () => {
      const m = await desk();
      return { query: m.FclRateListQuerySchema, answer: m.FclRateListSchema };
    },
  }),
  fclSave: defineCall({
    method: 'POST',
    path: '/v2/ops/rate/fcl/save',
    operationId: 'saveFclRate',
    summary: 'Create (no id) or edit an FCL rate of one container type; the public search shows it at once',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'save' },
    errors: ['NOT_FOUND', 'RATE_WITHDRAWN', 'RATE_CURRENCY_LOCKED'],
    schemas: async () => {
      const m = await desk();
      return { body: m.FclRateSaveSchema, answer: m.FclRateRowSchema };
    },
  }),
  fclExpire: defineCall({
    method: 'POST',
    path: '/v2/ops/rate/fcl/expire',
    operationId: 'expireFclRates',
    summary: 'Withdraw 1–100 FCL rates from the search now; the rows stay (state withdrawn)',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'edit' },
    schemas: async () => {
      const m = await desk();
      return { body: m.RateExpireRequestSchema, answer: m.RateExpireResultSchema };
    },
  }),
  currencyList: defineCall({
    method: 'GET',
    path: '/v2/ops/rate/currency/list',
    operationId: 'listCurrencyRates',
    summary: 'The exchange rates: US dollars per unit of each currency, with the day each applies',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'query' },
    schemas: async () => ({ answer: (await desk()).CurrencyRateListSchema }),
  }),
  currencySave: defineCall({
    method: 'POST',
    path: '/v2/ops/rate/currency/save',
    operationId: 'saveCurrencyRate',
    summary: 'Set a currency’s rate to US dollars and its date; prices convert with it at once',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'edit' },
    schemas: async () => {
      const [m, money] = await Promise.all([desk(), import('./money.ts')]);
      return { body: m.CurrencyRateInputSchema, answer: money.CurrencyRateSchema };
    },
  }),
  sheetTemplate: defineCall({
    method: 'GET',
    path: '/v2/ops/rate/sheet/template',
    operationId: 'downloadRateSheetTemplate',
    summary: 'The Excel rate sheet template: LCL, FCL and Currency sheets with drop-downs and an instructions sheet',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'export' },
    file: true,
    schemas: async () => ({}),
  }),
  sheetExport: defineCall({
    method: 'GET',
    path: '/v2/ops/rate/sheet/export',
    operationId: 'exportRateSheet',
    summary:
      'The published rates still valid today (kind lcl, fcl, or all with the exchange rates) in the template’s layout',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'export' },
    file: true,
    errors: ['RATE_SHEET_EXPORT_TOO_LARGE'],
    schemas: async () => ({ query: (await sheet()).RateSheetExportQuerySchema }),
  }),
  sheetCheck: defineCall({
    method: 'POST',
    path: '/v2/ops/rate/sheet/check',
    operationId: 'checkRateSheet',
    summary: 'Check a rate sheet (multipart field `file`, .xlsx ≤ 5 MB) row by row; nothing is saved',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'import' },
    upload: true,
    errors: SHEET_ERRORS,
    schemas: async () => {
      const m = await sheet();
      return { query: m.RateSheetTaskSchema, answer: m.RateSheetReportSchema };
    },
  }),
  sheetImport: defineCall({
    method: 'POST',
    path: '/v2/ops/rate/sheet/import',
    operationId: 'importRateSheet',
    summary:
      'Import a rate sheet (multipart field `file`): every row written in one transaction, or 422 RATE_SHEET_INVALID with the report as result.data and nothing written',
    tags,
    who: { kind: 'staff', permission: 'ops.rates', action: 'import' },
    upload: true,
    errors: [...SHEET_ERRORS, 'RATE_SHEET_INVALID', 'RATE_SHEET_EMPTY'],
    schemas: async () => {
      const m = await sheet();
      return { query: m.RateSheetTaskSchema, answer: m.RateSheetImportResultSchema, refusal: m.RateSheetReportSchema };
    },
  }),
  sheetProgress: defineCall({
    method: 'GET',
    path: '/v2/ops/rate/sheet/progress',
    operationId: 'rateSheetProgress',
    summary: 'How far the operator’s own rate-sheet export, check or import named `task` is',
    tags,
    who: { kind: 'staff', permission: 'ops.rates' },
    schemas: async () => {
      const m = await sheet();
      return { query: m.RateSheetProgressQuerySchema, answer: m.RateSheetProgressSchema };
    },
  }),
};
