import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntity } from '../../contracts/audit-log';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';
import { LABEL_MAX, SUMMARY_MAX, truncate } from './changes';

export interface AuditActor {
  /** Null when the caller is unknown (a failed sign-in). */
  id: number | null;
  username: string;
}

/** What a route says it did; who and from where come from the request. */
export interface AuditDraft {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | null;
  label?: string | null;
  summary?: string;
  /** Only when the request has no session yet or any more (sign-in). */
  actor?: AuditActor;
}

/** Appends one entry, on `db` (the caller's transaction, so it commits with the change). */
export async function recordAudit(
  db: Kysely<Database>,
  draft: AuditDraft & { actor: AuditActor; ip: string | null },
) {
  await db
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      actor_id: draft.actor.id,
      actor_name: truncate(draft.actor.username.toLowerCase(), 100),
      action: draft.action,
      entity: draft.entity,
      entity_id: draft.entityId ?? null,
      entity_label: draft.label ? truncate(draft.label, LABEL_MAX) : null,
      summary: truncate(draft.summary ?? '', SUMMARY_MAX),
      ip: draft.ip,
    })
    .execute();
}
