import { chinaDate } from '@seabook/domain/china-time';
import { type Dashboard, DashboardSchema } from '@seabook/domain/ops-admin';
import type { QuoteLine } from '@seabook/domain/rates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import type { TestContext } from '../../test/harness.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { newStaff, STAFF_ROLES, type StaffRole } from '../../test/staff-fixtures.ts';
import { inquiries, letters, orderEvents, orders } from '../../test/tables.ts';
import { sampleFiles } from '../files/files.service.ts';
import { type Customer, inquiryCalls, lclDraft, newCustomer, staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { letterCalls, startLettersApp, uploaded } from '../letters/letters.fixtures.ts';
import { bookOrder, orderCalls } from '../orders/order-info.fixtures.ts';

const { pdf } = sampleFiles;

/**
 * GET /v2/ops/dashboard against a controlled set of orders, inquiries and letters made through the
 * real calls. The demo data is there too, so counts are compared with a reading taken before, and the
 * items meant to be oldest are dated before anything the demo holds.
 */

let t: TestContext;
let close: () => Promise<void>;
let admin: string;
let shipper: Customer;
let line: QuoteLine;

beforeAll(async () => {
  ({ t, close } = await startLettersApp());
  admin = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
  shipper = await newCustomer(t, true);
  line = await bookableShowcaseLine(t.app);
});
afterAll(async () => {
  await close?.();
});

const orderApi = () => orderCalls(t);

async function readDashboard(token: string): Promise<Dashboard> {
  const answer = await orderApi().get('ops/dashboard', token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return DashboardSchema.parse(answer.data);
}

const queueOf = (board: Dashboard, queue: string) => {
  const found = board.queues.find((q) => q.queue === queue);
  if (!found) throw new Error(`no queue ${queue}`);
  return found;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Dates an order's placing (its row and the log's `create` entry) back to `at`. */
async function placedAt(orderId: string, at: Date): Promise<void> {
  const db = t.database.db;
  await db.update(orders).set({ createdAt: at }).where(eq(orders.id, orderId));
  await db
    .update(orderEvents)
    .set({ at })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'create')));
}

async function approve(orderId: string): Promise<void> {
  const answer = await orderApi().post('ops/order/move', { id: orderId, to: 'pending_booking' }, admin);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

describe('the dashboard of each role', () => {
  const ORDER_QUEUES = [
    'order.pending_review',
    'order.pending_quote',
    'order.pending_booking',
    'order.pending_preallocation',
    'order.in_progress',
    'order.pending_bl_draft',
    'order.pending_bl_issue',
  ];
  const EXPECTED: Record<StaffRole, { queues: string[]; review: boolean }> = {
    staffAdmin: { queues: ['inquiry.waiting', ...ORDER_QUEUES, 'letter.pending'], review: true },
    staffSales: { queues: ['inquiry.waiting'], review: false },
    staffService: { queues: ['inquiry.waiting', ...ORDER_QUEUES, 'letter.pending'], review: true },
    staffOperations: { queues: [...ORDER_QUEUES, 'letter.pending'], review: true },
    staffFinance: { queues: ORDER_QUEUES, review: true },
  };

  it('shows each role only the queues of its desks, and the review promise only to the order desk', async () => {
    for (const role of STAFF_ROLES) {
      const board = await readDashboard((await newStaff(t, role)).token);
      expect(
        board.queues.map((q) => q.queue),
        role,
      ).toEqual(EXPECTED[role].queues);
      expect(board.review !== null, role).toBe(EXPECTED[role].review);
    }
  });

  it('refuses visitors (401) and customers (403)', async () => {
    expect((await orderApi().get('ops/dashboard')).status).toBe(401);
    const answer = await orderApi().get('ops/dashboard', shipper.token);
    expect(answer.status).toBe(403);
    expect(answer.json.error.code).toBe(40300);
  });
});

describe('the queues', () => {
  it('count what waits and name the item waiting longest, since it entered its status', async () => {
    const before = await readDashboard(admin);
    const db = t.database.db;

    // Two orders waiting for review, one of them placed long ago; one approved and so waiting for booking.
    const old = await bookOrder(t, shipper, line);
    const fresh = await bookOrder(t, shipper, line);
    const booked = await bookOrder(t, shipper, line);
    await placedAt(old.orderId, new Date('2020-01-01T01:00:00Z'));
    await approve(booked.orderId);
    // It entered pending_booking "long ago" (its move), though it was placed just now.
    await db
      .update(orderEvents)
      .set({ at: new Date('2020-01-03T01:00:00Z') })
      .where(and(eq(orderEvents.orderId, booked.orderId), eq(orderEvents.toStatus, 'pending_booking')));

    // An inquiry waiting for a quote, dated long ago, and a fresh one.
    const inquiryApi = inquiryCalls(t);
    const oldInquiry = await inquiryApi.created(lclDraft(), shipper.token);
    await inquiryApi.created(lclDraft(), shipper.token);
    await db
      .update(inquiries)
      .set({ createdAt: new Date('2020-01-02T01:00:00Z') })
      .where(eq(inquiries.id, oldInquiry));

    // A letter of instruction waiting for an operator, dated long ago.
    const fileId = await uploaded(t, shipper.token, 'instruction', 'booking.pdf', pdf());
    const letter = await letterCalls(t).upload({ mode: 'lcl', fileId }, shipper.token);
    expect(letter.status, JSON.stringify(letter.json)).toBe(200);
    await db
      .update(letters)
      .set({ createdAt: new Date('2020-01-04T01:00:00Z') })
      .where(eq(letters.id, letter.data.id));

    const after = await readDashboard(admin);
    const review = queueOf(after, 'order.pending_review');
    expect(review.count).toBe(queueOf(before, 'order.pending_review').count + 2);
    expect(review.oldest).toEqual({ id: old.orderId, number: old.orderNo, since: '2020-01-01T01:00:00.000Z' });
    expect(fresh.orderId).not.toBe(review.oldest?.id);

    const booking = queueOf(after, 'order.pending_booking');
    expect(booking.count).toBe(queueOf(before, 'order.pending_booking').count + 1);
    expect(booking.oldest).toEqual({ id: booked.orderId, number: booked.orderNo, since: '2020-01-03T01:00:00.000Z' });

    const waiting = queueOf(after, 'inquiry.waiting');
    expect(waiting.count).toBe(queueOf(before, 'inquiry.waiting').count + 2);
    expect(waiting.oldest).toMatchObject({ id: oldInquiry, since: '2020-01-02T01:00:00.000Z' });
    expect(waiting.oldest?.number).toMatch(/^XP\d{10}$/);

    const pending = queueOf(after, 'letter.pending');
    expect(pending.count).toBe(queueOf(before, 'letter.pending').count + 1);
    expect(pending.oldest).toEqual({
      id: letter.data.id,
      number: letter.data.letterNo,
      since: '2020-01-04T01:00:00.000Z',
    });

    // Untouched queues are unchanged, and an order that leaves a queue leaves its count.
    expect(queueOf(after, 'order.in_progress')).toEqual(queueOf(before, 'order.in_progress'));
    await approve(old.orderId);
    const later = await readDashboard(admin);
    expect(queueOf(later, 'order.pending_review').count).toBe(review.count - 1);
    expect(queueOf(later, 'order.pending_review').oldest?.id).not.toBe(old.orderId);
  });

  it('answers an empty queue with a zero count and no oldest item', async () => {
    const db = t.database.db;
    const before = await readDashboard(admin);
    const { orderId } = await bookOrder(t, shipper, line);
    await db.update(orders).set({ status: 'pending_bl_issue' }).where(eq(orders.id, orderId));
    // Everything else in pending_bl_issue is moved out of the way for this reading.
    const others = await db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending_bl_issue'));
    expect(queueOf(await readDashboard(admin), 'order.pending_bl_issue').count).toBe(
      queueOf(before, 'order.pending_bl_issue').count + 1,
    );
    await db.update(orders).set({ status: 'bl_issued' }).where(eq(orders.status, 'pending_bl_issue'));
    expect(queueOf(await readDashboard(admin), 'order.pending_bl_issue')).toEqual({
      queue: 'order.pending_bl_issue',
      count: 0,
      oldest: null,
    });
    for (const other of others)
      await db.update(orders).set({ status: 'pending_bl_issue' }).where(eq(orders.id, other.id));
  });
});

describe('the 30-minute review promise', () => {
  it('counts today’s first operator reviews, those within 30 minutes, and the orders waiting over 30 minutes', async () => {
    const db = t.database.db;
    const before = await readDashboard(admin);
    expect(before.review?.day).toBe(chinaDate(new Date(before.now)));
    expect(before.review?.minutes).toBe(30);

    // Placed 45 minutes ago and approved now: reviewed, not within 30 minutes.
    const late = await bookOrder(t, shipper, line);
    await placedAt(late.orderId, minutesAgo(45));
    await approve(late.orderId);
    // Placed now and rejected now: reviewed within 30 minutes.
    const quick = await bookOrder(t, shipper, line);
    const rejected = await orderApi().post(
      'ops/order/move',
      { id: quick.orderId, to: 'rejected', remark: 'No space this week' },
      admin,
    );
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    // Placed 40 minutes ago and still waiting: over 30 minutes now.
    const waiting = await bookOrder(t, shipper, line);
    await placedAt(waiting.orderId, minutesAgo(40));
    // Placed 20 minutes ago and still waiting: not over yet.
    const recent = await bookOrder(t, shipper, line);
    await placedAt(recent.orderId, minutesAgo(20));
    // Cancelled by the customer: not a review.
    const cancelled = await bookOrder(t, shipper, line);
    const cancel = await orderApi().post('oe_order/cancelorder', { id: cancelled.orderId }, shipper.token);
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    // Approved yesterday (China day): not today's.
    const yesterday = await bookOrder(t, shipper, line);
    await approve(yesterday.orderId);
    await db
      .update(orderEvents)
      .set({ at: new Date(Date.now() - 86_400_000 * 1.5) })
      .where(and(eq(orderEvents.orderId, yesterday.orderId), eq(orderEvents.fromStatus, 'pending_review')));

    const after = await readDashboard(admin);
    const base = before.review;
    if (!base || !after.review) throw new Error('no review promise');
    expect(after.review).toEqual({
      day: base.day,
      minutes: 30,
      reviewed: base.reviewed + 2,
      within30: base.within30 + 1,
      waitingOver30Now: base.waitingOver30Now + 1,
    });
  });
});
