import type { FastifyInstance } from 'fastify';
import { schedulePeriodicPurge } from '../db/periodic-purge';
import { knownDeviceRepository } from './known-devices';
import { purgeExpiredSessions } from './sessions';

/** Ended sessions are useless rows; a few minutes of delay in removing them costs nothing. */
export const SESSION_PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes expired and idle sessions, and devices no sign-in used for a year, at start and every
 * few minutes.
 */
export function scheduleSessionPurge(app: FastifyInstance) {
  // A database hiccup only delays the clean-up; live requests check expiry themselves.
  schedulePeriodicPurge(app, {
    intervalMs: SESSION_PURGE_INTERVAL_MS,
    purge: async () => {
      await purgeExpiredSessions(app.db, app.config.session.idleSeconds);
      await knownDeviceRepository(app.db).purgeUnused();
    },
    failure: 'could not purge ended sessions',
  });
}
