import {
  DestinationPortListSchema,
  DestinationPortQuerySchema,
  FclSearchResultSchema,
  FclSearchSchema,
  PickupPriceRequestSchema,
  PickupPriceSchema,
  PriceListQuerySchema,
  PriceListSchema,
  QuoteDetailSchema,
  QuoteRequestSchema,
  QuoteSearchAnswerSchema,
  QuoteSearchSchema,
  ScheduleQuerySchema,
  ScheduleSchema,
} from '@seabook/domain/rates';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { answers, ok } from '../../http/envelope.ts';
import { type AccountActor, account, visitor } from '../../http/guards.ts';
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

const tags = ['rates'];

/**
 * The searches answer with plain JSON.stringify: they build exactly the declared shapes, and the zod
 * serializer would cost about 40% of a search (stack-check §3). The schema stays declared for the docs.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The detailed quote needs a login. */
const customer = account();

/** A customer's favourites are marked in what they find (the members module keeps them); a visitor's none. */
function favouritesOf(db: Db, actor: AccountActor | null): FavouriteMarks {
  return actor ? (serviceIds) => favouriteServiceIds(db, actor.accountId, serviceIds) : null;
}

/** Quote search, schedules, detailed quotes, port lists, door pickup and FCL prices. */
export async function ratesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
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

  app.post(
    '/v2/oe_sea/price',
    {
      schema: {
        tags,
        summary: 'LCL quote search: every sailing of the lane with schedule and full price',
        body: QuoteSearchSchema,
        response: answers(QuoteSearchAnswerSchema),
      },
      serializerCompiler: plainJson,
      preValidation: async (request, reply) => {
        if (request.bodyText === null || visitor.actor(request) !== null) return;
        const cached = await cachedVisitorAnswer(db, request.bodyText);
        if (cached) return (reply as FastifyReply).type('application/json; charset=utf-8').send(cached);
      },
    },
    async (request, reply) => {
      const json = await searchQuotesJson(
        db,
        favouritesOf(db, visitor.actor(request)),
        request.body,
        ok,
        request.bodyText ?? undefined,
      );
      // Already serialized (and possibly cached): JSON text or its bytes are sent as is. The untyped reply is
      // because the typed one only takes the schema's object, which the string already is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );
  app.get(
    '/v2/base/destination_port',
    {
      schema: {
        tags,
        summary: 'Ports at the other end of the services (export destinations, import origins)',
        querystring: DestinationPortQuerySchema,
        response: answers(DestinationPortListSchema),
      },
    },
    async (request) => ok(await listDestinationPorts(db, request.query)),
  );
  app.get(
    '/v2/oe_start_port/pricelist',
    {
      schema: {
        tags,
        summary: 'Main ports with their service counts and cheapest popular lanes',
        querystring: PriceListQuerySchema,
        response: answers(PriceListSchema),
      },
    },
    async (request) => ok(await getPriceList(db, request.query)),
  );
  app.get(
    '/v2/oe_sea/schedule',
    {
      schema: {
        tags,
        summary: 'Schedule of a service: the sailing (or the next) and the next sailings',
        querystring: ScheduleQuerySchema,
        response: answers(ScheduleSchema),
      },
    },
    async (request) => ok(await getSchedule(db, favouritesOf(db, visitor.actor(request)), request.query)),
  );
  app.post(
    '/v2/oe_sea/quote',
    {
      schema: {
        tags,
        summary: 'Detailed quote of one sailing for the cargo: every fee line (login required)',
        body: QuoteRequestSchema,
        response: answers(QuoteDetailSchema),
      },
      // Anonymous callers hear 401 before anything about their body.
      preValidation: customer.preValidation,
    },
    async (request) => ok(await getQuoteDetail(db, favouritesOf(db, customer.actor(request)), request.body)),
  );
  app.post(
    '/v2/oe_smth/price',
    {
      schema: {
        tags,
        summary: 'Door pickup price from a city to a main port of loading',
        body: PickupPriceRequestSchema,
        response: answers(PickupPriceSchema),
      },
    },
    async (request) => ok(await pricePickup(db, request.body)),
  );
  app.post(
    '/v2/fcl/price',
    {
      schema: {
        tags,
        summary: 'FCL search: sailings with a price per container type',
        body: FclSearchSchema,
        response: answers(FclSearchResultSchema),
      },
      serializerCompiler: plainJson,
    },
    async (request) => ok(await searchFcl(db, request.body)),
  );
}
