import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../members/members.tables.ts';

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
