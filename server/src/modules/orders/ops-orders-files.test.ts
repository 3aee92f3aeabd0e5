import { randomUUID } from 'node:crypto';
import { errorMessage } from '@seabook/domain/error-messages';
import { ERRORS } from '@seabook/domain/errors';
import { OpsOrderInfoSchema } from '@seabook/domain/ops-orders';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { files, messages } from '../../test/tables.ts';
import { sampleFiles } from '../files/files.service.ts';
import type { Customer } from '../inquiries/inquiries.fixtures.ts';
import {
  auditOf,
  closeDesk,
  multipart,
  rawGet,
  startDesk,
  uploadCall,
  uploadDocument,
} from './ops-orders-desk.fixtures.ts';
import { bookOrder, en, expectRefusal, type orderCalls, stored } from './order-info.fixtures.ts';

const { PNG, pdf } = sampleFiles;

/** The operator's documents on an order: POST /v2/ops/order/upload and GET /v2/ops/order/file. */

let desk: Awaited<ReturnType<typeof startDesk>> | undefined;
let t: TestContext;
let api: ReturnType<typeof orderCalls>;
let line: QuoteLine;
let shipper: Customer;
let other: Customer;
let operator: { id: string; token: string; name: string };

beforeAll(async () => {
  desk = await startDesk();
  ({ t, api, line, shipper, other } = desk);
  operator = await newStaff(t, 'staffOperations');
});
afterAll(() => closeDesk(desk));

/** The tenant's file rows, to show a refused upload stored nothing. */
const tenantFiles = (owner: Customer) =>
  t.database.db.select().from(files).where(eq(files.tenantId, owner.actor.tenantId));

describe('an operator’s upload', () => {
  it('files the document on the order for the customer too, logs, audits and tells the customer', async () => {
    const { orderId, orderNo } = await bookOrder(t, shipper, line);
    const content = pdf(300);
    const answer = await uploadDocument(
      t,
      orderId,
      { name: '提单草稿 B-L.pdf', content, category: 'bl' },
      operator.token,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const order = OpsOrderInfoSchema.parse(answer.data);
    expect(order.files).toEqual([
      {
        fileId: expect.any(String),
        name: '提单草稿 B-L.pdf',
        sizeBytes: content.length,
        detectedType: 'pdf',
        category: 'bl',
        addedBy: 'operator',
        addedAt: expect.any(String),
      },
    ]);
    const fileId = order.files[0]?.fileId ?? '';
    expect(order.log[0]).toMatchObject({
      action: 'addfile',
      actorKind: 'operator',
      actorName: operator.name,
      remark: '提单草稿 B-L.pdf',
    });
    expect(await auditOf(t, orderId)).toEqual([
      expect.objectContaining({
        action: 'order.file',
        objectLabel: orderNo,
        staffId: operator.id,
        after: { fileId, name: '提单草稿 B-L.pdf', category: 'bl', sizeBytes: content.length },
      }),
    ]);

    // The customer lists it, downloads it with its own call, and was told.
    const listed = await api.get(`oe_order/getfilelist?id=${orderId}`, shipper.token);
    expect(listed.data).toEqual(order.files);
    const mine = await rawGet(t, `/v2/files/${fileId}`, shipper.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(content)).toBe(true);
    const told = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.accountId, shipper.actor.accountId), eq(messages.link, `/center/orderdetail?id=${orderId}`)),
      );
    expect(told.map((m) => m.title.en)).toEqual([`Order ${orderNo}: a new document`]);
    expect(told[0]?.body.en).toContain('提单草稿 B-L.pdf');

    // The operator downloads it as an attachment.
    const read = await rawGet(t, `/v2/ops/order/file?id=${orderId}&fileId=${fileId}`, operator.token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toContain('attachment;');
    expect(read.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(read.rawPayload.equals(content)).toBe(true);
  });

  it('reads a customer’s own document of the order too', async () => {
    const { orderId } = await bookOrder(t, other, line);
    // The customer's own upload (kind `order`, a PNG) as the web's FormData sends it, then addfile.
    const { payload, contentType } = multipart([
      { name: 'kind', value: 'order' },
      { name: 'file', filename: 'pallets.png', content: PNG },
    ]);
    const uploaded = await call(t.app, 'POST', '/v2/files', {
      token: other.token,
      headers: { ...en, 'content-type': contentType },
      body: payload,
    });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const added = await api.post(
      'oe_order/addfile',
      { id: orderId, fileId: uploaded.data.id, category: 'photo' },
      other.token,
    );
    expect(added.status).toBe(200);
    const read = await rawGet(t, `/v2/ops/order/file?id=${orderId}&fileId=${uploaded.data.id}`, operator.token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('refused uploads', () => {
  it('refuses a wrong type, a renamed file, fields after the file, an unknown category or order, storing nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const before = { ...(await stored(t, orderId)), files: await tenantFiles(shipper) };
    const send = (parts: Parameters<typeof uploadCall>[1]) => uploadCall(t, parts, operator.token);
    const id = { name: 'id', value: orderId };
    const category = { name: 'category', value: 'invoice' };
    const file = (filename: string, content: Uint8Array) => ({ name: 'file', filename, content });

    const exe = await send([id, category, file('setup.exe', pdf())]);
    expect(exe.status).toBe(422);
    expect(exe.json.error).toEqual({
      code: ERRORS.FILE_TYPE_NOT_ALLOWED.code,
      msg: errorMessage('FILE_TYPE_NOT_ALLOWED', 'en', { types: 'png/jpg/jpeg/doc/docx/xls/xlsx/pdf/rar/zip' }),
    });
    expectRefusal(await send([id, category, file('invoice.png', pdf())]), 'FILE_CONTENT_MISMATCH');
    const late = await send([id, file('invoice.pdf', pdf()), category]);
    expectRefusal(late, 'ORDER_UPLOAD_FIELDS_FIRST');
    expect(Object.keys(late.json.error.fields ?? {})).toEqual(['category']);
    const odd = await send([id, { name: 'category', value: 'selfie' }, file('invoice.pdf', pdf())]);
    expectRefusal(odd, 'VALIDATION');
    expect(Object.keys(odd.json.error.fields ?? {})).toEqual(['category']);
    expectRefusal(await send([id, category]), 'FILE_REQUIRED');
    expectRefusal(await send([{ name: 'id', value: randomUUID() }, category, file('invoice.pdf', pdf())]), 'NOT_FOUND');
    expectRefusal(await api.post('ops/order/upload', { id: orderId }, operator.token), 'FILE_REQUIRED');

    expect({ ...(await stored(t, orderId)), files: await tenantFiles(shipper) }).toEqual(before);
    expect(await auditOf(t, orderId)).toEqual([]);
  });
});

describe('reading a file', () => {
  it('answers 404 for a file not on the order, a missing file or order', async () => {
    const first = await bookOrder(t, shipper, line);
    const second = await bookOrder(t, shipper, line);
    const filed = await uploadDocument(t, first.orderId, { name: 'a.pdf', content: pdf() }, operator.token);
    const fileId = filed.data.files[0].fileId;
    for (const [id, file] of [
      [second.orderId, fileId],
      [first.orderId, randomUUID()],
      [randomUUID(), fileId],
      [first.orderId, 'nope'],
    ]) {
      const answer = await rawGet(t, `/v2/ops/order/file?id=${id}&fileId=${file}`, operator.token);
      expect(answer.statusCode, `${id} ${file}`).toBe(404);
    }
  });
});
