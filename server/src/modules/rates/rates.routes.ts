import { ratesCalls } from '@seabook/domain/rates.calls';
import type { App, AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { type AccountActor, visitor } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { favouriteServiceIds } from '../members/members.service.ts';
import { searchFcl } from './fcl-search.ts';
import { pricePickup } from './pickup-price.ts';
import { getPriceList, listDestinationPorts } from './price-list.ts';
import { getQuoteDetail, getSchedule } from './quote-detail.ts';
import { settleRatesIndex } from './rates-index.ts';
import { cachedVisitorAnswer, type FavouriteMarks, searchQuotesJson } from './search-quotes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON text of the request's body, on the routes of this module. */
    bodyText: string | null;
  }
}

/**
 * The searches answer with plain JSON.stringify: they build exactly the declared shapes, and the zod
 * serializer would cost about 40% of a search (stack-check §3). The schema stays declared for the docs.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** A customer's favourites are marked in what they find (the members module keeps them); a visitor's none. */
function favouritesOf(db: Db, actor: AccountActor | null): FavouriteMarks {
  return actor ? (serviceIds) => favouriteServiceIds(db, actor.accountId, serviceIds) : null;
}

/** Quote search, schedules, detailed quotes, port lists, door pickup and FCL prices. */
export async function ratesRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.addHook('onClose', async () => {
    await settleRatesIndex(db);
  });
  // These routes keep the JSON text of the request beside the parsed body, so the quote search can
  // answer a request it has seen before without parsing and checking it again (search-quotes.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    request.bodyText = body;
    parseJson(request, body, done);
  });
  app.decorateRequest<string | null>('bodyText', null);

  await route(
    app,
    ratesCalls.search,
    async ({ actor, body, request, reply }) => {
      const json = await searchQuotesJson(db, favouritesOf(db, actor), body, ok, request.bodyText ?? undefined);
      // Already serialized (and possibly cached): JSON text or its bytes are sent as is.
      return reply.type('application/json; charset=utf-8').send(json);
    },
    {
      serializerCompiler: plainJson,
      preValidation: async (request, reply) => {
        if (request.bodyText === null || visitor.actor(request) !== null) return;
        const cached = await cachedVisitorAnswer(db, request.bodyText);
        if (cached) return reply.type('application/json; charset=utf-8').send(cached);
      },
    },
  );
  await route(app, ratesCalls.farPorts, async ({ query }) => listDestinationPorts(db, query));
  await route(app, ratesCalls.priceList, async ({ query }) => getPriceList(db, query));
  await route(app, ratesCalls.schedule, async ({ actor, query }) => getSchedule(db, favouritesOf(db, actor), query));
  await route(app, ratesCalls.quote, async ({ actor, body }) => getQuoteDetail(db, favouritesOf(db, actor), body));
  await route(app, ratesCalls.pickupPrice, async ({ body }) => pricePickup(db, body));
  await route(app, ratesCalls.fclSearch, async ({ body }) => searchFcl(db, body), { serializerCompiler: plainJson });
}
