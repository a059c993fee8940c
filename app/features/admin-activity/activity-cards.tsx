import type { AuditEntry } from '@contracts/audit-log';
import { EntryAction, EntryActor, EntryTarget, EntryTime, entrySummary } from './activity-parts';

/** The audit log's page on a phone: one card per entry, nothing to scroll sideways. */
export function ActivityCards({ entries, timeZone }: { entries: readonly AuditEntry[]; timeZone: string }) {
  return (
    <ul aria-label="Activity entries">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-2 border-t border-ink-700 p-4 first:border-t-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <EntryAction entry={entry} />
            <span className="text-xs text-bone-500">
              <EntryTime entry={entry} timeZone={timeZone} />
            </span>
          </div>
          <EntryActor entry={entry} />
          <EntryTarget entry={entry} />
          <p className="text-sm break-words text-bone-300">{entrySummary(entry)}</p>
        </li>
      ))}
    </ul>
  );
}
