import type { ApplicationState, IdType, VerificationKind } from '@seabook/domain/verification';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned } from '../../db/tenancy.tables.ts';
import { files } from '../files/files.tables.ts';
import { staff } from '../ops/ops.tables.ts';

/**
 * Verification applications (issue 16, decision 034): what a customer typed and uploaded to be verified
 * as a person, a company, or a verified person becoming a company, and the reviewer's decision. The
 * tenant's `verification` follows the newest application. An application is never edited: a rejected
 * one stays as the record, and the corrected one is a new row.
 */
export const verifications = pgTable(
  'verifications',
  {
    ...tenantOwned(),
    kind: text('kind').$type<VerificationKind>().notNull(),
    state: text('state').$type<ApplicationState>().notNull().default('pending'),
    realName: text('real_name').notNull().default(''),
    idType: text('id_type').$type<IdType>(),
    idNumber: text('id_number').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    creditCode: text('credit_code').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    shortName: text('short_name').notNull().default(''),
    idFrontFileId: uuid('id_front_file_id').references(() => files.id),
    idBackFileId: uuid('id_back_file_id').references(() => files.id),
    licenceFileId: uuid('licence_file_id').references(() => files.id),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewerId: uuid('reviewer_id').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One application in review per tenant: two sent at once cannot both land. */
    uniqueIndex('verifications_one_pending_uq').on(t.tenantId).where(sql`${t.state} = 'pending'`),
    /** A credit code is verified on one company only, even when two reviewers approve at once. */
    uniqueIndex('verifications_credit_code_uq')
      .on(t.creditCode)
      .where(sql`${t.state} = 'approved' and ${t.creditCode} <> ''`),
    /** So is a person's ID document. */
    uniqueIndex('verifications_id_number_uq')
      .on(t.idType, t.idNumber)
      .where(sql`${t.state} = 'approved' and ${t.idNumber} <> ''`),
    index('verifications_queue_idx').on(t.state, t.createdAt),
    index('verifications_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
