import { randomUUID } from 'node:crypto';
import { errorMessage } from '@seabook/domain/error-messages';
import { OpsOrderInfoSchema, OpsOrderListSchema } from '@seabook/domain/ops-orders';
import { LoadingInfoSchema } from '@seabook/domain/order-info';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/tenancy.tables.ts';
import { DEMO } from '../../demo/demo-data.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { loginAs } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { messages, staff as staffTable } from '../../test/tables.ts';
import { type Customer, newCustomer, staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { builtinRoleId } from '../members/members.service.ts';
import { createStaff } from '../ops/ops.service.ts';
import { bookOrder, expectRefusal, orderCalls, setStatus, stored } from './order-info.fixtures.ts';
import { orderContainers } from './orders.tables.ts';

let t: TestContext;
let api: ReturnType<typeof orderCalls>;
let line: QuoteLine;
let shipper: Customer;
let other: Customer;
let admin: string;
let adminName: string;
let mobile: string;

beforeAll(async () => {
  t = await startTestApp();
  api = orderCalls(t);
  line = await bookableShowcaseLine(t.app);
  shipper = await newCustomer(t, true);
  other = await newCustomer(t, true);
  admin = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
  const [me] = await t.database.db.select().from(staffTable).where(eq(staffTable.username, DEMO.admin.username));
  adminName = me?.name ?? '';
  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, shipper.actor.accountId));
  mobile = account?.mobile ?? '';
});
afterAll(async () => {
  await t?.close();
});

async function staffOf(username: string, role: 'staffSales' | 'staffFinance'): Promise<string> {
  await createStaff(t.database.db, {
    username,
    name: username,
    passwordHash: await hashPassword('Ops@2026x'),
    roleId: await builtinRoleId(t.database.db, role),
  });
  return staffLogin(t, username, 'Ops@2026x');
}

const loading = {
  vessel: 'COSCO SHIPPING ARIES',
  voyage: '045E',
  etd: '2026-03-10',
  eta: '2026-03-28',
  cutoff: '2026-03-08T18:00:00+08:00',
  containers: [
    { containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'CN123456', pieces: 400, weightKg: 9000 },
    { containerNo: 'MSCU6639870' },
  ],
};

async function outbox(): Promise<{ channel: string; to: string; body: string }[]> {
  return (await api.get('dev/outbox?pageSize=100')).data.items;
}

describe('who may call the operators’ order desk', () => {
  it('refuses visitors (401), customers and staff without the orders permission (403)', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
    const sales = await staffOf('sales-only', 'staffSales');
    const calls = (token?: string) => [
      api.get('ops/order/list', token),
      api.get(`ops/order/getinfo?id=${orderId}`, token),
      api.post('ops/order/move', { id: orderId, to: 'pending_booking' }, token),
      api.post('ops/order/milestone', { id: orderId, node: 'booked', at: new Date().toISOString() }, token),
      api.post('ops/order/todo', { id: orderId, text: 'Hello' }, token),
      api.post('ops/order/loading', { id: orderId, loading }, token),
    ];
    for (const answer of await Promise.all(calls())) expect(answer.status).toBe(401);
    for (const token of [company, shipper.token, sales])
      for (const answer of await Promise.all(calls(token))) {
        expectRefusal(answer, 'FORBIDDEN');
      }
    const { order, log } = await stored(t, orderId);
    expect(order?.status).toBe('pending_review');
    expect(log).toHaveLength(1);
  });

  it('lets finance read the orders but not change them', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const finance = await staffOf('finance-reader', 'staffFinance');
    expect((await api.get('ops/order/list', finance)).status).toBe(200);
    expect((await api.opsInfo(orderId, finance)).status).toBe(200);
    expect((await api.post('ops/order/move', { id: orderId, to: 'pending_booking' }, finance)).status).toBe(403);
  });
});

describe('the operators’ list and one order', () => {
  it('lists every tenant’s orders newest first with their owners, by status and keyword', async () => {
    const mine = await bookOrder(t, shipper, line);
    const theirs = await bookOrder(t, other, line);
    await setStatus(t, mine.orderId, 'pending_booking');
    const all = OpsOrderListSchema.parse((await api.get('ops/order/list?pageSize=100', admin)).data);
    const numbers = all.items.map((i) => i.orderNo);
    expect(numbers.indexOf(theirs.orderNo)).toBeLessThan(numbers.indexOf(mine.orderNo));
    expect(all.items.find((i) => i.orderNo === theirs.orderNo)).toMatchObject({
      orderId: theirs.orderId,
      status: 'pending_review',
      accountName: expect.any(String),
      company: expect.any(String),
    });
    const booking = OpsOrderListSchema.parse((await api.get('ops/order/list?status=pending_booking', admin)).data);
    expect(booking.items.map((i) => i.orderNo)).toContain(mine.orderNo);
    expect(booking.items.every((i) => i.status === 'pending_booking')).toBe(true);
    const found = await api.get(`ops/order/list?keyword=${theirs.orderNo}`, admin);
    expect(found.data.items.map((i: { orderNo: string }) => i.orderNo)).toEqual([theirs.orderNo]);
    expect((await api.get('ops/order/list?status=shipped', admin)).status).toBe(422);
  });

  it('shows any tenant’s order with the operator’s moves; a missing one is 404', async () => {
    const { orderId } = await bookOrder(t, other, line);
    const answer = await api.opsInfo(orderId, admin);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const order = OpsOrderInfoSchema.parse(answer.data);
    expect(order.actions.moves.map((m) => m.action)).toEqual(['approve', 'require_quote', 'reject', 'cancel']);
    expect(order.actions.cancel).toBe(true);
    expect(order.accountName).not.toBe('');
    expect((await api.opsInfo(randomUUID(), admin)).status).toBe(404);
    expect((await api.opsInfo('nope', admin)).status).toBe(404);
  });
});

describe('operator moves', () => {
  it('moves by the table, logs the operator, keeps the remark and tells the customer by message, SMS and e-mail', async () => {
    const { orderId, orderNo } = await bookOrder(t, shipper, line);
    const answer = await api.post(
      'ops/order/move',
      { id: orderId, to: 'pending_booking', remark: 'Space available' },
      admin,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const order = OpsOrderInfoSchema.parse(answer.data);
    expect(order).toMatchObject({ status: 'pending_booking', reviewRemark: 'Space available' });
    expect(order.log[0]).toMatchObject({
      actorKind: 'operator',
      actorName: adminName,
      action: 'approve',
      from: 'pending_review',
      to: 'pending_booking',
      remark: 'Space available',
    });
    const told = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.accountId, shipper.actor.accountId), eq(messages.link, `/center/orderdetail?id=${orderId}`)),
      );
    expect(told).toHaveLength(1);
    expect(told[0]?.kind).toBe('order_status');
    const sent = (await outbox()).filter((m) => m.body.includes(orderNo));
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'sms')?.to).toBe(mobile);
    // The customer sees it with its own actions.
    const seen = await api.info(orderId, shipper.token);
    expect(seen.data.actions).toEqual({ edit: false, cancel: true, moves: [] });
  });

  it('confirms the booking only with a booking number: stores it, records the booked (CONF) node, the customer sees both', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    await setStatus(t, orderId, 'pending_booking');
    const before = await stored(t, orderId);
    // Without the number, or with one that is no booking number: 422 on the field, nothing changed.
    const missing = await api.post('ops/order/move', { id: orderId, to: 'pending_preallocation' }, admin);
    expectRefusal(missing, 'BOOKING_NO_REQUIRED');
    expect(missing.json.error.fields).toEqual({ bookingNo: errorMessage('BOOKING_NO_REQUIRED', 'en') });
    const blank = await api.post(
      'ops/order/move',
      { id: orderId, to: 'pending_preallocation', bookingNo: '  ' },
      admin,
    );
    expectRefusal(blank, 'BOOKING_NO_REQUIRED');
    const bad = await api.post(
      'ops/order/move',
      { id: orderId, to: 'pending_preallocation', bookingNo: '订舱#1' },
      admin,
    );
    expectRefusal(bad, 'BOOKING_NO_INVALID');
    expect(bad.json.error.fields).toEqual({ bookingNo: errorMessage('BOOKING_NO_INVALID', 'en') });
    const bulk = await api.post('ops/order/bulkmove', { ids: [orderId], to: 'pending_preallocation' }, admin);
    expect(bulk.data).toMatchObject({
      moved: [],
      refused: [{ id: orderId, msg: errorMessage('BOOKING_NO_REQUIRED', 'en') }],
    });
    expect(await stored(t, orderId)).toEqual(before);

    const answer = await api.post(
      'ops/order/move',
      { id: orderId, to: 'pending_preallocation', bookingNo: ' bkg5512340001 ' },
      admin,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const order = OpsOrderInfoSchema.parse(answer.data);
    expect(order).toMatchObject({ status: 'pending_preallocation', bookingNo: 'BKG5512340001' });
    expect(order.milestones).toEqual([
      expect.objectContaining({ node: 'booked', eventType: 'SHIPMENT', code: 'CONF', remark: 'BKG5512340001' }),
    ]);
    expect(order.log.find((entry) => entry.action === 'confirm_booking')?.changes).toEqual({
      bookingNo: [null, 'BKG5512340001'],
    });
    const seen = await api.info(orderId, shipper.token);
    expect(seen.data.bookingNo).toBe('BKG5512340001');
    expect(seen.data.milestones.map((m: { node: string }) => m.node)).toEqual(['booked']);
    expect(seen.data.steps.find((s: { step: string }) => s.step === 'booking').state).toBe('done');
  });

  it('refuses a move the table does not have, changing nothing and telling nobody', async () => {
    const { orderId, orderNo } = await bookOrder(t, shipper, line);
    const before = await stored(t, orderId);
    for (const to of ['completed', 'bl_checking', 'pending_review']) {
      const answer = await api.post('ops/order/move', { id: orderId, to }, admin);
      expectRefusal(answer, 'ORDER_MOVE_NOT_ALLOWED');
    }
    expect((await api.post('ops/order/move', { id: orderId, to: 'shipped' }, admin)).status).toBe(422);
    const after = await stored(t, orderId);
    expect(after.order).toEqual(before.order);
    expect(after.log).toEqual(before.log);
    expect((await outbox()).some((m) => m.body.includes(orderNo))).toBe(false);
  });

  it('leaves the B/L steps to the B/L calls: drafting, checking and issuing are no plain moves', async () => {
    const { orderId, orderNo } = await bookOrder(t, shipper, line);
    for (const [from, to] of [
      ['pending_bl_draft', 'bl_checking'],
      ['bl_checking', 'pending_bl_issue'],
      ['bl_checking', 'pending_bl_draft'],
      ['pending_bl_issue', 'bl_issued'],
    ] as const) {
      await setStatus(t, orderId, from);
      const before = await stored(t, orderId);
      expect((await api.get(`ops/order/getinfo?id=${orderId}`, admin)).data.actions.moves).toEqual([]);
      expectRefusal(await api.post('ops/order/move', { id: orderId, to }, admin), 'ORDER_MOVE_USE_BL');
      const bulk = await api.post('ops/order/bulkmove', { ids: [orderId], to }, admin);
      expect(bulk.data).toMatchObject({ moved: [], refused: [{ id: orderId, orderNo }] });
      const after = await stored(t, orderId);
      expect(after.order).toEqual(before.order);
      expect(after.log).toEqual(before.log);
    }
  });
});

describe('business nodes and to-dos', () => {
  it('records a node as its DCSA event, moves the progress, and tells the customer', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    await setStatus(t, orderId, 'in_progress');
    const at = new Date(Date.now() - 5_000);
    const answer = await api.post(
      'ops/order/milestone',
      { id: orderId, node: 'warehoused', at: at.toISOString(), location: 'CNSHA', remark: '40 cartons' },
      admin,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.data.milestones).toEqual([
      {
        node: 'warehoused',
        eventType: 'EQUIPMENT',
        code: 'GTIN',
        at: at.toISOString(),
        location: 'CNSHA',
        remark: '40 cartons',
      },
    ]);
    const steps = Object.fromEntries(answer.data.steps.map((s: { step: string; state: string }) => [s.step, s.state]));
    // Only the warehoused node is recorded: booking and pickup were passed over, not ticked (issue 14).
    expect(steps).toMatchObject({
      review: 'done',
      booking: 'skipped',
      pickup: 'skipped',
      warehouse: 'done',
      packing: 'current',
    });
    expect(answer.data.log[0]).toMatchObject({ action: 'milestone', actorKind: 'operator', remark: 'warehoused' });
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.accountId, shipper.actor.accountId), eq(messages.kind, 'order_milestone')));
    expect(told.length).toBeGreaterThan(0);
  });

  it('refuses a node in the future or not an ISO time, changing nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const at of [future, '2026-03-01', 'yesterday']) {
      const answer = await api.post('ops/order/milestone', { id: orderId, node: 'booked', at }, admin);
      expectRefusal(answer, 'MILESTONE_TIME_INVALID');
    }
    expect((await stored(t, orderId)).log).toHaveLength(1);
  });

  it('raises a to-do for the customer and tells them', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const answer = await api.post('ops/order/todo', { id: orderId, text: 'Please upload the invoice' }, admin);
    expect(answer.status).toBe(200);
    expect(answer.data.todos).toEqual([
      expect.objectContaining({ text: 'Please upload the invoice', raisedBy: adminName, doneAt: null }),
    ]);
    expect((await api.post('ops/order/todo', { id: orderId, text: ' ' }, admin)).status).toBe(422);
    const kinds = (
      await t.database.db.select().from(messages).where(eq(messages.accountId, shipper.actor.accountId))
    ).map((m) => m.kind);
    expect(kinds).toContain('order_todo');
  });
});

describe('loading information', () => {
  it('stores the loading, vessel, numbers and containers, which the customer reads', async () => {
    const { orderId, orderNo } = await bookOrder(t, shipper, line);
    const answer = await api.post(
      'ops/order/loading',
      { id: orderId, loading, blNo: 'cosu6123456780', bookingNo: 'BKG77881' },
      admin,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const expected = LoadingInfoSchema.parse({
      ...loading,
      atd: null,
      ata: null,
      cutoff: '2026-03-08T10:00:00.000Z',
      remark: null,
      containers: [
        loading.containers[0],
        { containerNo: 'MSCU6639870', type: null, sealNo: null, pieces: null, weightKg: null },
      ],
    });
    expect(answer.data).toMatchObject({
      loading: expected,
      vessel: 'COSCO SHIPPING ARIES',
      voyage: '045E',
      blNo: 'COSU6123456780',
      bookingNo: 'BKG77881',
    });
    expect(answer.data.log[0]).toMatchObject({
      action: 'loading',
      actorKind: 'operator',
      changes: {
        vessel: [null, 'COSCO SHIPPING ARIES'],
        voyage: [null, '045E'],
        blNo: [null, 'COSU6123456780'],
        bookingNo: [null, 'BKG77881'],
      },
    });
    const read = await api.get(`oe_order/zhuangyun?id=${orderId}`, shipper.token);
    expect(read.data).toEqual(expected);
    const boxes = await t.database.db.select().from(orderContainers).where(eq(orderContainers.orderId, orderId));
    expect(boxes.map((b) => [b.containerNo, b.type, b.sealNo]).sort()).toEqual([
      ['CSQU3054383', '40HQ', 'CN123456'],
      ['MSCU6639870', null, null],
    ]);
    const byBl = await api.get('oe_order/order_list?keyword=COSU6123456780', shipper.token);
    expect(byBl.data.items.map((i: { orderNo: string }) => i.orderNo)).toEqual([orderNo]);

    // Again with one container and no numbers: the containers are replaced, the numbers kept.
    const again = await api.post(
      'ops/order/loading',
      { id: orderId, loading: { ...loading, voyage: '046E', containers: [{ containerNo: 'MSCU6639870' }] } },
      admin,
    );
    expect(again.data).toMatchObject({ voyage: '046E', blNo: 'COSU6123456780', bookingNo: 'BKG77881' });
    expect(again.data.log[0].changes).toEqual({ voyage: ['045E', '046E'] });
    const left = await t.database.db.select().from(orderContainers).where(eq(orderContainers.orderId, orderId));
    expect(left.map((b) => b.containerNo)).toEqual(['MSCU6639870']);
  });

  it('refuses a container number with a wrong check digit on its field, changing nothing', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    const bad = { ...loading, containers: [loading.containers[0], { containerNo: 'CSQU3054384' }] };
    const answer = await api.post('ops/order/loading', { id: orderId, loading: bad }, admin);
    expectRefusal(answer, 'CONTAINER_NO_CHECK_DIGIT');
    expect(Object.keys(answer.json.error.fields ?? {})).toEqual(['loading.containers.1.containerNo']);
    const { order, log } = await stored(t, orderId);
    expect(order?.loading).toBeNull();
    expect(log).toHaveLength(1);
    expect(await t.database.db.select().from(orderContainers).where(eq(orderContainers.orderId, orderId))).toEqual([]);
  });
});
