import { Download, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { FilterButtons } from '~/components/ui/filter-buttons';
import { SearchInput } from '~/components/ui/search-input';
import { RefreshButton } from '~/features/admin-shared/refresh-button';
import { SOURCE_OPTIONS, STATUS_OPTIONS, type SourceFilter, type StatusFilter } from './subscriber-filters';

export type SubscriberFilterState = { search: string; status: StatusFilter; source: SourceFilter };

export const NO_FILTERS: SubscriberFilterState = { search: '', status: 'all', source: 'all' };

/** Whether any filter narrows the list (the empty text and Clear Filters depend on it). */
export const isFiltered = (filters: SubscriberFilterState) =>
  filters.search !== '' || filters.status !== 'all' || filters.source !== 'all';

export function SubscriberToolbar({
  filters,
  onChange,
  canExport,
  onExport,
  onRefresh,
  refreshing,
}: {
  filters: SubscriberFilterState;
  onChange: (filters: SubscriberFilterState) => void;
  canExport: boolean;
  onExport: () => void;
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
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          className="flex-1"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onExport} disabled={!canExport}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
          <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
        </div>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-bone-500 uppercase" aria-hidden="true">
            Status
          </span>
          <FilterButtons
            label="Filter by status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => onChange({ ...filters, status })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-bone-500 uppercase" aria-hidden="true">
            Source
          </span>
          <FilterButtons
            label="Filter by source"
            options={SOURCE_OPTIONS}
            value={filters.source}
            onChange={(source) => onChange({ ...filters, source })}
          />
        </div>
        {isFiltered(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden="true" /> Clear Filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
