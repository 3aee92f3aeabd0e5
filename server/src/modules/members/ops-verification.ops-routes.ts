import { opsVerificationCalls as calls } from '@seabook/domain/ops-verification.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { openStorage } from '../files/files.service.ts';
import {
  approveVerification,
  listCustomers,
  openVerificationFile,
  rejectVerification,
  setAccountStatus,
  setMonthlyContract,
  verificationDetail,
  verificationQueue,
} from './verification.service.ts';

/** The operators' verification desk and customer list (issue 16, decision 034). */
export async function opsVerificationRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await route(app, calls.queue, ({ query }) => verificationQueue(db, query));
  await route(app, calls.detail, ({ actor, query }) => verificationDetail(db, actor, query.id));
  await route(app, calls.file, async ({ actor, query, reply }) => {
    const { file, content } = await openVerificationFile(db, storage, actor, query);
    return sendAttachment(reply, file, content);
  });
  await route(app, calls.approve, async ({ actor, body }) => {
    await approveVerification(db, actor, body.id);
    return { ok: true as const };
  });
  await route(app, calls.reject, async ({ actor, body }) => {
    await rejectVerification(db, actor, body);
    return { ok: true as const };
  });
  await route(app, calls.customers, ({ query }) => listCustomers(db, query));
  await route(app, calls.monthly, async ({ actor, body }) => {
    await setMonthlyContract(db, actor, body);
    return { ok: true as const };
  });
  await route(app, calls.status, async ({ actor, body }) => {
    await setAccountStatus(db, actor, body);
    return { ok: true as const };
  });
}
