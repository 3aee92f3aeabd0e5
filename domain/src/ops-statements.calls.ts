import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./statements.ts');

/** The finance desk's monthly contracts and statements (`/ops/finance`, permission ops.billing; decision 041). */
export const opsStatementsCalls = {
  contracts: defineCall({
    method: 'GET',
    path: '/v2/ops/finance/contracts',
    operationId: 'listContracts',
    summary:
      'Companies with a monthly contract (or, with a keyword, any company by name or code) and their bills waiting',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.ContractQuerySchema, answer: m.DeskContractListSchema };
    },
  }),
  setContract: defineCall({
    method: 'POST',
    path: '/v2/ops/finance/contract',
    operationId: 'setContract',
    summary: 'Set, change or end a company’s monthly-settlement contract (statement day, credit limit)',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'STATEMENT_DAY_INVALID', 'CREDIT_LIMIT_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.ContractInputSchema, answer: m.ContractSchema };
    },
  }),
  close: defineCall({
    method: 'POST',
    path: '/v2/ops/finance/statements/close',
    operationId: 'closeMonth',
    summary: 'Close a company’s month: its waiting bills up to the statement day become one statement, sent at once',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'STATEMENT_PERIOD_INVALID', 'NOT_MONTHLY_CUSTOMER', 'STATEMENT_EXISTS', 'STATEMENT_EMPTY'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.CloseMonthSchema, answer: m.StatementSummarySchema };
    },
  }),
};
