import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { type AuditEntry, type AuditFilter, auditEntrySchema } from '../../contracts/audit-log';
import { rowMapping } from '../db/row-mapping';
import type { AuditLogTable, Database } from '../db/schema';
import { pagedList } from './paged-list';

/**
 * Counting stops here: past it the total reads "at least" (`totalExact: false`). Every filter is
 * served by an index (migration 012), so the page itself stays cheap at millions of entries; an
 * exact count of them all would not.
 */
export const AUDIT_COUNT_CAP = 10_000;

const entryRows = rowMapping<Selectable<AuditLogTable>>()(auditEntrySchema, { besides: ['actor'] });

const toEntry = (row: Selectable<AuditLogTable>): AuditEntry => ({
  ...entryRows.read(row),
  actor: { id: row.actor_id, username: row.actor_name },
});

export function auditLogRepository(db: Kysely<Database>) {
  const list = pagedList(db, 'audit_log');

  function where(filter: Omit<AuditFilter, 'limit' | 'offset'>) {
    return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
      const conditions = [];
      if (filter.actor !== undefined)
        conditions.push(
          /^\d+$/.test(filter.actor)
            ? eb('actor_id', '=', Number(filter.actor))
            : eb('actor_name', '=', filter.actor.toLowerCase()),
        );
      if (filter.entity) conditions.push(eb('entity', '=', filter.entity));
      if (filter.entityId !== undefined) conditions.push(eb('entity_id', '=', filter.entityId));
      if (filter.action) conditions.push(eb('action', '=', filter.action));
      if (filter.from) conditions.push(eb('at', '>=', filter.from));
      if (filter.to) conditions.push(eb('at', '<', filter.to));
      return eb.and(conditions);
    };
  }

  return {
    /** One page, newest first, with the number of matching entries (capped, see above). */
    async page(filter: AuditFilter) {
      const { rows, total, totalExact } = await list.page({
        where: () => where(filter),
        order: { column: 'at', direction: 'desc' },
        limit: filter.limit,
        offset: filter.offset,
        cap: AUDIT_COUNT_CAP,
      });
      return { rows: rows.map(toEntry), total, totalExact };
    },

    /** Deletes up to `batch` entries older than `before`; answers how many went. */
    async purgeOlderThan(before: string, batch: number) {
      const result = await db
        .deleteFrom('audit_log')
        .where('id', 'in', (eb) =>
          eb.selectFrom('audit_log').select('id').where('at', '<', before).orderBy('at').limit(batch),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
