import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * A backup holds password hashes, session hashes, emails and private feedback files: its folders
 * are the owner's alone (0700) and its files too (0600), whatever the umask says. Modes are set
 * explicitly, as the umask only ever takes bits away from what a write asks for.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates the folder (and any missing parent) as 0700, and makes it 0700 if it already was there. */
export async function makePrivateDir(dir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await fsp.chmod(dir, PRIVATE_DIR);
}

/**
 * Every folder under `dir` 0700 and every file 0600, `dir` included: the last step of a backup,
 * after pg_dump and SQLite wrote their files with the modes they chose.
 */
export async function lockDown(dir: string): Promise<void> {
  await fsp.chmod(dir, PRIVATE_DIR);
  for (const entry of await fsp.readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await fsp.chmod(full, PRIVATE_DIR);
    else if (entry.isFile()) await fsp.chmod(full, PRIVATE_FILE);
  }
}
