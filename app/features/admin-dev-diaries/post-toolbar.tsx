import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';
import { FEATURED_OPTIONS, type PostFilter, STATUS_OPTIONS } from './post-filters';

type PostToolbarProps = { filter: PostFilter; onChange: (filter: PostFilter) => void };

/** Search over title, author and tags; status and featured filters (docs/back-office-screens.md §2). */
export function PostToolbar({ filter, onChange }: PostToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchInput
        label="Search posts"
        placeholder="Search posts by title, author, or tags..."
        value={filter.search}
        onValueChange={(search) => onChange({ ...filter, search })}
        className="flex-1"
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <label className="flex flex-col gap-1 text-xs font-medium text-bone-500">
          Status
          <OptionSelect
            aria-label="Filter by status"
            options={STATUS_OPTIONS}
            value={filter.status}
            onChange={(status) => onChange({ ...filter, status })}
            className="md:w-40"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-bone-500">
          Featured
          <OptionSelect
            aria-label="Filter by featured"
            options={FEATURED_OPTIONS}
            value={filter.featured}
            onChange={(featured) => onChange({ ...filter, featured })}
            className="md:w-44"
          />
        </label>
      </div>
    </div>
  );
}
