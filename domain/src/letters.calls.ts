import { defineCall } from './call.ts';

const tags = ['letters'] as const;
const schemas = () => import('./letters.ts');

/**
 * Orders by letter of instruction (spec §7 `/v2/tuoshu2/fileread`; the other paths are ours, decision
 * 020): the Excel template, the upload for an operator, the template read into a draft, the tenant's
 * letters. The operators' desk is in ops-letters.calls.ts.
 */
export const lettersCalls = {
  template: defineCall({
    method: 'GET',
    path: '/v2/tuoshu2/template',
    operationId: 'downloadLetterTemplate',
    summary: 'Our Excel letter-of-instruction template (xlsx) for LCL or FCL; no login needed',
    tags,
    who: { kind: 'public' },
    file: true,
    schemas: async () => ({ query: (await schemas()).LetterTemplateQuerySchema }),
  }),
  upload: defineCall({
    method: 'POST',
    path: '/v2/tuoshu2/upload',
    operationId: 'uploadLetter',
    summary:
      'Order by an uploaded instruction file (xls, xlsx, doc, docx, pdf; uploaded through /v2/files first) for an operator to book; Idempotency-Key header required',
    tags,
    who: { kind: 'account', permission: 'order', action: 'add' },
    idempotent: true,
    errors: [
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'NOT_FOUND',
      'FILE_TYPE_NOT_ALLOWED',
      'FILE_TYPE_INSTRUCTION',
      'SUBMIT_FAILED',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.LetterUploadSchema, answer: m.LetterSchema };
    },
  }),
  read: defineCall({
    method: 'POST',
    path: '/v2/tuoshu2/fileread',
    operationId: 'readLetter',
    summary:
      'Read our filled Excel template into a draft order (no sailing yet) and a processed letter; Idempotency-Key header required',
    tags,
    who: { kind: 'account', permission: 'order', action: 'add' },
    idempotent: true,
    errors: [
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'NOT_FOUND',
      'FILE_TYPE_NOT_ALLOWED',
      'FILE_UNPACKS_TOO_LARGE',
      'LETTER_TEMPLATE_UNREADABLE',
      'SUBMIT_FAILED',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.LetterReadSchema, answer: m.LetterReadResultSchema };
    },
  }),
  list: defineCall({
    method: 'GET',
    path: '/v2/tuoshu2/list',
    operationId: 'listLetters',
    summary: 'The tenant’s letters of instruction, newest first',
    tags,
    who: { kind: 'account', permission: 'order', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.LetterListQuerySchema, answer: m.LetterListSchema };
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/v2/tuoshu2/info',
    operationId: 'getLetter',
    summary: 'One letter of the tenant',
    tags,
    who: { kind: 'account', permission: 'order', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.LetterRefSchema, answer: m.LetterSchema };
    },
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/v2/tuoshu2/cancel',
    operationId: 'cancelLetter',
    summary: 'Withdraw a pending letter (409 once processed or cancelled)',
    tags,
    who: { kind: 'account', permission: 'order', action: 'edit' },
    errors: ['NOT_FOUND', 'LETTER_NOT_CANCELLABLE'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.LetterRefSchema, answer: m.LetterSchema };
    },
  }),
};
