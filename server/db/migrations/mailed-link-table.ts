import type { Kysely } from 'kysely';
import { createTableWithId, required, userForeignKey } from './columns';
import { createIndexes } from './indexes';

/**
 * A table of single-use links mailed to an account (a password reset, a two-factor enrolment), one
 * row per link: the token's SHA-256 for the lookup, and a sealed copy only the mail worker opens to
 * write the link (erased once the link is used or replaced). Rows go with the account, which
 * indexes them. Migrations depend on it: it must never change what it generates (see columns.ts).
 */
export async function createMailedLinkTable(db: Kysely<unknown>, table: string) {
  await createTableWithId(db, table)
    .$call(userForeignKey)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text')
    .addColumn('expires_at', 'text', required)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await createIndexes(db, table, { [`${table}_user_idx`]: ['user_id'] });
}
