import { searchByKeyword } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { getCatalog } from './catalog.service.ts';

function page<T>(items: readonly T[], query: { page: number; pageSize: number }) {
  const start = (query.page - 1) * query.pageSize;
  return { items: items.slice(start, start + query.pageSize), total: items.length };
}

/** Reference data for pickers: ports, countries, carriers, pickup cities and container types. */
export async function catalogRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, catalogCalls.ports, async ({ query }) => {
    const catalog = await getCatalog(db);
    const ports =
      query.main === undefined ? catalog.portList : catalog.portList.filter((p) => p.main === (query.main === 'true'));
    return page(searchByKeyword(ports, query.keyword, Number.POSITIVE_INFINITY), query);
  });
  await route(app, catalogCalls.countries, async () => {
    const items = [...(await getCatalog(db)).countries.values()];
    return { items, total: items.length };
  });
  await route(app, catalogCalls.carriers, async () => {
    const items = (await getCatalog(db)).carrierList;
    return { items, total: items.length };
  });
  await route(app, catalogCalls.cities, async ({ query }) => {
    const catalog = await getCatalog(db);
    return page(searchByKeyword(catalog.cityList, query.keyword, Number.POSITIVE_INFINITY), query);
  });
  await route(app, catalogCalls.containers, async () => {
    const items = (await getCatalog(db)).containerTypes;
    return { items, total: items.length };
  });
}
