import type { FastifyInstance } from 'fastify';

/**
 * libuv accepts one new connection per turn of the event loop, and a turn lasts as long as it
 * takes to answer every request that arrived on the connections already open. Under a burst of
 * keep-alive connections (a load balancer's pool, a crowd arriving at once) the connections
 * accepted first are answered again and again while the others wait in the kernel's accept queue,
 * one more let in per turn: seconds, measured in docs/decisions/0022-fair-turns.md.
 *
 * So requests take turns. A turn of the loop starts answering requests until `sliceMs` of it is
 * spent; the ones that arrive after that wait, first in first out, for the end of the turn and the
 * turns after it, each again `sliceMs` long. The loop goes back to the kernel every few
 * milliseconds, a new connection is let in at each, and its requests queue behind the earlier ones
 * instead of behind everyone's next request. An idle or lightly loaded server never queues.
 */
export function fairTurns({ sliceMs }: { sliceMs: number }) {
  const waiting: Array<() => void> = [];
  /** When this turn of the loop started answering requests; undefined before its first. */
  let turnStarted: number | undefined;
  let drainScheduled = false;

  const spent = () => turnStarted !== undefined && performance.now() - turnStarted >= sliceMs;

  function scheduleDrain() {
    if (drainScheduled) return;
    drainScheduled = true;
    // The check phase: after this turn's I/O, before the next turn polls the kernel again.
    setImmediate(drain);
  }

  function drain() {
    drainScheduled = false;
    turnStarted = waiting.length > 0 ? performance.now() : undefined;
    admitNext();
  }

  // One request at a time, each next one from a microtask: the work the previous one queued as
  // microtasks runs in between, so the clock sees it before the next is let in.
  function admitNext() {
    if (waiting.length === 0) {
      turnStarted = undefined;
      return;
    }
    if (spent()) return scheduleDrain();
    waiting.shift()!();
    queueMicrotask(admitNext);
  }

  return function admit(proceed: () => void) {
    if (waiting.length === 0 && !spent()) {
      if (turnStarted === undefined) {
        turnStarted = performance.now();
        // Ends this turn's slice once the loop reaches its check phase.
        scheduleDrain();
      }
      return proceed();
    }
    waiting.push(proceed);
    scheduleDrain();
  };
}

/** Every request, pages and API alike, takes its turn before any other hook runs. */
export function registerFairTurns(app: FastifyInstance, sliceMs = 1) {
  const admit = fairTurns({ sliceMs });
  app.addHook('onRequest', (_request, _reply, done) => admit(done));
}
