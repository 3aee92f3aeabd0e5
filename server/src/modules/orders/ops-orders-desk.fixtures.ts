import { randomBytes } from 'node:crypto';
import { rmdir } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '@seabook/domain/booking-rules';
import { asc, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { files, opsAudit } from '../../test/tables.ts';
import { openStorage } from '../files/files.service.ts';
import { type Customer, lclQuote, newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { today } from '../rates/rates.service.ts';
import { en, orderCalls } from './order-info.fixtures.ts';

/** Test helpers of the order desk (issue 6): a quote, an operator's upload and download, the audit trail. */

/** The desk's test app with a quote line to book on and two verified customers of their own tenants. */
export async function startDesk() {
  const t = await startTestApp();
  const [line, shipper, other] = await Promise.all([
    bookableShowcaseLine(t.app),
    newCustomer(t, true),
    newCustomer(t, true),
  ]);
  return { t, api: orderCalls(t), line, shipper, other };
}

/** Removes the stored bytes of the customers' uploads, then closes the app. */
export async function closeDesk(desk: { t: TestContext; shipper: Customer; other: Customer } | undefined) {
  if (!desk) return;
  await removeUploads(desk.t, [desk.shipper, desk.other]);
  await desk.t.close();
}

/** An operator's quote of an LCL order: the inquiry desk's charges (ocean, CFS with a minimum, B/L fee). */
export function orderQuote(id: string, patch: Record<string, unknown> = {}) {
  const { carrier: _carrier, transitDays: _days, ...quote } = lclQuote(id, { validTo: addDays(today(), 14), ...patch });
  return quote;
}

type Part = { name: string; value: string } | { name: string; filename: string; content: Uint8Array };

/** A multipart/form-data body in the order of its parts, the way a browser's FormData sends it. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----seabook${randomBytes(8).toString('hex')}`;
  const head = (part: Part) =>
    'value' in part
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n';
  const chunks = parts.flatMap((part) => [
    Buffer.from(head(part)),
    ...('content' in part ? [Buffer.from(part.content), Buffer.from('\r\n')] : []),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /v2/ops/order/upload with the given parts (normally id, category, then file). */
export function uploadCall(t: TestContext, parts: Part[], token?: string) {
  const { payload, contentType } = multipart(parts);
  return call(t.app, 'POST', '/v2/ops/order/upload', {
    body: payload,
    headers: { ...en, 'content-type': contentType },
    ...(token ? { token } : {}),
  });
}

/** The usual upload: an order document of a category, as a file. */
export function uploadDocument(
  t: TestContext,
  orderId: string,
  file: { name: string; content: Uint8Array; category?: string },
  token?: string,
) {
  return uploadCall(
    t,
    [
      { name: 'id', value: orderId },
      { name: 'category', value: file.category ?? 'invoice' },
      { name: 'file', filename: file.name, content: file.content },
    ],
    token,
  );
}

/** A raw GET (the bytes, not JSON) as an operator or a customer. */
export function rawGet(t: TestContext, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { appid: '1', appclient: 'pc', ...en, ...(token ? { accesstoken: token } : {}) },
  });
}

/** The audit rows of one order, oldest first. */
export function auditOf(t: TestContext, orderId: string) {
  return t.database.db.select().from(opsAudit).where(eq(opsAudit.objectId, orderId)).orderBy(asc(opsAudit.id));
}

/** Removes the stored bytes of the customers' uploads from the development folder. */
export async function removeUploads(t: TestContext, owners: Customer[]): Promise<void> {
  const storage = loadConfig({ NODE_ENV: 'test' }).storage;
  if (storage.kind !== 'local' || owners.length === 0) return;
  const folder = await openStorage(storage);
  const tenants = owners.map((owner) => owner.actor.tenantId);
  const rows = await t.database.db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.tenantId, tenants));
  for (const row of rows) await folder.delete(row.storageKey);
  for (const tenantId of tenants) await rmdir(path.join(storage.dir, tenantId)).catch(() => {});
}
