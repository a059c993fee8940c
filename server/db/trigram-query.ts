import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './connection';
import type { Database } from './schema';
import { FIELD_SEPARATOR, TRIGRAM_MIN, containsPattern, ftsPhrase } from './search';

/** Below this many matches, SQLite pages a search from the FTS index; above, in list order. */
export const SPARSE_MATCHES = 2000;

export type SearchPlan = { via: 'fts' | 'like'; matching?: number };

/**
 * The "contains" search over a lower-cased text column with a trigram index (see
 * migrations/trigram-search.ts). PostgreSQL's GIN index serves LIKE and its planner chooses. On
 * SQLite the FTS5 table finds the rows of a term with a trigram at once and counts them cheaply;
 * a term found in thousands of rows is paged faster by walking the list's own index in order,
 * which stops once the page is full. `matching` is the FTS count, when taken (before any filter).
 */
export function trigramSearch(db: Kysely<Database>, table: keyof Database, column: string) {
  const postgres = isPostgres(db);
  const fts = sql.table(`${table}_search`);

  return {
    async plan(term: string | null): Promise<SearchPlan> {
      if (postgres || !term || [...term].length < TRIGRAM_MIN || term.includes(FIELD_SEPARATOR))
        return { via: 'like' };
      const { rows } = await sql<{ matching: number }>`SELECT count(*) AS matching FROM ${fts}
        WHERE ${fts} MATCH ${ftsPhrase(term)}`.execute(db);
      const matching = Number(rows[0]!.matching);
      return { via: matching > SPARSE_MATCHES ? 'like' : 'fts', matching };
    },

    /**
     * How many rows match a search that `plan` planned: the FTS count it took when no other filter
     * narrows the search, else `count`, told to go through the FTS index whenever the term has a
     * trigram (cheaper than LIKE over the whole table).
     */
    total(plan: SearchPlan, narrowed: boolean, count: (via: SearchPlan['via']) => Promise<number>) {
      if (plan.matching !== undefined && !narrowed) return Promise.resolve(plan.matching);
      return count(plan.matching !== undefined ? 'fts' : 'like');
    },

    /** The rows whose column contains `term` (already lower-cased). */
    condition(term: string, via: SearchPlan['via']): RawBuilder<boolean> {
      // The separator joins fields: a term holding it would match across two of them.
      if (term.includes(FIELD_SEPARATOR)) return sql<boolean>`1 = 0`;
      if (via === 'fts')
        return sql<boolean>`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${ftsPhrase(term)})`;
      return sql<boolean>`${sql.ref(`${table}.${column}`)} LIKE ${containsPattern(term)} ESCAPE '\\'`;
    },
  };
}
