import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { SEED_PLAN_DESCRIPTIONS, seedContent } from '../server/db/seed/seed';

/**
 * `npm run db:migrate` and `npm run db:seed` against DATABASE_URL. Seeding follows APP_ENV as at
 * start (the game content in production, the demo elsewhere) and ignores SEED_DEMO_CONTENT.
 */
const command = process.argv[2];
const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
  if (command === 'seed') {
    const seeded = await seedContent(db, config.seed.plan);
    const description = SEED_PLAN_DESCRIPTIONS[config.seed.plan];
    console.log(seeded ? `Seeded ${description}.` : 'Content exists already: nothing seeded.');
  } else if (command !== 'migrate') {
    console.error('Usage: node scripts/db.ts migrate|seed');
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
