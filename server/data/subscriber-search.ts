import { type CompiledQuery, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { SubscriberFilter } from '../../contracts/subscriber';
import type { Database } from '../db/schema';
import { TRIGRAM_MIN, containsPattern, ftsPhrase, searchTerm } from '../db/search';
import { readOffThread } from '../db/sqlite-reader';
import { SPARSE_MATCHES } from '../db/trigram-query';
import { isPostgres } from '../db/connection';

type Eb = ExpressionBuilder<Database, 'subscribers'>;
type Compilable<Row> = { compile(): CompiledQuery<Row> };

/**
 * How a "contains" search over email and name reaches its rows:
 * - `index`: through the trigram index (SQLite's FTS5 table, PostgreSQL's GIN indexes), for a
 *   term found in few rows;
 * - `walk`: row by row along the list's own order, for a term found in many rows (the page fills
 *   after a few hundred rows) or too short for a trigram.
 * PostgreSQL's planner cannot tell a rare term from a common one: for "example.org" it reads all
 * 400,000 matches (through the trigram index, or the whole table) to sort them for a page of 50.
 * So a walk runs with those plans turned off for its transaction, which leaves the list's index.
 */
export type SearchVia = 'index' | 'walk';

/** What a walk turns off for its PostgreSQL transaction, so the planner keeps to the list's index. */
export const WALK_SETTINGS = [
  'SET LOCAL enable_seqscan = off',
  'SET LOCAL enable_bitmapscan = off',
  // Starting workers costs more than the few hundred rows a walk reads.
  'SET LOCAL max_parallel_workers_per_gather = 0',
];

export function subscriberSearch(db: Kysely<Database>) {
  const postgres = isPostgres(db);

  /**
   * A search may read every row (a rare term too short for a trigram): on SQLite it runs on the
   * off-thread reader so the event loop stays free. On PostgreSQL a walk is planned as one.
   */
  async function read<Row>(query: Compilable<Row>, via: SearchVia = 'index'): Promise<Row[]> {
    if (!postgres || via === 'index') return readOffThread(db, query.compile());
    return db.transaction().execute(async (trx) => {
      for (const setting of WALK_SETTINGS) await sql.raw(setting).execute(trx);
      return (await trx.executeQuery(query.compile())).rows;
    });
  }

  return {
    read,

    /**
     * The index is asked how common the term is, counting no further than SPARSE_MATCHES, so a
     * term in half the table costs no more than a rare one. A term shorter than a trigram has no
     * index to use. `probe: false` trusts PostgreSQL's index without asking (for a read that
     * stops at a cap of its own, where the probe would only read the same rows twice).
     */
    async via(term: string | null, { probe = true } = {}): Promise<SearchVia> {
      if (!term || [...term].length < TRIGRAM_MIN) return 'walk';
      if (postgres && !probe) return 'index';
      const found = postgres
        ? sql`SELECT 1 FROM subscribers WHERE ${matches(term, 'index')}`
        : sql`SELECT rowid FROM subscribers_search WHERE subscribers_search MATCH ${ftsPhrase(term)}`;
      const count = sql<{ matching: number }>`SELECT count(*) AS matching
        FROM (${found} LIMIT ${SPARSE_MATCHES + 1}) AS found`.compile(db);
      const [row] = await readOffThread(db, count);
      return Number(row!.matching) > SPARSE_MATCHES ? 'walk' : 'index';
    },

    /** The filter's conditions: status, source and the search, reached `via` the given path. */
    where(filter: SubscriberFilter, via: SearchVia) {
      const term = searchTerm(filter.search);
      return (eb: Eb) => {
        const conditions = [];
        if (filter.status) conditions.push(eb('subscribers.status', '=', filter.status));
        if (filter.source) conditions.push(eb('subscribers.source', '=', filter.source));
        if (term) conditions.push(matches(term, via));
        return eb.and(conditions);
      };
    },
  };

  function matches(term: string, via: SearchVia) {
    if (via === 'index' && !postgres)
      return sql<boolean>`subscribers.id IN (SELECT rowid FROM subscribers_search
        WHERE subscribers_search MATCH ${ftsPhrase(term)})`;
    const pattern = containsPattern(term);
    return sql<boolean>`(subscribers.email_key LIKE ${pattern} ESCAPE '\\' OR subscribers.name_key LIKE ${pattern} ESCAPE '\\')`;
  }
}
