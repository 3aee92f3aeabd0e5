import { ConfigSchema, LoginInfoSchema, MenuEntrySchema, UserInfoSchema } from '@seabook/domain/members';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account, visitor } from '../../http/guards.ts';
import { getConfig, getLoginInfo, getMenu, getUserInfo } from './members.service.ts';

const tags = ['members'];

/** A customer account; these calls check it after their (empty) input. */
const customer = account();

/** Who the caller is, what they may see, and whether they may order. */
export async function membersRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/info',
    { schema: { tags, summary: 'User info with role and permissions', response: answers(UserInfoSchema) } },
    async (request) => ok(await getUserInfo(db, customer.actor(request), request.locale)),
  );
  app.get(
    '/v2/member/getlogininfo',
    { schema: { tags, summary: 'Login info for the header', response: answers(LoginInfoSchema) } },
    async (request) => ok(await getLoginInfo(db, customer.actor(request))),
  );
  app.get(
    '/v2/member/menu',
    {
      schema: { tags, summary: 'Account-centre menu', response: answers(z.object({ menu: z.array(MenuEntrySchema) })) },
    },
    async (request) => ok({ menu: getMenu(customer.actor(request), request.locale) }),
  );
  app.get(
    '/v2/base/config',
    { schema: { tags, summary: 'Ordering allowed, and why not', response: answers(ConfigSchema) } },
    async (request) => ok(await getConfig(db, visitor.actor(request), request.locale)),
  );
}
