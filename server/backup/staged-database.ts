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
