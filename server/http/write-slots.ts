import type { FastifyReply } from 'fastify';
import { boundedSlots } from '../core/bounded-slots';

/**
 * Public writes (sign-ups, feedback, support messages, mail links) take a slot before they run and
 * give it back once their answer is sent. With fewer slots than database connections, a burst of
 * writes waiting on commits (a slow disk, a busy CI runner) cannot hold every connection: reads
 * keep the rest and are answered meanwhile. Waiting writes queue here, first come first served,
 * holding nothing but their socket.
 */
export interface WriteSlots {
  /** Resolves once the request holds a slot; the slot comes back when its reply closes. */
  take(reply: FastifyReply): Promise<void>;
  readonly inUse: number;
  readonly waiting: number;
}

export function createWriteSlots(slots: number): WriteSlots {
  // No line limit: a write that waits holds only its socket, and the rate limit bounds the line.
  const pool = boundedSlots(slots, Infinity);
  return {
    get inUse() {
      return pool.inUse;
    },
    get waiting() {
      return pool.waiting;
    },
    take(reply) {
      const ticket = pool.take()!;
      // Whichever comes first: the answer sent, or the client gone. A client gone while still in
      // line leaves the line; its request goes on without a slot, as one already running would.
      reply.raw.once('finish', ticket.release);
      reply.raw.once('close', ticket.release);
      return ticket.turn;
    },
  };
}
