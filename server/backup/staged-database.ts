import type { Db } from '../db/connection';

/**
 * A backup's database restored beside the live one, open for checking, migrating and cleaning
 * before it replaces anything (restore.ts). Exactly one of `commit` or `abandon` ends it; both
 * close `db` first.
 */
export interface StagedDatabase {
  db: Db;
  /** Makes the restored copy the live database. */
  commit(): Promise<void>;
  /** Removes the restored copy: the live database is as it was. */
  abandon(): Promise<void>;
}

/**
 * `db` as a StagedDatabase: `commit` and `abandon` close it (once) before `finish` does the engine's
 * own work, so neither engine can forget to.
 */
export function stagedDatabase(
  db: Db,
  finish: { commit(): Promise<void>; abandon(): Promise<void> },
): StagedDatabase {
  let open = true;
  const close = async () => {
    if (open) await db.close();
    open = false;
  };
  return {
    db,
    async commit() {
      await close();
      await finish.commit();
    },
    async abandon() {
      await close();
      await finish.abandon();
    },
  };
}
