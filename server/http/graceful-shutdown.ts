import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** After the drain, how long reads are turned away before the listener closes (docs/deployment.md). */
const SHED_MS = 1_000;

/**
 * SIGTERM and SIGINT: not ready at once, still answering for SHUTDOWN_DRAIN, then a second of
 * turning reads away, then closed, and the process exits (0, or 1 past SHUTDOWN_TIMEOUT).
 */
export function stopGracefullyOnSignals(app: FastifyInstance, { drainMs, timeoutMs }: Config['shutdown']) {
  let phase: 'serving' | 'draining' | 'shedding' = 'serving';
  app.readiness.add('server', async () => {
    if (phase !== 'serving') throw new Error('shutting down');
  });
  // While stopping, every answer closes its connection: a proxy's kept-alive connection is never
  // idle here when the listener closes, so no request is sent into a socket being shut.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (phase !== 'serving') reply.header('connection', 'close');
    return payload;
  });
  // A proxy without health checks (nginx) only learns an instance is gone from a failed request.
  // A read answered 503 here is one it retries elsewhere and counts, so it stops sending before
  // the listener closes; a write still arriving is answered, never lost.
  app.addHook('onRequest', async (request, reply) => {
    if (phase !== 'shedding' || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    return reply
      .code(503)
      .header('retry-after', '1')
      .type('text/plain; charset=utf-8')
      .send('This server is restarting. Please try again.');
  });
  const shutdown = async (signal: string) => {
    phase = 'draining';
    app.log.info({ drainMs, timeoutMs }, `${signal} received: not ready, then closing`);
    // Still answering while the load balancer sees /api/ready fail and stops sending here.
    if (drainMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      phase = 'shedding';
      await new Promise((resolve) => setTimeout(resolve, SHED_MS));
    }
    // Past this, requests still running and the mail in flight are cut short.
    const force = setTimeout(() => {
      app.log.warn(`not closed within ${timeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, timeoutMs);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
