import { draftsCalls } from '@seabook/domain/drafts.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { openStorage } from '../files/files.service.ts';
import { today } from '../rates/rates.service.ts';
import { listDraftFiles, zipDraftFiles } from './draft-files.ts';
import { deleteDraft, getDraft, listDrafts, saveDraft } from './drafts.service.ts';

/**
 * Order drafts (spec §4 drafts box, §7 `draftcreateorder` and `deleteorder`; the list, info and files
 * paths are ours): save at any point, list, open, delete, and the files of the tenant's orders and letters.
 */
export async function draftsRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await route(app, draftsCalls.save, async ({ actor, body }) => saveDraft(db, actor, body));
  await route(app, draftsCalls.list, async ({ actor, query, request }) => listDrafts(db, actor, request.locale, query));
  await route(app, draftsCalls.get, async ({ actor, query, request }) => getDraft(db, actor, request.locale, query.id));
  await route(app, draftsCalls.delete, async ({ actor, body }) => {
    await deleteDraft(db, actor, body.id);
    return { ok: true as const };
  });
  await route(app, draftsCalls.files, async ({ actor, query }) => listDraftFiles(db, actor, query));
  await route(app, draftsCalls.filesZip, async ({ actor, reply }) => {
    const zip = await zipDraftFiles(db, storage, actor);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentHeader(`seabook-files-${today()}.zip`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(zip);
  });
}
