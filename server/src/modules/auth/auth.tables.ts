import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Server-side sessions: the token is random and only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    subjectKind: text('subject_kind', { enum: ['account', 'staff'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    usersign: text('usersign').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectKind, t.subjectId)],
);

/** SMS codes: hashed, bound to phone and purpose, single use, limited tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['register', 'findpass', 'wxbind'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usersign: text('usersign').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_usersign_idx').on(t.usersign, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Failed logins, counted per account name and per IP before any password is hashed. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** One messaging-app QR login attempt and its status (spec §4: 1–7). */
export const wxLogins = pgTable('wx_logins', {
  id: text('id').primaryKey(),
  status: integer('status').notNull().default(1),
  openid: text('openid'),
  nickname: text('nickname').notNull().default(''),
  headimgurl: text('headimgurl').notNull().default(''),
  /** The phone the messaging-app user shares, when any. */
  mobile: text('mobile').notNull().default(''),
  accountId: uuid('account_id'),
  /** Issued token, handed out once on status 7 and then cleared. */
  pendingToken: text('pending_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
