import type { FastifyInstance } from 'fastify';

/**
 * Runs a clean-up once when the app is ready (awaited: each purge is bounded and short), then
 * every `intervalMs` on an unref'd timer that never holds the process open. A failure is logged
 * and only delays the clean-up until the next run.
 */
export function schedulePeriodicPurge(
  app: FastifyInstance,
  spec: { intervalMs: number; purge: () => Promise<unknown>; failure: string },
) {
  const run = async () => {
    try {
      await spec.purge();
    } catch (err) {
      app.log.warn({ err }, spec.failure);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), spec.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
