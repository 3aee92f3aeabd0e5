import { z } from 'zod';
import { LocalizedSchema } from './catalog.ts';
import { list, PageQuerySchema } from './envelope.ts';

/**
 * The account's messages (`/center/message`, `/v2/member/message/…`): the notices the platform wrote
 * into its list (every order status change, business node and new to-do; letters processed), in the
 * three languages as stored (notices.ts), and the platform's operation notices.
 */

/** What a message is about (server/src/modules/messages/notify.ts `kind`). */
export const MESSAGE_KINDS = ['order_status', 'order_milestone', 'order_todo', 'letter', 'bill'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /v2/member/message/getmessagelist: newest first; `unread=1` only unread ones; one kind or all. */
export const MessageListQuerySchema = PageQuerySchema.extend({
  unread: z.preprocess(blankAsMissing, z.enum(['0', '1'], { error: 'VALIDATION' }).optional()),
  kind: z.preprocess(blankAsMissing, z.enum(MESSAGE_KINDS, { error: 'VALIDATION' }).optional()),
});
export type MessageListQuery = z.input<typeof MessageListQuerySchema>;
export type MessageListFilter = z.output<typeof MessageListQuerySchema>;

/** One message: title and body in every language, the in-app page it is about, and when it was read. */
export const MessageSchema = z.object({
  id: z.string(),
  /** A MessageKind; a kind this web does not know yet still shows. */
  kind: z.string(),
  title: LocalizedSchema,
  body: LocalizedSchema,
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/** One page of messages and how many of the account's messages are unread in all. */
export const MessageListSchema = list(MessageSchema).extend({ unreadCount: z.number().int().nonnegative() });
export type MessageList = z.infer<typeof MessageListSchema>;

/** Most messages one read call may name. */
export const MESSAGE_READ_MAX_IDS = 100;

/**
 * POST /v2/member/message/read: the messages to mark read (ids the account does not own are ignored),
 * or all of the account's. One of the two is required.
 */
export const MessageReadRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'VALIDATION' }), { error: 'VALIDATION' })
      .max(MESSAGE_READ_MAX_IDS, { error: 'VALIDATION' })
      .optional(),
    all: z.literal(true, { error: 'VALIDATION' }).optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, { error: 'VALIDATION', path: ['ids'] });
export type MessageReadRequest = z.infer<typeof MessageReadRequestSchema>;

/** GET /v2/member/message/unread: the account's unread count (the menu's badge). */
export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** The answer of a read call: how many messages it marked, and the unread count after it. */
export const MessageReadAnswerSchema = UnreadCountSchema.extend({ marked: z.number().int().nonnegative() });
export type MessageReadAnswer = z.infer<typeof MessageReadAnswerSchema>;

/** What an operation notice announces (decision 038); the bar and the list label each kind. */
export const OPERATE_NOTICE_KINDS = ['maintenance', 'holiday', 'schedule', 'service'] as const;
export type OperateNoticeKind = (typeof OPERATE_NOTICE_KINDS)[number];

/**
 * A platform operation notice (GET /v2/member/message/getoperatelist): a service announcement an operator
 * published, shown from `startsAt` until `endsAt` (open-ended when null). `publishedAt` is its start.
 */
export const OperateNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(OPERATE_NOTICE_KINDS),
  title: LocalizedSchema,
  body: LocalizedSchema,
  publishedAt: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  link: z.string().nullable(),
});
export type OperateNotice = z.infer<typeof OperateNoticeSchema>;

export const OperateNoticeListSchema = z.array(OperateNoticeSchema);
