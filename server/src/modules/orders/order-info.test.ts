import { randomUUID } from 'node:crypto';
import { OrderSchema } from '@seabook/domain/booking-price';
import type { ErrorKey } from '@seabook/domain/errors';
import { type OrderInfo, OrderInfoSchema } from '@seabook/domain/order-info';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/tenancy.tables.ts';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import type { Answer } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { messages } from '../../test/tables.ts';
import { type Customer, newCustomer, staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { bookOrder, expectRefusal, orderCalls, setStatus, stored, storedFile } from './order-info.fixtures.ts';
import { orders } from './orders.tables.ts';

let t: TestContext;
let api: ReturnType<typeof orderCalls>;
let line: QuoteLine;
let shipper: Customer;
let stranger: Customer;
let staff: string;
let shipperName: string;

beforeAll(async () => {
  t = await startTestApp();
  api = orderCalls(t);
  line = await bookableShowcaseLine(t.app);
  shipper = await newCustomer(t, true);
  stranger = await newCustomer(t, true);
  staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, shipper.actor.accountId));
  shipperName = account?.name ?? '';
});
afterAll(async () => {
  await t?.close();
});

async function info(id: string, token = shipper.token): Promise<OrderInfo> {
  const answer = await api.info(id, token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return OrderInfoSchema.parse(answer.data);
}

/** The answer is the refusal `key`, and the order's status and log did not change. */
async function refusedUnchanged(orderId: string, attempt: () => Promise<Answer>, key: ErrorKey) {
  const before = await stored(t, orderId);
  expectRefusal(await attempt(), key);
  const after = await stored(t, orderId);
  expect(after.order?.status).toBe(before.order?.status);
  expect(after.log).toEqual(before.log);
}

describe('getorderinfo', () => {
  it('needs a login', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    expect((await api.get(`oe_order/getorderinfo?id=${orderId}`)).status).toBe(401);
  });

  it('answers a new order as booked, waiting for review, with its creation in the log', async () => {
    const created = await bookOrder(t, shipper, line);
    const order = await info(created.orderId);
    const booked = OrderSchema.parse((await api.get(`oe_order/getorder?id=${created.orderId}`, shipper.token)).data);
    expect(order).toMatchObject({ ...booked, status: 'pending_review', customerReference: 'PO-FIRST' });
    expect(order).toMatchObject({
      blNo: null,
      bookingNo: null,
      contractNo: null,
      userFields: [],
      loading: null,
      milestones: [],
      todos: [],
      files: [],
      actions: { edit: true, cancel: true, moves: [] },
    });
    expect(order.steps[0]).toEqual({ step: 'review', state: 'current', at: null });
    expect(order.steps).toHaveLength(11);
    expect(order.log).toEqual([
      expect.objectContaining({
        actorKind: 'customer',
        actorName: shipperName,
        action: 'create',
        from: null,
        to: 'pending_review',
      }),
    ]);
  });
});

describe('cancelorder', () => {
  it('cancels while the customer may, logs who and why, and tells the account', async () => {
    const { orderId, orderNo } = await bookOrder(t, shipper, line);
    const answer = await api.post('oe_order/cancelorder', { id: orderId, reason: 'Buyer postponed' }, shipper.token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const order = OrderInfoSchema.parse(answer.data);
    expect(order.status).toBe('cancelled');
    expect(order.actions).toEqual({ edit: false, cancel: false, moves: [] });
    expect(order.steps[0]?.state).toBe('stopped');
    expect(order.log[0]).toMatchObject({
      actorKind: 'customer',
      actorName: shipperName,
      action: 'cancel',
      from: 'pending_review',
      to: 'cancelled',
      remark: 'Buyer postponed',
    });
    expect(Date.parse(order.log[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.accountId, shipper.actor.accountId), eq(messages.kind, 'order_status')));
    expect(told.some((m) => m.title['zh-CN'].includes(orderNo) || m.body['zh-CN'].includes(orderNo))).toBe(true);
    await refusedUnchanged(
      orderId,
      () => api.post('oe_order/cancelorder', { id: orderId }, shipper.token),
      'ORDER_MOVE_NOT_ALLOWED',
    );
  });

  it('refuses once the space is booked, and changes nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    await setStatus(t, orderId, 'pending_preallocation');
    await refusedUnchanged(
      orderId,
      () => api.post('oe_order/cancelorder', { id: orderId }, shipper.token),
      'ORDER_MOVE_NOT_ALLOWED',
    );
    expect((await info(orderId)).actions.cancel).toBe(false);
  });

  it('refuses a reason over 200 characters with 422 and changes nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    await refusedUnchanged(
      orderId,
      () => api.post('oe_order/cancelorder', { id: orderId, reason: 'x'.repeat(201) }, shipper.token),
      'FIELD_TOO_LONG',
    );
  });
});

describe('ordermove', () => {
  it('accepts a quote by the action; the B/L check is left to the B/L calls', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    await setStatus(t, orderId, 'quote_to_confirm');
    expect((await info(orderId)).actions.moves.map((m) => m.action)).toEqual(['accept_quote', 'decline_quote']);
    const accepted = await api.post('oe_order/ordermove', { id: orderId, action: 'accept_quote' }, shipper.token);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.data.status).toBe('pending_booking');
    expect(accepted.data.log[0]).toMatchObject({
      action: 'accept_quote',
      from: 'quote_to_confirm',
      to: 'pending_booking',
    });

    // The B/L's check belongs to its own calls (/checkbill, decision 037): never a plain move, and not offered.
    await setStatus(t, orderId, 'bl_checking');
    expect((await info(orderId)).actions.moves).toEqual([]);
    for (const action of ['confirm_bl', 'request_bl_change'])
      await refusedUnchanged(
        orderId,
        () => api.post('oe_order/ordermove', { id: orderId, action, remark: 'Consignee name misspelt' }, shipper.token),
        'ORDER_MOVE_USE_BL',
      );
  });

  it('refuses an operator’s move, cancel (its own call) and a move from the wrong status, changing nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    for (const action of ['approve', 'cancel', 'accept_quote', 'confirm_bl'])
      await refusedUnchanged(
        orderId,
        () => api.post('oe_order/ordermove', { id: orderId, action }, shipper.token),
        'ORDER_MOVE_NOT_ALLOWED',
      );
    await refusedUnchanged(
      orderId,
      () => api.post('oe_order/ordermove', { id: orderId, action: 'ship' }, shipper.token),
      'VALIDATION',
    );
  });
});

describe('order files', () => {
  it('attaches the tenant’s upload once under its category, logs it, and lists it', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const fileId = await storedFile(t, shipper);
    const first = await api.post('oe_order/addfile', { id: orderId, fileId, category: 'packing_list' }, shipper.token);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const expected = {
      fileId,
      name: 'packing-list.pdf',
      sizeBytes: 2048,
      detectedType: 'pdf',
      category: 'packing_list',
      addedBy: 'customer',
    };
    expect(first.data).toEqual([{ ...expected, addedAt: expect.any(String) }]);
    const again = await api.post('oe_order/addfile', { id: orderId, fileId, category: 'invoice' }, shipper.token);
    expect(again.data).toEqual(first.data);
    const listed = await api.get(`oe_order/getfilelist?id=${orderId}`, shipper.token);
    expect(listed.data).toEqual(first.data);
    const order = await info(orderId);
    expect(order.files).toEqual(first.data);
    expect(order.log.filter((e) => e.action === 'addfile')).toEqual([
      expect.objectContaining({ actorKind: 'customer', remark: 'packing-list.pdf' }),
    ]);
  });

  it('refuses another tenant’s file like a missing one, a kind that is no order document, a bad category', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const theirs = await storedFile(t, stranger);
    const foreign = await api.post(
      'oe_order/addfile',
      { id: orderId, fileId: theirs, category: 'other' },
      shipper.token,
    );
    const missing = await api.post(
      'oe_order/addfile',
      { id: orderId, fileId: randomUUID(), category: 'other' },
      shipper.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
    const licence = await storedFile(t, shipper, 'licence');
    const wrongKind = await api.post(
      'oe_order/addfile',
      { id: orderId, fileId: licence, category: 'other' },
      shipper.token,
    );
    expectRefusal(wrongKind, 'FILE_KIND_NOT_ALLOWED');
    const fileId = await storedFile(t, shipper);
    const category = await api.post('oe_order/addfile', { id: orderId, fileId, category: 'selfie' }, shipper.token);
    expect(category.status).toBe(422);
    expect((await api.get(`oe_order/getfilelist?id=${orderId}`, shipper.token)).data).toEqual([]);
  });
});

describe('userdefine', () => {
  it('sets the references, logs what changed, and finds the order by its contract number', async () => {
    const { orderId, orderNo } = await bookOrder(t, shipper, line);
    const body = {
      id: orderId,
      customerReference: 'PO-SECOND',
      contractNo: 'SC/2026-77',
      fields: [{ label: 'Buyer', value: 'ACME GmbH' }],
    };
    const answer = await api.post('oe_order/userdefine', body, shipper.token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.data).toMatchObject({
      customerReference: 'PO-SECOND',
      contractNo: 'SC/2026-77',
      userFields: [{ label: 'Buyer', value: 'ACME GmbH' }],
    });
    expect(answer.data.log[0]).toMatchObject({
      action: 'userdefine',
      actorName: shipperName,
      changes: {
        customerReference: ['PO-FIRST', 'PO-SECOND'],
        contractNo: [null, 'SC/2026-77'],
        userFields: [[], [{ label: 'Buyer', value: 'ACME GmbH' }]],
      },
    });
    const same = await api.post('oe_order/userdefine', body, shipper.token);
    expect(same.data.log).toEqual(answer.data.log);
    const found = await api.get('oe_order/order_list?keyword=sc%2F2026-77', shipper.token);
    expect(found.data.items.map((i: { orderNo: string }) => i.orderNo)).toEqual([orderNo]);
    expect(found.data.items[0].customerReference).toBe('PO-SECOND');

    const cleared = await api.post('oe_order/userdefine', { id: orderId }, shipper.token);
    expect(cleared.data).toMatchObject({ customerReference: null, contractNo: null, userFields: [] });
  });

  it('refuses a bad contract number or too many fields with 422, changing nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const bad = await api.post('oe_order/userdefine', { id: orderId, contractNo: 'SC 2026' }, shipper.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.fields ?? {})).toEqual(['contractNo']);
    const field = { label: 'L', value: 'V' };
    const many = await api.post('oe_order/userdefine', { id: orderId, fields: Array(6).fill(field) }, shipper.token);
    expect(many.status).toBe(422);
    const { order, log } = await stored(t, orderId);
    expect(order).toMatchObject({ customerReference: 'PO-FIRST', contractNo: null, userFields: [] });
    expect(log).toHaveLength(1);
  });
});

describe('to-dos', () => {
  it('marks the operator’s to-do done once, logging who did it', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const raised = await api.post('ops/order/todo', { id: orderId, text: 'Upload the packing list' }, staff);
    expect(raised.status, JSON.stringify(raised.json)).toBe(200);
    const [todo] = (await info(orderId)).todos;
    expect(todo).toMatchObject({ text: 'Upload the packing list', doneAt: null, doneBy: null });
    const done = await api.post('oe_order/tododone', { id: orderId, todoId: todo?.id }, shipper.token);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.data.todos[0]).toMatchObject({ id: todo?.id, doneBy: shipperName });
    expect(done.data.todos[0].doneAt).not.toBeNull();
    expect(done.data.log[0]).toMatchObject({
      action: 'todo_done',
      actorKind: 'customer',
      remark: 'Upload the packing list',
    });
    const again = await api.post('oe_order/tododone', { id: orderId, todoId: todo?.id }, shipper.token);
    expect(again.data.todos).toEqual(done.data.todos);
    expect(again.data.log).toEqual(done.data.log);
  });

  it('answers 404 for a to-do of another order or none', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const other = await bookOrder(t, shipper, line);
    await api.post('ops/order/todo', { id: other.orderId, text: 'Sign the letter' }, staff);
    const [todo] = (await info(other.orderId)).todos;
    expect((await api.post('oe_order/tododone', { id: orderId, todoId: todo?.id }, shipper.token)).status).toBe(404);
    expect((await api.post('oe_order/tododone', { id: orderId, todoId: randomUUID() }, shipper.token)).status).toBe(
      404,
    );
  });
});

describe('zhuangyun', () => {
  it('is null until the operator sets the loading information', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const none = await api.get(`oe_order/zhuangyun?id=${orderId}`, shipper.token);
    expect(none.status).toBe(200);
    expect(none.data).toBeNull();
  });
});

describe('another tenant', () => {
  it('hears 404 exactly like a missing order on every call, and nothing changes', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const fileId = await storedFile(t, stranger);
    await api.post('ops/order/todo', { id: orderId, text: 'Send the invoice' }, staff);
    const [todo] = (await info(orderId)).todos;
    const calls = (id: string) => [
      () => api.info(id, stranger.token),
      () => api.get(`oe_order/getfilelist?id=${id}`, stranger.token),
      () => api.get(`oe_order/zhuangyun?id=${id}`, stranger.token),
      () => api.post('oe_order/cancelorder', { id }, stranger.token),
      () => api.post('oe_order/ordermove', { id, action: 'accept_quote' }, stranger.token),
      () => api.post('oe_order/addfile', { id, fileId, category: 'other' }, stranger.token),
      () => api.post('oe_order/userdefine', { id, contractNo: 'X-1' }, stranger.token),
      () => api.post('oe_order/tododone', { id, todoId: todo?.id }, stranger.token),
    ];
    const before = await stored(t, orderId);
    const theirs = calls(orderId);
    const missing = calls(randomUUID());
    for (const [i, attempt] of theirs.entries()) {
      const answer = await attempt();
      expect(answer.status, `call ${i}`).toBe(404);
      expect(answer.json, `call ${i}`).toEqual((await missing[i]?.())?.json);
    }
    const after = await stored(t, orderId);
    expect(after.log).toEqual(before.log);
    expect(after.order).toEqual(before.order);
    expect((await info(orderId)).todos[0]?.doneAt).toBeNull();
    // A malformed id is a missing order too.
    expect((await api.info('not-an-id', shipper.token)).status).toBe(404);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('pending_review');
  });
});
