import type { AuditEntry } from '@contracts/audit-log';
import { DataTable } from '~/features/admin-shared/data-table';
import { EntryAction, EntryActor, EntryTarget, EntryTime, entrySummary } from './activity-parts';

const COLUMNS = ['Time', 'Actor', 'Action', 'Entry', 'Changes'] as const;

/**
 * The audit log's page on wide screens: who did what to which row, and which fields moved. The
 * screen shows loading, error and empty states around it (ListState), so it only draws rows.
 */
export function ActivityTable({ entries, timeZone }: { entries: readonly AuditEntry[]; timeZone: string }) {
  return (
    <DataTable
      label="Activity table"
      columns={COLUMNS}
      className="min-w-[880px]"
      state="ready"
      loadingText=""
      errorText=""
      isEmpty={false}
      emptyText=""
      stickyLastColumn={false}
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top hover:bg-ink-850/60">
          <td className="px-4 py-3 whitespace-nowrap text-bone-300">
            <EntryTime entry={entry} timeZone={timeZone} />
          </td>
          <td className="px-4 py-3">
            <EntryActor entry={entry} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <EntryAction entry={entry} />
          </td>
          <td className="px-4 py-3">
            <EntryTarget entry={entry} />
          </td>
          <td className="max-w-md px-4 py-3 break-words text-bone-300">{entrySummary(entry)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
