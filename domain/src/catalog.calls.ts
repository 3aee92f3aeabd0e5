import { defineCall } from './call.ts';

const tags = ['catalog'] as const;
const schemas = () => import('./catalog.ts');

/** Reference data for pickers: ports, countries, carriers, pickup cities and container types. */
export const catalogCalls = {
  ports: defineCall({
    method: 'GET',
    path: '/v2/base/ports',
    operationId: 'listPorts',
    summary: 'Seaports, best match first (code, names, pinyin initials)',
    tags,
    who: { kind: 'visitor' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.PortQuerySchema, answer: m.CatalogPortListSchema };
    },
  }),
  countries: defineCall({
    method: 'GET',
    path: '/v2/base/countries',
    operationId: 'listCountries',
    summary: 'Countries (ISO 3166-1 alpha-2)',
    tags,
    who: { kind: 'visitor' },
    schemas: async () => ({ answer: (await schemas()).CountryListSchema }),
  }),
  carriers: defineCall({
    method: 'GET',
    path: '/v2/base/carriers',
    operationId: 'listCarriers',
    summary: 'Ocean carriers by SCAC',
    tags,
    who: { kind: 'visitor' },
    schemas: async () => ({ answer: (await schemas()).CarrierListSchema }),
  }),
  cities: defineCall({
    method: 'GET',
    path: '/v2/base/cities',
    operationId: 'listPickupCities',
    summary: 'Chinese cities served by door pickup, best match first',
    tags,
    who: { kind: 'visitor' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.CityQuerySchema, answer: m.CatalogCityListSchema };
    },
  }),
  containers: defineCall({
    method: 'GET',
    path: '/v2/base/containers',
    operationId: 'listContainerTypes',
    summary: 'ISO 6346 container size-types',
    tags,
    who: { kind: 'visitor' },
    schemas: async () => ({ answer: (await schemas()).ContainerTypeListSchema }),
  }),
};
