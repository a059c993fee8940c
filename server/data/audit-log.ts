import type { Kysely, Selectable } from 'kysely';
import type { AuditAction, AuditEntity, AuditEntry, AuditFilter } from '../../contracts/audit-log';
import { countUpTo } from '../db/capped-count';
import type { AuditLogTable, Database } from '../db/schema';

/**
 * Counting stops here: past it the total reads "at least" (`totalExact: false`). Every filter is
 * served by an index (migration 012), so the page itself stays cheap at millions of entries; an
 * exact count of them all would not.
 */
export const AUDIT_COUNT_CAP = 10_000;

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, username: row.actor_name },
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    summary: row.summary,
    ip: row.ip,
  };
}

export function auditLogRepository(db: Kysely<Database>) {
  function filtered(filter: Omit<AuditFilter, 'limit' | 'offset'>) {
    let query = db.selectFrom('audit_log');
    if (filter.actor !== undefined)
      query = /^\d+$/.test(filter.actor)
        ? query.where('actor_id', '=', Number(filter.actor))
        : query.where('actor_name', '=', filter.actor.toLowerCase());
    if (filter.entity) query = query.where('entity', '=', filter.entity);
    if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.from) query = query.where('at', '>=', filter.from);
    if (filter.to) query = query.where('at', '<', filter.to);
    return query;
  }

  return {
    /** One page, newest first, with the number of matching entries (capped, see above). */
    async page(filter: AuditFilter) {
      const query = filtered(filter);
      const rows = await query
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      const ordered = query.select('id').orderBy('at', 'desc').orderBy('id', 'desc');
      const { total, exact } = await countUpTo(db, ordered, AUDIT_COUNT_CAP);
      return { rows: rows.map(toEntry), total, exact };
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
