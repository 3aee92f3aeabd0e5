import { OkSchema } from '@seabook/domain/envelope';
import { FileIdSchema, FileInfoSchema } from '@seabook/domain/files';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { acceptUploads, fieldBeforeFile, withFilePart } from '../../http/uploads.ts';
import { deleteFile, openFile, uploadFile } from './files.service.ts';
import { openStorage } from './open-storage.ts';

const tags = ['files'];

/** Checked before the body, so a visitor hears 401 first. */
const customer = account();

/** Files (decision 015): upload, download and delete the files of the caller's tenant. */
export async function filesRoutes(root: App, { db, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  // Only this scope (and the operators' order desk) reads multipart bodies.
  await acceptUploads(root);
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/files',
    {
      schema: {
        tags,
        summary: 'Upload a file: multipart/form-data with the field `kind`, then the field `file`',
        consumes: ['multipart/form-data'],
        response: answers(FileInfoSchema),
      },
      preValidation: customer.preValidation,
    },
    async (request) => {
      const actor = customer.actor(request);
      const stored = await withFilePart(request, (part) =>
        uploadFile(db, storage, actor, {
          kind: fieldBeforeFile(part.fields, 'kind'),
          name: part.filename,
          content: part.file,
        }),
      );
      return ok(stored);
    },
  );
  app.get(
    '/v2/files/:id',
    {
      schema: { tags, summary: 'Download a file as an attachment', params: FileIdSchema },
      preValidation: customer.preValidation,
    },
    async (request, reply) => {
      const { file, content } = await openFile(db, storage, customer.actor(request), request.params);
      return sendAttachment(reply, file, content);
    },
  );
  app.post(
    '/v2/files/delete',
    {
      schema: { tags, summary: 'Delete a file', body: FileIdSchema, response: answers(OkSchema) },
      preValidation: customer.preValidation,
    },
    async (request) => {
      await deleteFile(db, storage, customer.actor(request), request.body);
      return ok({ ok: true as const });
    },
  );
}
