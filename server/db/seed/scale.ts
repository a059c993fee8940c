import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { feedbackRow, messageRow, postRow, subscriberRow } from './scale-rows';

export type ScaleCounts = { subscribers: number; messages: number; feedback: number; posts: number };
export type ScaleProgress = { table: string; done: number; total: number };

type Table = 'subscribers' | 'support_messages' | 'feedback' | 'dev_diaries';

/** Rows per INSERT: within SQLite's and PostgreSQL's bound-parameter limits for every table here. */
const ROWS_PER_INSERT = 500;
/** INSERTs per transaction: few commits, and no transaction large enough to strain memory. */
const INSERTS_PER_TRANSACTION = 20;

/**
 * Fills the tables that grow (subscribers, support messages, feedback, dev diary posts) with
 * `counts` rows each through multi-row INSERTs, ROWS_PER_INSERT × INSERTS_PER_TRANSACTION rows per
 * transaction, calling `onProgress` after each transaction. Existing rows are kept: the run's
 * `tag` keeps the new emails and slugs unique.
 */
export async function seedScale(
  db: Kysely<Database>,
  counts: ScaleCounts,
  onProgress: (progress: ScaleProgress) => void = () => {},
  tag = Date.now().toString(36),
) {
  const end = Date.now();
  const plan: [Table, number, (i: number, count: number, tag: string, end: number) => object][] = [
    ['subscribers', counts.subscribers, subscriberRow],
    ['support_messages', counts.messages, messageRow],
    ['feedback', counts.feedback, feedbackRow],
    ['dev_diaries', counts.posts, postRow],
  ];
  for (const [table, total, row] of plan) {
    const perTransaction = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION;
    for (let start = 0; start < total; start += perTransaction) {
      const stop = Math.min(total, start + perTransaction);
      await db.transaction().execute(async (trx) => {
        for (let from = start; from < stop; from += ROWS_PER_INSERT) {
          const rows = [];
          for (let i = from; i < Math.min(stop, from + ROWS_PER_INSERT); i += 1)
            rows.push(row(i, total, tag, end));
          // Each table's rows match its own columns; the plan's union type cannot say which.
          await trx
            .insertInto(table)
            .values(rows as never)
            .execute();
        }
      });
      onProgress({ table, done: stop, total });
    }
  }
}
