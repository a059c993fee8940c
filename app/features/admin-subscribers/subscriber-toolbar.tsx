import { Download, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '~/components/ui/button';
import { FilterButtons } from '~/components/ui/filter-buttons';
import { Progress } from '~/components/ui/progress';
import { SearchInput } from '~/components/ui/search-input';
import { RefreshButton } from '~/features/admin-shared/refresh-button';
import { formatCount } from '~/lib/intl-format';
import type { ExportProgress } from './subscriber-csv';
import { SOURCE_OPTIONS, STATUS_OPTIONS, type SourceFilter, type StatusFilter } from './subscriber-filters';

export type SubscriberFilterState = { search: string; status: StatusFilter; source: SourceFilter };

/** Whether any filter narrows the list (the empty text and Clear Filters depend on it). */
export const isFiltered = (filters: SubscriberFilterState) =>
  filters.search !== '' || filters.status !== 'all' || filters.source !== 'all';

export function SubscriberToolbar({
  filters,
  onChange,
  onClear,
  canExport,
  onExport,
  exporting,
  onRefresh,
  refreshing,
}: {
  filters: SubscriberFilterState;
  /** One filter or the search changed. */
  onChange: (change: Partial<SubscriberFilterState>) => void;
  onClear: () => void;
  canExport: boolean;
  onExport: () => void;
  /** The export under way, or null. */
  exporting: ExportProgress | null;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchInput
          id="subscriber-search"
          label="Search subscribers"
          placeholder="Search subscribers by email or name..."
          value={filters.search}
          onValueChange={(search) => onChange({ search })}
          className="flex-1"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={onExport}
            disabled={!canExport || exporting !== null}
            aria-busy={exporting !== null}
          >
            <Download aria-hidden="true" className={exporting ? 'animate-pulse' : undefined} /> Export CSV
          </Button>
          <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
        </div>
      </div>
      {exporting ? <ExportStatus progress={exporting} /> : null}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
        <FilterGroup
          heading="Status"
          label="Filter by status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => onChange({ status })}
        />
        <FilterGroup
          heading="Source"
          label="Filter by source"
          options={SOURCE_OPTIONS}
          value={filters.source}
          onChange={(source) => onChange({ source })}
        />
        {isFiltered(filters) ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" /> Clear Filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Filter buttons under a visible heading; screen readers get the group's own label instead. */
function FilterGroup<T extends string>({
  heading,
  ...buttons
}: { heading: string } & ComponentProps<typeof FilterButtons<T>>) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-semibold tracking-wide text-bone-500 uppercase" aria-hidden="true">
        {heading}
      </span>
      <FilterButtons {...buttons} />
    </div>
  );
}

function ExportStatus({ progress }: { progress: ExportProgress }) {
  const percent = progress.total > 0 ? Math.round((progress.rows / progress.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1" role="status">
      <p className="text-sm text-bone-300">
        Exporting {formatCount(progress.rows)} of {formatCount(progress.total)} subscribers...
      </p>
      <Progress value={percent} aria-label="Export progress" />
    </div>
  );
}
