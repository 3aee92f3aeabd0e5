import { defineCall } from './call.ts';

const tags = ['members'] as const;
const schemas = () => import('./sub-accounts.ts');
const envelope = () => import('./envelope.ts');

/**
 * Sub-accounts, join requests and order transfer (issue 16, decision 033). The spec names none of these
 * calls, only the page (`/center/childAccount`), so they live under `/v2/member/childaccount/`, and the
 * transfer beside the other order calls. Every one needs the caller's `childAccount` permission (the
 * main account of a verified company holds it; a sub-account only when granted), except a person's
 * own application to join a company and the list of their applications.
 */
export const subAccountsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/member/childaccount/list',
    operationId: 'listSubAccounts',
    summary: 'The company’s sub-accounts, newest first, a page at a time',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'query' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.SubAccountListQuerySchema, answer: m.SubAccountListSchema };
    },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/add',
    operationId: 'createSubAccount',
    summary: 'Create a sub-account (`username@company-code`) with the permissions the caller holds itself',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'add' },
    errors: [
      'SUB_ACCOUNTS_NEED_COMPANY',
      'SUB_USERNAME_REQUIRED',
      'SUB_USERNAME_INVALID',
      'SUB_USERNAME_TAKEN',
      'SUB_PERMISSION_NOT_HELD',
      'PASSWORD_WEAK',
      'PASSWORDS_DIFFER',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SubAccountCreateSchema, answer: m.SubAccountSchema };
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/edit',
    operationId: 'editSubAccount',
    summary: 'Change a sub-account’s name, e-mail, phone and permissions (never its username)',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'edit' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'SUB_PERMISSION_NOT_HELD', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SubAccountEditSchema, answer: m.SubAccountSchema };
    },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/enable',
    operationId: 'enableSubAccount',
    summary: 'Let a disabled sub-account log in again',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'enable' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SubAccountIdSchema, answer: m.SubAccountSchema };
    },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/disable',
    operationId: 'disableSubAccount',
    summary: 'Stop a sub-account: its sessions end at once and it cannot log in',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'disable' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SubAccountIdSchema, answer: m.SubAccountSchema };
    },
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/resetpassword',
    operationId: 'resetSubAccountPassword',
    summary: 'Give a sub-account a new password (typed twice); its sessions end',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'edit' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'PASSWORD_WEAK', 'PASSWORDS_DIFFER', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SubAccountPasswordSchema, answer: (await envelope()).OkSchema };
    },
  }),
  unbind: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/unbind',
    operationId: 'unbindSubAccount',
    summary: 'Remove the messaging-app binding of a sub-account',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'edit' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SubAccountIdSchema, answer: m.SubAccountSchema };
    },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/delete',
    operationId: 'removeSubAccount',
    summary: 'Remove a sub-account: it can no longer log in, its orders stay with the company',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'delete' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SubAccountIdSchema, answer: (await envelope()).OkSchema };
    },
  }),
  accounts: defineCall({
    method: 'GET',
    path: '/v2/member/childaccount/accounts',
    operationId: 'listCompanyAccounts',
    summary: 'The company’s main account and enabled sub-accounts, to move orders to',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'query' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY'],
    schemas: async () => ({ answer: (await schemas()).CompanyAccountsSchema }),
  }),
  transfer: defineCall({
    method: 'POST',
    path: '/v2/oe_order/transfer',
    operationId: 'transferOrders',
    summary: 'Move orders of the company to another of its accounts; each order’s log says who moved it',
    tags: ['orders'],
    who: { kind: 'account', permission: 'childAccount', action: 'edit' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'TRANSFER_TARGET_INVALID', 'ORDERS_REQUIRED', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.OrderTransferSchema, answer: m.OrderTransferAnswerSchema };
    },
  }),
  joinRequests: defineCall({
    method: 'GET',
    path: '/v2/member/childaccount/applylist',
    operationId: 'listJoinRequests',
    summary: 'Requests of people to join the company, newest first',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'query' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.JoinListQuerySchema, answer: m.JoinListSchema };
    },
  }),
  approve: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/approve',
    operationId: 'approveJoinRequest',
    summary: 'Approve a join request with a reason: a new sub-account is made for the applicant',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'add' },
    errors: [
      'SUB_ACCOUNTS_NEED_COMPANY',
      'DECISION_REASON_REQUIRED',
      'JOIN_REQUEST_DECIDED',
      'SUB_USERNAME_TAKEN',
      'NOT_FOUND',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.JoinDecisionSchema, answer: m.JoinRequestSchema };
    },
  }),
  reject: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/reject',
    operationId: 'rejectJoinRequest',
    summary: 'Reject a join request with a reason the applicant reads',
    tags,
    who: { kind: 'account', permission: 'childAccount', action: 'edit' },
    errors: ['SUB_ACCOUNTS_NEED_COMPANY', 'DECISION_REASON_REQUIRED', 'JOIN_REQUEST_DECIDED', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.JoinDecisionSchema, answer: m.JoinRequestSchema };
    },
  }),
  apply: defineCall({
    method: 'POST',
    path: '/v2/member/childaccount/apply',
    operationId: 'applyToJoinCompany',
    summary: 'A person asks to join a verified company by its code, under the username they would use there',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: [
      'COMPANY_CODE_REQUIRED',
      'COMPANY_NOT_FOUND',
      'COMPANY_NOT_VERIFIED',
      'JOIN_REQUEST_PENDING',
      'JOIN_NOT_ALLOWED',
      'SUB_USERNAME_INVALID',
      'SUB_USERNAME_TAKEN',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.JoinApplySchema, answer: m.JoinRequestSchema };
    },
  }),
  myRequests: defineCall({
    method: 'GET',
    path: '/v2/member/childaccount/myapply',
    operationId: 'listMyJoinRequests',
    summary: 'The caller’s own requests to join companies and their outcome',
    tags,
    who: { kind: 'account', permission: 'information', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.JoinListQuerySchema, answer: m.JoinListSchema };
    },
  }),
};
