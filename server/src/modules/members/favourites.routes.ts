import { list, OkSchema, PageQuerySchema } from '@seabook/domain/envelope';
import { CollectionItemSchema, CollectRequestSchema } from '@seabook/domain/rates';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service.ts';

const tags = ['members'];

// Each call checks the login in preValidation, so an anonymous caller hears 401 before anything about its body.
const collectionAdd = account('collection', 'add');
const collectionDelete = account('collection', 'delete');
const collectionQuery = account('collection', 'query');

/** Favourites (spec: /v2/order_collect/…): add, remove and list the caller's favourite services. */
export async function favouritesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/order_collect/addcollect',
    {
      schema: {
        tags,
        summary: 'Add a service to favourites (by line id or service id; idempotent)',
        body: CollectRequestSchema,
        response: answers(OkSchema),
      },
      preValidation: collectionAdd.preValidation,
    },
    async (request) => {
      await addFavourite(db, collectionAdd.actor(request), request.body);
      return ok({ ok: true as const });
    },
  );
  app.post(
    '/v2/order_collect/delcollect',
    {
      schema: {
        tags,
        summary: 'Remove a service from favourites',
        body: CollectRequestSchema,
        response: answers(OkSchema),
      },
      preValidation: collectionDelete.preValidation,
    },
    async (request) => {
      await removeFavourite(db, collectionDelete.actor(request), request.body);
      return ok({ ok: true as const });
    },
  );
  app.get(
    '/v2/order_collect/collect',
    {
      schema: {
        tags,
        summary: 'Favourites, newest first, with each service’s next sailing',
        querystring: PageQuerySchema,
        response: answers(list(CollectionItemSchema)),
      },
      preValidation: collectionQuery.preValidation,
    },
    async (request) => ok(await listFavourites(db, collectionQuery.actor(request), request.query)),
  );
}
