import { type ExpressionBuilder, type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import {
  type Subscriber,
  type SubscriberFilter,
  type SubscriberSort,
  type SubscriberStats,
  subscriberSchema,
} from '../../contracts/subscriber';
import type { Locale } from '../../contracts/locales';
import { isPostgres, nowIso } from '../db/connection';
import type { Database, SubscribersTable } from '../db/schema';
import { searchKey, searchTerm } from '../db/search';
import { rowMapping } from '../db/row-mapping';
import { topicsOfMask } from './subscriber-topics';
import { type SearchVia, WALK_SETTINGS, pagedList } from './paged-list';

type Source = SubscribersTable['source'];

const subscriberRows = rowMapping<Selectable<SubscribersTable>>()(subscriberSchema, { besides: ['topics'] });
/** The stored bitmask of topics is a list in the API. */
const toSubscriber = (row: Selectable<SubscribersTable>): Subscriber => ({
  ...subscriberRows.read(row),
  topics: topicsOfMask(row.topics),
});

const SORT_COLUMN = { subscribedAt: 'subscribed_at', email: 'email_key' } as const satisfies Record<
  SubscriberSort,
  keyof SubscribersTable
>;

/** How many rows the export reads per query. */
export const EXPORT_BATCH = 1000;

/**
 * A search counts its matches no further than this many past the page, in steps of
 * SEARCH_COUNT_STEP: an exact total of a term found in 400,000 rows would cost a read of all of
 * them on every keystroke, and the first page needs none of it (see `page`).
 */
export const SEARCH_COUNT_STEP = 1000;
export const searchCountCap = (offset: number, limit: number) =>
  (Math.floor((offset + limit) / SEARCH_COUNT_STEP) + 1) * SEARCH_COUNT_STEP;

/**
 * The tally rows of a status and source (all of them without a filter), in key order so that
 * PostgreSQL reads them through the primary key. Every sign-up rewrites a tally row; a burst of
 * them inside one transaction (the scale fixture's bulk load), or while a long export holds its
 * snapshot, leaves tens of MB of dead versions, which VACUUM frees but does not give back. A plain
 * scan read every one of those pages: 10 ms a count at a million sign-ups, 0.05 ms by the key.
 */
export function talliesQuery(db: Kysely<Database>, filter: Pick<SubscriberFilter, 'status' | 'source'>) {
  let query = db.selectFrom('subscriber_tallies').select(['status', 'source', 'count']);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.source) query = query.where('source', '=', filter.source);
  return query.orderBy('status').orderBy('source');
}

export function subscriberRepository(db: Kysely<Database>) {
  const postgres = isPostgres(db);
  // A term is looked for in the address and the name. A million rows: PostgreSQL is steered
  // between the trigram indexes and the list's own index (see SearchVia).
  const list = pagedList(db, 'subscribers', {
    search: { columns: ['email_key', 'name_key'], steer: true },
  });

  /** The filter's conditions: status, source and the search, reached `via` the given path. */
  function where(filter: SubscriberFilter, via: SearchVia) {
    const term = searchTerm(filter.search);
    return (eb: ExpressionBuilder<Database, 'subscribers'>) => {
      const conditions = [];
      if (filter.status) conditions.push(eb('subscribers.status', '=', filter.status));
      if (filter.source) conditions.push(eb('subscribers.source', '=', filter.source));
      if (term) conditions.push(list.condition(term, via));
      return eb.and(conditions);
    };
  }

  /** The tallies of the status and source given (all of them without a filter). */
  async function tallied(filter: Pick<SubscriberFilter, 'status' | 'source'>) {
    const rows = await talliesQuery(db, filter).execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** The exact number of rows matching the filter: without a search, from the tallies. */
  async function countMatching(filter: SubscriberFilter) {
    const term = searchTerm(filter.search);
    if (!term) return (await tallied(filter)).reduce((sum, row) => sum + row.count, 0);
    const { via } = await list.plan(term);
    const [row] = await list.read(
      db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(where(filter, via)),
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
      postgres && column === 'email_key'
        ? sql<string>`subscribers.email_key COLLATE "C"`
        : sql.ref<string>(column);
    return { column, key, order };
  }

  return {
    /**
     * One page of the filtered list, newest first unless asked otherwise, with the total. A
     * searched page counts its matches up to a cap (searchCountCap): a common term's total is then
     * a lower bound, `totalExact: false`, and `count` has the rest.
     */
    async page(filter: SubscriberFilter & { limit: number; offset: number }) {
      const { column, key, order } = ordered(filter);
      const page = await list.page({
        term: searchTerm(filter.search),
        where: (via) => where(filter, via),
        narrowed: !!filter.status || !!filter.source,
        order: { column, key, direction: order },
        limit: filter.limit,
        offset: filter.offset,
        count: () => countMatching(filter),
        cap: searchCountCap(filter.offset, filter.limit),
      });
      return { ...page, rows: page.rows.map(toSubscriber) };
    },

    /** The exact number of rows matching the filter (the export's total, a search's full count). */
    count: (filter: SubscriberFilter = {}) => countMatching(filter),

    /**
     * Every row of the filtered list in the list's order, EXPORT_BATCH at a time. Each batch is read
     * after the last row of the one before (keyset paging), so memory stays flat and no batch
     * re-reads the rows before it.
     */
    async *batches(filter: SubscriberFilter): AsyncGenerator<Subscriber[]> {
      const { column, key, order } = ordered(filter);
      const term = searchTerm(filter.search);
      // A common term is read in list order, batch by batch; a rare one through its index.
      const { via } = await list.plan(term);
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
        const rows = term ? await list.read(batch, via) : await batch.execute();
        if (rows.length > 0) yield rows.map(toSubscriber);
        if (rows.length < EXPORT_BATCH) return;
        last = rows[rows.length - 1];
      }
    },

    /**
     * The same rows as `batches`, as one ordered query to read through a cursor (PostgreSQL's
     * export), with the settings its transaction needs.
     */
    async exportQuery(filter: SubscriberFilter, columns: readonly (keyof SubscribersTable)[]) {
      const { key, order } = ordered(filter);
      const term = searchTerm(filter.search);
      const { via } = await list.plan(term);
      const query = db
        .selectFrom('subscribers')
        .select(columns)
        .where(where(filter, via))
        .orderBy(key, order)
        .orderBy('id', order)
        .compile();
      return { query, settings: term && via === 'walk' ? WALK_SETTINGS : [] };
    },

    /** The counters, from the tallies the triggers keep. */
    async stats(): Promise<SubscriberStats> {
      const groups = await tallied({});
      const stats: SubscriberStats = {
        total: 0,
        byStatus: { pending: 0, active: 0, unsubscribed: 0, bounced: 0, complained: 0 },
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
     * Adds the address, or signs it up again when it is already known (whatever its case). One
     * INSERT … ON CONFLICT statement on the unique email_key, so two identical signups at the same
     * moment both succeed and leave one row, on SQLite and PostgreSQL alike. A known address keeps
     * its first subscribed_at, source and name; a name is only filled in when none was stored.
     *
     * With `confirm` (mail is on) a new, pending or unsubscribed address becomes pending and is
     * owed a confirmation mail (`confirm_sends` numbers it); an active one stays as it is and is
     * owed nothing. Without it, the address is active at once. An unsubscribed address that comes
     * back gets a new token version, so the links mailed to it before stop working.
     *
     * A bounced or complained address comes back like an unsubscribed one when mail is on: pending,
     * with a new confirmation (double opt-in again). With mail off it stays suppressed: nothing could
     * prove its owner wants the mail (docs/decisions/0058-bounces-and-complaints.md).
     *
     * `locale` is the one its mails are written in, null for the default's (the sign-up page's
     * locale): each sign-up sets it, an active address's too, so the last page signed up on wins.
     */
    async subscribe(values: {
      email: string;
      source: Source;
      name?: string;
      ipHash: string;
      confirm: boolean;
      locale: Locale | null;
    }) {
      const now = nowIso();
      const name = values.name ? values.name : null;
      const fresh = values.confirm ? 'pending' : 'active';
      // The statuses a sign-up leaves as they are: active, and with mail off the suppressed ones.
      const keeps = values.confirm
        ? sql`subscribers.status = 'active'`
        : sql`subscribers.status IN ('active', 'bounced', 'complained')`;
      const unlessActive = <T>(kept: string, changed: T | RawBuilder<T>) =>
        sql<T>`CASE WHEN ${keeps} THEN ${sql.ref(kept)} ELSE ${changed} END`;
      // Links mailed before an unsubscription or a suppression stop working when the address returns.
      const returns = values.confirm
        ? sql`subscribers.status IN ('unsubscribed', 'bounced', 'complained')`
        : sql`subscribers.status = 'unsubscribed'`;
      return db
        .insertInto('subscribers')
        .values({
          email: values.email,
          email_key: searchKey(values.email)!,
          name,
          name_key: searchKey(name),
          status: fresh,
          source: values.source,
          subscribed_at: now,
          updated_at: now,
          ip_hash: values.ipHash,
          confirm_requested_at: values.confirm ? now : null,
          confirm_sends: values.confirm ? 1 : 0,
          locale: values.locale,
        })
        .onConflict((oc) =>
          oc.column('email_key').doUpdateSet((eb) => ({
            status: unlessActive('subscribers.status', fresh),
            token_version: sql<number>`CASE WHEN ${returns}
              THEN subscribers.token_version + 1 ELSE subscribers.token_version END`,
            suppressed_reason: unlessActive<string | null>('subscribers.suppressed_reason', null),
            suppressed_at: unlessActive<string | null>('subscribers.suppressed_at', null),
            confirm_sends: values.confirm
              ? unlessActive('subscribers.confirm_sends', sql<number>`subscribers.confirm_sends + 1`)
              : sql<number>`subscribers.confirm_sends`,
            confirm_requested_at: unlessActive<string | null>(
              'subscribers.confirm_requested_at',
              values.confirm ? now : null,
            ),
            ip_hash: unlessActive('subscribers.ip_hash', sql<string>`excluded.ip_hash`),
            updated_at: now,
            name: eb.fn.coalesce('subscribers.name', 'excluded.name'),
            name_key: eb.fn.coalesce('subscribers.name_key', 'excluded.name_key'),
            locale: sql<string | null>`excluded.locale`,
          })),
        )
        .returning(['id', 'email', 'email_key', 'status', 'confirm_sends'])
        .executeTakeFirstOrThrow();
    },

    async find(id: number) {
      const row = await db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toSubscriber(row) : undefined;
    },

    async remove(id: number) {
      const result = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
