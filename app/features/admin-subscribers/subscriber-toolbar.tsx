import { Download, RefreshCw, Search, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { FilterButtons } from '~/components/ui/filter-buttons';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';
import { SOURCE_OPTIONS, STATUS_OPTIONS, type SourceFilter, type StatusFilter } from './subscriber-filters';

export type SubscriberFilterState = { search: string; status: StatusFilter; source: SourceFilter };

export const NO_FILTERS: SubscriberFilterState = { search: '', status: 'all', source: 'all' };

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
  const filtered = filters.search !== '' || filters.status !== 'all' || filters.source !== 'all';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Label htmlFor="subscriber-search" className="sr-only">
            Search subscribers
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-bone-500"
          />
          <Input
            id="subscriber-search"
            type="search"
            placeholder="Search subscribers by email or name..."
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            className="pl-9"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onExport} disabled={!canExport}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} /> Refresh
          </Button>
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
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden="true" /> Clear Filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
