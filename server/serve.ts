import { buildApp } from './app';
import { ensureFirstSuperAdmin } from './auth/bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { SEED_PLAN_DESCRIPTIONS, seedContent } from './db/seed/seed';
import { waitForDatabase } from './db/wait-for-database';
import { createFileStore } from './storage/create-storage';
import { upgradeRecoveryCodes } from './two-factor/upgrade-recovery-codes';
import { stopGracefullyOnSignals } from './http/graceful-shutdown';
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
  // Needs SECRET, which migrations do not get: recovery codes stored before they were keyed.
  await upgradeRecoveryCodes(db.kysely, config.secret);
  await ensureFirstSuperAdmin(db, config);
  if (config.seed.onStart && (await seedContent(db, config.seed.plan)))
    console.log(`Seeded ${SEED_PLAN_DESCRIPTIONS[config.seed.plan]}.`);

  const app = await buildApp({ config, db, files: createFileStore(config), web: registerWeb });
  app.addHook('onClose', async () => db.close());

  stopGracefullyOnSignals(app, config.shutdown);

  // Vite compiles pages on demand in development: warming up there would only delay the start.
  if (!config.dev) await warmUp(app);
  await app.listen({ port: config.port, host: config.host });
}
