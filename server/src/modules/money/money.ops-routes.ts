import { opsBillsCalls as calls } from '@seabook/domain/ops-bills.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { openStorage } from '../files/files.service.ts';
import { billOrder, deskBill, deskBills, editBill, sendBill } from './bill-desk.ts';
import { dayTakings, overdueBills } from './finance-views.ts';
import { confirmRemittance, openVoucher, remittanceQueue, returnRemittance } from './remittances.ts';
import { opsStatementRoutes } from './statement-routes.ts';

/** The finance desk (`/ops/finance`, permission ops.billing; issue 17, decision 036). */
export async function opsMoneyRoutes(app: App, { db, notifier, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await route(app, calls.list, ({ query }) => deskBills(db, query));
  await route(app, calls.detail, ({ query }) => deskBill(db, query.id));
  await route(app, calls.fromOrder, ({ actor, body }) => billOrder(db, actor, body));
  await route(app, calls.edit, ({ actor, body }) => editBill(db, actor, body));
  await route(app, calls.send, ({ actor, body }) => sendBill(db, notifier, actor, body.id));
  await opsStatementRoutes(app, db, notifier);
  await route(app, calls.takings, ({ query }) => dayTakings(db, query.day));
  await route(app, calls.overdue, ({ query }) => overdueBills(db, query));
  await route(app, calls.remittances, ({ query }) => remittanceQueue(db, query));
  await route(app, calls.voucher, async ({ query, reply }) => {
    const { file, content } = await openVoucher(db, storage, query.id);
    return sendAttachment(reply, file, content);
  });
  await route(app, calls.confirmRemittance, async ({ actor, body }) => {
    await confirmRemittance(db, notifier, actor, body);
    return { ok: true as const };
  });
  await route(app, calls.returnRemittance, async ({ actor, body }) => {
    await returnRemittance(db, notifier, actor, body);
    return { ok: true as const };
  });
}
