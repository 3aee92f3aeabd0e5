import { FILE_MIME } from '@seabook/domain/files';
import { lettersCalls } from '@seabook/domain/letters.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { openStorage } from '../files/files.service.ts';
import { letterTemplate } from './letter-workbook.ts';
import { cancelLetter, getLetter, listLetters, readLetter, uploadLetter } from './letters.service.ts';

const XLSX = FILE_MIME.xlsx;

/**
 * Orders by letter of instruction (spec §7 `/v2/tuoshu2/fileread`; the other paths are ours, decision
 * 020): the Excel template, the upload for an operator, the template read into a draft, the tenant's
 * letters. The operators' queue is in letters.ops-routes.ts.
 */
export async function lettersRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await route(app, lettersCalls.template, async ({ query, reply }) => {
    const { mode } = query;
    const bytes = await letterTemplate(mode);
    return reply
      .header('content-type', XLSX)
      .header('content-length', bytes.length)
      .header('content-disposition', attachmentHeader(`Seabook-托书-${mode.toUpperCase()}.xlsx`))
      .header('cache-control', 'public, max-age=3600')
      .send(bytes);
  });
  await route(app, lettersCalls.upload, async ({ actor, body, request }) =>
    uploadLetter(db, actor, idempotencyKeyOf(request.headers['idempotency-key']), body),
  );
  await route(app, lettersCalls.read, async ({ actor, body, request }) =>
    readLetter(db, storage, actor, idempotencyKeyOf(request.headers['idempotency-key']), body),
  );
  await route(app, lettersCalls.list, async ({ actor, query }) => listLetters(db, actor, query));
  await route(app, lettersCalls.get, async ({ actor, query }) => getLetter(db, actor, query.id));
  await route(app, lettersCalls.cancel, async ({ actor, body }) => cancelLetter(db, actor, body.id));
}
