import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { POOL_SIZE } from '../db/connection';

/** First renders block the loop tens of ms while V8 compiles: pay that before anyone waits. */
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

/** Failures are logged and ignored: a slow first request beats a server that will not start. */
export async function warmUp(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  // Request loggers take the level of the app's logger when they are made: at 'warn' for these,
  // the operator's log does not list nine requests (one of them a 401) that nobody sent.
  const level = app.log.level;
  if (CHATTY_LEVELS.has(level)) app.log.level = 'warn';
  try {
    // So a first burst of writes waits for no connection set-ups (docs/decisions/0022-fair-turns.md).
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
