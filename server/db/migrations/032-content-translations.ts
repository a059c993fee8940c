import type { Kysely } from 'kysely';
import { createTableWithId, required, requiredText } from './columns';

/**
 * Content in the site's other languages (docs/decisions/0054-content-translations.md). One row per
 * translated field of one row of a resource in one locale: a FAQ's question in French, say. The
 * default locale stays in the resource's own table, untouched. `source_digest` is the digest of the
 * default-locale text the translation was written from: once that text changes, the translation is
 * outdated. Rows go with their resource's row (its delete removes them in the same transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'content_translations')
    .$call(requiredText('entity'))
    .addColumn('entity_id', 'integer', required)
    .$call(requiredText('locale', 'field', 'value', 'source_digest', 'updated_at'))
    .addUniqueConstraint('content_translations_field_unique', ['entity', 'entity_id', 'locale', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').execute();
}
