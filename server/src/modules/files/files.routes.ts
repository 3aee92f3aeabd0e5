import { filesCalls } from '@seabook/domain/files.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { acceptUploads, fieldBeforeFile, withFilePart } from '../../http/uploads.ts';
import { deleteFile, openFile, uploadFile } from './files.service.ts';
import { openStorage } from './open-storage.ts';

/** Files (decision 015): upload, download and delete the files of the caller's tenant. */
export async function filesRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  // Only this scope (and the operators' order desk) reads multipart bodies.
  await acceptUploads(app);

  await route(app, filesCalls.upload, async ({ actor, request }) =>
    withFilePart(request, (part) =>
      uploadFile(db, storage, actor, {
        kind: fieldBeforeFile(part.fields, 'kind'),
        name: part.filename,
        content: part.file,
      }),
    ),
  );
  await route(app, filesCalls.download, async ({ actor, params, reply }) => {
    const { file, content } = await openFile(db, storage, actor, params);
    return sendAttachment(reply, file, content);
  });
  await route(app, filesCalls.delete, async ({ actor, body }) => {
    await deleteFile(db, storage, actor, body);
    return { ok: true as const };
  });
}
