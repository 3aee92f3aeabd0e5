/**
 * The build's render of the first pages (build/prerender.ts, decision 060): the real route table rendered
 * to HTML in Node, with jsdom standing in for the browser, once per page and language. The browser then
 * hydrates that HTML (main.tsx) instead of painting only when its JavaScript has run.
 */
import type { Locale } from '@seabook/domain/i18n';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { type DocumentMeta, documentMeta } from './app/document-meta.ts';
import { Providers } from './app/providers.tsx';
import { mergedMeta } from './app/route-meta.ts';
import { routes } from './app/router.tsx';
import { i18n, setLocale, startI18n } from './i18n/i18n.ts';
import { startHydration } from './lib/hydration.ts';

/** The pages rendered at build time (domain: the server sends them for these paths). */
export { PRERENDERED_PATHS } from '@seabook/domain/site-pages';

/**
 * The route table with the matched routes' lazy parts loaded and set in place: the static handler renders
 * the loading fallback for a route that still has `lazy`.
 */
async function loaded(table: RouteObject[], matched: ReadonlySet<RouteObject>): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async (route) => {
      if (!matched.has(route)) return route;
      const lazy = typeof route.lazy === 'object' ? route.lazy : {};
      const parts = Object.fromEntries(
        await Promise.all(
          Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
        ),
      );
      const children = route.children ? await loaded(route.children, matched) : undefined;
      return { ...route, ...parts, lazy: undefined, children } as RouteObject;
    }),
  );
}

export type RenderedPage = DocumentMeta & { html: string };

/** One page in one language: the HTML inside `#root`, and the page's title, keywords and description. */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  await setLocale(locale);
  await startI18n();
  startHydration();
  const matches = matchRoutes(routes, path) ?? [];
  const handler = createStaticHandler(await loaded(routes, new Set(matches.map((match) => match.route))));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const meta = documentMeta(mergedMeta(matches.map((match) => match.route.handle)), i18n.t);
  return { ...meta, html };
}
