import { FormField } from '~/components/ui/form-field';
import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';
import { FEATURED_OPTIONS, type PostFilter, STATUS_OPTIONS } from './post-filters';

/** A toolbar's caption, smaller and greyer than a form's label, tight above its drop-down. */
const FILTER_CAPTION = 'gap-1 [&>label]:text-xs [&>label]:text-bone-500';

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
        {/* The captions are short; each drop-down's aria-label is the fuller name screen readers hear. */}
        <FormField id="post-status-filter" label="Status" className={FILTER_CAPTION}>
          {(control) => (
            <OptionSelect
              {...control}
              aria-label="Filter by status"
              options={STATUS_OPTIONS}
              value={filter.status}
              onChange={(status) => onChange({ ...filter, status })}
              className="md:w-40"
            />
          )}
        </FormField>
        <FormField id="post-featured-filter" label="Featured" className={FILTER_CAPTION}>
          {(control) => (
            <OptionSelect
              {...control}
              aria-label="Filter by featured"
              options={FEATURED_OPTIONS}
              value={filter.featured}
              onChange={(featured) => onChange({ ...filter, featured })}
              className="md:w-44"
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
