import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    purpose: text('purpose', {
      enum: ['register', 'findpass', 'wxbind', 'mobileold', 'mobilenew', 'emailnew'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usersign: text('usersign').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * False for a request refused after the caps were counted (say, a register code for a registered
     * mobile): it counts against the caps like a sent code, so the caps hold before the answer tells
     * whether a number is registered, but it has no code (decision 026).
     */
    sent: boolean('sent').notNull().default(true),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_usersign_idx').on(t.usersign, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Login attempt counters (decision 026), one row per key: `login:<account>|<source>` per account and
 * device or address, `login-ip:<address>` per address. An attempt is counted and decided in one
 * upsert before any password is hashed, so parallel requests and several instances agree.
 */
export const loginCounters = pgTable('login_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

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
