import { opsBillsCalls as calls } from '@seabook/domain/ops-bills.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { openStorage } from '../files/files.service.ts';
import { listBankAccounts, removeBankAccount, saveBankAccount } from './bank-accounts.ts';
import { billOrder, deskBill, deskBills, editBill, sendBill } from './bill-desk.ts';
import { calendarYear, removeCalendarDay, saveCalendarDay } from './calendar.ts';
import { dayTakings, overdueBills } from './finance-views.ts';
import { opsInvoiceRoutes } from './invoice-routes.ts';
import { overpaidPayments, recordRefundPaid, refundOrder } from './refunds.ts';
import { confirmRemittance, openVoucher, remittanceQueue, returnRemittance } from './remittances.ts';
import { opsStatementRoutes } from './statement-routes.ts';

/** The finance desk (`/ops/finance`, permission ops.billing; issue 17, decision 036). */
export async function opsMoneyRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, notifier, config } = deps;
  await opsInvoiceRoutes(app, deps);
  const storage = await openStorage(config.storage);
  await route(app, calls.list, ({ query }) => deskBills(db, query));
  await route(app, calls.detail, ({ query }) => deskBill(db, query.id));
  await route(app, calls.fromOrder, ({ actor, body }) => billOrder(db, actor, body));
  await route(app, calls.edit, ({ actor, body }) => editBill(db, actor, body));
  await route(app, calls.send, ({ actor, body }) => sendBill(db, notifier, actor, body.id));
  await opsStatementRoutes(app, db, notifier);
  await route(app, calls.takings, ({ query }) => dayTakings(db, query.day));
  await route(app, calls.overdue, ({ query }) => overdueBills(db, query));
  await route(app, calls.refund, ({ actor, body }) => refundOrder(db, actor, body));
  await route(app, calls.refundPaid, ({ actor, body }) => recordRefundPaid(db, notifier, actor, body));
  await route(app, calls.bankAccounts, () => listBankAccounts(db));
  await route(app, calls.saveBankAccount, ({ actor, body }) => saveBankAccount(db, actor, body));
  await route(app, calls.removeBankAccount, ({ actor, body }) => removeBankAccount(db, actor, body.id));
  await route(app, calls.calendar, ({ query }) => calendarYear(db, query.year));
  await route(app, calls.saveCalendarDay, ({ actor, body }) => saveCalendarDay(db, actor, body));
  await route(app, calls.removeCalendarDay, ({ actor, body }) => removeCalendarDay(db, actor, body.day));
  await route(app, calls.overpaid, ({ query }) => overpaidPayments(db, query));
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
