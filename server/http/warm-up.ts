import type { FastifyInstance } from 'fastify';

/**
 * What a first visitor and a first staff member ask for. V8 compiles a function the first time it
 * runs, so the first render of each kind of page (React's server renderer, the route modules, the
 * compressor) blocks the event loop tens of milliseconds longer than every later one; answered
 * once before the server listens, that cost is paid while nobody waits.
 */
const WARM_UP_REQUESTS = [
  '/',
  '/fighters',
  '/fighter/1',
  '/dev-diary',
  '/support',
  '/admin',
  '/admin/subscribers',
  '/api/fighters',
  // Unauthenticated: compiles the session check and the error envelope, reads nothing private.
  '/api/subscribers?limit=1',
];

const CHATTY_LEVELS = new Set(['trace', 'debug', 'info']);

/**
 * Answers the requests above in-process (no socket) before `listen`. Anything going wrong here is
 * logged and ignored: a slow first request is better than a server that will not start.
 */
export async function warmUp(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  // Request loggers take the level of the app's logger when they are made: at 'warn' for these,
  // the operator's log does not list nine requests (one of them a 401) that nobody sent.
  const level = app.log.level;
  if (CHATTY_LEVELS.has(level)) app.log.level = 'warn';
  try {
    for (const url of WARM_UP_REQUESTS) {
      try {
        await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      } catch (error) {
        app.log.warn({ err: error, url }, 'warm-up request failed');
      }
    }
  } finally {
    app.log.level = level;
  }
  app.log.info(`warmed up in ${Math.round(performance.now() - started)} ms`);
}
