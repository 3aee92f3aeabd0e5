import { billsCalls as calls } from '@seabook/domain/bills.calls';
import { paymentNotifyCall } from '@seabook/domain/dev-payment.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { route } from '../../http/route.ts';
import { NOTIFY_ACCEPTED, NOTIFY_REFUSED } from '../../providers/payment.ts';
import { confirmBill, getBill, listBills, orderBills } from './bill-customer.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { billConfig } from './money-config.ts';
import { payBills, payStatus, receiveNotify } from './payments.ts';
import { remitBills } from './remittances.ts';
import { statementRoutes } from './statement-routes.ts';

/** The customer's bills and payments, and the gateways' notifications (issue 17, decision 036). */
export async function moneyRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, notifier, payments } = deps;
  await invoiceRoutes(app, deps);
  await route(app, calls.list, ({ actor, query }) => listBills(db, actor, query));
  await route(app, calls.detail, ({ actor, query }) => getBill(db, actor, query.id));
  await route(app, calls.confirm, ({ actor, body }) => confirmBill(db, actor, body));
  await route(app, calls.orderBills, ({ actor, query }) => orderBills(db, actor, query.id));
  await route(app, calls.config, () => billConfig(db, payments));
  await route(app, calls.remit, async ({ actor, body }) => {
    await remitBills(db, actor, body);
    return { ok: true as const };
  });
  await route(app, calls.pay, ({ actor, body, request }) =>
    payBills(db, payments, actor, idempotencyKeyOf(request.headers['idempotency-key']), body),
  );
  await statementRoutes(app, db);
  await route(app, calls.payStatus, ({ actor, query }) => payStatus(db, notifier, payments, actor, query.id));
  // Gateways post their notifications as a form (Alipay's wire); only this scope reads forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await route(app, paymentNotifyCall, async ({ params, body, request, reply }) => {
    const accepted = await receiveNotify(db, notifier, payments, params.channel, body, request.log);
    return reply.type('text/plain; charset=utf-8').send(accepted ? NOTIFY_ACCEPTED : NOTIFY_REFUSED);
  });
}
