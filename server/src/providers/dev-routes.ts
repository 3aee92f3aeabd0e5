import { list, PageQuerySchema } from '@seabook/domain/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../app-types.ts';
import { answers, ok } from '../http/envelope.ts';
import { listOutbox } from './sms.ts';

const OutboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/** The development outbox: what the development SMS and e-mail providers "sent". */
export async function outboxRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/dev/outbox',
    { schema: { tags: ['development'], querystring: PageQuerySchema, response: answers(list(OutboxItemSchema)) } },
    async (request) => ok(await listOutbox(db, request.query.page, request.query.pageSize)),
  );
}
