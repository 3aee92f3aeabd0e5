import {
  DraftFileListSchema,
  DraftIdSchema,
  DraftListQuerySchema,
  DraftListSchema,
  DraftSchema,
  SaveDraftRequestSchema,
  SavedDraftSchema,
} from '@seabook/domain/drafts';
import { OkSchema, PageQuerySchema } from '@seabook/domain/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { openStorage } from '../files/files.service.ts';
import { today } from '../rates/rates.service.ts';
import { listDraftFiles, zipDraftFiles } from './draft-files.ts';
import { deleteDraft, getDraft, listDrafts, saveDraft } from './drafts.service.ts';

const tags = ['drafts'];

/** The login and the `draft` permission for the action, checked before the body (a visitor hears 401 first). */
const draftAdd = account('draft', 'add');
const draftDelete = account('draft', 'delete');
const draftExport = account('draft', 'export');
const draftGet = account('draft', 'get');
const draftQuery = account('draft', 'query');

/**
 * Order drafts (spec §4 drafts box, §7 `draftcreateorder` and `deleteorder`; the list, info and files
 * paths are ours): save at any point, list, open, delete, and the files of the tenant's orders and letters.
 */
export async function draftsRoutes(root: App, { db, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/oe_order/draftcreateorder',
    {
      schema: {
        tags,
        summary:
          'Save the entrust form as a draft (new, or the caller’s draft `id` replaced); not checked as an order, at most 64 KB',
        body: SaveDraftRequestSchema,
        response: answers(SavedDraftSchema),
      },
      preValidation: draftAdd.preValidation,
    },
    async (request) => ok(await saveDraft(db, draftAdd.actor(request), request.body)),
  );

  app.get(
    '/v2/oe_order/draft_list',
    {
      schema: {
        tags,
        summary: 'The tenant’s drafts, the last saved first, with their lane and whether their line has expired',
        querystring: DraftListQuerySchema,
        response: answers(DraftListSchema),
      },
      preValidation: draftQuery.preValidation,
    },
    async (request) => ok(await listDrafts(db, draftQuery.actor(request), request.locale, request.query)),
  );

  app.get(
    '/v2/oe_order/draft_info',
    {
      schema: {
        tags,
        summary: 'One draft of the tenant in full, with the uploads it names',
        querystring: DraftIdSchema,
        response: answers(DraftSchema),
      },
      preValidation: draftGet.preValidation,
    },
    async (request) => ok(await getDraft(db, draftGet.actor(request), request.locale, request.query.id)),
  );

  app.post(
    '/v2/oe_order/deleteorder',
    {
      schema: {
        tags,
        summary: 'Delete one of the tenant’s drafts for good',
        body: DraftIdSchema,
        response: answers(OkSchema),
      },
      preValidation: draftDelete.preValidation,
    },
    async (request) => {
      await deleteDraft(db, draftDelete.actor(request), request.body.id);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/v2/oe_order/draft_files',
    {
      schema: {
        tags,
        summary: 'The files of the tenant’s orders and letters, newest first',
        querystring: PageQuerySchema,
        response: answers(DraftFileListSchema),
      },
      preValidation: draftQuery.preValidation,
    },
    async (request) => ok(await listDraftFiles(db, draftQuery.actor(request), request.query)),
  );

  app.get(
    '/v2/oe_order/draft_files/zip',
    {
      schema: {
        tags,
        summary: 'All files of the tenant’s orders and letters in one zip (at most 200 files and 500 MB)',
      },
      preValidation: draftExport.preValidation,
    },
    async (request, reply) => {
      const zip = await zipDraftFiles(db, storage, draftExport.actor(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentHeader(`seabook-files-${today()}.zip`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
}
