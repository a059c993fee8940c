import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoContent } from '../server/db/seed/seed';

/** `npm run db:migrate` and `npm run db:seed` against DATABASE_URL. */
const command = process.argv[2];
const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
  if (command === 'seed') {
    console.log(
      (await seedDemoContent(db)) ? 'Seeded the demo content.' : 'Content exists already: nothing seeded.',
    );
  } else if (command !== 'migrate') {
    console.error('Usage: node scripts/db.ts migrate|seed');
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
