import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { POOL_SIZE } from '../db/connection';

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
    // A burst of writes on a new instance would otherwise queue behind PostgreSQL's connection
    // set-ups, one after another: every connection of the pool is opened now, together.
    if (app.dbKind === 'postgres') await openEveryConnection(app);
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

async function openEveryConnection(app: FastifyInstance) {
  try {
    await Promise.all(Array.from({ length: POOL_SIZE }, () => sql`select 1`.execute(app.db)));
  } catch (error) {
    app.log.warn({ err: error }, 'warm-up could not open every database connection');
  }
}
