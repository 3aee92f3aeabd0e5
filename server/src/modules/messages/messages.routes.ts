import {
  MessageListQuerySchema,
  MessageListSchema,
  MessageReadAnswerSchema,
  MessageReadRequestSchema,
  OperateNoticeSchema,
  UnreadCountSchema,
} from '@seabook/domain/messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { listMessages, markRead, unreadCount } from './messages.service.ts';
import { OPERATE_NOTICES } from './operate-notices.ts';

const tags = ['messages'];

/** Reading needs the `message` permission; marking read needs its `edit` action. Checked before the input. */
const reader = account('message', 'query');
const marker = account('message', 'edit');

/** The message centre (spec §7 `/v2/member/message/…`): the account's messages and the platform's notices. */
export async function messagesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/member/message/getmessagelist',
    {
      schema: {
        tags,
        summary: 'The caller’s own messages, newest first (unread=1: only unread; kind), with the unread count',
        querystring: MessageListQuerySchema,
        response: answers(MessageListSchema),
      },
      preValidation: reader.preValidation,
    },
    async (request) => ok(await listMessages(db, reader.actor(request), request.query)),
  );

  app.get(
    '/v2/member/message/unread',
    {
      schema: { tags, summary: 'How many of the caller’s messages are unread', response: answers(UnreadCountSchema) },
    },
    async (request) => ok({ count: await unreadCount(db, reader.actor(request)) }),
  );

  app.post(
    '/v2/member/message/read',
    {
      schema: {
        tags,
        summary: 'Mark the caller’s messages read: the ids given (others’ ids are ignored) or all',
        body: MessageReadRequestSchema,
        response: answers(MessageReadAnswerSchema),
      },
      preValidation: marker.preValidation,
    },
    async (request) => ok(await markRead(db, marker.actor(request), request.body)),
  );

  app.get(
    '/v2/member/message/getoperatelist',
    {
      schema: {
        tags,
        summary: 'The platform’s operation notices (service announcements), newest first; public',
        response: answers(z.array(OperateNoticeSchema)),
      },
    },
    async () => ok([...OPERATE_NOTICES]),
  );
}
