import { type Kysely, sql } from 'kysely';
import { isRichHtml, toRichHtml } from '../../content/rich-content';
import { htmlToPlainText } from '../../content/plain-text';

/**
 * Post content, the About description and FAQ answers become rich text, stored as sanitized HTML
 * (docs/decisions/0035-rich-text-as-sanitized-html.md). The plain text already stored is converted
 * the way the pages showed it: paragraphs at blank lines, a single line break kept as one. The way
 * down turns the HTML back into text with paragraphs separated by blank lines.
 */
const FIELDS = [
  { table: 'dev_diaries', column: 'content' },
  { table: 'dev_diary_revisions', column: 'content' },
  { table: 'about', column: 'description' },
  { table: 'faqs', column: 'answer' },
];

/** Posts carry their whole text: a few hundred rows at a time keeps memory flat on a big diary. */
const BATCH = 500;

async function rewrite(db: Kysely<unknown>, convert: (value: string) => string | null) {
  for (const { table, column } of FIELDS) {
    const target = sql.table(table);
    const ref = sql.ref(column);
    for (let after = 0; ;) {
      const { rows } = await sql<{ id: number; value: string }>`SELECT id, ${ref} AS value FROM ${target}
        WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
      for (const row of rows) {
        const next = convert(row.value);
        if (next !== null && next !== row.value)
          await sql`UPDATE ${target} SET ${ref} = ${next} WHERE id = ${row.id}`.execute(db);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (value) => (isRichHtml(value) ? null : toRichHtml(value)));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (value) => (isRichHtml(value) ? htmlToPlainText(value) : null));
}
