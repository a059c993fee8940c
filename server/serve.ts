import { buildApp } from './app';
import { ensureFirstSuperAdmin } from './auth/bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoContent } from './db/seed/seed';
import { waitForDatabase } from './db/wait-for-database';
import { createLocalStorage } from './storage/local-storage';
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

  const app = await buildApp({ config, db, storage: createLocalStorage(config.mediaDir), web: registerWeb });
  app.addHook('onClose', async () => db.close());

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
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
