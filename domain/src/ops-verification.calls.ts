import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./verification.ts');
const envelope = () => import('./envelope.ts');

/** The operators' verification desk and customer list (issue 16, decision 034). */
export const opsVerificationCalls = {
  queue: defineCall({
    method: 'GET',
    path: '/v2/ops/verifications/list',
    operationId: 'listVerifications',
    summary: 'Verification applications, oldest first (pending by default)',
    tags,
    who: { kind: 'staff', permission: 'ops.verifications', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.VerificationQueueQuerySchema, answer: m.VerificationQueueSchema };
    },
  }),
  detail: defineCall({
    method: 'GET',
    path: '/v2/ops/verifications/detail',
    operationId: 'getVerification',
    summary: 'One application in full, with the server’s checks; the view is written to the audit trail',
    tags,
    who: { kind: 'staff', permission: 'ops.verifications', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.VerificationIdSchema, answer: m.VerificationDetailSchema };
    },
  }),
  file: defineCall({
    method: 'GET',
    path: '/v2/ops/verifications/file',
    operationId: 'getVerificationFile',
    summary: 'An ID or licence image of an application; each view is written to the audit trail',
    tags,
    who: { kind: 'staff', permission: 'ops.verifications', action: 'get' },
    errors: ['NOT_FOUND'],
    file: true,
    schemas: async () => ({ query: (await schemas()).VerificationFileQuerySchema }),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/v2/ops/verifications/approve',
    operationId: 'approveVerification',
    summary: 'Approve an application: the account is verified and may order at once',
    tags,
    who: { kind: 'staff', permission: 'ops.verifications', action: 'edit' },
    errors: ['NOT_FOUND', 'VERIFICATION_DECIDED', 'CREDIT_CODE_TAKEN', 'ID_NUMBER_TAKEN'],
    schemas: async () => ({ body: (await schemas()).VerificationIdSchema, answer: (await envelope()).OkSchema }),
  }),
  reject: defineCall({
    method: 'POST',
    path: '/v2/ops/verifications/reject',
    operationId: 'rejectVerification',
    summary: 'Reject an application with the reason the customer reads',
    tags,
    who: { kind: 'staff', permission: 'ops.verifications', action: 'edit' },
    errors: ['NOT_FOUND', 'VERIFICATION_DECIDED', 'REJECT_REASON_REQUIRED'],
    schemas: async () => ({ body: (await schemas()).VerificationRejectSchema, answer: (await envelope()).OkSchema }),
  }),
  customers: defineCall({
    method: 'GET',
    path: '/v2/ops/customers/list',
    operationId: 'listCustomers',
    summary: 'Customer accounts and their companies with verification, monthly contract, VIP and disabled states',
    tags,
    who: { kind: 'staff', permission: 'ops.customers', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.CustomerQuerySchema, answer: m.CustomerListSchema };
    },
  }),
  monthly: defineCall({
    method: 'POST',
    path: '/v2/ops/customers/monthly',
    operationId: 'setMonthlyContract',
    summary: 'Set or clear a company’s monthly-settlement contract',
    tags,
    who: { kind: 'staff', permission: 'ops.customers', action: 'edit' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({ body: (await schemas()).MonthlyContractSchema, answer: (await envelope()).OkSchema }),
  }),
  status: defineCall({
    method: 'POST',
    path: '/v2/ops/customers/status',
    operationId: 'setAccountStatus',
    summary: 'Disable an account (its sessions end at once) or enable it again',
    tags,
    who: { kind: 'staff', permission: 'ops.customers', action: 'disable' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({ body: (await schemas()).AccountStatusSchema, answer: (await envelope()).OkSchema }),
  }),
};
