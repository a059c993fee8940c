import os from 'node:os';
import { BackupError, backup } from '../server/backup/backup';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { optionValues } from './cli-options';

/** `npm run backup -- --out DIR`: DATABASE_URL's database and MEDIA_DIR, while the site serves. */
const out = optionValues('out').at(-1);
if (!out) {
  console.error('Usage: npm run backup -- --out DIR (a new or empty folder)');
  process.exit(1);
}
// The site comes first: the backup (and pg_dump, which inherits it) takes the CPU the site leaves.
try {
  os.setPriority(19);
} catch {
  // not allowed here: run at the normal priority
}
const config = loadConfig();
const db = openDatabase(config.database);
try {
  const manifest = await backup(config, db, out);
  const rows = Object.values(manifest.database.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up ${manifest.database.kind} (${rows} rows in ${Object.keys(manifest.database.rows).length} tables) ` +
      `and ${manifest.media.files} media files (${manifest.media.bytes} bytes) to ${out}`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
