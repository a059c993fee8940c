import { Search } from 'lucide-react';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { FEATURED_OPTIONS, type PostFilter, STATUS_OPTIONS } from './post-filters';

type PostToolbarProps = { filter: PostFilter; onChange: (filter: PostFilter) => void };

/** Search over title, author and tags; status and featured filters (back-office.md §2). */
export function PostToolbar({ filter, onChange }: PostToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-bone-500"
        />
        <Input
          type="search"
          aria-label="Search posts"
          placeholder="Search posts by title, author, or tags..."
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <label className="flex flex-col gap-1 text-xs font-medium text-bone-500">
          Status
          <NativeSelect
            aria-label="Filter by status"
            value={filter.status}
            onChange={(event) => onChange({ ...filter, status: event.target.value as PostFilter['status'] })}
            className="md:w-40"
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-bone-500">
          Featured
          <NativeSelect
            aria-label="Filter by featured"
            value={filter.featured}
            onChange={(event) =>
              onChange({ ...filter, featured: event.target.value as PostFilter['featured'] })
            }
            className="md:w-44"
          >
            {FEATURED_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
    </div>
  );
}
