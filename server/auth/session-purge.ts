import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from './sessions';

/** Ended sessions are useless rows; a few minutes of delay in removing them costs nothing. */
export const SESSION_PURGE_INTERVAL_MS = 10 * 60_000;

/** Deletes expired and idle sessions at start and every few minutes, on an unref'd timer. */
export function scheduleSessionPurge(app: FastifyInstance) {
  const purge = async () => {
    try {
      await purgeExpiredSessions(app.db, app.config.session.idleSeconds);
    } catch (err) {
      // A database hiccup only delays the clean-up; live requests check expiry themselves.
      app.log.warn({ err }, 'could not purge ended sessions');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), SESSION_PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
