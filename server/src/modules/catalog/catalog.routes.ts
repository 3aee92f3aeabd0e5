import {
  CarrierSchema,
  CitySchema,
  ContainerTypeSchema,
  CountrySchema,
  PortSchema,
  searchByKeyword,
} from '@seabook/domain/catalog';
import { list, PageQuerySchema } from '@seabook/domain/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { getCatalog } from './catalog.service.ts';

const tags = ['catalog'];

const KeywordSchema = z
  .string({ error: 'VALIDATION' })
  .max(100, { error: 'VALIDATION' })
  .default('')
  .describe('Code, name in any language, or pinyin initials');

const PortQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema,
  main: z
    .enum(['true', 'false'], { error: 'VALIDATION' })
    .optional()
    .describe('true: only the main Chinese ports; false: only the others'),
});
const CityQuerySchema = PageQuerySchema.extend({ keyword: KeywordSchema });

const CatalogPortSchema = PortSchema.extend({
  /** Two-digit GB/T 2260 province code of a Chinese port; '' elsewhere. */
  province: z.string(),
});
const CatalogCitySchema = CitySchema.extend({ provinceCode: z.string() });

function page<T>(items: readonly T[], query: { page: number; pageSize: number }) {
  const start = (query.page - 1) * query.pageSize;
  return { items: items.slice(start, start + query.pageSize), total: items.length };
}

/** Reference data for pickers: ports, countries, carriers, pickup cities and container types. */
export async function catalogRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/base/ports',
    {
      schema: {
        tags,
        summary: 'Seaports, best match first (code, names, pinyin initials)',
        querystring: PortQuerySchema,
        response: answers(list(CatalogPortSchema)),
      },
    },
    async (request) => {
      const { keyword, main } = request.query;
      const catalog = await getCatalog(db);
      const ports =
        main === undefined ? catalog.portList : catalog.portList.filter((p) => p.main === (main === 'true'));
      return ok(page(searchByKeyword(ports, keyword, Number.POSITIVE_INFINITY), request.query));
    },
  );
  app.get(
    '/v2/base/countries',
    { schema: { tags, summary: 'Countries (ISO 3166-1 alpha-2)', response: answers(list(CountrySchema)) } },
    async () => {
      const items = [...(await getCatalog(db)).countries.values()];
      return ok({ items, total: items.length });
    },
  );
  app.get(
    '/v2/base/carriers',
    { schema: { tags, summary: 'Ocean carriers by SCAC', response: answers(list(CarrierSchema)) } },
    async () => {
      const items = (await getCatalog(db)).carrierList;
      return ok({ items, total: items.length });
    },
  );
  app.get(
    '/v2/base/cities',
    {
      schema: {
        tags,
        summary: 'Chinese cities served by door pickup, best match first',
        querystring: CityQuerySchema,
        response: answers(list(CatalogCitySchema)),
      },
    },
    async (request) => {
      const catalog = await getCatalog(db);
      return ok(
        page(searchByKeyword(catalog.cityList, request.query.keyword, Number.POSITIVE_INFINITY), request.query),
      );
    },
  );
  app.get(
    '/v2/base/containers',
    { schema: { tags, summary: 'ISO 6346 container size-types', response: answers(list(ContainerTypeSchema)) } },
    async () => {
      const items = (await getCatalog(db)).containerTypes;
      return ok({ items, total: items.length });
    },
  );
}
