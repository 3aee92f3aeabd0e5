import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../db/tenancy.tables.ts';

/**
 * Favourite services of an account (spec "collection"). A favourite names a service, not one sailing,
 * so it keeps showing the next sailing of the lane.
 */
export const favourites = pgTable(
  'favourites',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.serviceId] }),
    index('favourites_account_idx').on(t.accountId, t.createdAt),
  ],
);
