import type { FastifyReply } from 'fastify';

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
  let inUse = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next writer in line, so inUse stays as it is.
    if (next) next();
    else inUse -= 1;
  };

  return {
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
    take(reply) {
      return new Promise<void>((resolve) => {
        let state: 'waiting' | 'holding' | 'done' = 'waiting';
        const enter = () => {
          state = 'holding';
          resolve();
        };
        // Once, whichever comes first: the answer sent, or the client gone. A client gone while
        // still in line leaves the line; its request goes on without a slot, as one already
        // running would.
        const leave = () => {
          if (state === 'holding') release();
          else if (state === 'waiting') {
            queue.splice(queue.indexOf(enter), 1);
            resolve();
          }
          state = 'done';
        };
        reply.raw.once('finish', leave);
        reply.raw.once('close', leave);
        if (inUse < slots) {
          inUse += 1;
          enter();
        } else queue.push(enter);
      });
    },
  };
}
