import { sql } from 'kysely';
import type { Db } from './connection';
import { isDatabaseUnavailable } from './unavailable';

/** Waits for a database still coming up; any other error will not fix itself and is thrown. */
export async function waitForDatabase(
  db: Db,
  {
    attempts = 30,
    delayMs = 2000,
    log = console.warn,
  }: { attempts?: number; delayMs?: number; log?: (m: string) => void } = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db.kysely);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt >= attempts) throw error;
      log(
        `The database is not reachable yet (${(error as Error).message}); retrying (${attempt}/${attempts})…`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
