import {
  type Address,
  type AddressKind,
  type AddressValues,
  MAX_ADDRESSES_PER_TENANT,
} from '@seabook/domain/addresses';
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowId } from '../../db/ids.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { addresses } from './addresses.tables.ts';

/**
 * The address book: entries belong to the caller's tenant, so every query is scoped by it and another
 * tenant's entry answers exactly like a missing one. Writes that touch the default flag or the entry
 * count hold the tenant row, so two calls at once cannot leave two defaults or pass the limit.
 */

type Row = typeof addresses.$inferSelect;

function toAddress(row: Row): Address {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    tag: row.tag,
    company: row.company,
    contact: row.contact,
    phone: row.phone,
    region: row.region,
    address: row.address,
    detail: row.detail,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of a validated entry (everything but the default flag). */
function columnsOf(values: AddressValues) {
  const { isDefault: _isDefault, ...columns } = values;
  return columns;
}

/** Serializes the tenant's book writes; NO KEY UPDATE leaves inserts referencing the tenant free. */
async function lockBook(tx: Tx, tenantId: string): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
}

/** A region must be a country of the catalogue. */
async function checkRegion(db: Db, region: string): Promise<void> {
  if (region === '') return;
  if (!(await getCatalog(db)).countries.has(region)) {
    throw new AppError('REGION_UNKNOWN', { fields: { region: 'REGION_UNKNOWN' } });
  }
}

/** Clears the default of a kind, but for the entry that is to keep it. */
async function clearDefault(tx: Tx, tenantId: string, kind: AddressKind, keepId?: string): Promise<void> {
  const where = [eq(addresses.tenantId, tenantId), eq(addresses.kind, kind), eq(addresses.isDefault, true)];
  if (keepId) where.push(ne(addresses.id, keepId));
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(...where));
}

/** The caller's entry, or 404 for a malformed, missing or another tenant's id. */
async function ownEntry(tx: Tx, actor: AccountActor, id: string): Promise<Row> {
  rowId(id);
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.tenantId, actor.tenantId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Adds an entry to the caller's book; as default it takes the flag from the kind's previous default. */
export async function addAddress(db: Db, actor: AccountActor, values: AddressValues): Promise<Address> {
  await checkRegion(db, values.region);
  return db.transaction(async (tx) => {
    await lockBook(tx, actor.tenantId);
    const [counted] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.tenantId, actor.tenantId));
    if ((counted?.total ?? 0) >= MAX_ADDRESSES_PER_TENANT) throw new AppError('ADDRESS_BOOK_FULL');
    const isDefault = values.isDefault === true;
    if (isDefault) await clearDefault(tx, actor.tenantId, values.kind);
    const [row] = await tx
      .insert(addresses)
      .values({ ...columnsOf(values), isDefault, tenantId: actor.tenantId, createdBy: actor.accountId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toAddress(row);
  });
}

/** Replaces an entry's fields; its default flag stays unless `isDefault` is sent. */
export async function editAddress(
  db: Db,
  actor: AccountActor,
  input: AddressValues & { id: string },
): Promise<Address> {
  const { id, ...values } = input;
  await checkRegion(db, values.region);
  return db.transaction(async (tx) => {
    await lockBook(tx, actor.tenantId);
    const current = await ownEntry(tx, actor, id);
    const isDefault = values.isDefault ?? current.isDefault;
    if (isDefault) await clearDefault(tx, actor.tenantId, values.kind, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(values), isDefault, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.tenantId, actor.tenantId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return toAddress(row);
  });
}

/** Deletes an entry of the caller's book; its kind is then left without a default. */
export async function deleteAddress(db: Db, actor: AccountActor, input: { id: string }): Promise<void> {
  rowId(input.id);
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, input.id), eq(addresses.tenantId, actor.tenantId)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}

/** Makes an entry the default of its kind, clearing the previous one in the same transaction. */
export async function setDefaultAddress(db: Db, actor: AccountActor, input: { id: string }): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockBook(tx, actor.tenantId);
    const current = await ownEntry(tx, actor, input.id);
    await clearDefault(tx, actor.tenantId, current.kind, current.id);
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(addresses.id, current.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return toAddress(row);
  });
}

/** `%`, `_` and `\` in a keyword are matched literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the caller's book: one kind or all, a keyword over the visible texts; defaults first, newest next. */
export async function listAddresses(
  db: Db,
  actor: AccountActor,
  input: { kind?: AddressKind | undefined; keyword?: string | undefined; page: number; pageSize: number },
): Promise<{ items: Address[]; total: number }> {
  const where: SQL[] = [eq(addresses.tenantId, actor.tenantId)];
  if (input.kind) where.push(eq(addresses.kind, input.kind));
  if (input.keyword) {
    const pattern = likePattern(input.keyword);
    const matches = or(
      ...[addresses.label, addresses.tag, addresses.contact, addresses.company, addresses.address].map((column) =>
        ilike(column, pattern),
      ),
    );
    if (matches) where.push(matches);
  }
  const filter = and(...where);
  const [counted] = await db.select({ total: count() }).from(addresses).where(filter);
  const rows = await db
    .select()
    .from(addresses)
    .where(filter)
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { items: rows.map(toAddress), total: counted?.total ?? 0 };
}
