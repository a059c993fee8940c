import type { Kysely, Selectable } from 'kysely';
import type { Subscriber } from '../../../contracts/subscriber';
import { nowIso } from '../../db/connection';
import type { Database, SubscribersTable } from '../../db/schema';

type Status = SubscribersTable['status'];
type Source = SubscribersTable['source'];

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

export function subscriberRepository(db: Kysely<Database>) {
  return {
    async list(filter: { status?: Status; source?: Source }) {
      let query = db.selectFrom('subscribers').selectAll();
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.source) query = query.where('source', '=', filter.source);
      const rows = await query.orderBy('subscribed_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toSubscriber);
    },

    /**
     * Adds the address, or re-activates it when it is already known (whatever its case). One
     * INSERT … ON CONFLICT statement on the unique email_key, so two identical signups at the same
     * moment both succeed and leave one row, on SQLite and PostgreSQL alike. A known address keeps
     * its first subscribed_at, source and name; a name is only filled in when none was stored.
     */
    async subscribe(values: { email: string; source: Source; name?: string }) {
      const now = nowIso();
      await db
        .insertInto('subscribers')
        .values({
          email: values.email,
          email_key: values.email.toLowerCase(),
          name: values.name ? values.name : null,
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
