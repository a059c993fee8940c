import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';

type SearchFilterToolbarProps<T extends string> = {
  search: { label: string; placeholder: string; value: string; onChange: (search: string) => void };
  /** One drop-down filter beside the search, named for screen readers by its label. */
  filter: {
    label: string;
    options: readonly { value: T; label: string }[];
    value: T;
    onChange: (value: T) => void;
  };
};

/** A list screen's search box and its one filter, side by side from small screens up. */
export function SearchFilterToolbar<T extends string>({ search, filter }: SearchFilterToolbarProps<T>) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onValueChange={search.onChange}
        className="flex-1"
      />
      <OptionSelect
        aria-label={filter.label}
        options={filter.options}
        value={filter.value}
        onChange={filter.onChange}
        className="sm:w-44"
      />
    </div>
  );
}
