import { OrderPriceSchema } from '@seabook/domain/booking-price';
import type { ErrorKey } from '@seabook/domain/errors';
import { OpsLetterSchema } from '@seabook/domain/letters';
import type { QuoteLine } from '@seabook/domain/rates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/tenancy.tables.ts';
import type { TestContext } from '../../test/harness.ts';
import type { Answer } from '../../test/http.ts';
import { bookLclOrder, LCL_TEST_CARGO } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { newStaff } from '../../test/staff-fixtures.ts';
import { orderDrafts } from '../../test/tables.ts';
import { type Customer, newCustomer } from '../inquiries/inquiries.fixtures.ts';
import { expectRefusal, stored } from '../orders/order-info.fixtures.ts';
import { letterCalls, startLettersApp } from './letters.fixtures.ts';
import {
  auditOf,
  letterMessages,
  orderCount,
  PARSED_CELLS,
  parsedLetter,
  pendingLetter,
  storedLetter,
} from './ops-letters.fixtures.ts';

let t: TestContext;
let close: () => Promise<void>;
let api: ReturnType<typeof letterCalls>;
let operator: { id: string; token: string; name: string };
let line: QuoteLine;

beforeAll(async () => {
  ({ t, close } = await startLettersApp());
  api = letterCalls(t);
  operator = await newStaff(t, 'staffService');
  line = await bookableShowcaseLine(t.app);
});
afterAll(async () => {
  await close?.();
});

/** The booking draft an operator types from the instruction: the body createorder takes. */
function draftOn(lineId: string, patch: Record<string, unknown> = {}) {
  return {
    mode: 'lcl',
    source: { from: 'quote', lineId },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo: LCL_TEST_CARGO,
    consignee: { address: 'LA LAMPS INC.\n100 MAIN ST, LOS ANGELES' },
    ...patch,
  };
}

const post = (path: string, body: unknown) => api.post(`ops/letter/${path}`, body, operator.token);

/** The operator's price preview, then the token it carries. */
async function priceToken(body: Record<string, unknown>): Promise<string> {
  const answer = await post('price', body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return OrderPriceSchema.parse(answer.data).priceToken;
}

/** Nothing changed: the letter as it was, no order, no audit row, no message. */
async function expectUnchanged(owner: Customer, id: string, status: string, orders: number) {
  expect((await storedLetter(t, id))?.status).toBe(status);
  expect((await storedLetter(t, id))?.orderId).toBeNull();
  expect(await orderCount(t, owner)).toBe(orders);
  expect(await auditOf(t, id)).toHaveLength(0);
  expect(await letterMessages(t, owner)).toHaveLength(0);
}

function expectFields(answer: Answer, key: ErrorKey, field: string) {
  expectRefusal(answer, key);
  expect(answer.json.error.fields).toHaveProperty([field]);
}

describe('booking a pending letter for its account', () => {
  it('creates the order through the customer’s order path, links it, tells the account and audits it', async () => {
    const owner = await newCustomer(t, true);
    const { id } = await pendingLetter(t, api, owner);
    const draft = draftOn(line.id, { customerReference: 'LT-PO-1' });
    const token = await priceToken({ id, line: line.id, draft });

    const answer = await post('book', { id, line: line.id, draft, priceToken: token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const letter = OpsLetterSchema.parse(answer.data);
    expect(letter).toMatchObject({ status: 'processed_manual', processedBy: operator.name });
    expect(letter.orderNo).toMatch(/^SB/);

    // The customer sees the order among theirs, booked on the line with its price.
    const orders = await api.get('oe_order/order_list?pageSize=50', owner.token);
    expect(orders.data.items.map((o: { orderNo: string }) => o.orderNo)).toEqual([letter.orderNo]);
    const mine = await api.get(`oe_order/getorder?id=${letter.orderId}`, owner.token);
    expect(mine.data).toMatchObject({
      status: 'pending_review',
      line: line.id,
      draft: { customerReference: 'LT-PO-1' },
    });
    const { order, log } = await stored(t, letter.orderId as string);
    expect(order).toMatchObject({ tenantId: owner.actor.tenantId, accountId: owner.actor.accountId });
    expect(log).toMatchObject([
      {
        action: 'create',
        actorKind: 'operator',
        actorId: operator.id,
        actorName: operator.name,
        remark: letter.letterNo,
      },
    ]);

    expect((await api.info(id, owner.token)).data).toMatchObject({
      status: 'processed_manual',
      orderId: letter.orderId,
    });
    const told = await letterMessages(t, owner);
    expect(told).toHaveLength(1);
    expect(told[0]?.body.en).toContain(letter.orderNo);
    expect(await auditOf(t, id)).toMatchObject([
      {
        action: 'letter.book',
        objectType: 'letter',
        objectLabel: letter.letterNo,
        staffId: operator.id,
        before: { status: 'pending' },
        after: { status: 'processed_manual', orderNo: letter.orderNo },
      },
    ]);

    // Booked once: a second booking is refused and makes no second order.
    const again = await post('book', { id, line: line.id, draft, priceToken: token });
    expectRefusal(again, 'LETTER_NOT_PENDING');
    expect(await orderCount(t, owner)).toBe(1);
    expect(await auditOf(t, id)).toHaveLength(1);
  });

  it('validates the draft as createorder does and changes nothing on bad input', async () => {
    const owner = await newCustomer(t, true);
    const { id } = await pendingLetter(t, api, owner);
    const bad = draftOn(line.id, { cargo: { ...LCL_TEST_CARGO, weightKg: -1, marks: '' } });
    const priced = await post('price', { id, line: line.id, draft: bad });
    expect(priced.status).toBe(422);
    expect(Object.keys(priced.json.error.fields ?? {})).toEqual(
      expect.arrayContaining(['draft.cargo.weightKg', 'draft.cargo.marks']),
    );
    const booked = await post('book', { id, line: line.id, draft: bad, priceToken: 'x' });
    expect(booked.status).toBe(422);
    expect(booked.json.error.fields).toHaveProperty(['draft.cargo.weightKg']);
    expect((await post('book', { id, line: line.id, priceToken: 'x' })).status).toBe(422);
    expectRefusal(
      await post('book', { id, line: 'nope', draft: draftOn('nope'), priceToken: 'x' }),
      'QUOTE_UNAVAILABLE',
    );
    await expectUnchanged(owner, id, 'pending', 0);
  });

  it('books only at the price the operator saw: 409 PRICE_CHANGED carries the new one', async () => {
    const owner = await newCustomer(t, true);
    const { id } = await pendingLetter(t, api, owner);
    const seen = await priceToken({ id, line: line.id, draft: draftOn(line.id) });
    const heavier = draftOn(line.id, { cargo: { ...LCL_TEST_CARGO, weightKg: 9000, volumeCbm: 9 } });
    const answer = await post('book', { id, line: line.id, draft: heavier, priceToken: seen });
    expectRefusal(answer, 'PRICE_CHANGED');
    const fresh = OrderPriceSchema.parse(answer.json.result.data);
    expect(fresh.priceToken).not.toBe(seen);
    await expectUnchanged(owner, id, 'pending', 0);
    expect((await post('book', { id, line: line.id, draft: heavier, priceToken: fresh.priceToken })).status).toBe(200);
  });

  it('refuses a withdrawn, a parsed or a missing letter, and an unverified tenant', async () => {
    const owner = await newCustomer(t, true);
    const { id } = await pendingLetter(t, api, owner);
    const draft = draftOn(line.id);
    const token = await priceToken({ id, line: line.id, draft });
    expect((await api.cancel(id, owner.token)).status).toBe(200);
    expectRefusal(await post('book', { id, line: line.id, draft, priceToken: token }), 'LETTER_WITHDRAWN');
    expectRefusal(await post('price', { id, line: line.id, draft }), 'LETTER_WITHDRAWN');
    await expectUnchanged(owner, id, 'cancelled', 0);

    const parsed = await parsedLetter(t, api, owner);
    expectRefusal(await post('book', { id: parsed.id, line: line.id, draft, priceToken: token }), 'LETTER_NOT_PENDING');
    expect((await storedLetter(t, parsed.id))?.orderId).toBeNull();
    expectRefusal(
      await post('book', { id: '00000000-0000-4000-8000-000000000000', line: line.id, draft, priceToken: token }),
      'NOT_FOUND',
    );

    // The tenant lost its verification after uploading: the order path refuses it for the operator too.
    const { id: other } = await pendingLetter(t, api, owner);
    const otherToken = await priceToken({ id: other, line: line.id, draft });
    await t.database.db.update(tenants).set({ verification: 'unverified' }).where(eq(tenants.id, owner.actor.tenantId));
    expectRefusal(await post('book', { id: other, line: line.id, draft, priceToken: otherToken }), 'NOT_VERIFIED');
    expect(await orderCount(t, owner)).toBe(0);
  });
});

describe('confirming the order our template was read into', () => {
  it('needs a sailing, prices the parsed draft, and submits it for the account', async () => {
    const owner = await newCustomer(t, true);
    const parsed = await parsedLetter(t, api, owner);
    expectFields(await post('confirm', { id: parsed.id, priceToken: 'x' }), 'LETTER_SAILING_REQUIRED', 'line');

    const token = await priceToken({ id: parsed.id, line: line.id });
    const answer = await post('confirm', { id: parsed.id, line: line.id, priceToken: token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const letter = OpsLetterSchema.parse(answer.data);
    expect(letter).toMatchObject({ status: 'processed_parsed', draftId: null, processedBy: operator.name });
    expect(letter.orderNo).toMatch(/^SB/);
    const mine = await api.get(`oe_order/getorder?id=${letter.orderId}`, owner.token);
    expect(mine.data).toMatchObject({
      status: 'pending_review',
      line: line.id,
      draft: { cargo: { nameEn: 'LED DESK LAMPS', pieces: 40 }, consignee: { company: 'LA LAMPS INC.' } },
    });
    const { log } = await stored(t, letter.orderId as string);
    expect(log[0]).toMatchObject({ action: 'create', actorKind: 'operator', remark: letter.letterNo });
    // The draft went with the order, as createorder's draftId does.
    expect(await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.id, parsed.draftId))).toHaveLength(0);
    expect((await letterMessages(t, owner))[0]?.body.en).toContain(letter.orderNo);
    expect(await auditOf(t, parsed.id)).toMatchObject([
      {
        action: 'letter.confirm',
        before: { status: 'processed_parsed' },
        after: { status: 'processed_parsed', orderNo: letter.orderNo },
      },
    ]);

    expectRefusal(await post('confirm', { id: parsed.id, line: line.id, priceToken: token }), 'LETTER_NOT_PENDING');
    expect(await orderCount(t, owner)).toBe(1);
  });

  it('takes the sailing the customer chose for the draft', async () => {
    const owner = await newCustomer(t, true);
    const parsed = await parsedLetter(t, api, owner);
    await t.database.db.update(orderDrafts).set({ line: line.id }).where(eq(orderDrafts.id, parsed.draftId));
    const token = await priceToken({ id: parsed.id, line: line.id });
    const answer = await post('confirm', { id: parsed.id, priceToken: token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect((await stored(t, answer.data.orderId)).order?.lineId).toBe(line.id);
  });

  it('names the missing fields of an incomplete draft and changes nothing', async () => {
    const owner = await newCustomer(t, true);
    const { 'cargo.marks': _marks, ...cells } = PARSED_CELLS;
    const parsed = await parsedLetter(t, api, owner, cells);
    const priced = await post('price', { id: parsed.id, line: line.id });
    expectFields(priced, 'CARGO_MARKS_REQUIRED', 'draft.cargo.marks');
    const answer = await post('confirm', { id: parsed.id, line: line.id, priceToken: 'x' });
    expectFields(answer, 'CARGO_MARKS_REQUIRED', 'draft.cargo.marks');
    await expectUnchanged(owner, parsed.id, 'processed_parsed', 0);
    expect(await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.id, parsed.draftId))).toHaveLength(1);
  });

  it('refuses a pending letter, a draft the customer submitted, and a draft changed after the price', async () => {
    const owner = await newCustomer(t, true);
    const { id } = await pendingLetter(t, api, owner);
    expectRefusal(await post('confirm', { id, line: line.id, priceToken: 'x' }), 'LETTER_NOT_PARSED');
    expectRefusal(await post('price', { id, line: line.id }), 'LETTER_NOT_PARSED');

    const submitted = await parsedLetter(t, api, owner);
    const token = await priceToken({ id: submitted.id, line: line.id });
    await bookLclOrder(t.app, owner.token, line); // the customer books on their own…
    await api.post('oe_order/deleteorder', { id: submitted.draftId }, owner.token); // …and drops the draft
    expectRefusal(await post('confirm', { id: submitted.id, line: line.id, priceToken: token }), 'LETTER_DRAFT_GONE');
    expect(await auditOf(t, submitted.id)).toHaveLength(0);
    expect(await orderCount(t, owner)).toBe(1);

    const changed = await parsedLetter(t, api, owner);
    const seen = await priceToken({ id: changed.id, line: line.id });
    const [row] = await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.id, changed.draftId));
    const content = row?.draft as { cargo: Record<string, unknown> };
    await t.database.db
      .update(orderDrafts)
      .set({ draft: { ...content, cargo: { ...content.cargo, weightKg: 5000, volumeCbm: 8 } } })
      .where(eq(orderDrafts.id, changed.draftId));
    const answer = await post('confirm', { id: changed.id, line: line.id, priceToken: seen });
    expectRefusal(answer, 'PRICE_CHANGED');
    expect(OrderPriceSchema.parse(answer.json.result.data).priceToken).not.toBe(seen);
    expect(await orderCount(t, owner)).toBe(1);
    expect((await storedLetter(t, changed.id))?.orderId).toBeNull();
  });
});
