import { defineCall } from './call.ts';

const tags = ['ops', 'billoflading'] as const;
const schemas = () => import('./bill-of-lading.ts');
const who = { kind: 'staff', permission: 'ops.orders', action: 'edit' } as const;

async function body<K extends 'BlOrderBodySchema' | 'BlSaveSchema' | 'BlRejectSchema' | 'BlIssueSchema'>(key: K) {
  const m = await schemas();
  return { body: m[key], answer: m.BlDoneSchema };
}

/** The operators' side of the bill of lading in the order desk (issue 19, decision 037). */
export const opsBillOfLadingCalls = {
  info: defineCall({
    method: 'GET',
    path: '/v2/ops/bl',
    operationId: 'opsGetBillOfLading',
    summary: 'The B/L of any order with every version, the working draft included',
    tags,
    who: { kind: 'staff', permission: 'ops.orders', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.BlOrderQuerySchema, answer: m.BlInfoSchema };
    },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v2/ops/bl/create',
    operationId: 'opsCreateBillOfLading',
    summary:
      'Create the draft B/L of an order pending B/L draft, prefilled from the booking and the loading information',
    tags,
    who,
    errors: ['NOT_FOUND', 'BL_STATE_INVALID'],
    schemas: () => body('BlOrderBodySchema'),
  }),
  save: defineCall({
    method: 'POST',
    path: '/v2/ops/bl/save',
    operationId: 'opsSaveBillOfLading',
    summary: 'Edit the working draft before it is issued to the customer',
    tags,
    who,
    errors: [
      'NOT_FOUND',
      'BL_STATE_INVALID',
      'BL_FIELD_REQUIRED',
      'BL_WEIGHT_INVALID',
      'BL_VOLUME_INVALID',
      'BL_PIECES_INVALID',
    ],
    schemas: () => body('BlSaveSchema'),
  }),
  issueDraft: defineCall({
    method: 'POST',
    path: '/v2/ops/bl/issue-draft',
    operationId: 'opsIssueBillOfLadingDraft',
    summary: 'Issue the working draft to the customer (to-do, message, SMS, e-mail); the order moves to B/L checking',
    tags,
    who,
    errors: ['NOT_FOUND', 'BL_STATE_INVALID', 'ORDER_MOVE_NOT_ALLOWED'],
    schemas: () => body('BlOrderBodySchema'),
  }),
  accept: defineCall({
    method: 'POST',
    path: '/v2/ops/bl/accept',
    operationId: 'opsAcceptBillOfLadingChange',
    summary: 'Accept the customer’s modification: its fee goes onto the order, it becomes the working draft',
    tags,
    who,
    errors: ['NOT_FOUND', 'BL_STATE_INVALID'],
    schemas: () => body('BlOrderBodySchema'),
  }),
  reject: defineCall({
    method: 'POST',
    path: '/v2/ops/bl/reject',
    operationId: 'opsRejectBillOfLadingChange',
    summary:
      'Reject the customer’s modification with the reason it reads; the previous draft stands and the order is back in B/L checking',
    tags,
    who,
    errors: ['NOT_FOUND', 'BL_STATE_INVALID', 'BL_REASON_REQUIRED'],
    schemas: () => body('BlRejectSchema'),
  }),
  issue: defineCall({
    method: 'POST',
    path: '/v2/ops/bl/issue',
    operationId: 'opsIssueBillOfLading',
    summary:
      'Issue the final bill of the confirmed draft: B/L number, issue type and originals; the order moves to B/L issued',
    tags,
    who,
    errors: ['NOT_FOUND', 'BL_STATE_INVALID', 'BL_NUMBER_REQUIRED', 'BL_ORIGINALS_INVALID', 'ORDER_MOVE_NOT_ALLOWED'],
    schemas: () => body('BlIssueSchema'),
  }),
};
