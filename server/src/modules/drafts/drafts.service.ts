import type { BookingMode } from '@seabook/domain/booking-rules';
import {
  type Draft,
  type DraftContent,
  type DraftSummary,
  draftTitle,
  type SaveDraftRequestSchema,
  type SavedDraft,
} from '@seabook/domain/drafts';
import type { PageQuery } from '@seabook/domain/envelope';
import { draftFileIds } from '@seabook/domain/files';
import type { Locale } from '@seabook/domain/i18n';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isRowId, rowId } from '../../db/ids.ts';
import { idsNamedInJson } from '../../db/json-refs.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { scopeValues, visibleTo, visibleToPrepared } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { fileInfo, filesByIds } from '../files/files.service.ts';
import { type Bookable, resolveLine } from '../orders/orders.service.ts';
import { getRatesIndex, portRefOf, todayDay } from '../rates/rates.service.ts';
import { orderDrafts } from './drafts.tables.ts';

/**
 * Order drafts (domain/drafts.ts): saved at any point of the entrust form, listed newest first,
 * continued and deleted by the caller's tenant only (another tenant's draft is 404 like a missing one).
 * A draft keeps its lane: when its line can be resolved the server takes the ports from it, so a draft
 * whose sailing has gone can still be put on another sailing of the same lane.
 */

type DraftRow = typeof orderDrafts.$inferSelect;
type SaveInput = z.output<typeof SaveDraftRequestSchema>;

/** The line's bookable sailing or quote, or null when it has none now (expired, unknown, not the caller's). */
async function lineNow(db: Db, actor: AccountActor, line: string | null): Promise<Bookable | null> {
  if (line === null) return null;
  const found = await resolveLine(db, actor, await getRatesIndex(db), line, todayDay());
  return found instanceof AppError ? null : found;
}

function laneOf(found: Bookable): { pol: string; pod: string; mode: BookingMode } {
  if (found.kind === 'inquiry') return { pol: found.inquiry.pol, pod: found.inquiry.pod, mode: found.inquiry.mode };
  return { pol: found.entry.pol, pod: found.entry.pod, mode: found.kind };
}

/** One draft of the caller's tenant, or 404 (a malformed id too). */
async function ownDraft(db: DbOrTx, actor: AccountActor, id: string): Promise<DraftRow> {
  const [row] = await db
    .select()
    .from(orderDrafts)
    .where(and(eq(orderDrafts.id, rowId(id)), visibleTo(actor, orderDrafts)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * POST /v2/oe_order/draftcreateorder: a new draft, or the caller's draft `id` replaced (its source
 * kept, its title kept unless a new one is given). The content is not checked as an order; a line that
 * books the other mode is refused, since the draft could never be submitted on it.
 */
export async function saveDraft(db: Db, actor: AccountActor, input: SaveInput): Promise<SavedDraft> {
  const found = await lineNow(db, actor, input.line);
  const content: DraftContent = { ...input.draft, mode: input.mode };
  if (found) {
    const lane = laneOf(found);
    if (lane.mode !== input.mode) throw new AppError('VALIDATION', { fields: { mode: 'VALIDATION' } });
    content.pol = lane.pol;
    content.pod = lane.pod;
  }
  const now = new Date();
  if (input.id !== undefined) {
    await ownDraft(db, actor, input.id);
    const [row] = await db
      .update(orderDrafts)
      .set({
        mode: input.mode,
        line: input.line,
        draft: content,
        updatedAt: now,
        ...(input.title === undefined ? {} : { title: input.title }),
      })
      .where(and(eq(orderDrafts.id, input.id), visibleTo(actor, orderDrafts)))
      .returning({ id: orderDrafts.id, updatedAt: orderDrafts.updatedAt });
    if (!row) throw new AppError('NOT_FOUND');
    return { draftId: row.id, updatedAt: row.updatedAt.toISOString() };
  }
  const row = await insertDraft(db, actor, {
    mode: input.mode,
    line: input.line,
    draft: content,
    title: input.title ?? '',
    source: input.source ?? 'form',
    at: now,
  });
  return { draftId: row.id, updatedAt: row.updatedAt.toISOString() };
}

type NewDraft = Pick<DraftRow, 'mode' | 'line' | 'draft' | 'title' | 'source'> & { at: Date };

/**
 * A new draft of the owner, saved at `at`, in the caller's transaction: the form's, a letter of
 * instruction read from our template (letters), the demo's.
 */
export async function insertDraft(
  tx: DbOrTx,
  owner: { tenantId: string; accountId: string },
  draft: NewDraft,
): Promise<{ id: string; updatedAt: Date }> {
  const { at, ...values } = draft;
  const [row] = await tx
    .insert(orderDrafts)
    .values({ tenantId: owner.tenantId, accountId: owner.accountId, ...values, createdAt: at, updatedAt: at })
    .returning({ id: orderDrafts.id, updatedAt: orderDrafts.updatedAt });
  if (!row) throw new AppError('SUBMIT_FAILED');
  return row;
}

/**
 * A draft's line and content whoever's it is (an operator books a letter's draft), or null when it is
 * gone; only the tenant's with `tenantId`, and locked for the caller's transaction with `lock`.
 */
export async function draftOf(
  db: DbOrTx,
  id: string,
  options: { tenantId?: string; lock?: boolean } = {},
): Promise<{ line: string | null; content: unknown } | null> {
  const query = db
    .select({ line: orderDrafts.line, content: orderDrafts.draft })
    .from(orderDrafts)
    .where(and(eq(orderDrafts.id, id), options.tenantId ? eq(orderDrafts.tenantId, options.tenantId) : undefined));
  const [draft] = options.lock ? await query.for('update') : await query;
  return draft ?? null;
}

function contentOf(row: DraftRow): Record<string, unknown> {
  const draft = row.draft;
  return typeof draft === 'object' && draft !== null && !Array.isArray(draft) ? (draft as Record<string, unknown>) : {};
}

function portCode(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A draft as listed: its lane in the catalog's names, its title (or the lane and cargo in the caller's language). */
function summaryOf(catalog: Catalog, locale: Locale, row: DraftRow, lineExpired: boolean): DraftSummary {
  const content = contentOf(row);
  const pol = portCode(content.pol);
  const pod = portCode(content.pod);
  const polRef = pol ? portRefOf(catalog, pol) : null;
  const podRef = pod ? portRefOf(catalog, pod) : null;
  const cargo = content.cargo as { nameEn?: unknown } | undefined;
  const cargoName = typeof cargo?.nameEn === 'string' ? cargo.nameEn : null;
  return {
    id: row.id,
    mode: row.mode,
    title: row.title || draftTitle(polRef?.name[locale] ?? null, podRef?.name[locale] ?? null, cargoName),
    pol: polRef,
    pod: podRef,
    line: row.line,
    lineExpired,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function isExpired(db: Db, actor: AccountActor, row: DraftRow): Promise<boolean> {
  return row.line !== null && (await lineNow(db, actor, row.line)) === null;
}

/** The count of `draftCount` by scope, prepared once (db/prepared.ts). */
const draftCountStatement = preparedByShape(
  (own: boolean) => String(Number(own)),
  (db, own, key) =>
    db
      .select({ total: count() })
      .from(orderDrafts)
      .where(visibleToPrepared(orderDrafts, own))
      .prepare(`draft_count_${key}`),
);

/** How many drafts the caller's tenant keeps (the account-centre home). */
export async function draftCount(db: DbOrTx, actor: AccountActor): Promise<number> {
  const { own, values } = scopeValues(actor);
  const [row] = await draftCountStatement(db, own).execute(values);
  return row?.total ?? 0;
}

/** GET /v2/oe_order/draft_list: the tenant's drafts, the last saved first. */
export async function listDrafts(
  db: Db,
  actor: AccountActor,
  locale: Locale,
  page: PageQuery,
): Promise<{ items: DraftSummary[]; total: number }> {
  const mine = visibleTo(actor, orderDrafts);
  const [counted] = await db.select({ total: count() }).from(orderDrafts).where(mine);
  const rows = await db
    .select()
    .from(orderDrafts)
    .where(mine)
    .orderBy(desc(orderDrafts.updatedAt), desc(orderDrafts.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const catalog = await getCatalog(db);
  const items = await Promise.all(
    rows.map(async (row) => summaryOf(catalog, locale, row, await isExpired(db, actor, row))),
  );
  return { items, total: counted?.total ?? 0 };
}

/** The upload ids a draft names: destination clearance documents, the bond's file, packing photos. */
function fileIdsOf(content: Record<string, unknown>): string[] {
  return draftFileIds(content).filter(isRowId);
}

/** GET /v2/oe_order/draft_info: one draft in full, with the tenant's live files it names. */
export async function getDraft(db: Db, actor: AccountActor, locale: Locale, id: string): Promise<Draft> {
  const row = await ownDraft(db, actor, id);
  const content = contentOf(row);
  const ids = fileIdsOf(content);
  const named = [...(await filesByIds(db, ids, { tenantId: actor.tenantId, live: true })).values()];
  return {
    ...summaryOf(await getCatalog(db), locale, row, await isExpired(db, actor, row)),
    draft: content,
    files: named.map(fileInfo),
  };
}

/** POST /v2/oe_order/deleteorder: removes the caller's draft for good (a letter keeps its file, not the draft). */
export async function deleteDraft(db: Db, actor: AccountActor, id: string): Promise<void> {
  const deleted = await db
    .delete(orderDrafts)
    .where(and(eq(orderDrafts.id, rowId(id)), visibleTo(actor, orderDrafts)))
    .returning({ id: orderDrafts.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * Removes the draft an order was continued from, in the order's transaction. A draft already gone (or
 * another tenant's, or a malformed id) does not stop the order: there is simply nothing to remove.
 */
export async function removeOrderedDraft(tx: DbOrTx, tenantId: string, draftId: string | undefined): Promise<void> {
  if (!draftId || !isRowId(draftId)) return;
  await tx.delete(orderDrafts).where(and(eq(orderDrafts.id, draftId), eq(orderDrafts.tenantId, tenantId)));
}

/** The files among `ids` that a saved draft names (its uploads, kept for when it is submitted). */
export function filesUsedByDrafts(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  return idsNamedInJson(db, orderDrafts, orderDrafts.draft, ids);
}
