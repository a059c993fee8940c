import type { FastifyReply, FastifyRequest } from 'fastify';
import { boundedSlots } from '../core/bounded-slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one gate that feedback and staff uploads share (server/app.ts). */
    uploadGate: UploadGate;
  }
}

/** Bodies up to the default body limit are read freely, like on every other route. */
export const SMALL_BODY_BYTES = 1024 * 1024;
/** How long a refused client is asked to wait: an upload slot frees up within seconds. */
export const RETRY_AFTER_SECONDS = 5;
export const UPLOADS_BUSY = 'The server is busy receiving other uploads. Please try again in a few seconds.';

export interface UploadGate {
  /** onRequest hook: a large body holds a slot until its connection closes, or is refused with 503 unread. */
  hook(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** The hook's decision without its answer, so pages can refuse with a page. */
  enter(request: FastifyRequest, reply: FastifyReply): boolean;
  readonly inUse: number;
}

/** A body without a length (chunked) may be of any size, so it counts as large. */
function isLarge(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length === undefined) return request.headers['transfer-encoding'] !== undefined;
  const bytes = Number(length);
  return !Number.isFinite(bytes) || bytes > SMALL_BODY_BYTES;
}

/** Upload bodies (up to 70 MB) are buffered in memory: at most `slots` at once bounds the memory. */
export function createUploadGate(slots: number): UploadGate {
  const pool = boundedSlots(slots);
  const gate: UploadGate = {
    get inUse() {
      return pool.inUse;
    },
    enter(request, reply) {
      if (!isLarge(request)) return true;
      const ticket = pool.take();
      if (!ticket) {
        request.log.warn({ slots }, 'upload refused: every upload slot is taken');
        return false;
      }
      // 'close' fires once the response is sent and also when the client goes away mid-body, so the
      // slot comes back either way.
      reply.raw.once('close', ticket.release);
      return true;
    },
    async hook(request, reply) {
      // Fastify calls hooks with itself as `this`: the gate is named, not `this`.
      if (gate.enter(request, reply)) return undefined;
      // `connection: close` so Node does not read and discard the body to keep the socket alive.
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('connection', 'close')
        .send({ success: false, data: null, error: UPLOADS_BUSY });
    },
  };
  return gate;
}
