import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { messages, opsAudit, orders } from '../../test/tables.ts';
import { sampleFiles } from '../files/files.service.ts';
import type { Customer } from '../inquiries/inquiries.fixtures.ts';
import { filledTemplate, type letterCalls, uploaded } from './letters.fixtures.ts';
import { letters } from './letters.tables.ts';

const { pdf } = sampleFiles;

/** Test helpers of the operators' letter desk: letters in each state, and what a call left behind. */

type Calls = ReturnType<typeof letterCalls>;

/** A pending letter of `owner` with a small PDF. */
export async function pendingLetter(t: TestContext, api: Calls, owner: Customer): Promise<{ id: string }> {
  const fileId = await uploaded(t, owner.token, 'instruction', 'booking.pdf', pdf(64));
  const answer = await api.upload({ mode: 'lcl', fileId, remark: 'next sailing' }, owner.token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return { id: answer.data.id };
}

/** The template cells of a complete LCL order on the demo showcase lane (CNSHA → USLAX). */
export const PARSED_CELLS = {
  pol: 'CNSHA',
  pod: 'USLAX',
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  'cargo.type': '普通货 General cargo',
  'cargo.nameEn': 'LED DESK LAMPS',
  'cargo.marks': 'N/M',
  'cargo.pieces': 40,
  'cargo.packingType': '纸箱 Cartons',
  'cargo.weightKg': 1200,
  'cargo.volumeCbm': 2.5,
  'cargo.hazardous': 'N',
  'consignee.company': 'LA LAMPS INC.',
  'consignee.address': '100 MAIN ST, LOS ANGELES',
};

/** A letter of our filled template, read into a draft without a sailing (processed_parsed). */
export async function parsedLetter(
  t: TestContext,
  api: Calls,
  owner: Customer,
  cells: Record<string, string | number> = PARSED_CELLS,
): Promise<{ id: string; draftId: string }> {
  const fileId = await uploaded(t, owner.token, 'excel', 'si.xlsx', await filledTemplate(t, 'lcl', cells));
  const answer = await api.read({ mode: 'lcl', fileId }, owner.token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return { id: answer.data.letterId, draftId: answer.data.draftId };
}

/** The letter's row as stored. */
export async function storedLetter(t: TestContext, id: string) {
  const [row] = await t.database.db.select().from(letters).where(eq(letters.id, id));
  return row;
}

/** The audit rows written about one object, oldest first. */
export function auditOf(t: TestContext, objectId: string) {
  return t.database.db.select().from(opsAudit).where(eq(opsAudit.objectId, objectId)).orderBy(asc(opsAudit.id));
}

/** The letter messages an account was sent. */
export function letterMessages(t: TestContext, owner: Customer) {
  return t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.accountId, owner.actor.accountId), eq(messages.kind, 'letter')))
    .orderBy(asc(messages.createdAt));
}

/** How many orders a tenant has. */
export async function orderCount(t: TestContext, owner: Customer): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.tenantId, owner.actor.tenantId));
  return row?.n ?? 0;
}
