import { runInBackground } from '../server/backup/background-priority';
import { optionValues } from './cli-options';

/** `npm run backup -- --out DIR`: DATABASE_URL's database and MEDIA_DIR, while the site serves. */
const out = optionValues('out').at(-1);
if (!out) {
  console.error('Usage: npm run backup -- --out DIR (a new or empty folder)');
  process.exit(1);
}
// The site comes first. Set before the rest loads, so that loading it already yields.
runInBackground();
const { BackupError, backup } = await import('../server/backup/backup');
const { loadConfig } = await import('../server/config');

try {
  const manifest = await backup(loadConfig(), out);
  const rows = Object.values(manifest.database.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up ${manifest.database.kind} (${rows} rows in ${Object.keys(manifest.database.rows).length} tables) ` +
      `and ${manifest.media.files} media files (${manifest.media.bytes} bytes) to ${out}`,
  );
  if (manifest.skipped.length > 0)
    console.warn(
      `Left out ${manifest.skipped.length} stored files whose names the server does not make: ${manifest.skipped.join(', ')}`,
    );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
