import { Search, X } from 'lucide-react';
import { useId } from 'react';

/** The roster's search box: name or role, case-insensitive. */
export function FighterSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Search fighters
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-bone-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search by name or role"
        autoComplete="off"
        className="h-11 w-full rounded-sm border border-ink-600 bg-ink-900/80 pr-10 pl-10 text-sm text-bone-50 placeholder:text-bone-500 focus-visible:border-blood-500 focus-visible:ring-2 focus-visible:ring-blood-500/40 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-sm text-bone-500 hover:text-bone-50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
