import {
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import { isPostgres } from '../db/connection';
import type { Database } from '../db/schema';
import { FIELD_SEPARATOR, TRIGRAM_MIN, containsPattern, ftsPhrase } from '../db/search';
import { readOffThread } from '../db/sqlite-reader';

/** Below this many matches a term is read through the trigram index; above, in list order. */
export const SPARSE_MATCHES = 2000;

/**
 * How a "contains" search reaches its rows:
 * - `index`: through the trigram index (SQLite's FTS5 table, PostgreSQL's GIN indexes), for a
 *   term found in few rows;
 * - `walk`: row by row along the list's own order, for a term found in many rows (the page fills
 *   after a few hundred rows) or too short for a trigram.
 * PostgreSQL's planner chooses by itself, unless the list asks to `steer` it: it cannot tell a rare
 * term from a common one, and for "example.org" among a million subscribers it reads all 400,000
 * matches (through the trigram index, or the whole table) to sort them for a page of 50. A steered
 * walk runs with those plans turned off for its transaction, which leaves the list's index.
 */
export type SearchVia = 'index' | 'walk';

/** The path a term takes; `matching` is the index's count of it, when taken (before any filter). */
export type SearchPlan = { via: SearchVia; matching?: number };

/** What a walk turns off for its PostgreSQL transaction, so the planner keeps to the list's index. */
export const WALK_SETTINGS = [
  'SET LOCAL enable_seqscan = off',
  'SET LOCAL enable_bitmapscan = off',
  // Starting workers costs more than the few hundred rows a walk reads.
  'SET LOCAL max_parallel_workers_per_gather = 0',
];

type Compilable<Row> = { compile(): CompiledQuery<Row> };
type Where<T extends keyof Database> = (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for every table
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's conditions, on AnyDb
type AnyWhere = any;

export interface SearchOptions {
  /** The lower-cased columns a term is looked for in: a row matches when one of them holds it. */
  columns: readonly string[];
  /**
   * The column joins several fields with FIELD_SEPARATOR (search_text): a term holding the
   * separator would match across two of them, so it matches nothing.
   */
  joined?: boolean;
  /**
   * A list of a million rows (the subscribers): on PostgreSQL the index is asked how common a term
   * is and a walk keeps to the list's index (WALK_SETTINGS); on SQLite its searches are read off
   * the event loop's thread, since one may read every row.
   */
  steer?: boolean;
}

export interface ListOrder {
  column: string;
  direction: 'asc' | 'desc';
  /** The expression sorted by, when not the column itself (a collation). */
  key?: Expression<unknown>;
}

export interface PageRequest<T extends keyof Database> {
  /** The term as searched (searchTerm); none for a list that is only filtered (a log). */
  term?: string | null;
  /** The list's conditions, its search reached `via` the given path. */
  where: (via: SearchVia) => Where<T>;
  /**
   * Some condition other than the term narrows the list, so the index's count of the term is not
   * the total. Unsaid, the total is counted.
   */
  narrowed?: boolean;
  order: ListOrder;
  limit: number;
  offset: number;
  /** The exact total of a list without a search, when the list keeps it cheaper than a count. */
  count?: () => Promise<number>;
  /**
   * Counting stops past this many rows: the total is then a lower bound (`totalExact: false`).
   * A searched page lists its matches (id and sort key only) up to the cap: when they all fit
   * they are sorted here and the page's rows read by id, so a rare term costs one pass however
   * deep the page; when more match, the term is common and the page is read by walking the list
   * in order. See docs/decisions/0012-search-totals.md.
   */
  cap?: number;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
  totalExact: boolean;
}

/**
 * The one way a list is searched, counted and paged: a "contains" search over lower-cased text
 * columns with a trigram index (`search`, see migrations/trigram-search.ts), which reaches its rows
 * through the index or by walking the list in order (SearchVia), a total counted exactly or up to
 * a cap, and the page read in list order.
 */
export function pagedList<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  { search }: { search?: SearchOptions } = {},
) {
  const { columns = [], joined = false, steer = false } = search ?? {};
  const postgres = isPostgres(db);
  const fts = sql.table(`${table}_search`);
  const any = db as unknown as AnyDb;
  const from = () => any.selectFrom(table as string);
  type Row = Selectable<Database[T]>;

  function condition(term: string, via: SearchVia): RawBuilder<SqlBool> {
    if (joined && term.includes(FIELD_SEPARATOR)) return sql<SqlBool>`1 = 0`;
    if (via === 'index' && !postgres)
      return sql<SqlBool>`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${ftsPhrase(term)})`;
    const pattern = containsPattern(term);
    const likes = columns.map((column) => sql`${sql.ref(`${table}.${column}`)} LIKE ${pattern} ESCAPE '\\'`);
    return likes.length === 1 ? sql<SqlBool>`${likes[0]}` : sql<SqlBool>`(${sql.join(likes, sql` OR `)})`;
  }

  /**
   * A search of a steered list may read every row (a rare term too short for a trigram): on SQLite
   * it runs on the off-thread reader so the event loop stays free. On PostgreSQL a walk is planned
   * as one. Other lists read as any query does.
   */
  async function read<Row>(
    query: Compilable<Row> | CompiledQuery<Row>,
    via: SearchVia = 'index',
  ): Promise<Row[]> {
    const compiled = 'compile' in query ? query.compile() : query;
    if (!steer) return (await db.executeQuery(compiled)).rows;
    if (!postgres || via === 'index') return readOffThread(db, compiled);
    return db.transaction().execute(async (trx) => {
      for (const setting of WALK_SETTINGS) await sql.raw(setting).execute(trx);
      return (await trx.executeQuery(compiled)).rows;
    });
  }

  /**
   * The index is asked how common the term is: exactly (`exact`, a count that then serves as the
   * total), or no further than SPARSE_MATCHES, so a term in half the table costs no more than a
   * rare one. A term shorter than a trigram has no index to use. PostgreSQL's planner chooses by
   * itself unless the list is steered; `probe: false` trusts its index without asking (for a read
   * that stops at a cap of its own, where the probe would only read the same rows twice).
   */
  async function plan(term: string | null, { exact = false, probe = true } = {}): Promise<SearchPlan> {
    if (!term || [...term].length < TRIGRAM_MIN || (joined && term.includes(FIELD_SEPARATOR)))
      return { via: 'walk' };
    if (postgres && (!steer || !probe)) return { via: 'index' };
    const found = postgres
      ? sql`SELECT 1 FROM ${sql.table(table)} WHERE ${condition(term, 'index')}`
      : sql`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${ftsPhrase(term)}`;
    const capped = exact ? found : sql`${found} LIMIT ${SPARSE_MATCHES + 1}`;
    const [row] = await read(
      sql<{ matching: number }>`SELECT count(*) AS matching FROM (${capped}) AS found`.compile(db),
    );
    const matching = Number(row!.matching);
    if (matching > SPARSE_MATCHES) return exact ? { via: 'walk', matching } : { via: 'walk' };
    return { via: 'index', matching };
  }

  /** The list in its order: the sort key, then the id (unless the list is sorted by id). */
  function ordered(order: ListOrder, where?: Where<T>) {
    const key = order.key ?? sql.ref(order.column);
    const query = (where ? from().where(where as AnyWhere) : from()).orderBy(key, order.direction);
    return order.column === 'id' ? query : query.orderBy('id', order.direction);
  }

  /**
   * The rows matching `where`, counted exactly, or no further than `cap`: past it the total is a
   * lower bound (`exact: false`).
   */
  async function count(where: Where<T>, order: ListOrder, cap?: number) {
    if (cap === undefined) {
      const row = await from()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(where as AnyWhere)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), exact: true };
    }
    // Ordered as the pages are, so the planner walks the same index instead of a scan that
    // reaches the cap quickly only when the matches are dense.
    const capped = ordered(order, where)
      .select('id')
      .limit(cap + 1);
    const { n } = await any
      .selectFrom(capped.as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const counted = Number(n);
    return counted <= cap ? { total: counted, exact: true } : { total: cap, exact: false };
  }

  /** A searched page of a capped list (see PageRequest.cap). */
  async function cappedPage(request: PageRequest<T> & { term: string; cap: number }): Promise<Page<Row>> {
    const { order, limit, offset, cap } = request;
    // The list of matches stops at the cap by itself: no need to probe first.
    const { via } = await plan(request.term, { probe: false });
    const candidates = await read<{ id: number; key: unknown }>(
      from()
        .select(['id', `${order.column} as key`])
        .where(request.where(via) as AnyWhere)
        .limit(cap + 1),
    );
    if (candidates.length > cap) {
      const walked = ordered(order, request.where('walk')).selectAll().limit(limit).offset(offset);
      return { rows: await read<Row>(walked, 'walk'), total: cap, totalExact: false };
    }
    const sign = order.direction === 'desc' ? -1 : 1;
    const ids = candidates
      .map((row) => ({ id: row.id, key: Buffer.from(String(row.key)) }))
      .sort((a, b) => sign * (Buffer.compare(a.key, b.key) || a.id - b.id))
      .slice(offset, offset + limit)
      .map((row) => row.id);
    const rows = ids.length ? await from().selectAll().where('id', 'in', ids).execute() : [];
    const byId = new Map(rows.map((row) => [row.id as number, row]));
    // A row deleted between the two reads is left out.
    const page = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return { rows: page as Row[], total: candidates.length, totalExact: true };
  }

  return {
    plan,
    condition,
    read,

    /** The first rows of the whole list in its order, without a total (a dashboard's recent list). */
    async first(order: ListOrder, limit: number): Promise<Row[]> {
      return (await ordered(order).selectAll().limit(limit).execute()) as Row[];
    },

    /** One page of the list in its order, with the total of all its pages. */
    async page(request: PageRequest<T>): Promise<Page<Row>> {
      const { term = null, order, cap } = request;
      if (term && cap !== undefined) return cappedPage({ ...request, term, cap });
      const searched = await plan(term, { exact: true });
      const total = async () => {
        if (!term && request.count) return { total: await request.count(), exact: true };
        if (searched.matching !== undefined && request.narrowed === false)
          return { total: searched.matching, exact: true };
        return count(request.where(searched.matching !== undefined ? 'index' : searched.via), order, cap);
      };
      const [rows, counted] = await Promise.all([
        ordered(order, request.where(searched.via))
          .selectAll()
          .limit(request.limit)
          .offset(request.offset)
          .execute(),
        total(),
      ]);
      return { rows: rows as Row[], total: counted.total, totalExact: counted.exact };
    },
  };
}
