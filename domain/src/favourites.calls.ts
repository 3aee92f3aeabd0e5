import { defineCall } from './call.ts';

const tags = ['members'] as const;
const schemas = async () => {
  const [rates, envelope] = await Promise.all([import('./rates.ts'), import('./envelope.ts')]);
  return { rates, envelope };
};

/** Favourites (spec: /v2/order_collect/…): add, remove and list the caller's favourite services. */
export const favouritesCalls = {
  add: defineCall({
    method: 'POST',
    path: '/v2/order_collect/addcollect',
    operationId: 'addFavourite',
    summary: 'Add a service to favourites (by line id or service id; idempotent)',
    tags,
    who: { kind: 'account', permission: 'collection', action: 'add' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.rates.CollectRequestSchema, answer: m.envelope.OkSchema };
    },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/v2/order_collect/delcollect',
    operationId: 'removeFavourite',
    summary: 'Remove a service from favourites',
    tags,
    who: { kind: 'account', permission: 'collection', action: 'delete' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.rates.CollectRequestSchema, answer: m.envelope.OkSchema };
    },
  }),
  list: defineCall({
    method: 'GET',
    path: '/v2/order_collect/collect',
    operationId: 'listFavourites',
    summary: 'Favourites, newest first, with each service’s next sailing',
    tags,
    who: { kind: 'account', permission: 'collection', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.envelope.PageQuerySchema, answer: m.envelope.list(m.rates.CollectionItemSchema) };
    },
  }),
};
