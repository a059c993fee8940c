import {
  type CompiledQuery,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type Selectable,
  sql,
} from 'kysely';
import type {
  Subscriber,
  SubscriberFilter,
  SubscriberSort,
  SubscriberStats,
} from '../../../contracts/subscriber';
import { nowIso } from '../../db/connection';
import type { Database, SubscribersTable } from '../../db/schema';
import { TRIGRAM_MIN, containsPattern, ftsPhrase, searchKey, searchTerm } from '../../db/search';
import { offThreadReader } from '../../db/sqlite-reader';

type Source = SubscribersTable['source'];
type Eb = ExpressionBuilder<Database, 'subscribers'>;

function toSubscriber(row: Selectable<SubscribersTable>): Subscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    source: row.source,
    subscribedAt: row.subscribed_at,
  };
}

const SORT_COLUMN = { subscribedAt: 'subscribed_at', email: 'email_key' } as const satisfies Record<
  SubscriberSort,
  keyof SubscribersTable
>;

/** Below this many matches, SQLite pages a search from the FTS index; above, in list order. */
export const SPARSE_MATCHES = 2000;

/** How many rows the export reads per query. */
export const EXPORT_BATCH = 1000;

export function subscriberRepository(db: Kysely<Database>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const reader = offThreadReader(db);

  /**
   * How the "contains" search over email and name runs. PostgreSQL's trigram indexes serve LIKE
   * and its planner chooses. On SQLite the FTS5 trigram table finds the rows of a term with a
   * trigram at once, and counts them cheaply; but a term found in thousands of rows is paged
   * faster by walking the list's own index in order and testing each row, which stops once the
   * page is full. `matching` is the FTS count when it was taken (every row, before the filters).
   */
  async function searchPlan(term: string | null): Promise<{ via: 'fts' | 'like'; matching?: number }> {
    if (isPostgres || !term || [...term].length < TRIGRAM_MIN) return { via: 'like' };
    const count = sql<{ matching: number }>`SELECT count(*) AS matching FROM subscribers_search
      WHERE subscribers_search MATCH ${ftsPhrase(term)}`;
    const [row] = reader
      ? await reader.all<{ matching: number }>(count.compile(db))
      : (await count.execute(db)).rows;
    const matching = Number(row!.matching);
    return { via: matching > SPARSE_MATCHES ? 'like' : 'fts', matching };
  }

  /**
   * A search may read every row (a term shorter than a trigram, or found almost everywhere): on
   * SQLite it runs on the off-thread reader so the event loop stays free; elsewhere as usual.
   */
  function searchRead<Row>(query: { compile(): CompiledQuery<Row>; execute(): Promise<Row[]> }) {
    return reader ? reader.all<Row>(query.compile()) : query.execute();
  }

  function matches(eb: Eb, term: string, via: 'fts' | 'like') {
    if (via === 'fts')
      return eb(
        'subscribers.id',
        'in',
        sql<number>`(SELECT rowid FROM subscribers_search WHERE subscribers_search MATCH ${ftsPhrase(term)})`,
      );
    const pattern = containsPattern(term);
    return sql<boolean>`(subscribers.email_key LIKE ${pattern} ESCAPE '\\' OR subscribers.name_key LIKE ${pattern} ESCAPE '\\')`;
  }

  function where(filter: SubscriberFilter, via: 'fts' | 'like') {
    const term = searchTerm(filter.search);
    return (eb: Eb) => {
      const conditions = [];
      if (filter.status) conditions.push(eb('subscribers.status', '=', filter.status));
      if (filter.source) conditions.push(eb('subscribers.source', '=', filter.source));
      if (term) conditions.push(matches(eb, term, via));
      return eb.and(conditions);
    };
  }

  /** The tallies of the status and source given (all of them without a filter), added up. */
  async function tallied(filter: Pick<SubscriberFilter, 'status' | 'source'>) {
    let query = db.selectFrom('subscriber_tallies').select(['status', 'source', 'count']);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.source) query = query.where('source', '=', filter.source);
    return (await query.execute()).map((row) => ({ ...row, count: Number(row.count) }));
  }

  /**
   * The number of rows matching the filter: without a search, the tallies; with one, the FTS count
   * already taken when nothing else filters, else a count.
   */
  async function countMatching(filter: SubscriberFilter, plan: { matching?: number }) {
    if (!searchTerm(filter.search)) return (await tallied(filter)).reduce((sum, row) => sum + row.count, 0);
    if (plan.matching !== undefined && !filter.status && !filter.source) return plan.matching;
    const [row] = await searchRead(
      db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(where(filter, plan.matching !== undefined ? 'fts' : 'like')),
    );
    return Number(row!.total);
  }

  /**
   * The sort column, compared by code point on PostgreSQL as SQLite does (a database created with
   * a language collation would otherwise order emails differently); the migration indexes it so.
   */
  function ordered(filter: SubscriberFilter) {
    const column = SORT_COLUMN[filter.sort ?? 'subscribedAt'];
    const order = filter.order ?? 'desc';
    const key =
      isPostgres && column === 'email_key'
        ? sql<string>`subscribers.email_key COLLATE "C"`
        : sql.ref<string>(column);
    return { column, key, order };
  }

  return {
    /** One page of the filtered list, newest first unless asked otherwise, with the total. */
    async page(filter: SubscriberFilter & { limit: number; offset: number }) {
      const { key, order } = ordered(filter);
      const term = searchTerm(filter.search);
      const plan = await searchPlan(term);
      const query = db
        .selectFrom('subscribers')
        .selectAll()
        .where(where(filter, plan.via))
        .orderBy(key, order)
        .orderBy('id', order)
        .limit(filter.limit)
        .offset(filter.offset);
      const [rows, total] = await Promise.all([
        term ? searchRead(query) : query.execute(),
        countMatching(filter, plan),
      ]);
      return { rows: rows.map(toSubscriber), total };
    },

    async count(filter: SubscriberFilter = {}) {
      return countMatching(filter, await searchPlan(searchTerm(filter.search)));
    },

    /**
     * Every row of the filtered list in the list's order, EXPORT_BATCH at a time. Each batch is read
     * after the last row of the one before (keyset paging), so memory stays flat and no batch
     * re-reads the rows before it.
     */
    async *batches(filter: SubscriberFilter): AsyncGenerator<Subscriber[]> {
      const { column, key, order } = ordered(filter);
      const { via } = await searchPlan(searchTerm(filter.search));
      let last: Selectable<SubscribersTable> | undefined;
      for (;;) {
        let query = db.selectFrom('subscribers').selectAll().where(where(filter, via));
        if (last) {
          const after = last;
          query = query.where((eb) =>
            eb(eb.tuple(key, eb.ref('id')), order === 'desc' ? '<' : '>', eb.tuple(after[column], after.id)),
          );
        }
        const batch = query.orderBy(key, order).orderBy('id', order).limit(EXPORT_BATCH);
        const rows = filter.search ? await searchRead(batch) : await batch.execute();
        if (rows.length > 0) yield rows.map(toSubscriber);
        if (rows.length < EXPORT_BATCH) return;
        last = rows[rows.length - 1];
      }
    },

    /** The counters, from the tallies the triggers keep. */
    async stats(): Promise<SubscriberStats> {
      const groups = await tallied({});
      const stats: SubscriberStats = {
        total: 0,
        byStatus: { active: 0, unsubscribed: 0 },
        bySource: { website: 0, newsletter: 0, social: 0 },
      };
      for (const group of groups) {
        stats.total += group.count;
        if (group.status in stats.byStatus) stats.byStatus[group.status] += group.count;
        if (group.source in stats.bySource) stats.bySource[group.source] += group.count;
      }
      return stats;
    },

    /**
     * Adds the address, or re-activates it when it is already known (whatever its case). One
     * INSERT … ON CONFLICT statement on the unique email_key, so two identical signups at the same
     * moment both succeed and leave one row, on SQLite and PostgreSQL alike. A known address keeps
     * its first subscribed_at, source and name; a name is only filled in when none was stored.
     */
    async subscribe(values: { email: string; source: Source; name?: string }) {
      const now = nowIso();
      const name = values.name ? values.name : null;
      await db
        .insertInto('subscribers')
        .values({
          email: values.email,
          email_key: searchKey(values.email)!,
          name,
          name_key: searchKey(name),
          status: 'active',
          source: values.source,
          subscribed_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('email_key').doUpdateSet((eb) => ({
            status: 'active',
            updated_at: now,
            name: eb.fn.coalesce('subscribers.name', 'excluded.name'),
            name_key: eb.fn.coalesce('subscribers.name_key', 'excluded.name_key'),
          })),
        )
        .execute();
    },

    async remove(id: number) {
      const result = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
