import type { JoinState } from '@seabook/domain/sub-accounts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, tenants } from '../../db/tenancy.tables.ts';

/**
 * Requests of registered people to join a verified company (issue 16, decision 033). The row belongs to
 * the company asked (`tenant_id`); the applicant's own account stays theirs. Approval makes a new
 * sub-account (`sub_account_id`) under the username asked for; a decided request is never edited again.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => accounts.id),
    username: text('username').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<JoinState>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => accounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    subAccountId: uuid('sub_account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One waiting request per person and company: two sent at once cannot both land. */
    uniqueIndex('join_requests_one_pending_uq').on(t.tenantId, t.applicantId).where(sql`${t.status} = 'pending'`),
    index('join_requests_tenant_idx').on(t.tenantId, t.createdAt),
    index('join_requests_applicant_idx').on(t.applicantId, t.createdAt),
  ],
);
