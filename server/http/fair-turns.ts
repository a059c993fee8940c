import type { FastifyInstance } from 'fastify';

/**
 * Each turn of the loop answers requests for `sliceMs`, the rest queue: libuv accepts one connection
 * per turn, so short turns let a burst of new connections in (docs/decisions/0022-fair-turns.md).
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
    if (waiting.length === 0) {
      turnStarted = undefined;
      return;
    }
    // Each turn lets in at least the first request in line, however short the slice.
    turnStarted = performance.now();
    waiting.shift()!();
    queueMicrotask(admitNext);
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

/**
 * Every request, pages and API alike, takes its turn before any other hook runs. A tenth of a
 * millisecond is in practice one request per turn: the shortest turns let a connection storm in
 * fastest (docs/decisions/0032-one-request-per-turn.md).
 */
export function registerFairTurns(app: FastifyInstance, sliceMs = 0.1) {
  const admit = fairTurns({ sliceMs });
  app.addHook('onRequest', (_request, _reply, done) => admit(done));
}
