import type { Kysely } from 'kysely';
import { createTableWithId, required } from './columns';
import { createIndexes } from './indexes';

/**
 * The audit log: one row per staff write, sign-in and sign-out, written in the same transaction
 * as the change (server/audit/audited.ts). Actors are kept as an id and a username with no foreign
 * key, so an entry outlives the account it names; entities likewise (a deleted row keeps its trail).
 *
 * The Activity screen reads newest first, filtered by at most a few columns; each index below ends
 * with `at, id` so a filtered page is an index range scan in order, whatever the table's size. The
 * retention purge deletes by `at` through the first index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'audit_log')
    .addColumn('at', 'text', required)
    .addColumn('actor_id', 'integer')
    // Lower-cased, as usernames are unique regardless of case: a filter by name is one lookup.
    .addColumn('actor_name', 'text', required)
    .addColumn('action', 'text', required)
    .addColumn('entity', 'text', required)
    .addColumn('entity_id', 'integer')
    .addColumn('entity_label', 'text')
    .addColumn('summary', 'text', required)
    .addColumn('ip', 'text')
    .execute();
  await createIndexes(db, 'audit_log', {
    audit_log_at_idx: ['at', 'id'],
    // One kind of row, newest first; and one row's own entries (a details dialog's link).
    audit_log_entity_idx: ['entity', 'at', 'id'],
    audit_log_entity_row_idx: ['entity', 'entity_id', 'at', 'id'],
    audit_log_actor_id_idx: ['actor_id', 'at', 'id'],
    audit_log_actor_name_idx: ['actor_name', 'at', 'id'],
    audit_log_action_idx: ['action', 'at', 'id'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
