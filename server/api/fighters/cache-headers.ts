import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The roster is the same for every visitor, so browsers and CDNs may keep it a minute. An answer
 * to a signed-in request is kept by no cache, as every such API answer (server/http/no-store.ts):
 * the back office reloads the list right after a write and must see the change at once.
 * `Vary: Authorization` keeps a browser from answering a staff request with a visitor's copy.
 */
export function setFighterCacheHeaders(request: FastifyRequest, reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  reply.header(
    'cache-control',
    request.headers.authorization ? 'no-store' : 'public, max-age=60, stale-while-revalidate=300',
  );
}
