import { defineCall } from './call.ts';

const tags = ['files'] as const;
const schemas = () => import('./files.ts');

/** Files (decision 015): upload, download and delete the files of the caller's tenant. */
export const filesCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/v2/files',
    operationId: 'uploadFile',
    summary: 'Upload a file: multipart/form-data with the field `kind`, then the field `file`',
    tags,
    who: { kind: 'account' },
    upload: true,
    errors: [
      'FILE_REQUIRED',
      'FILE_TYPE_NOT_ALLOWED',
      'FILE_TYPE_INSTRUCTION',
      'FILE_CONTENT_MISMATCH',
      'FILE_EMPTY',
      'FILE_TOO_LARGE_5MB',
      'FILE_TOO_LARGE_50MB',
    ],
    schemas: async () => ({ answer: (await schemas()).FileInfoSchema }),
  }),
  download: defineCall({
    method: 'GET',
    path: '/v2/files/:id',
    operationId: 'downloadFile',
    summary: 'Download a file as an attachment',
    tags,
    who: { kind: 'account' },
    file: true,
    errors: ['NOT_FOUND'],
    schemas: async () => ({ params: (await schemas()).FileIdSchema }),
  }),
  delete: defineCall({
    method: 'POST',
    path: '/v2/files/delete',
    operationId: 'deleteFile',
    summary: 'Delete a file',
    tags,
    who: { kind: 'account' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({ body: (await schemas()).FileIdSchema, answer: (await import('./envelope.ts')).OkSchema }),
  }),
};
