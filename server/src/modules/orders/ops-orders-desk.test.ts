import { randomUUID } from 'node:crypto';
import { errorMessage } from '@seabook/domain/error-messages';
import {
  OpsBulkMoveResultSchema,
  OpsOrderCountsSchema,
  OpsOrderInfoSchema,
  OpsOrderListSchema,
} from '@seabook/domain/ops-orders';
import { ORDER_STATUSES } from '@seabook/domain/order-flow';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { newStaff, type StaffRole } from '../../test/staff-fixtures.ts';
import { messages } from '../../test/tables.ts';
import { sampleFiles } from '../files/files.service.ts';
import type { Customer } from '../inquiries/inquiries.fixtures.ts';
import { auditOf, closeDesk, orderQuote, rawGet, startDesk, uploadDocument } from './ops-orders-desk.fixtures.ts';
import { bookOrder, expectRefusal, type orderCalls, setStatus, stored } from './order-info.fixtures.ts';

const { pdf } = sampleFiles;

/**
 * The order desk's calls of issue 6 (list by status group, counts, bulk move) and every call of the
 * desk against every staff role, a customer and a visitor, with the audit row each change writes.
 */

let desk: Awaited<ReturnType<typeof startDesk>> | undefined;
let t: TestContext;
let api: ReturnType<typeof orderCalls>;
let line: QuoteLine;
let shipper: Customer;
let other: Customer;
const staff = {} as Record<StaffRole, { id: string; token: string; name: string }>;

beforeAll(async () => {
  desk = await startDesk();
  ({ t, api, line, shipper, other } = desk);
  for (const role of ['staffAdmin', 'staffSales', 'staffService', 'staffOperations', 'staffFinance'] as const)
    staff[role] = await newStaff(t, role);
});
afterAll(() => closeDesk(desk));

const loading = {
  vessel: 'EVER GIVEN',
  voyage: '1021W',
  etd: '2026-03-10',
  eta: '2026-03-28',
  containers: [{ containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'CN123456' }],
};

/** Every change of the desk on one order, in an order that lets each succeed, as `token`. */
function writes(orderId: string, token?: string) {
  return [
    () => api.post('ops/order/move', { id: orderId, to: 'pending_quote', remark: 'Needs a quote' }, token),
    () => api.post('ops/order/quote', orderQuote(orderId), token),
    () => api.post('ops/order/milestone', { id: orderId, node: 'booked', at: new Date().toISOString() }, token),
    () => api.post('ops/order/todo', { id: orderId, text: 'Please send the invoice' }, token),
    () => api.post('ops/order/loading', { id: orderId, loading, blNo: 'COSU6123456780' }, token),
    () => uploadDocument(t, orderId, { name: 'invoice.pdf', content: pdf() }, token),
    () => api.post('ops/order/bulkmove', { ids: [orderId], to: 'cancelled', remark: 'Customer withdrew' }, token),
  ];
}

/** Every read of the desk (the file one on a document of the order): the status each answers. */
function reads(orderId: string, fileId: string, token?: string): (() => Promise<number>)[] {
  return [
    async () => (await api.get('ops/order/list', token)).status,
    async () => (await api.get(`ops/order/getinfo?id=${orderId}`, token)).status,
    async () => (await api.get('ops/order/counts', token)).status,
    async () => (await rawGet(t, `/v2/ops/order/file?id=${orderId}&fileId=${fileId}`, token)).statusCode,
  ];
}

/** An order with one document filed by the admin, for the reads. */
async function orderWithDocument(): Promise<{ orderId: string; fileId: string }> {
  const { orderId } = await bookOrder(t, shipper, line);
  const filed = await uploadDocument(t, orderId, { name: 'invoice.pdf', content: pdf() }, staff.staffAdmin.token);
  expect(filed.status, JSON.stringify(filed.json)).toBe(200);
  return { orderId, fileId: filed.data.files[0].fileId };
}

describe('who may use the order desk', () => {
  it('lets admin, customer service and operations make every change, each audited as theirs', async () => {
    for (const role of ['staffAdmin', 'staffService', 'staffOperations'] as const) {
      const { orderId, orderNo } = await bookOrder(t, shipper, line);
      for (const write of writes(orderId, staff[role].token)) {
        const answer = await write();
        expect(answer.status, `${role}: ${JSON.stringify(answer.json)}`).toBe(200);
      }
      const order = OpsOrderInfoSchema.parse((await api.opsInfo(orderId, staff[role].token)).data);
      expect(order.status).toBe('cancelled');
      const fileId = order.files[0]?.fileId ?? '';
      for (const read of reads(orderId, fileId, staff[role].token)) expect(await read()).toBe(200);
      const trail = await auditOf(t, orderId);
      expect(trail.map((row) => row.action)).toEqual([
        'order.move',
        'order.quote',
        'order.milestone',
        'order.todo',
        'order.loading',
        'order.file',
        'order.move',
      ]);
      for (const row of trail)
        expect(row).toMatchObject({
          staffId: staff[role].id,
          staffName: staff[role].name,
          objectType: 'order',
          objectLabel: orderNo,
        });
    }
  });

  it('lets finance read every order and its files but change none', async () => {
    const { orderId, fileId } = await orderWithDocument();
    for (const read of reads(orderId, fileId, staff.staffFinance.token)) expect(await read()).toBe(200);
    const before = await stored(t, orderId);
    const trail = await auditOf(t, orderId);
    for (const write of writes(orderId, staff.staffFinance.token)) expectRefusal(await write(), 'FORBIDDEN');
    expect(await stored(t, orderId)).toEqual(before);
    expect(await auditOf(t, orderId)).toEqual(trail);
  });

  it('refuses sales and customers on every call (403) and a visitor (401)', async () => {
    const { orderId, fileId } = await orderWithDocument();
    const before = await stored(t, orderId);
    for (const token of [staff.staffSales.token, shipper.token]) {
      for (const write of writes(orderId, token)) expectRefusal(await write(), 'FORBIDDEN');
      for (const read of reads(orderId, fileId, token)) expect(await read()).toBe(403);
    }
    for (const write of writes(orderId)) expect((await write()).status).toBe(401);
    for (const read of reads(orderId, fileId)) expect(await read()).toBe(401);
    expect(await stored(t, orderId)).toEqual(before);
  });
});

describe('the queue: status groups, oldest first, counts', () => {
  it('lists a group of statuses newest first, or oldest first for a queue', async () => {
    const first = await bookOrder(t, other, line);
    const second = await bookOrder(t, other, line);
    const third = await bookOrder(t, other, line);
    await setStatus(t, first.orderId, 'pending_booking');
    await setStatus(t, second.orderId, 'in_progress');
    await setStatus(t, third.orderId, 'pending_preallocation');
    const mine = [first.orderNo, second.orderNo, third.orderNo];
    const group = 'statuses=pending_booking,in_progress,pending_preallocation&pageSize=100';
    const newest = OpsOrderListSchema.parse((await api.get(`ops/order/list?${group}`, staff.staffAdmin.token)).data);
    expect(
      newest.items.every((i) => ['pending_booking', 'in_progress', 'pending_preallocation'].includes(i.status)),
    ).toBe(true);
    expect(newest.items.map((i) => i.orderNo).filter((no) => mine.includes(no))).toEqual([...mine].reverse());
    const oldest = OpsOrderListSchema.parse(
      (await api.get(`ops/order/list?${group}&oldestFirst=1`, staff.staffAdmin.token)).data,
    );
    expect(oldest.total).toBe(newest.total);
    expect(oldest.items.map((i) => i.orderNo).filter((no) => mine.includes(no))).toEqual(mine);
    const createdAt = oldest.items.map((i) => i.createdAt);
    expect([...createdAt].sort()).toEqual(createdAt);
    // `status` narrows the group; a status outside it matches nothing.
    const narrowed = await api.get(`ops/order/list?${group}&status=in_progress`, staff.staffAdmin.token);
    expect(narrowed.data.items.map((i: { status: string }) => i.status)).toEqual(
      narrowed.data.items.map(() => 'in_progress'),
    );
    expect(narrowed.data.items.map((i: { orderNo: string }) => i.orderNo)).toContain(second.orderNo);
    const outside = await api.get(`ops/order/list?${group}&status=completed`, staff.staffAdmin.token);
    expect(outside.data).toEqual({ items: [], total: 0, totalCapped: false });
    for (const bad of ['statuses=pending_booking,shipped', 'oldestFirst=maybe'])
      expectRefusal(await api.get(`ops/order/list?${bad}`, staff.staffAdmin.token), 'VALIDATION');
  });

  it('counts every status of every tenant, and the counts follow a new order', async () => {
    const read = async () =>
      OpsOrderCountsSchema.parse((await api.get('ops/order/counts', staff.staffFinance.token)).data).counts;
    const before = await read();
    expect(Object.keys(before).sort()).toEqual([...ORDER_STATUSES].sort());
    const all = OpsOrderListSchema.parse((await api.get('ops/order/list?pageSize=1', staff.staffAdmin.token)).data);
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBe(all.total);
    const { orderId } = await bookOrder(t, other, line);
    await setStatus(t, orderId, 'bl_checking');
    const after = await read();
    expect(after).toEqual({ ...before, bl_checking: before.bl_checking + 1 });
  });
});

describe('moves the table forbids', () => {
  it('refuses them with 409, changing nothing, auditing nothing and telling nobody', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const cases = [
      ['pending_review', 'quote_to_confirm', 'ORDER_MOVE_NOT_ALLOWED'],
      ['pending_quote', 'quote_to_confirm', 'ORDER_QUOTE_NEEDS_FEES'],
      ['in_progress', 'pending_review', 'ORDER_MOVE_NOT_ALLOWED'],
      ['quote_to_confirm', 'pending_booking', 'ORDER_MOVE_NOT_ALLOWED'],
      ['completed', 'cancelled', 'ORDER_MOVE_NOT_ALLOWED'],
      ['cancelled', 'pending_review', 'ORDER_MOVE_NOT_ALLOWED'],
    ] as const;
    const told = () =>
      t.database.db
        .select()
        .from(messages)
        .where(
          and(eq(messages.accountId, shipper.actor.accountId), eq(messages.link, `/center/orderdetail?id=${orderId}`)),
        );
    for (const [from, to, key] of cases) {
      await setStatus(t, orderId, from);
      const before = await stored(t, orderId);
      expectRefusal(await api.post('ops/order/move', { id: orderId, to }, staff.staffOperations.token), key);
      expect(await stored(t, orderId)).toEqual(before);
    }
    expect(await auditOf(t, orderId)).toEqual([]);
    expect(await told()).toEqual([]);
  });
});

describe('bulk move', () => {
  it('moves each order on its own and reports each refusal in the caller’s language', async () => {
    const a = await bookOrder(t, shipper, line);
    const b = await bookOrder(t, other, line);
    const c = await bookOrder(t, shipper, line);
    await setStatus(t, c.orderId, 'in_progress');
    const missing = randomUUID();
    const answer = await api.post(
      'ops/order/bulkmove',
      { ids: [a.orderId, b.orderId, c.orderId, missing, a.orderId, 'nope'], to: 'pending_booking', remark: 'OK' },
      staff.staffService.token,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(OpsBulkMoveResultSchema.parse(answer.data)).toEqual({
      moved: [a.orderId, b.orderId],
      refused: [
        { id: c.orderId, orderNo: c.orderNo, msg: errorMessage('ORDER_MOVE_NOT_ALLOWED', 'en') },
        { id: missing, orderNo: '', msg: errorMessage('NOT_FOUND', 'en') },
        { id: 'nope', orderNo: '', msg: errorMessage('NOT_FOUND', 'en') },
      ],
    });
    for (const { orderId } of [a, b]) {
      const { order, log } = await stored(t, orderId);
      expect(order).toMatchObject({ status: 'pending_booking', reviewRemark: 'OK' });
      expect(log[0]).toMatchObject({ action: 'approve', actorKind: 'operator', actorName: staff.staffService.name });
      expect(await auditOf(t, orderId)).toEqual([
        expect.objectContaining({
          action: 'order.move',
          before: { status: 'pending_review' },
          after: { status: 'pending_booking' },
          remark: 'OK',
        }),
      ]);
    }
    expect((await stored(t, c.orderId)).order?.status).toBe('in_progress');
    expect(await auditOf(t, c.orderId)).toEqual([]);

    // In Chinese, and the quote move is refused there too.
    await setStatus(t, c.orderId, 'pending_quote');
    const zh = await call(t.app, 'POST', '/v2/ops/order/bulkmove', {
      token: staff.staffService.token,
      body: { ids: [c.orderId], to: 'quote_to_confirm' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.data).toEqual({
      moved: [],
      refused: [{ id: c.orderId, orderNo: c.orderNo, msg: errorMessage('ORDER_QUOTE_NEEDS_FEES', 'zh-CN') }],
    });
  });

  it('refuses an empty list, more than 50 orders or an unknown status, moving nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const token = staff.staffAdmin.token;
    expectRefusal(await api.post('ops/order/bulkmove', { ids: [], to: 'pending_booking' }, token), 'VALIDATION');
    const many = Array.from({ length: 51 }, () => orderId);
    expectRefusal(await api.post('ops/order/bulkmove', { ids: many, to: 'pending_booking' }, token), 'VALIDATION');
    expectRefusal(await api.post('ops/order/bulkmove', { ids: [orderId], to: 'shipped' }, token), 'VALIDATION');
    expect((await stored(t, orderId)).order?.status).toBe('pending_review');
  });
});

describe('the audit trail of the single changes', () => {
  it('keeps what each change did before and after', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const token = staff.staffAdmin.token;
    await setStatus(t, orderId, 'in_progress');
    const first = new Date(Date.now() - 30_000).toISOString();
    const second = new Date(Date.now() - 5_000).toISOString();
    await api.post('ops/order/milestone', { id: orderId, node: 'sailed', at: first, location: 'CNSHA' }, token);
    await api.post('ops/order/milestone', { id: orderId, node: 'sailed', at: second, location: 'CNNGB' }, token);
    await api.post('ops/order/todo', { id: orderId, text: 'Sign the B/L draft' }, token);
    await api.post('ops/order/loading', { id: orderId, loading, bookingNo: 'BKG001' }, token);
    await api.post(
      'ops/order/loading',
      { id: orderId, loading: { ...loading, voyage: '1022W', containers: [] } },
      token,
    );
    const trail = await auditOf(t, orderId);
    expect(trail.map((row) => [row.action, row.before, row.after])).toEqual([
      ['order.milestone', null, { node: 'sailed', at: new Date(first).toISOString(), location: 'CNSHA', remark: null }],
      [
        'order.milestone',
        { node: 'sailed', at: new Date(first).toISOString(), location: 'CNSHA', remark: null },
        { node: 'sailed', at: new Date(second).toISOString(), location: 'CNNGB', remark: null },
      ],
      ['order.todo', null, { todoId: expect.any(String), text: 'Sign the B/L draft' }],
      [
        'order.loading',
        { vessel: null, voyage: null, etd: null, eta: null, blNo: null, bookingNo: null, containers: [] },
        {
          vessel: 'EVER GIVEN',
          voyage: '1021W',
          etd: '2026-03-10',
          eta: '2026-03-28',
          blNo: null,
          bookingNo: 'BKG001',
          containers: [{ containerNo: 'CSQU3054383', sealNo: 'CN123456' }],
        },
      ],
      [
        'order.loading',
        expect.objectContaining({ voyage: '1021W', containers: [{ containerNo: 'CSQU3054383', sealNo: 'CN123456' }] }),
        expect.objectContaining({ voyage: '1022W', bookingNo: 'BKG001', containers: [] }),
      ],
    ]);
  });
});

describe('the API description', () => {
  it('describes every call of the desk', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/v2/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const call of ['list', 'counts', 'getinfo', 'file', 'move', 'bulkmove', 'quote', 'upload'])
      expect(paths).toContain(`/v2/ops/order/${call}`);
  });
});
