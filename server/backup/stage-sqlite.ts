import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../db/connection';
import { BackupError } from './backup-error';
import { SQLITE_FILE } from './manifest';
import { type StagedDatabase, stagedDatabase } from './staged-database';

const removeDatabaseFiles = async (file: string) => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await fsp.rm(`${file}${suffix}`, { force: true });
};

/** Runs `action` on a connection of its own to `file`, closed after. */
function withConnection<T>(file: string, action: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(file, { fileMustExist: true });
  try {
    return action(sqlite);
  } finally {
    sqlite.close();
  }
}

/**
 * The backup's SQLite file copied to `<database>.restoring`, next to the live one (the same
 * folder, so the final rename is atomic), and checked to open as an intact SQLite database.
 * The live file is not touched until `commit` renames the copy over it.
 */
export async function stageSqlite(backupFile: string, databasePath: string): Promise<StagedDatabase> {
  const staging = `${databasePath}.restoring`;
  await removeDatabaseFiles(staging);
  await fsp.mkdir(path.dirname(databasePath), { recursive: true });
  await fsp.copyFile(backupFile, staging);
  let check: unknown;
  try {
    check = withConnection(staging, (sqlite) => sqlite.pragma('quick_check', { simple: true }));
  } catch (error) {
    check = (error as Error).message;
  }
  if (check !== 'ok') {
    await removeDatabaseFiles(staging);
    throw new BackupError(`${SQLITE_FILE} does not open as an intact SQLite database: ${String(check)}`);
  }

  return stagedDatabase(openDatabase({ kind: 'sqlite', path: staging }), {
    async commit() {
      // One self-contained file: its write-ahead log folded in, the server turns WAL on again.
      withConnection(staging, (sqlite) => sqlite.pragma('journal_mode = DELETE'));
      // The live database's log folded into it and gone: a log left behind would be replayed
      // into the restored file at the next open.
      try {
        withConnection(databasePath, (sqlite) => sqlite.pragma('wal_checkpoint(TRUNCATE)'));
      } catch {
        // No live database yet (an empty target), or one that does not open: replaced all the same.
      }
      for (const suffix of ['-wal', '-shm', '-journal'])
        await fsp.rm(`${databasePath}${suffix}`, { force: true });
      await fsp.rename(staging, databasePath);
    },
    abandon: () => removeDatabaseFiles(staging),
  });
}
