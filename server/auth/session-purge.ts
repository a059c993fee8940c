import type { FastifyInstance } from 'fastify';
import { schedulePeriodicPurge } from '../db/periodic-purge';
import { purgeExpiredSessions } from './sessions';

/** Ended sessions are useless rows; a few minutes of delay in removing them costs nothing. */
export const SESSION_PURGE_INTERVAL_MS = 10 * 60_000;

/** Deletes expired and idle sessions at start and every few minutes. */
export function scheduleSessionPurge(app: FastifyInstance) {
  // A database hiccup only delays the clean-up; live requests check expiry themselves.
  schedulePeriodicPurge(app, {
    intervalMs: SESSION_PURGE_INTERVAL_MS,
    purge: () => purgeExpiredSessions(app.db, app.config.session.idleSeconds),
    failure: 'could not purge ended sessions',
  });
}
