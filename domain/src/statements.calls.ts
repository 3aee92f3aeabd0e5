import { defineCall } from './call.ts';

const tags = ['bills'] as const;
const schemas = () => import('./statements.ts');

/** A monthly-settlement customer's statements (issue 17, decision 041). Paths are the spec's (§7). */
export const statementsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/member/bill/billmonthlist',
    operationId: 'listStatements',
    summary: 'The caller’s monthly contract (statement day, credit limit, what is open) and monthly statements',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.StatementListQuerySchema, answer: m.StatementListSchema };
    },
  }),
  detail: defineCall({
    method: 'GET',
    path: '/v2/member/bill/getbillmonthinfo',
    operationId: 'getStatement',
    summary: 'One monthly statement: its orders, fee lines, totals by currency and bills',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.StatementIdSchema, answer: m.StatementDetailSchema };
    },
  }),
  excel: defineCall({
    method: 'GET',
    path: '/v2/member/bill/billmonthexcel',
    operationId: 'downloadStatement',
    summary: 'A monthly statement as an Excel workbook (orders, fee lines, totals) in the caller’s language',
    tags,
    who: { kind: 'account', permission: 'bill', action: 'get' },
    errors: ['NOT_FOUND'],
    file: true,
    schemas: async () => ({ query: (await schemas()).StatementIdSchema }),
  }),
};
