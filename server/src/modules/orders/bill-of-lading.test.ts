import { execFileSync } from 'node:child_process';
import type { BlDocumentInput, BlInfo } from '@seabook/domain/bill-of-lading';
import { BlInfoSchema } from '@seabook/domain/bill-of-lading';
import { blTexts, compareBl } from '@seabook/domain/bill-of-lading-compare';
import type { ErrorKey } from '@seabook/domain/errors';
import type { QuoteLine } from '@seabook/domain/rates';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { type Answer, loginAs } from '../../test/http.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { messages } from '../../test/tables.ts';
import { type Customer, newCustomer, staffLogin } from '../inquiries/inquiries.fixtures.ts';
import { blVersions } from './bill-of-lading.tables.ts';
import { bookOrder, en, expectRefusal, orderCalls, setStatus, stored } from './order-info.fixtures.ts';
import { orderFees, orderTodos } from './orders.tables.ts';

let t: TestContext;
let api: ReturnType<typeof orderCalls>;
let line: QuoteLine;
let shipper: Customer;
let stranger: Customer;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  api = orderCalls(t);
  line = await bookableShowcaseLine(t.app);
  shipper = await newCustomer(t, true);
  stranger = await newCustomer(t, true);
  staff = await staffLogin(t, DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await t?.close();
});

const info = async (id: string, token = shipper.token): Promise<BlInfo> => {
  const answer = await api.get(`oe_order/gettidaninfo?id=${id}`, token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return BlInfoSchema.parse(answer.data);
};
const opsInfo = async (id: string): Promise<BlInfo> => BlInfoSchema.parse(ok(await api.get(`ops/bl?id=${id}`, staff)));
const ops = (what: string, body: unknown) => api.post(`ops/bl/${what}`, body, staff);
function ok(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.data;
}

/** An order waiting for its B/L draft. */
async function orderAtDraft(): Promise<string> {
  const { orderId } = await bookOrder(t, shipper, line);
  await setStatus(t, orderId, 'pending_bl_draft');
  return orderId;
}

/** An order whose draft (weight and goods changed from the booking) the customer is checking. */
async function orderInCheck(): Promise<{ orderId: string; document: BlDocumentInput }> {
  const orderId = await orderAtDraft();
  ok(await ops('create', { id: orderId }));
  const working = (await opsInfo(orderId)).versions.at(-1);
  const document = { ...working?.document, grossWeightKg: 1250, description: 'LED FLOOR LAMPS' } as BlDocumentInput;
  ok(await ops('save', { id: orderId, document }));
  ok(await ops('issue-draft', { id: orderId }));
  return { orderId, document };
}

async function fee(orderId: string) {
  return ok(await api.get(`oe_order/tidanprice?id=${orderId}`, shipper.token)).fee;
}

/** The answer is the refusal, and neither the order, its log nor the B/L versions changed. */
async function refusedUnchanged(orderId: string, attempt: () => Promise<Answer>, key: ErrorKey, field?: string) {
  const before = await stored(t, orderId);
  const versions = await t.database.db.select().from(blVersions).where(eq(blVersions.orderId, orderId));
  const answer = await attempt();
  expectRefusal(answer, key);
  if (field) expect(answer.json.error.fields?.[field]).toBeTruthy();
  const after = await stored(t, orderId);
  expect(after.order?.status).toBe(before.order?.status);
  expect(after.log).toEqual(before.log);
  expect(await t.database.db.select().from(blVersions).where(eq(blVersions.orderId, orderId))).toEqual(versions);
}

describe('the operator drafts and issues the B/L', () => {
  it('creates the draft prefilled from the booking, hidden from the customer until issued', async () => {
    const orderId = await orderAtDraft();
    expect(ok(await ops('create', { id: orderId }))).toEqual({ state: 'editing', orderStatus: 'pending_bl_draft' });
    const bl = await opsInfo(orderId);
    const draft = bl.versions[0]?.document;
    expect(draft).toMatchObject({ pieces: 40, packingType: 'cartons', description: 'LED DESK LAMPS', marks: 'N/M' });
    expect(draft?.grossWeightKg).toBe(1200);
    expect(compareBl(bl.booking, blTexts(draft as never)).changed).toBe(0);
    expect((await info(orderId)).versions).toEqual([]);
    expectRefusal(await ops('create', { id: orderId }), 'BL_STATE_INVALID');
  });

  it('refuses a draft of an order not waiting for one, and an empty required field', async () => {
    const { orderId } = await bookOrder(t, shipper, line);
    await refusedUnchanged(orderId, () => ops('create', { id: orderId }), 'BL_STATE_INVALID');
    const ready = await orderAtDraft();
    ok(await ops('create', { id: ready }));
    const document = (await opsInfo(ready)).versions[0]?.document;
    await refusedUnchanged(
      ready,
      () => ops('save', { id: ready, document: { ...document, pieces: '' } }),
      'BL_FIELD_REQUIRED',
      'document.pieces',
    );
    await refusedUnchanged(
      ready,
      () => ops('save', { id: ready, document: { ...document, volumeCbm: -1 } }),
      'BL_VOLUME_INVALID',
    );
  });

  it('issues the draft: B/L checking, with a to-do, a message, an SMS and an e-mail', async () => {
    const { orderId } = await orderInCheck();
    const bl = await info(orderId);
    expect(bl).toMatchObject({ state: 'checking', orderStatus: 'bl_checking' });
    expect(bl.versions).toHaveLength(1);
    const diff = compareBl(bl.booking, blTexts(bl.versions[0]?.document as never));
    expect(diff.fields.filter((f) => f.status === 'changed').map((f) => f.field)).toEqual([
      'description',
      'grossWeightKg',
    ]);
    const todos = await t.database.db.select().from(orderTodos).where(eq(orderTodos.orderId, orderId));
    expect(todos.map((todo) => todo.text).join()).toContain('B/L');
    const told = await t.database.db.select().from(messages).where(eq(messages.accountId, shipper.actor.accountId));
    expect(told.some((m) => m.kind === 'order_todo')).toBe(true);
    const outbox = await api.get('dev/outbox?pageSize=100');
    expect(JSON.stringify(outbox.data)).toContain('待办');
  });
});

describe('the customer checks the draft', () => {
  it('answers another company’s order, and its PDF, like a missing one', async () => {
    const { orderId } = await orderInCheck();
    expectRefusal(await api.get(`oe_order/gettidaninfo?id=${orderId}`, stranger.token), 'NOT_FOUND');
    expectRefusal(await api.get(`oe_order/tidanchangeshow?id=${orderId}`, stranger.token), 'NOT_FOUND');
    expectRefusal(await api.get(`oe_order/tidanprice?id=${orderId}`, stranger.token), 'NOT_FOUND');
    expectRefusal(await api.get(`billoflanding/pdf?id=${orderId}`, stranger.token), 'NOT_FOUND');
    const document = (await info(orderId)).versions[0]?.document;
    await refusedUnchanged(
      orderId,
      () =>
        api.post(
          'oe_order/changetidan',
          { id: orderId, document, acceptFee: { amount: 30000, currency: 'CNY' } },
          stranger.token,
        ),
      'NOT_FOUND',
    );
    await refusedUnchanged(
      orderId,
      () => api.post('oe_order/confirmtidan', { id: orderId }, stranger.token),
      'NOT_FOUND',
    );
    expect((await api.get(`oe_order/gettidaninfo?id=${orderId}`)).status).toBe(401);
  });

  it('shows the fee, and refuses a modification without it, with another fee, emptied or changing nothing', async () => {
    const { orderId } = await orderInCheck();
    const price = ok(await api.get(`oe_order/tidanprice?id=${orderId}`, shipper.token));
    expect(price).toEqual({ code: 'change_price', fee: { amount: 30000, currency: 'CNY' }, afterSailing: false });
    const current = (await info(orderId)).versions[0]?.document;
    const changed = { ...current, marks: 'ACME HAMBURG' };
    const change = (body: object) => api.post('oe_order/changetidan', { id: orderId, ...body }, shipper.token);
    await refusedUnchanged(orderId, () => change({ document: changed }), 'BL_FEE_NOT_ACCEPTED', 'acceptFee');
    const wrong = await change({ document: changed, acceptFee: { amount: 100, currency: 'CNY' } });
    expectRefusal(wrong, 'BL_FEE_CHANGED');
    expect(wrong.json.result.data).toMatchObject({ fee: price.fee });
    await refusedUnchanged(orderId, () => change({ document: current, acceptFee: price.fee }), 'BL_NO_CHANGES');
    await refusedUnchanged(
      orderId,
      () => change({ document: { ...changed, grossWeightKg: '' }, acceptFee: price.fee }),
      'BL_FIELD_REQUIRED',
      'document.grossWeightKg',
    );
    await refusedUnchanged(
      orderId,
      () => change({ document: { ...changed, grossWeightKg: 'abc' }, acceptFee: price.fee }),
      'BL_WEIGHT_INVALID',
    );
    await refusedUnchanged(
      orderId,
      () => change({ document: { ...changed, volumeCbm: 0 }, acceptFee: price.fee }),
      'BL_VOLUME_INVALID',
    );
    await refusedUnchanged(
      orderId,
      () => change({ document: { ...changed, packingType: '' }, acceptFee: price.fee }),
      'BL_FIELD_REQUIRED',
    );
  });

  it('takes one of two modifications sent at once', async () => {
    const { orderId } = await orderInCheck();
    const current = (await info(orderId)).versions[0]?.document;
    const price = await fee(orderId);
    const send = (marks: string) =>
      api.post(
        'oe_order/changetidan',
        { id: orderId, document: { ...current, marks }, acceptFee: price },
        shipper.token,
      );
    const answers = await Promise.all([send('A'), send('B')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const amendments = (await info(orderId)).versions.filter((v) => v.kind === 'amendment');
    expect(amendments).toHaveLength(1);
  });

  it('goes from the draft to the issued bill: modify, accept with its fee, confirm, issue', async () => {
    const { orderId } = await orderInCheck();
    const current = (await info(orderId)).versions[0]?.document;
    const price = await fee(orderId);
    const modified = { ...current, grossWeightKg: '1,200.00' };
    expect(
      ok(await api.post('oe_order/changetidan', { id: orderId, document: modified, acceptFee: price }, shipper.token)),
    ).toEqual({
      state: 'amending',
      orderStatus: 'pending_bl_draft',
    });
    const shown = ok(await api.get(`oe_order/tidanchangeshow?id=${orderId}`, shipper.token));
    expect(shown.versions.at(-1)).toMatchObject({ kind: 'amendment', amendment: 'pending', fee: price });
    expectRefusal(await api.post('oe_order/confirmtidan', { id: orderId }, shipper.token), 'BL_STATE_INVALID');
    const before = (await stored(t, orderId)).order;
    ok(await ops('accept', { id: orderId }));
    // The fee joins the order's totals, and its USD total at about 7 CNY a dollar.
    const after = (await stored(t, orderId)).order;
    expect(after?.totals.find((m) => m.currency === 'CNY')?.amount).toBe(
      (before?.totals.find((m) => m.currency === 'CNY')?.amount ?? 0) + 30000,
    );
    const grownBy = (after?.totalUsd?.amount ?? 0) - (before?.totalUsd?.amount ?? 0);
    expect(grownBy).toBeGreaterThan(3_700);
    expect(grownBy).toBeLessThan(4_700);
    const fees = await t.database.db
      .select()
      .from(orderFees)
      .where(eq(orderFees.orderId, orderId))
      .orderBy(asc(orderFees.seq));
    expect(fees.at(-1)).toMatchObject({ code: 'change_price', amount: 30000, currency: 'CNY' });
    ok(await ops('issue-draft', { id: orderId }));
    const again = await info(orderId);
    expect(again.versions.map((v) => [v.kind, v.amendment])).toEqual([
      ['draft', null],
      ['amendment', 'accepted'],
      ['draft', null],
    ]);
    expect(again.versions.at(-1)?.document.grossWeightKg).toBe(1200);
    expect(ok(await api.post('oe_order/confirmtidan', { id: orderId }, shipper.token))).toEqual({
      state: 'confirmed',
      orderStatus: 'pending_bl_issue',
    });
    await refusedUnchanged(
      orderId,
      () =>
        api.post(
          'oe_order/changetidan',
          { id: orderId, document: { ...modified, marks: 'X' }, acceptFee: price },
          shipper.token,
        ),
      'BL_CONFIRMED',
    );
    expectRefusal(await ops('issue', { id: orderId, blNo: '', issueType: 'original' }), 'BL_NUMBER_REQUIRED');
    expectRefusal(
      await ops('issue', { id: orderId, blNo: 'SBX1', issueType: 'telex', originals: 3 }),
      'BL_ORIGINALS_INVALID',
    );
    expect(ok(await ops('issue', { id: orderId, blNo: 'sbx2611260001', issueType: 'telex' }))).toEqual({
      state: 'issued',
      orderStatus: 'bl_issued',
    });
    const issued = await info(orderId);
    expect(issued).toMatchObject({ state: 'issued', blNo: 'SBX2611260001', issueType: 'telex', originals: 0 });
    expect(issued.releasedAt).not.toBeNull();
    expect((await stored(t, orderId)).order?.blNo).toBe('SBX2611260001');
  });

  it('lets the operator reject a modification with a reason: the previous draft stands', async () => {
    const { orderId } = await orderInCheck();
    const current = (await info(orderId)).versions[0]?.document;
    const price = await fee(orderId);
    ok(
      await api.post(
        'oe_order/changetidan',
        { id: orderId, document: { ...current, consignee: 'SOMEONE ELSE' }, acceptFee: price },
        shipper.token,
      ),
    );
    await refusedUnchanged(orderId, () => ops('reject', { id: orderId, reason: ' ' }), 'BL_REASON_REQUIRED');
    expect(ok(await ops('reject', { id: orderId, reason: 'Consignee must match the L/C' }))).toEqual({
      state: 'checking',
      orderStatus: 'bl_checking',
    });
    const bl = await info(orderId);
    expect(bl.versions.at(-1)).toMatchObject({ amendment: 'rejected', rejectReason: 'Consignee must match the L/C' });
    const fees = await t.database.db.select().from(orderFees).where(eq(orderFees.orderId, orderId));
    expect(fees.some((f) => f.code === 'change_price')).toBe(false);
  });
});

describe('the demo company’s orders past their draft', () => {
  it('have the bill their status says: in check, confirmed, issued with the order’s B/L number', async () => {
    const demo = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
    const first = async (status: string) => {
      const list = ok(await api.get(`oe_order/order_list?status=${status}&pageSize=5`, demo));
      expect(list.items.length, status).toBeGreaterThan(0);
      return list.items[0] as { orderId: string; blNo: string | null };
    };
    const checking = await first('bl_checking');
    expect(await info(checking.orderId, demo)).toMatchObject({ state: 'checking' });
    // The customer confirms it through the B/L's own call, as on any order.
    expect(ok(await api.post('oe_order/confirmtidan', { id: checking.orderId }, demo))).toMatchObject({
      state: 'confirmed',
      orderStatus: 'pending_bl_issue',
    });
    expect(await info((await first('pending_bl_issue')).orderId, demo)).toMatchObject({ state: 'confirmed' });
    for (const status of ['bl_issued', 'completed']) {
      const order = await first(status);
      const bill = await opsInfo(order.orderId);
      expect(bill).toMatchObject({ state: 'issued' });
      expect(bill.versions.map((v) => v.kind)).toEqual(['draft', 'final']);
    }
  });
});

describe('the PDF', () => {
  const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();

  it('prints the draft with Chinese and English, DRAFT, and the order number; the issued bill without DRAFT', async () => {
    const { orderId } = await orderInCheck();
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/billoflanding/pdf?id=${orderId}`,
      headers: { appid: '1', appclient: 'pc', accesstoken: shipper.token, ...en },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    const { orderNo } = await info(orderId);
    for (const word of [
      'BILL OF LADING',
      '提单',
      'DRAFT',
      '草稿',
      '发货人',
      'Shipper',
      '收货人',
      'LED FLOOR LAMPS',
      '1,250.000 KGS',
      '40 CARTONS',
      '40 纸箱',
      '3 / THREE',
      orderNo,
    ])
      expect(text).toContain(word);
    ok(await api.post('oe_order/confirmtidan', { id: orderId }, shipper.token));
    ok(await ops('issue', { id: orderId, blNo: 'SBPDF0001', issueType: 'original' }));
    const final = await t.app.inject({
      method: 'GET',
      url: `/v2/billoflanding/pdf?id=${orderId}`,
      headers: { appid: '1', accesstoken: staff },
    });
    expect(final.statusCode).toBe(200);
    const finalText = pdfText(final.rawPayload);
    expect(finalText).toContain('SBPDF0001');
    expect(finalText).not.toContain('DRAFT');
    expect(final.headers['content-disposition']).toContain('BL-SBPDF0001');
  });

  it('has nothing to print before a draft is issued', async () => {
    const orderId = await orderAtDraft();
    expectRefusal(await api.get(`billoflanding/pdf?id=${orderId}`, shipper.token), 'NOT_FOUND');
  });
});
