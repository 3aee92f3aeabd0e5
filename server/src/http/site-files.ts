import { INDEXED_PAGES, markupText, NOT_CRAWLED } from '@seabook/domain/site-pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The origin the visitor reached: behind a proxy, the one it names when TRUST_PROXY is set. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * `/robots.txt` and `/sitemap.xml` (issue 20): crawlers index the public search pages and stay out of
 * accounts, desks, tools and the API. Written per request from the host asked for, so one build serves
 * every domain it is deployed under; a day of caching keeps them off the hot path.
 */
export function siteFileRoutes(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = ['User-agent: *', ...NOT_CRAWLED.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', ''];
    lines.push(`Sitemap: ${originOf(request)}/sitemap.xml`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(lines.join('\n'));
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const urls = INDEXED_PAGES.map(
      (page) => `  <url><loc>${markupText(origin + page.path)}</loc><changefreq>${page.changefreq}</changefreq></url>`,
    );
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body);
  });
}
