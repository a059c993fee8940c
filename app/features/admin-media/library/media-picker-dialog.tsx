import type { MediaItem } from '@contracts/media';
import { Library } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/components/ui/dialog';
import { SearchInput } from '~/components/ui/search-input';
import { ListState } from '~/features/admin-shared/list-state';
import { SEARCH_DEBOUNCE_MS } from '~/features/admin-shared/use-url-list-view';
import type { MediaKind } from '../media-file';
import { useMediaPage } from './media-api';
import { MediaThumbnail } from './media-thumbnail';

/**
 * "From Library" beside an upload field: the library's files of that kind, newest first and
 * searchable, each a button that puts its path in the field. Nothing is uploaded again.
 */
export function MediaPickerDialog({
  kind,
  label,
  onPick,
}: {
  kind: MediaKind;
  label: string;
  onPick: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Choose ${label} from the library`}>
          <Library aria-hidden="true" /> From Library
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Choose from Library</DialogTitle>
        <DialogDescription>
          {label}: the uploaded {kind === 'image' ? 'images' : 'videos'}, newest first.
        </DialogDescription>
        {open ? (
          <MediaPickerList
            kind={kind}
            onPick={(item) => {
              onPick(item.url);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The searchable list alone, for callers that hold their own dialog (the rich text editor). */
export function MediaPickerList({ kind, onPick }: { kind: MediaKind; onPick: (item: MediaItem) => void }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const wait = setTimeout(() => setSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(wait);
  }, [draft]);
  const query = useMediaPage({ search, kind, page: 1 });
  const items = query.data?.data ?? [];

  return (
    <div className="mt-4 flex flex-col gap-4">
      <SearchInput
        label="Search the library"
        placeholder="Search by file name, alt text or caption..."
        value={draft}
        onValueChange={setDraft}
      />
      <ListState
        query={query}
        what="files"
        isEmpty={items.length === 0}
        emptyText={search ? 'No files match this search.' : 'The library has no such files yet.'}
      >
        <ul
          aria-label="Library files"
          className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3"
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                aria-label={`Choose ${item.name}`}
                className="flex w-full flex-col overflow-hidden rounded-md border border-ink-700 bg-ink-900 text-left hover:border-blood-600 focus-visible:outline-2 focus-visible:outline-blood-500"
              >
                <MediaThumbnail item={item} sizes="(min-width: 640px) 240px, 50vw" alt="" />
                <span className="truncate px-2 py-1.5 text-xs text-bone-100">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  );
}
