import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedRead } from '../http/loader-cache';
import { matchesIfNoneMatch, weakEtag } from '../http/etag';
import { feedContent } from './feed-content';
import { renderRobots } from './robots';
import { feedPath, renderRss } from './rss';
import { renderSitemap, sitemapEntries } from './sitemap';

/** The longest a feed reader or crawler may keep an old list after a staff write. */
const CACHE_CONTROL = 'public, max-age=300';

/** PUBLIC_URL, else (dev, tests) the request's origin; only content is cached, never a forged Host. */
const originOf = (request: FastifyRequest) =>
  (request.server.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** Sends a text document with an ETag, or 304 when the reader already holds it. */
function sendText(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = weakEtag(body);
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** Plain routes ahead of the pages, no API (docs/decisions/0013-feeds-sitemap-and-search-presence.md). */
export async function registerFeeds(app: FastifyInstance, cachedRead: CachedRead) {
  const content = feedContent(app.db, cachedRead);
  const hidden = { schema: { hide: true } };

  // One feed per served locale: its posts as they read in it (a text without a translation in the
  // default locale's), its links and the channel's words the locale's.
  const locales = app.config.locales;
  for (const locale of locales.all) {
    app.get(feedPath(locale, locales), hidden, async (request, reply) => {
      const posts = await content.latestPosts({ locale, default: locales.default });
      return sendText(
        request,
        reply,
        'application/rss+xml; charset=utf-8',
        renderRss(originOf(request), posts, { locale, locales }),
      );
    });
  }

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const entries = sitemapEntries(await content.sitemap());
    return sendText(
      request,
      reply,
      'application/xml; charset=utf-8',
      renderSitemap(originOf(request), entries, app.config.locales),
    );
  });

  app.get('/robots.txt', hidden, async (request, reply) =>
    sendText(request, reply, 'text/plain; charset=utf-8', renderRobots(originOf(request))),
  );
}
