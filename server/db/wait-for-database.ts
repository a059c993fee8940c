import { sql } from 'kysely';
import type { Db } from './connection';
import { isDatabaseUnavailable } from './unavailable';

/**
 * At start the database may still be coming up (a container starting beside the app, a failover):
 * wait for it, saying so, instead of exiting at once. Any other error (bad credentials, a missing
 * database) is not going to fix itself and is thrown right away.
 */
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
