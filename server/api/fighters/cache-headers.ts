import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRequest } from '../../auth/guards';

/**
 * The roster is the same for every visitor, so browsers and CDNs may keep it a minute. Staff get
 * a private copy the browser must revalidate: the back office reloads the list right after a write
 * and must see the change at once.
 * `Vary: Authorization` keeps a browser from answering a staff request with a visitor's copy.
 */
export function setFighterCacheHeaders(request: FastifyRequest, reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  reply.header(
    'cache-control',
    isStaffRequest(request) ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=300',
  );
}
