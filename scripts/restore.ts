import { BackupError } from '../server/backup/backup';
import { restore } from '../server/backup/restore';
import { loadConfig } from '../server/config';

/**
 * `npm run restore -- DIR [--force] [--trust-unsigned]`: into DATABASE_URL and MEDIA_DIR, checked
 * first, then migrated, counted and swapped in (server/backup/restore.ts).
 */
const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!dir) {
  console.error('Usage: npm run restore -- DIR [--force] [--trust-unsigned]');
  process.exit(1);
}
try {
  const { manifest, applied, resanitized } = await restore(loadConfig(), dir, {
    force: process.argv.includes('--force'),
    trustUnsigned: process.argv.includes('--trust-unsigned'),
  });
  console.log(
    `Restored the backup of ${manifest.createdAt}: every table's row count matches, ` +
      `${manifest.media.files} media files` +
      (applied.length ? `; migrated forward: ${applied.join(', ')}` : '') +
      (resanitized ? `; ${resanitized} rich-text values sanitized again` : ''),
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
