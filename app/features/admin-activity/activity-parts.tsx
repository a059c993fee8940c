import type { AuditEntry } from '@contracts/audit-log';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { formatInZone } from '~/features/admin-dev-diaries/studio-time';
import { activityHref } from './activity-filters';
import { ACTION_LABELS, ENTITY_LABELS, actionVariant } from './activity-labels';

/** The pieces of one entry, shared by the table (wide screens) and the cards (phones). */

export function EntryTime({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  return <time dateTime={entry.at}>{formatInZone(entry.at, timeZone)}</time>;
}

export function EntryAction({ entry }: { entry: AuditEntry }) {
  return (
    <Badge variant={actionVariant(entry.action)} casing="normal">
      {ACTION_LABELS[entry.action]}
    </Badge>
  );
}

/** The actions no person takes: the mail loop records them itself (a bounce, a spam complaint). */
const SYSTEM_ACTIONS: readonly AuditEntry['action'][] = ['mail_bounce', 'mail_complaint'];

export function EntryActor({ entry }: { entry: AuditEntry }) {
  if (SYSTEM_ACTIONS.includes(entry.action)) return <span className="text-bone-300">Mail system</span>;
  if (entry.actor.id === null)
    return (
      <span className="text-bone-300">
        Unknown <span className="text-xs text-bone-500">(tried “{entry.actor.username}”)</span>
        {entry.ip ? <span className="block text-xs text-bone-500">from {entry.ip}</span> : null}
      </span>
    );
  return <span className="font-semibold break-words text-bone-50">@{entry.actor.username}</span>;
}

/** The row the entry is about, linked to all of that row's entries. */
export function EntryTarget({ entry }: { entry: AuditEntry }) {
  const kind = ENTITY_LABELS[entry.entity];
  return (
    <div className="min-w-0">
      {entry.entityLabel ? <p className="break-words text-bone-50">{entry.entityLabel}</p> : null}
      {entry.entityId !== null ? (
        <Link
          to={activityHref(entry.entity, entry.entityId)}
          className="text-xs text-blood-400 underline-offset-2 hover:underline"
          aria-label={`All activity on ${kind} #${entry.entityId}`}
        >
          {kind} #{entry.entityId}
        </Link>
      ) : (
        <p className="text-xs text-bone-500">{kind}</p>
      )}
    </div>
  );
}

/** Which fields moved; a save that moved none says so rather than showing nothing. */
export function entrySummary(entry: AuditEntry) {
  if (entry.summary) return entry.summary;
  return entry.action === 'update' ? 'No field changed' : '—';
}
