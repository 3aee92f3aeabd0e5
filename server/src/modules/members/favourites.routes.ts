import { favouritesCalls } from '@seabook/domain/favourites.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service.ts';

/** Favourites (domain/src/favourites.calls.ts): add, remove and list the caller's favourite services. */
export async function favouritesRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, favouritesCalls.add, async ({ actor, body }) => {
    await addFavourite(db, actor, body);
    return { ok: true as const };
  });
  await route(app, favouritesCalls.remove, async ({ actor, body }) => {
    await removeFavourite(db, actor, body);
    return { ok: true as const };
  });
  await route(app, favouritesCalls.list, async ({ actor, query }) => listFavourites(db, actor, query));
}
