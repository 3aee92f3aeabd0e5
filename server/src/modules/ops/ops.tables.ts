import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../../db/tenancy.tables.ts';

/** Operators: a separate kind of user with staff roles; they sign in at /ops. */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: uuid('role_id')
    .notNull()
    .references(() => roles.id),
  status: text('status', { enum: ['enabled', 'disabled'] })
    .notNull()
    .default('enabled'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit trail of the back office: one row per operator action (who, when, what, on which object,
 * before → after), written in the same transaction as the change. Searchable by an admin (ops.audit).
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    /** The operator's name at the time, so the trail reads the same after a rename. */
    staffName: text('staff_name').notNull(),
    /** What was done, `<object>.<verb>`: `order.move`, `rate.import`, `inquiry.quote`… (domain/ops-audit.ts). */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    /** The object's id (an order id, a rate id…), and the number people search by (an order number). */
    objectId: text('object_id').notNull(),
    objectLabel: text('object_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    remark: text('remark'),
  },
  (t) => [
    index('ops_audit_at_idx').on(t.at),
    index('ops_audit_object_idx').on(t.objectType, t.objectId),
    index('ops_audit_staff_idx').on(t.staffId, t.at),
  ],
);
