import {
  type BlBookingView,
  type BlDocument,
  BlDocumentSchema,
  type BlFee,
  type BlInfo,
  type BlState,
  type BlVersion,
} from '@seabook/domain/bill-of-lading';
import { BL_AMENDMENT_FEES, changedFields, defaultOriginals } from '@seabook/domain/bill-of-lading-compare';
import type { Cargo, Party } from '@seabook/domain/booking';
import { chinaToday } from '@seabook/domain/china-time';
import { type Money, totalsByCurrency } from '@seabook/domain/money';
import { type CurrencyTable, toUsd } from '@seabook/domain/money-rules';
import type { Notice } from '@seabook/domain/notices';
import type { OrderStatus } from '@seabook/domain/order-flow';
import { BASIS_LABELS, FEE_CODES } from '@seabook/domain/rates';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { scopeOf } from '../../db/tenancy-scope.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { getRatesIndex } from '../rates/rates.service.ts';
import { blDocuments, blVersions } from './bill-of-lading.tables.ts';
import { auditOrder } from './ops-orders.service.ts';
import {
  type LockedOrder,
  lockOrder,
  moveOrder,
  type OrderWho,
  raiseTodo,
  tellCustomer,
  whoOf,
} from './order-flow.service.ts';
import { loadingOf } from './order-info.ts';
import { orderFees, orders } from './orders.tables.ts';

/**
 * The bill of lading of an order (issue 19, decision 037): the operator drafts it from the booking and
 * issues it, the customer modifies (paying `change_price`) or confirms it, the operator accepts or rejects
 * a modification and issues the final bill. Every write locks the order first, so the state checks hold.
 */

type Header = typeof blDocuments.$inferSelect;
type VersionRow = typeof blVersions.$inferSelect;
type Parties = { consignor?: Party | null; consignee?: Party | null; notifier?: Party | null };

function portName(catalog: Catalog, code: string): string {
  return (catalog.ports.get(code)?.name.en ?? code).toUpperCase();
}

/** What the booking says, in the bill's words (decision 037: the fields compared with the booking). */
export function bookingView(order: LockedOrder, catalog: Catalog): Required<Pick<BlBookingView, BookedField>> {
  const cargo = order.cargo as Cargo;
  const parties = order.parties as Parties;
  return {
    shipper: parties.consignor?.address ?? '',
    consignee: parties.consignee?.address ?? '',
    notifyParty: parties.notifier?.address ?? '',
    portOfLoading: portName(catalog, order.pol),
    portOfDischarge: portName(catalog, order.pod),
    marks: cargo.marks,
    pieces: String(cargo.pieces),
    packingType: cargo.packingType,
    description: cargo.nameEn,
    grossWeightKg: String(cargo.weightKg),
    volumeCbm: String(cargo.volumeCbm),
  };
}
type BookedField =
  | 'shipper'
  | 'consignee'
  | 'notifyParty'
  | 'portOfLoading'
  | 'portOfDischarge'
  | 'marks'
  | 'pieces'
  | 'packingType'
  | 'description'
  | 'grossWeightKg'
  | 'volumeCbm';

/** The first draft: the booking, the loading information (vessel, voyage, boxes and seals) and the terms. */
function prefilled(order: LockedOrder, catalog: Catalog): BlDocument {
  const booked = bookingView(order, catalog);
  const loading = loadingOf(order);
  const collect = ['EXW', 'FCA', 'FOB', 'FAS'].includes(order.tradeTerm);
  return BlDocumentSchema.parse({
    ...booked,
    vessel: loading?.vessel ?? order.vessel ?? '',
    voyage: loading?.voyage ?? order.voyage ?? '',
    placeOfDelivery: booked.portOfDischarge,
    containers: (loading?.containers ?? []).map((box) => ({
      containerNo: box.containerNo,
      sealNo: box.sealNo ?? '',
      type: box.type ?? '',
    })),
    freightPayableAt: collect ? booked.portOfDischarge : booked.portOfLoading,
    issueType: 'original',
    remark: '',
  });
}

async function headerOf(tx: DbOrTx, orderId: string): Promise<Header | undefined> {
  const [row] = await tx.select().from(blDocuments).where(eq(blDocuments.orderId, orderId));
  return row;
}

async function versionsOf(tx: DbOrTx, orderId: string): Promise<VersionRow[]> {
  return tx.select().from(blVersions).where(eq(blVersions.orderId, orderId)).orderBy(asc(blVersions.no));
}

function versionView(row: VersionRow): BlVersion {
  return {
    id: row.id,
    no: row.no,
    kind: row.kind,
    issued: row.issued,
    amendment: row.amendment ?? null,
    rejectReason: row.rejectReason,
    fee: row.fee ?? null,
    document: row.document,
    by: row.byName,
    at: row.createdAt.toISOString(),
  };
}

/** The B/L as the caller may see it: a customer never sees the operator's working draft. */
async function infoOf(
  tx: DbOrTx,
  catalog: Catalog,
  order: LockedOrder,
  audience: 'customer' | 'operator',
): Promise<BlInfo> {
  const header = await headerOf(tx, order.id);
  const rows = await versionsOf(tx, order.id);
  const shown = audience === 'operator' ? rows : rows.filter((row) => row.kind !== 'draft' || row.issued);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    mode: order.mode,
    orderStatus: order.status,
    state: header?.state ?? null,
    blNo: header?.blNo ?? null,
    issueType: header?.issueType ?? null,
    originals: header?.originals ?? null,
    issuedAt: header?.issuedAt?.toISOString() ?? null,
    releasedAt: header?.releasedAt?.toISOString() ?? null,
    booking: bookingView(order, catalog),
    versions: shown.map(versionView),
  };
}

/** gettidaninfo / tidanchangeshow: the caller's own order only (another company's answers 404). */
export async function customerBlInfo(db: Db, actor: AccountActor, id: string): Promise<BlInfo> {
  const catalog = await getCatalog(db);
  return db.transaction(async (tx) => infoOf(tx, catalog, await lockOrder(tx, id, scopeOf(actor)), 'customer'));
}

/** GET /v2/ops/bl: any order, every version. */
export async function opsBlInfo(db: Db, id: string): Promise<BlInfo> {
  const catalog = await getCatalog(db);
  return db.transaction(async (tx) => infoOf(tx, catalog, await lockOrder(tx, id, null), 'operator'));
}

/** The amendment fee now: more once the ship has sailed (China calendar, decision 037). */
function feeOf(order: LockedOrder, now: number = Date.now()): BlFee {
  const sailed = loadingOf(order)?.atd != null || (order.sailingDate != null && order.sailingDate <= chinaToday(now));
  return {
    code: 'change_price',
    fee: sailed ? BL_AMENDMENT_FEES.afterSailing : BL_AMENDMENT_FEES.beforeSailing,
    afterSailing: sailed,
  };
}

/** tidanprice. */
export async function blFee(db: Db, actor: AccountActor, id: string): Promise<BlFee> {
  return feeOf(await lockOrder(db, id, scopeOf(actor)));
}

type Done = { state: BlState; orderStatus: OrderStatus };

async function setState(tx: DbOrTx, orderId: string, state: BlState, extra: Partial<Header> = {}): Promise<void> {
  await tx
    .update(blDocuments)
    .set({ ...extra, state, updatedAt: sql`now()` })
    .where(eq(blDocuments.orderId, orderId));
}

async function addVersion(
  tx: DbOrTx,
  orderId: string,
  who: OrderWho,
  values: Pick<VersionRow, 'kind' | 'document'> & Partial<Pick<VersionRow, 'issued' | 'amendment' | 'fee'>>,
): Promise<void> {
  const [last] = await tx
    .select({ no: max(blVersions.no) })
    .from(blVersions)
    .where(eq(blVersions.orderId, orderId));
  await tx.insert(blVersions).values({
    orderId,
    no: (last?.no ?? 0) + 1,
    byKind: who.kind === 'customer' ? 'customer' : 'operator',
    byName: who.name,
    ...values,
  });
}

/** The last version of a kind (issued drafts only when `issued`). */
function lastOf(rows: VersionRow[], test: (row: VersionRow) => boolean): VersionRow | undefined {
  return rows.filter(test).at(-1);
}

/** Runs `act` on the locked order with its B/L header (BL_STATE_INVALID when `states` does not hold it). */
async function onBl<T>(
  tx: Tx,
  order: LockedOrder,
  states: readonly BlState[],
  act: (header: Header, rows: VersionRow[]) => Promise<T>,
): Promise<T> {
  const header = await headerOf(tx, order.id);
  if (!header || !states.includes(header.state)) throw new AppError('BL_STATE_INVALID');
  return act(header, await versionsOf(tx, order.id));
}

// ---------------------------------------------------------------------------------------------------
// The customer

/** changetidan: the customer's modification of the issued draft, with the fee accepted. */
export function changeBl(
  db: Db,
  notifier: Notifier,
  actor: AccountActor,
  input: { id: string; document: BlDocument; acceptFee?: Money | undefined },
): Promise<Done> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id, scopeOf(actor));
    const header = await headerOf(tx, order.id);
    if (header && (header.state === 'confirmed' || header.state === 'issued')) throw new AppError('BL_CONFIRMED');
    return onBl(tx, order, ['checking'], async (_header, rows) => {
      const current = lastOf(rows, (row) => row.kind === 'draft' && row.issued);
      if (!current) throw new AppError('BL_STATE_INVALID');
      const changed = changedFields(current.document, input.document);
      if (changed.length === 0) throw new AppError('BL_NO_CHANGES');
      const fee = feeOf(order);
      if (!input.acceptFee) throw new AppError('BL_FEE_NOT_ACCEPTED', { fields: { acceptFee: 'BL_FEE_NOT_ACCEPTED' } });
      if (input.acceptFee.amount !== fee.fee.amount || input.acceptFee.currency !== fee.fee.currency)
        throw new AppError('BL_FEE_CHANGED', { data: fee });
      const who = await whoOf(tx, actor);
      await addVersion(tx, order.id, who, {
        kind: 'amendment',
        document: input.document,
        amendment: 'pending',
        fee: fee.fee,
      });
      await setState(tx, order.id, 'amending');
      const to = await moveOrder(tx, notifier, order, 'pending_bl_draft', who, changed.join(', '));
      return { state: 'amending', orderStatus: to };
    });
  });
}

/** OK: the customer confirms the issued draft. */
export function confirmBl(db: Db, notifier: Notifier, actor: AccountActor, id: string): Promise<Done> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, scopeOf(actor));
    return onBl(tx, order, ['checking'], async () => {
      const to = await moveOrder(tx, notifier, order, 'pending_bl_issue', await whoOf(tx, actor));
      await setState(tx, order.id, 'confirmed', { confirmedAt: new Date() });
      return { state: 'confirmed', orderStatus: to };
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The operator

async function asOperator<T>(
  db: Db,
  actor: StaffActor,
  id: string,
  act: (tx: Tx, order: LockedOrder, who: OrderWho) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, null);
    return act(tx, order, await whoOf(tx, actor));
  });
}

/** Creates the draft from the booking, once, while the order waits for its B/L draft. */
export function opsCreateBl(db: Db, actor: StaffActor, id: string): Promise<Done> {
  return asOperator(db, actor, id, async (tx, order, who) => {
    if (order.status !== 'pending_bl_draft' || (await headerOf(tx, order.id))) throw new AppError('BL_STATE_INVALID');
    await tx.insert(blDocuments).values({ orderId: order.id, state: 'editing' });
    await addVersion(tx, order.id, who, { kind: 'draft', document: prefilled(order, await getCatalog(db)) });
    return { state: 'editing', orderStatus: order.status };
  });
}

/** Edits the working draft (not yet issued). */
export function opsSaveBl(db: Db, actor: StaffActor, input: { id: string; document: BlDocument }): Promise<Done> {
  return asOperator(db, actor, input.id, (tx, order) =>
    onBl(tx, order, ['editing'], async (_header, rows) => {
      const working = rows.at(-1);
      if (working?.kind !== 'draft' || working.issued) throw new AppError('BL_STATE_INVALID');
      await tx
        .update(blVersions)
        .set({ document: input.document, createdAt: new Date() })
        .where(eq(blVersions.id, working.id));
      return { state: 'editing' as const, orderStatus: order.status };
    }),
  );
}

const CHECK_TODO = '请核对提单草稿并确认或提出修改 / Please check the draft B/L and confirm it or ask for changes';

/** Issues the working draft to the customer: B/L checking, with a to-do, a message, an SMS and an e-mail. */
export function opsIssueDraft(db: Db, notifier: Notifier, actor: StaffActor, id: string): Promise<Done> {
  return asOperator(db, actor, id, (tx, order, who) =>
    onBl(tx, order, ['editing'], async (_header, rows) => {
      const working = rows.at(-1);
      if (working?.kind !== 'draft' || working.issued) throw new AppError('BL_STATE_INVALID');
      const to = await moveOrder(tx, notifier, order, 'bl_checking', who);
      await tx.update(blVersions).set({ issued: true, createdAt: new Date() }).where(eq(blVersions.id, working.id));
      await setState(tx, order.id, 'checking');
      await raiseTodo(tx, notifier, order, CHECK_TODO, who);
      await auditOrder(tx, actor, order, 'order.move', { before: { status: order.status }, after: { status: to } });
      return { state: 'checking' as const, orderStatus: to };
    }),
  );
}

function pendingAmendment(rows: VersionRow[]): VersionRow {
  const row = lastOf(rows, (r) => r.kind === 'amendment' && r.amendment === 'pending');
  if (!row) throw new AppError('BL_STATE_INVALID');
  return row;
}

/**
 * The fee of an accepted amendment, as the order's next fee line; the order's totals grow by it, and its
 * USD total by the fee at today's rate (the earlier lines keep the rate they were booked at).
 */
async function chargeFee(tx: DbOrTx, order: LockedOrder, fee: Money, rates: CurrencyTable): Promise<void> {
  const [last] = await tx
    .select({ seq: max(orderFees.seq) })
    .from(orderFees)
    .where(eq(orderFees.orderId, order.id));
  await tx.insert(orderFees).values({
    orderId: order.id,
    seq: (last?.seq ?? -1) + 1,
    code: 'change_price',
    name: FEE_CODES.change_price,
    stage: 'origin',
    service: null,
    basis: 'bl',
    unit: BASIS_LABELS.bl,
    currency: fee.currency,
    unitPrice: fee.amount,
    quantity: '1',
    amount: fee.amount,
    minimumApplied: false,
    remark: null,
  });
  await tx
    .update(orders)
    .set({
      totals: totalsByCurrency([...order.totals, fee]),
      totalUsd: grownUsd(order.totalUsd, fee, rates),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
}

function grownUsd(total: Money | null, fee: Money, rates: CurrencyTable): Money | null {
  const added = toUsd(fee, rates);
  return total && added ? { currency: 'USD', amount: total.amount + added.amount } : null;
}

const ACCEPTED: Notice = {
  title: { 'zh-CN': '提单修改已接受', 'zh-TW': '提單修改已接受', en: 'B/L modification accepted' },
  body: {
    'zh-CN': '您的提单修改已接受，改单费已计入订单。新的提单草稿将很快发出。',
    'zh-TW': '您的提單修改已接受，改單費已計入訂單。新的提單草稿將很快發出。',
    en: 'Your B/L modification was accepted and its fee added to the order. The new draft follows shortly.',
  },
};

/** Accepts the pending modification: its fee is charged, it becomes the working draft. */
export async function opsAcceptChange(db: Db, notifier: Notifier, actor: StaffActor, id: string): Promise<Done> {
  const { rates } = await getRatesIndex(db);
  return asOperator(db, actor, id, (tx, order, who) =>
    onBl(tx, order, ['amending'], async (_header, rows) => {
      const amendment = pendingAmendment(rows);
      await tx
        .update(blVersions)
        .set({ amendment: 'accepted', decidedAt: new Date() })
        .where(eq(blVersions.id, amendment.id));
      if (amendment.fee) await chargeFee(tx, order, amendment.fee, rates);
      await addVersion(tx, order.id, who, { kind: 'draft', document: amendment.document });
      await setState(tx, order.id, 'editing');
      await tellCustomer(tx, notifier, order, 'order_status', ACCEPTED);
      return { state: 'editing' as const, orderStatus: order.status };
    }),
  );
}

/** Rejects the pending modification with the reason: the previous draft stands, back to B/L checking. */
export function opsRejectChange(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; reason: string },
): Promise<Done> {
  return asOperator(db, actor, input.id, (tx, order, who) =>
    onBl(tx, order, ['amending'], async (_header, rows) => {
      const amendment = pendingAmendment(rows);
      await tx
        .update(blVersions)
        .set({ amendment: 'rejected', rejectReason: input.reason, decidedAt: new Date() })
        .where(eq(blVersions.id, amendment.id));
      const to = await moveOrder(tx, notifier, order, 'bl_checking', who, input.reason);
      await setState(tx, order.id, 'checking');
      await auditOrder(tx, actor, order, 'order.move', {
        before: { status: order.status },
        after: { status: to },
        remark: input.reason,
      });
      return { state: 'checking' as const, orderStatus: to };
    }),
  );
}

/** Issues the final bill of the confirmed draft; a telex release is released at once. */
export function opsIssueBl(
  db: Db,
  notifier: Notifier,
  actor: StaffActor,
  input: { id: string; blNo: string; issueType: BlDocument['issueType']; originals?: number | undefined },
): Promise<Done> {
  return asOperator(db, actor, input.id, (tx, order, who) =>
    onBl(tx, order, ['confirmed'], async (_header, rows) => {
      const confirmed = lastOf(rows, (row) => row.kind === 'draft' && row.issued);
      if (!confirmed) throw new AppError('BL_STATE_INVALID');
      const to = await moveOrder(tx, notifier, order, 'bl_issued', who, input.blNo);
      const now = new Date();
      await addVersion(tx, order.id, who, {
        kind: 'final',
        issued: true,
        document: { ...confirmed.document, issueType: input.issueType },
      });
      await setState(tx, order.id, 'issued', {
        blNo: input.blNo,
        issueType: input.issueType,
        originals: input.originals ?? defaultOriginals(input.issueType),
        issuedAt: now,
        releasedAt: input.issueType === 'telex' ? now : null,
      });
      await tx.update(orders).set({ blNo: input.blNo }).where(eq(orders.id, order.id));
      await auditOrder(tx, actor, order, 'order.move', {
        before: { status: order.status, blNo: order.blNo },
        after: { status: to, blNo: input.blNo },
      });
      return { state: 'issued' as const, orderStatus: to };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Orders loaded past their draft (demo data)

/** The state of the bill an order in a status past its draft has. */
const PAST_BL: Partial<Record<OrderStatus, BlState>> = {
  bl_checking: 'checking',
  pending_bl_issue: 'confirmed',
  bl_issued: 'issued',
  completed: 'issued',
};

/**
 * The bills that a tenant's orders loaded in a status past their draft would have (the demo data writes
 * its orders' stories directly): the draft from each booking, issued to the customer; then confirmed; then
 * the final bill with the order's B/L number. So the B/L pages and calls work on them like on any order.
 */
export async function recordPastBills(tx: Tx, tenantId: string, who: OrderWho): Promise<void> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.status, Object.keys(PAST_BL) as OrderStatus[])));
  // Inside the loading transaction: the catalog is read through it (and cached for it alone).
  const catalog = await getCatalog(tx as unknown as Db);
  for (const { id } of rows) {
    const order = await lockOrder(tx, id, null);
    const state = PAST_BL[order.status];
    if (!state || (await headerOf(tx, order.id))) continue;
    const document = prefilled(order, catalog);
    await tx.insert(blDocuments).values({ orderId: order.id, state: 'checking' });
    await addVersion(tx, order.id, who, { kind: 'draft', issued: true, document });
    if (state === 'checking') continue;
    const confirmedAt = new Date();
    await setState(tx, order.id, 'confirmed', { confirmedAt });
    if (state !== 'issued' || !order.blNo) continue;
    await addVersion(tx, order.id, who, { kind: 'final', issued: true, document });
    await setState(tx, order.id, 'issued', {
      blNo: order.blNo,
      issueType: document.issueType,
      originals: defaultOriginals(document.issueType),
      issuedAt: confirmedAt,
    });
  }
}
