import { addDays, chinaDayStart } from '@seabook/domain/china-time';
import type { StaffOption } from '@seabook/domain/ops-admin';
import type { AuditList, AuditListQuerySchema } from '@seabook/domain/ops-audit';
import { type AnyColumn, and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { opsAudit, staff } from './ops.tables.ts';

/**
 * The audit trail as an admin searches it (GET /v2/ops/audit/list, issue 6): newest first, by operator,
 * action, kind of object, a keyword in the object's id or label, and a range of China days.
 */

type Query = z.output<typeof AuditListQuerySchema>;

/** A case-blind "contains", with the keyword taken literally (no LIKE wildcards). */
export function contains(column: AnyColumn, keyword: string): SQL {
  return sql`strpos(lower(${column}), ${keyword.toLowerCase()}) > 0`;
}

function auditFilter(query: Query): SQL | undefined {
  if (query.from && query.to && query.from > query.to)
    throw new AppError('AUDIT_RANGE_INVALID', { fields: { from: 'AUDIT_RANGE_INVALID' } });
  const where: (SQL | undefined)[] = [];
  if (query.staffId) where.push(eq(opsAudit.staffId, query.staffId));
  if (query.action) where.push(eq(opsAudit.action, query.action));
  if (query.objectType) where.push(eq(opsAudit.objectType, query.objectType));
  if (query.keyword)
    where.push(or(contains(opsAudit.objectId, query.keyword), contains(opsAudit.objectLabel, query.keyword)));
  if (query.from) where.push(gte(opsAudit.at, new Date(chinaDayStart(query.from))));
  if (query.to) where.push(lt(opsAudit.at, new Date(chinaDayStart(addDays(query.to, 1)))));
  return and(...where);
}

/** GET /v2/ops/audit/list: one page of the trail, newest first. */
export async function listAudit(db: Db, query: Query): Promise<AuditList> {
  const filter = auditFilter(query);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(opsAudit).where(filter),
    db
      .select()
      .from(opsAudit)
      .where(filter)
      .orderBy(desc(opsAudit.at), desc(opsAudit.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffName: row.staffName,
      action: row.action as AuditList['items'][number]['action'],
      objectType: row.objectType as AuditList['items'][number]['objectType'],
      objectId: row.objectId,
      objectLabel: row.objectLabel,
      before: row.before ?? null,
      after: row.after ?? null,
      remark: row.remark,
    })),
    total: counted?.total ?? 0,
  };
}

/** GET /v2/ops/staff/options: every operator, disabled ones too (their actions stay in the trail). */
export function staffOptions(db: Db): Promise<StaffOption[]> {
  return db
    .select({ id: staff.id, name: staff.name, username: staff.username })
    .from(staff)
    .orderBy(asc(staff.name), asc(staff.username));
}
