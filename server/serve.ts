import { buildApp } from './app';
import { ensureFirstSuperAdmin } from './auth/bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoContent } from './db/seed/seed';
import { waitForDatabase } from './db/wait-for-database';
import { createFileStore } from './storage/create-storage';
import { warmUp } from './http/warm-up';
import { registerWeb } from './web';

/** config → database → migrations → warm-up → listen → graceful shutdown */
export async function main({ dev }: { dev: boolean }) {
  let config;
  try {
    config = loadConfig(undefined, { dev });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = openDatabase(config.database);
  await waitForDatabase(db);
  await migrateToLatest(db);
  await ensureFirstSuperAdmin(db, config);
  if (config.seedDemoContent && (await seedDemoContent(db))) console.log('Seeded the demo content.');

  const app = await buildApp({ config, db, files: createFileStore(config), web: registerWeb });
  app.addHook('onClose', async () => db.close());

  let stopping = false;
  app.readiness.add('server', async () => {
    if (stopping) throw new Error('shutting down');
  });
  // While draining, every answer closes its connection: a proxy's kept-alive connection is never
  // idle here when the listener closes, so no request is sent into a socket being shut.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
  const shutdown = async (signal: string) => {
    stopping = true;
    const { drainMs, timeoutMs } = config.shutdown;
    app.log.info({ drainMs, timeoutMs }, `${signal} received: not ready, then closing`);
    // Still answering while the load balancer sees /api/ready fail and stops sending here.
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
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

  // Vite compiles pages on demand in development: warming up there would only delay the start.
  if (!config.dev) await warmUp(app);
  await app.listen({ port: config.port, host: config.host });
}
