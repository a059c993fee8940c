import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** How long no request (but a probe) may arrive before the listener closes (docs/deployment.md). */
const QUIET_MS = 500;
const TICK_MS = 50;
const PROBES = /^\/api\/(ready|health)(\?|$)/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM and SIGINT with SHUTDOWN_DRAIN: not ready at once and still answering for the drain
 * (a balancer that probes /api/ready stops sending), then reads turned away with 503 until no new
 * connection comes (a proxy without health checks, such as nginx, retries them elsewhere and
 * counts the instance as down), then the listener closes once no request has come for a moment
 * and the requests already sent are answered, and the process exits: 0, or 1 past SHUTDOWN_TIMEOUT. Without a drain it closes at once.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, { drainMs, timeoutMs }: Config['shutdown']) {
  let phase: 'serving' | 'draining' | 'shedding' = 'serving';
  // When the last request came that was not a balancer's probe (probes go on after traffic stops).
  let lastRequestAt = 0;
  app.server.on('request', (request: IncomingMessage) => {
    if (!PROBES.test(request.url ?? '')) lastRequestAt = Date.now();
  });
  app.readiness.add('server', async () => {
    if (phase !== 'serving') throw new Error('shutting down');
  });
  // While stopping, every answer closes its connection: no kept-alive connection is left idle
  // here, to be picked by a proxy for a request at the moment the instance goes.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (phase !== 'serving') reply.header('connection', 'close');
    return payload;
  });
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
    const force = setTimeout(() => {
      app.log.warn(`not closed within ${drainMs + timeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, drainMs + timeoutMs);
    force.unref();
    if (drainMs > 0) {
      await sleep(drainMs);
      phase = 'shedding';
      await quiet(() => lastRequestAt);
      // The listening socket only: http.Server's close() would also drop idle connections, and
      // under load a connection whose request is still unread looks idle.
      net.Server.prototype.close.call(app.server);
      await quiet(() => lastRequestAt);
    }
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Until `lastAt` is QUIET_MS in the past. */
async function quiet(lastAt: () => number) {
  while (Date.now() - lastAt() < QUIET_MS) await sleep(TICK_MS);
}
