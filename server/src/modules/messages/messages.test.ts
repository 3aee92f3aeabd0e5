import type { CreatedOrder } from '@seabook/domain/booking-price';
import { type Message, MessageListSchema, OperateNoticeSchema } from '@seabook/domain/messages';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accounts } from '../../db/tenancy.tables.ts';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookLclOrder, devNotifier, operatorMoves, TEST_OPERATOR } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { lockOrder, raiseTodo } from '../orders/orders.service.ts';
import { messages } from './messages.tables.ts';

let t: TestContext;
let company: string;
let clerk: string;
let stranger: string;
let order: CreatedOrder;

const en = { 'accept-language': 'en' };

async function messageList(token: string, query = '') {
  const answer = await call(t.app, 'GET', `/v2/member/message/getmessagelist${query}`, { token, headers: en });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return MessageListSchema.parse(answer.data);
}

async function unread(token: string): Promise<number> {
  const answer = await call(t.app, 'GET', '/v2/member/message/unread', { token });
  expect(answer.status).toBe(200);
  return answer.data.count;
}

async function markRead(token: string, body: unknown) {
  return call(t.app, 'POST', '/v2/member/message/read', { token, body, headers: en });
}

/** The messages about the test's order (the demo account may have others). */
function about(items: readonly Message[]): Message[] {
  return items.filter((item) => item.link === `/center/orderdetail?id=${order.orderId}`);
}

beforeAll(async () => {
  t = await startTestApp();
  company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
  clerk = await loginAs(t.app, DEMO.sub.login, DEMO.sub.password);
  stranger = await registerUser(t.app, uniquePhone());
  order = await bookLclOrder(t.app, company, await bookableShowcaseLine(t.app));
});
afterAll(async () => {
  await t?.close();
});

describe('message list', () => {
  it('needs a login', async () => {
    expect((await call(t.app, 'GET', '/v2/member/message/getmessagelist')).status).toBe(401);
    expect((await call(t.app, 'GET', '/v2/member/message/unread')).status).toBe(401);
    expect((await call(t.app, 'POST', '/v2/member/message/read', { body: { all: true } })).status).toBe(401);
  });

  it('gets a message, an SMS and an e-mail when an operator moves the order', async () => {
    const before = await unread(company);
    await operatorMoves(t.app, t.database.db, order.orderId, 'pending_booking');
    expect(await unread(company)).toBe(before + 1);

    const page = await messageList(company);
    expect(page.unreadCount).toBe(before + 1);
    const [newest] = page.items;
    expect(newest).toMatchObject({
      kind: 'order_status',
      link: `/center/orderdetail?id=${order.orderId}`,
      readAt: null,
    });
    expect(newest?.title.en).toBe(`Order ${order.orderNo}: Pending booking`);
    expect(newest?.title['zh-CN']).toBe(`订单 ${order.orderNo}：待订舱`);
    expect(newest?.title['zh-TW']).toBe(`訂單 ${order.orderNo}：待訂艙`);

    const outbox = await call(t.app, 'GET', '/v2/dev/outbox?pageSize=100');
    const sent = (outbox.data.items as { channel: string; to: string; body: string }[]).filter((item) =>
      item.body.includes(order.orderNo),
    );
    expect(sent.some((item) => item.channel === 'sms' && item.to === DEMO.enterprise.mobile)).toBe(true);
    expect(sent.some((item) => item.channel === 'email')).toBe(true);
  });

  it('lists newest first, pages, and filters by unread and by kind', async () => {
    await t.database.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.orderId, null);
      await raiseTodo(tx, devNotifier(t.app), locked, 'Upload the packing list', TEST_OPERATOR);
    });
    const all = await messageList(company, '?pageSize=100');
    const mine = about(all.items);
    expect(mine.map((m) => m.kind).sort()).toEqual(['order_status', 'order_todo']);
    const times = all.items.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const todos = await messageList(company, '?kind=order_todo&pageSize=100');
    expect(todos.items.every((m) => m.kind === 'order_todo')).toBe(true);
    expect(about(todos.items).map((m) => m.body.en)).toEqual(['Please see to: Upload the packing list']);

    const first = await messageList(company, '?pageSize=1');
    const second = await messageList(company, '?pageSize=1&page=2');
    expect(first.total).toBe(all.total);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]?.id).toBe(all.items[1]?.id);

    const bad = await call(t.app, 'GET', '/v2/member/message/getmessagelist?kind=promo', { token: company });
    expect(bad.status).toBe(422);
  });

  it('lists only the caller’s own account’s messages, not a teammate’s nor another company’s', async () => {
    for (const token of [clerk, stranger]) {
      const page = await messageList(token, '?pageSize=100');
      expect(about(page.items)).toEqual([]);
    }
  });
});

describe('marking read', () => {
  it('ignores ids of another account’s messages', async () => {
    const [target] = about((await messageList(company, '?pageSize=100')).items);
    if (!target) throw new Error('no message');
    const before = await unread(company);
    for (const token of [clerk, stranger]) {
      const answer = await markRead(token, { ids: [target.id] });
      expect(answer.status).toBe(200);
      expect(answer.data.marked).toBe(0);
    }
    expect(await unread(company)).toBe(before);
    const again = about((await messageList(company, '?pageSize=100')).items).find((m) => m.id === target.id);
    expect(again?.readAt).toBeNull();
  });

  it('marks the caller’s named messages read, once', async () => {
    const [target] = about((await messageList(company, '?unread=1&pageSize=100')).items);
    if (!target) throw new Error('no unread message');
    const before = await unread(company);
    const answer = await markRead(company, { ids: [target.id] });
    expect(answer.data).toEqual({ marked: 1, count: before - 1 });
    expect((await markRead(company, { ids: [target.id] })).data).toEqual({ marked: 0, count: before - 1 });
    const unreadOnly = await messageList(company, '?unread=1&pageSize=100');
    expect(unreadOnly.items.some((m) => m.id === target.id)).toBe(false);
    expect(unreadOnly.items.every((m) => m.readAt === null)).toBe(true);
    const read = (await messageList(company, '?pageSize=100')).items.find((m) => m.id === target.id);
    expect(read?.readAt).not.toBeNull();
  });

  it('marks all of the caller’s messages read', async () => {
    const answer = await markRead(company, { all: true });
    expect(answer.status).toBe(200);
    expect(answer.data.count).toBe(0);
    expect(await unread(company)).toBe(0);
    expect((await messageList(company, '?unread=1')).total).toBe(0);
  });

  it('marks all only what existed when asked: a message that comes after stays unread', async () => {
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.loginName, DEMO.enterprise.mobile));
    if (!account) throw new Error('no demo account');
    // A message the clock stamps a minute on, as one written while the request is in flight would be.
    await t.database.db.insert(messages).values({
      tenantId: account.tenantId,
      accountId: account.id,
      kind: 'order_todo',
      title: { 'zh-CN': '稍后', 'zh-TW': '稍後', en: 'Later' },
      body: { 'zh-CN': '稍后', 'zh-TW': '稍後', en: 'Later' },
      link: null,
      createdAt: new Date(Date.now() + 60_000),
    });
    const answer = await markRead(company, { all: true });
    expect(answer.data.count).toBe(1);
    const left = await messageList(company, '?unread=1');
    expect(left.items.map((m) => m.title.en)).toEqual(['Later']);
    await t.database.db.delete(messages).where(isNull(messages.readAt));
  });

  it('refuses a request naming nothing, or ids that are no ids', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }]) {
      const answer = await markRead(company, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('operation notices', () => {
  it('lists the platform’s notices to anyone, newest first, in three languages', async () => {
    const answer = await call(t.app, 'GET', '/v2/member/message/getoperatelist');
    expect(answer.status).toBe(200);
    const notices = z.array(OperateNoticeSchema).parse(answer.data);
    expect(notices.length).toBeGreaterThan(0);
    const times = notices.map((n) => n.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const notice of notices) expect(notice.title['zh-TW']).not.toBe('');
  });
});
