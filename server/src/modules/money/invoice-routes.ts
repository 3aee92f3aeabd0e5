import { invoicesCalls as calls } from '@seabook/domain/invoices.calls';
import { opsInvoicesCalls as desk } from '@seabook/domain/ops-invoices.calls';
import type { FastifyReply } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import {
  correctInvoice,
  customerInvoicePdf,
  deleteTitle,
  invoiceableBills,
  listInvoices,
  listTitles,
  requestInvoice,
  saveTitle,
} from './invoice-customer.ts';
import { deskInvoice, deskInvoicePdf, deskInvoices, issueInvoice, rejectInvoice } from './invoice-desk.ts';

/** The invoices' routes (decision 040), registered by the money routes and the money desk routes. */

function sendPdf(reply: FastifyReply, { name, bytes }: { name: string; bytes: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentHeader(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

export async function invoiceRoutes(app: App, { db, notifier }: AppDeps): Promise<void> {
  await route(app, calls.list, ({ actor, query }) => listInvoices(db, actor, query));
  await route(app, calls.bills, ({ actor }) => invoiceableBills(db, actor));
  await route(app, calls.request, ({ actor, body }) => requestInvoice(db, actor, body));
  await route(app, calls.correct, ({ actor, body }) => correctInvoice(db, notifier, actor, body));
  await route(app, calls.pdf, async ({ actor, query, reply }) =>
    sendPdf(reply, await customerInvoicePdf(db, actor, query.id)),
  );
  await route(app, calls.titles, ({ actor }) => listTitles(db, actor));
  await route(app, calls.saveTitle, ({ actor, body }) => saveTitle(db, actor, body));
  await route(app, calls.deleteTitle, async ({ actor, body }) => {
    await deleteTitle(db, actor, body.id);
    return { ok: true as const };
  });
}

export async function opsInvoiceRoutes(app: App, { db, notifier, config }: AppDeps): Promise<void> {
  await route(app, desk.list, ({ query }) => deskInvoices(db, query));
  await route(app, desk.detail, ({ query }) => deskInvoice(db, query.id));
  await route(app, desk.issue, ({ actor, body }) => issueInvoice(db, notifier, actor, body, config.invoiceSeller));
  await route(app, desk.reject, ({ actor, body }) => rejectInvoice(db, notifier, actor, body));
  await route(app, desk.pdf, async ({ query, reply }) => sendPdf(reply, await deskInvoicePdf(db, query.id)));
}
