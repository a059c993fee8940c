import { type Kysely, sql } from 'kysely';
import { toRichHtml } from './rich-content';

/**
 * Every column that holds rich text: what the rich fields of server/content/rich-fields.ts store,
 * and the post revisions that keep earlier versions of a post's content.
 */
export const RICH_TEXT_COLUMNS = [
  { table: 'dev_diaries', column: 'content' },
  { table: 'dev_diary_revisions', column: 'content' },
  { table: 'about', column: 'description' },
  { table: 'faqs', column: 'answer' },
] as const;

/** A post holds up to 100,000 characters: 200 rows at a time keeps memory flat on a big diary. */
const BATCH = 200;

/**
 * Runs every stored rich text through the same gate as a staff write (`toRichHtml`: sanitized, or
 * plain text made paragraphs) and writes back only the values that change, reading a batch of rows
 * at a time in id order, so the whole table is never held. The sanitizer gives a clean value back
 * unchanged, so a second run writes nothing. Answers how many values were rewritten.
 */
export async function resanitizeStoredRichText<DB>(db: Kysely<DB>): Promise<number> {
  let rewritten = 0;
  for (const { table, column } of RICH_TEXT_COLUMNS) {
    const target = sql.table(table);
    const ref = sql.ref(column);
    for (let after = 0; ;) {
      const { rows } = await sql<{
        id: number;
        value: string | null;
      }>`SELECT id, ${ref} AS value FROM ${target}
        WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
      for (const row of rows) {
        if (row.value === null) continue;
        const clean = toRichHtml(row.value);
        if (clean === row.value) continue;
        await sql`UPDATE ${target} SET ${ref} = ${clean} WHERE id = ${row.id}`.execute(db);
        rewritten++;
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return rewritten;
}
