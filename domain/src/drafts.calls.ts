import { defineCall } from './call.ts';

const tags = ['drafts'] as const;
const schemas = () => import('./drafts.ts');

/**
 * Order drafts (spec §4 drafts box, §7 `draftcreateorder` and `deleteorder`; the list, info and files
 * paths are ours): save at any point, list, open, delete, and the files of the tenant's orders and letters.
 */
export const draftsCalls = {
  save: defineCall({
    method: 'POST',
    path: '/v2/oe_order/draftcreateorder',
    operationId: 'saveDraft',
    summary:
      'Save the entrust form as a draft (new, or the caller’s draft `id` replaced); not checked as an order, at most 64 KB',
    tags,
    who: { kind: 'account', permission: 'draft', action: 'add' },
    errors: ['NOT_FOUND', 'SUBMIT_FAILED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SaveDraftRequestSchema, answer: m.SavedDraftSchema };
    },
  }),
  list: defineCall({
    method: 'GET',
    path: '/v2/oe_order/draft_list',
    operationId: 'listDrafts',
    summary: 'The tenant’s drafts, the last saved first, with their lane and whether their line has expired',
    tags,
    who: { kind: 'account', permission: 'draft', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.DraftListQuerySchema, answer: m.DraftListSchema };
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/v2/oe_order/draft_info',
    operationId: 'getDraft',
    summary: 'One draft of the tenant in full, with the uploads it names',
    tags,
    who: { kind: 'account', permission: 'draft', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.DraftIdSchema, answer: m.DraftSchema };
    },
  }),
  delete: defineCall({
    method: 'POST',
    path: '/v2/oe_order/deleteorder',
    operationId: 'deleteDraft',
    summary: 'Delete one of the tenant’s drafts for good',
    tags,
    who: { kind: 'account', permission: 'draft', action: 'delete' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const [m, envelope] = await Promise.all([schemas(), import('./envelope.ts')]);
      return { body: m.DraftIdSchema, answer: envelope.OkSchema };
    },
  }),
  files: defineCall({
    method: 'GET',
    path: '/v2/oe_order/draft_files',
    operationId: 'listDraftFiles',
    summary: 'The files of the tenant’s orders and letters, newest first',
    tags,
    who: { kind: 'account', permission: 'draft', action: 'query' },
    schemas: async () => {
      const [m, envelope] = await Promise.all([schemas(), import('./envelope.ts')]);
      return { query: envelope.PageQuerySchema, answer: m.DraftFileListSchema };
    },
  }),
  filesZip: defineCall({
    method: 'GET',
    path: '/v2/oe_order/draft_files/zip',
    operationId: 'zipDraftFiles',
    summary: 'All files of the tenant’s orders and letters in one zip (at most 200 files and 500 MB)',
    tags,
    who: { kind: 'account', permission: 'draft', action: 'export' },
    file: true,
    errors: ['DRAFT_FILES_TOO_MANY'],
    schemas: async () => ({}),
  }),
};
