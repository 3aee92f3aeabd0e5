import type { FileKind } from '@seabook/domain/files';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantOwned } from '../../db/tenancy.tables.ts';

/**
 * An uploaded file (decision 015). The tenant owns it, like every business row (decision 005); the
 * account that uploaded it is kept for the record. The bytes live in the storage under `storageKey`;
 * deleting marks `deletedAt` and removes the stored object.
 */
export const files = pgTable(
  'files',
  {
    ...tenantOwned(),
    kind: text('kind').$type<FileKind>().notNull(),
    /** The name the user gave the file, shown and offered back on download. */
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The type found by the content signature, e.g. `pdf`, `docx`. */
    detectedType: text('detected_type').notNull(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('files_tenant_idx').on(t.tenantId, t.createdAt)],
);
