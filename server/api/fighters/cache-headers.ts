import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The roster is the same for every visitor, so browsers and CDNs may keep it a minute. The back
 * office, which must see its own writes at once, gets `no-store` like every signed-in API answer.
 * `Vary: Authorization` keeps a browser from answering a staff request with a visitor's copy.
 */
export function setFighterCacheHeaders(_request: FastifyRequest, reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  // A signed-in request's answer is made `no-store` by the API's own hook (server/http/no-store.ts).
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
}
