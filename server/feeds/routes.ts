import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedRead } from '../http/loader-cache';
import { matchesIfNoneMatch, weakEtag } from '../http/etag';
import { feedContent } from './feed-content';
import { renderRobots } from './robots';
import { FEED_PATH, renderRss } from './rss';
import { renderSitemap, sitemapEntries } from './sitemap';

/**
 * Crawlers and feed readers come back every few minutes; a staff write shows here at once on the
 * server (the reads share the pages' cache and its invalidation), and within this time in theirs.
 */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * PUBLIC_URL when set (always in production); else the request's own origin, for development and
 * tests. Nothing built from the Host header is kept on the server: only the content is cached,
 * and each answer is assembled for its request.
 */
const originOf = (request: FastifyRequest) =>
  (request.server.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** Sends a text document with an ETag, or 304 when the reader already holds it. */
function sendText(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = weakEtag(body);
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * The feed, the sitemap and robots.txt: plain Fastify routes in front of the page handler (they
 * need no React), hidden from the API's OpenAPI document since they are no API. Compression comes
 * from the app-wide hook, like any other text answer.
 */
export async function registerFeeds(app: FastifyInstance, cachedRead: CachedRead) {
  const content = feedContent(app.db, cachedRead);
  const hidden = { schema: { hide: true } };

  app.get(FEED_PATH, hidden, async (request, reply) => {
    const posts = await content.latestPosts();
    return sendText(
      request,
      reply,
      'application/rss+xml; charset=utf-8',
      renderRss(originOf(request), posts),
    );
  });

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const entries = sitemapEntries(await content.sitemap());
    return sendText(
      request,
      reply,
      'application/xml; charset=utf-8',
      renderSitemap(originOf(request), entries),
    );
  });

  app.get('/robots.txt', hidden, async (request, reply) =>
    sendText(request, reply, 'text/plain; charset=utf-8', renderRobots(originOf(request))),
  );
}
