import { opsLettersCalls } from '@seabook/domain/ops-letters.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { openStorage } from '../files/files.service.ts';
import { bookLetter, confirmLetter, priceLetterOrder } from './ops-letter-orders.ts';
import { opsGetLetter, opsLetterFile, opsListLetters, processLetter, rejectLetter } from './ops-letters.service.ts';

/**
 * The operators' letter desk under `/v2/ops/letter/…` (issue 6): every tenant's queue, one letter and its
 * file, and the answers to a pending letter (linked to an order booked by hand, rejected, booked, or its
 * parsed draft confirmed as an order).
 */
export async function opsLettersRoutes(app: App, { db, config, notifier }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await route(app, opsLettersCalls.list, async ({ query }) => opsListLetters(db, query));
  await route(app, opsLettersCalls.get, async ({ query }) => opsGetLetter(db, query.id));
  await route(app, opsLettersCalls.file, async ({ query, reply }) => {
    const { file, content } = await opsLetterFile(db, storage, query.id);
    return sendAttachment(reply, file, content);
  });
  await route(app, opsLettersCalls.process, async ({ actor, body }) => processLetter(db, notifier, actor, body));
  await route(app, opsLettersCalls.reject, async ({ actor, body }) => rejectLetter(db, notifier, actor, body));
  await route(app, opsLettersCalls.price, async ({ body }) => priceLetterOrder(db, body));
  await route(app, opsLettersCalls.book, async ({ actor, body }) => bookLetter(db, notifier, actor, body));
  await route(app, opsLettersCalls.confirm, async ({ actor, body }) => confirmLetter(db, notifier, actor, body));
}
