import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { searchTerm } from '../db/search';
import { pagedList } from './paged-list';

/** What the staff ask of such a list: a search, the order of creation, and the page. */
type NewestFirstQuery = { search?: string; order?: 'asc' | 'desc'; limit: number; offset: number };

/**
 * The staff lists of what people send or own (feedback, support messages, accounts, uploaded
 * media) are searched the same way: their search text, narrowed by at most one column (a status, a role), newest first
 * unless the query says otherwise.
 */
export function newestFirstList<T extends 'feedback' | 'support_messages' | 'users' | 'media'>(
  db: Kysely<Database>,
  table: T,
  narrowedBy: string,
) {
  const list = pagedList(db, table, { search: { columns: ['search_text'], joined: true } });
  return {
    /** One page and the total; `narrowTo` keeps only the rows whose `narrowedBy` column equals it. */
    page(query: NewestFirstQuery, narrowTo: string | undefined) {
      const term = searchTerm(query.search);
      return list.page({
        term,
        where: (via) => (eb) => {
          const conditions = [];
          if (narrowTo) conditions.push(sql<SqlBool>`${sql.ref(`${table}.${narrowedBy}`)} = ${narrowTo}`);
          if (term) conditions.push(list.condition(term, via));
          return eb.and(conditions);
        },
        narrowed: !!narrowTo,
        order: { column: 'created_at', direction: query.order ?? 'desc' },
        limit: query.limit,
        offset: query.offset,
      });
    },

    /** The newest rows, without a search or a total (the dashboard's recent list). */
    newest: (limit: number) => list.first({ column: 'created_at', direction: 'desc' }, limit),
  };
}
