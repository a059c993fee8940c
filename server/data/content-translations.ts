import { createHash } from 'node:crypto';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { containsPattern } from '../db/search';

/** A translated field as stored: its text and the digest of the source text it was written from. */
export type StoredTranslation = { value: string; sourceDigest: string };
/** A row's translated fields in one locale, by field name. */
export type RowTranslations = Map<string, StoredTranslation>;

/** One translated field of one row in one locale, with the source text it translates. */
export type TranslatedField = {
  entity: string;
  id: number;
  locale: string;
  field: string;
  value: string;
  source: string;
};

/** The digest that tells whether a translation's source text has changed since it was written. */
export const sourceDigest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The translations of content rows (docs/decisions/0054-content-translations.md): one row per
 * field, row and locale in `content_translations`; the default locale lives in the resource's table.
 */
export function contentTranslationRepository(db: Kysely<Database>) {
  /**
   * Writes many translated fields at once (the demo content's), each marked with the digest of
   * its source text, a few hundred rows a statement; one already there is overwritten.
   */
  async function writeMany(fields: readonly TranslatedField[]) {
    const updatedAt = new Date().toISOString();
    // 7 values a row: well under SQLite's and PostgreSQL's limits on bound parameters.
    for (let start = 0; start < fields.length; start += 500) {
      const rows = fields.slice(start, start + 500).map((one) => ({
        entity: one.entity,
        entity_id: one.id,
        locale: one.locale,
        field: one.field,
        value: one.value,
        source_digest: sourceDigest(one.source),
        updated_at: updatedAt,
      }));
      await db
        .insertInto('content_translations')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['entity', 'entity_id', 'locale', 'field']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            source_digest: eb.ref('excluded.source_digest'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  return {
    /** The translations of these rows of `entity` in `locale`, by row id. */
    async read(
      entity: string,
      ids: readonly number[],
      locale: string,
    ): Promise<Map<number, RowTranslations>> {
      const byRow = new Map<number, RowTranslations>();
      if (ids.length === 0) return byRow;
      const rows = await db
        .selectFrom('content_translations')
        .select(['entity_id', 'field', 'value', 'source_digest'])
        .where('entity', '=', entity)
        .where('locale', '=', locale)
        .where('entity_id', 'in', ids)
        .execute();
      for (const row of rows) {
        const fields = byRow.get(row.entity_id) ?? new Map<string, StoredTranslation>();
        fields.set(row.field, { value: row.value, sourceDigest: row.source_digest });
        byRow.set(row.entity_id, fields);
      }
      return byRow;
    },

    /**
     * Writes the fields given for one row in one locale, each marked with the digest of the source
     * text it translates; a field given as null loses its translation. Other fields and locales
     * stay as they are.
     */
    async write(
      entity: string,
      id: number,
      locale: string,
      fields: Record<string, { value: string | null; source: string }>,
    ) {
      const given = Object.entries(fields);
      const removed = given.filter(([, { value }]) => value === null).map(([field]) => field);
      if (removed.length > 0)
        await db
          .deleteFrom('content_translations')
          .where('entity', '=', entity)
          .where('entity_id', '=', id)
          .where('locale', '=', locale)
          .where('field', 'in', removed)
          .execute();
      await writeMany(
        given.flatMap(([field, { value, source }]) =>
          value === null ? [] : [{ entity, id, locale, field, value, source }],
        ),
      );
    },

    /**
     * Refiles the translations of a list's items after the list was saved as a whole
     * (moved-items.ts): `abilities.2.name` becomes `abilities.1.name` when that ability moved
     * up, and an item with no new position loses its translations, in every locale.
     */
    async refileListItems(entity: string, id: number, list: string, moves: ReadonlyMap<number, number>) {
      const ofList = db
        .selectFrom('content_translations')
        .select(['locale', 'field', 'value', 'source_digest', 'updated_at'])
        .where('entity', '=', entity)
        .where('entity_id', '=', id)
        .where('field', 'like', `${list}.%`);
      const rows = await ofList.execute();
      if (rows.length === 0) return;
      await db
        .deleteFrom('content_translations')
        .where('entity', '=', entity)
        .where('entity_id', '=', id)
        .where('field', 'like', `${list}.%`)
        .execute();
      const refiled = rows.flatMap((row) => {
        const [, from, field] = row.field.split('.');
        const to = moves.get(Number(from));
        return to === undefined ? [] : [{ ...row, entity, entity_id: id, field: `${list}.${to}.${field}` }];
      });
      if (refiled.length > 0) await db.insertInto('content_translations').values(refiled).execute();
    },

    writeMany,

    /**
     * The rows of `entity` whose translation into `locale` of one of `fields` holds `term` (a search
     * term, lower-cased): a case-insensitive "contains", row by row, as translations have no search
     * index of their own. SQLite lower-cases ASCII letters only: an accented capital matches only as
     * it is written.
     */
    async matching(
      entity: string,
      locale: string,
      fields: readonly string[],
      term: string,
    ): Promise<number[]> {
      const rows = await db
        .selectFrom('content_translations')
        .select('entity_id')
        .distinct()
        .where('entity', '=', entity)
        .where('locale', '=', locale)
        .where('field', 'in', fields)
        .where(sql<SqlBool>`lower(value) LIKE ${containsPattern(term)} ESCAPE '\\'`)
        .execute();
      return rows.map((row) => row.entity_id);
    },

    /** Every translation of one row: its resource's delete removes them in the same transaction. */
    async removeRow(entity: string, id: number) {
      await db
        .deleteFrom('content_translations')
        .where('entity', '=', entity)
        .where('entity_id', '=', id)
        .execute();
    },
  };
}
