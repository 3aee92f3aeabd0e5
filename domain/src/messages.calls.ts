import { defineCall } from './call.ts';

const tags = ['messages'] as const;
const schemas = () => import('./messages.ts');

/** The message centre (spec §7 `/v2/member/message/…`): the account's messages and the platform's notices. */
export const messagesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/member/message/getmessagelist',
    operationId: 'listMessages',
    summary: 'The caller’s own messages, newest first (unread=1: only unread; kind), with the unread count',
    tags,
    who: { kind: 'account', permission: 'message', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.MessageListQuerySchema, answer: m.MessageListSchema };
    },
  }),
  unread: defineCall({
    method: 'GET',
    path: '/v2/member/message/unread',
    operationId: 'countUnreadMessages',
    summary: 'How many of the caller’s messages are unread',
    tags,
    who: { kind: 'account', permission: 'message', action: 'query' },
    schemas: async () => ({ answer: (await schemas()).UnreadCountSchema }),
  }),
  read: defineCall({
    method: 'POST',
    path: '/v2/member/message/read',
    operationId: 'markMessagesRead',
    summary: 'Mark the caller’s messages read: the ids given (others’ ids are ignored) or all',
    tags,
    who: { kind: 'account', permission: 'message', action: 'edit' },
    schemas: async () => {
      const m = await schemas();
      return { body: m.MessageReadRequestSchema, answer: m.MessageReadAnswerSchema };
    },
  }),
  operateNotices: defineCall({
    method: 'GET',
    path: '/v2/member/message/getoperatelist',
    operationId: 'listOperateNotices',
    summary: 'The platform’s operation notices (service announcements), newest first; public',
    tags,
    who: { kind: 'public' },
    schemas: async () => ({ answer: (await schemas()).OperateNoticeListSchema }),
  }),
};
